import type { NewStudyRow } from '../../db/schema.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { INDEX_COLUMNS, SearchIndex } from './search-index.js'
import { type StudyFilter, pickInSql } from './studies.repository.js'

const TODAY = '2026-06-15'

// A small seeded generator, so that a failure can be replayed.
function generator(seed: number) {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
  return <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!
}

// Bounds on and around each other and the filter's values: NULL (open), equal bounds, decimals.
const AGES = [null, 18, 19, 30, 45, 64, 65] as const
const HEIGHTS = [null, 150, 160.5, 170, 170.3, 185] as const
const WEIGHTS = [null, 45, 50.5, 70, 70.7, 95] as const
const BMIS = [null, 18.5, 22.9, 23.1, 25, 30] as const
const TERMS = [null, 1, 3, 6, 12] as const
const DAYS = ['2026-05-01', '2026-06-14', TODAY, '2026-06-16', '2026-07-31'] as const
// The 400 notices' ids and some beyond them.
const IDS = Array.from({ length: 450 }, (_, index) => index + 1)

function notice(choose: ReturnType<typeof generator>, index: number): NewStudyRow {
  const [ageMin, ageMax] = [choose(AGES), choose(AGES)]
  const [start, end] = [choose(DAYS), choose(DAYS)]
  return {
    sbj_cond_cd: choose(['01', '02']),
    disease_code: choose([null, '01', '02']),
    apply_method: 'online',
    gender: choose(['A', 'M', 'F']),
    age_min: ageMin,
    age_max: choose([ageMax, ageMin]),
    smoker_allowed: choose(['Y', 'N']),
    history_rule: choose(['any', 'none', 'yes']),
    term_months: choose(TERMS),
    height_min: choose(HEIGHTS),
    height_max: choose(HEIGHTS),
    weight_min: choose(WEIGHTS),
    weight_max: choose(WEIGHTS),
    bmi_min: choose(BMIS),
    bmi_max: choose(BMIS),
    recruit_start: start,
    // Some notices end before they start: the ranks must still agree.
    recruit_end: index % 7 === 0 ? start : end,
    closed_yn: choose(['N', 'N', 'N', 'Y']),
    published_yn: choose(['Y', 'Y', 'Y', 'N']),
    created_at: '2026-05-01T00:00:00.000Z',
    updated_at: '2026-05-01T00:00:00.000Z',
  }
}

function randomFilter(choose: ReturnType<typeof generator>): StudyFilter {
  const filled = <T>(values: readonly T[]) => choose([null, null, null, null, ...values])
  return {
    openOn: choose([undefined, TODAY, '2026-06-14']),
    sbjCondCd: choose([undefined, '01', '02']),
    diseaseCode: filled(['01', '02', '03']),
    gender: filled(['M', 'F'] as const),
    age: filled([17, 18, 19, 30, 44, 45, 64, 65, 66]),
    smoker: filled([true, false]),
    termMonths: filled([0, 1, 3, 5, 6, 12, 24]),
    heightCm: filled([150, 160, 160.5, 170, 170.3, 185, 190]),
    weightKg: filled([45, 50.5, 70, 70.7, 95, 100]),
    bmi: filled([18.5, 22.9, 23, 23.1, 25, 30, 31.2]),
    hasMedicalHistory: filled([true, false]),
    // Now and then only some notices (a typed medical history found them), ids of no notice among them.
    onlyIds: choose([...Array<undefined>(6).fill(undefined), [], Array.from({ length: 200 }, () => choose(IDS))]),
  }
}

describe('search index', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let generation = 0
  let index: SearchIndex

  beforeAll(async () => {
    app = await createTestApp()
    const choose = generator(16)
    const rows = Array.from({ length: 400 }, (_, position) => notice(choose, position))
    for (let start = 0; start < rows.length; start += 100) {
      await app.db
        .insertInto('studies')
        .values(rows.slice(start, start + 100))
        .execute()
    }
    index = new SearchIndex(app.db, () => generation)
  })
  afterAll(async () => {
    await app.close()
  })

  async function expectSame(filter: StudyFilter, page: { limit: number; offset: number }) {
    const query = { ...page, today: TODAY }
    const inSql = await pickInSql(app.db, filter, query)
    const { ids, total } = await index.search({
      person: {
        condition: filter.sbjCondCd ?? null,
        gender: filter.gender ?? null,
        age: filter.age ?? null,
        smoking: filter.smoker === true ? 'Y' : null,
        termMonths: filter.termMonths ?? null,
        heightCm: filter.heightCm ?? null,
        weightKg: filter.weightKg ?? null,
        bmi: filter.bmi ?? null,
        history: filter.hasMedicalHistory == null ? null : filter.hasMedicalHistory ? 'Y' : 'N',
      },
      openOn: filter.openOn ?? null,
      diseaseCode: filter.diseaseCode ?? null,
      onlyIds: filter.onlyIds ?? null,
      ...query,
    })
    expect({ ids, total }, JSON.stringify({ filter, page })).toEqual(inSql)
    return inSql
  }

  it('finds the same total and page as the SQL search for random and edge filters', async () => {
    const choose = generator(2026)
    let matched = 0
    for (let round = 0; round < 600; round++) {
      const filter = randomFilter(choose)
      const found = await expectSame(filter, { limit: 10, offset: choose([0, 0, 0, 10, 30, 390]) })
      if (found.total > 0) matched++
    }
    // The filters must not all be empty answers, or the comparison would prove little.
    expect(matched).toBeGreaterThan(250)
  })

  it('finds the same for every single criterion at each bound', async () => {
    const values = {
      age: [...AGES.filter((age) => age !== null), 17, 66],
      heightCm: [...HEIGHTS.filter((height) => height !== null), 149.9, 190],
      weightKg: [...WEIGHTS.filter((weight) => weight !== null), 44, 100],
      // A computed BMI is rarely a round number: PostgreSQL compares it with a `real` bound in
      // single precision, where 22.9 ± 1e-9 equals 22.9.
      bmi: [...BMIS.filter((bmi) => bmi !== null), 18.4, 30.1, 22.9 + 1e-9, 22.9 - 1e-9, 18.5 - 1e-9],
      termMonths: [0, ...TERMS.filter((term) => term !== null), 13],
    }
    for (const [criterion, list] of Object.entries(values)) {
      for (const value of list) await expectSame({ [criterion]: value }, { limit: 400, offset: 0 })
    }
    for (const openOn of [undefined, ...DAYS]) await expectSame({ openOn }, { limit: 400, offset: 0 })
    const all = await expectSame({}, { limit: 400, offset: 0 })
    expect(all.total).toBe(await index.size())
  })

  it('keeps only published notices and their filter columns', async () => {
    const published = await app.db
      .selectFrom('studies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('published_yn', '=', 'Y')
      .executeTakeFirstOrThrow()
    expect(await index.size()).toBe(Number(published.n))
    expect(await index.size()).toBeLessThan(400)
    expect([...INDEX_COLUMNS].sort()).toEqual(
      [
        'id',
        'recruit_start',
        'recruit_end',
        'closed_yn',
        'sbj_cond_cd',
        'disease_code',
        'gender',
        'smoker_allowed',
        'history_rule',
        'term_months',
        ...['age', 'height', 'weight', 'bmi'].flatMap((bound) => [`${bound}_min`, `${bound}_max`]),
      ].sort(),
    )
  })

  it('loads again when the generation moves, and not before', async () => {
    const before = await index.size()
    const { id } = await app.db
      .insertInto('studies')
      .values({ ...notice(generator(1), 1), published_yn: 'Y' })
      .returning('id')
      .executeTakeFirstOrThrow()
    // Not yet announced: the kept notices are searched.
    expect(await index.size()).toBe(before)
    generation++
    expect(await index.size()).toBe(before + 1)
    await app.db.updateTable('studies').set({ published_yn: 'N' }).where('id', '=', id).execute()
    generation++
    expect(await index.size()).toBe(before)
    await expectSame({}, { limit: 400, offset: 0 })
  })
})
