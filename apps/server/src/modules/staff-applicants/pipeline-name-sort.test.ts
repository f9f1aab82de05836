import { APPLICANTS_PAGE_SIZE, type ApplicantListQuery } from '@ctc/contract/staff-applicants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { destroyDataKeys, memberDataKey, sealJson } from '../../crypto/data-keys.js'
import { createTestApp } from '../../test/test-app.js'
import { insertApplicationOf } from '../applications/applications.factory.js'
import { memberWithSession } from '../members/members.factory.js'
import { updateMember } from '../members/members.repository.js'
import { deleteMemberData } from '../register/withdrawal.repository.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { insertGuestApplication } from './applicants.factory.js'
import { idsByName } from './name-order.js'

// The pipeline sorted by name: names are sealed, so the server opens them, sorts them with the
// Korean collator (ties by application id) and pages; every page holds its rows whole.

const T0 = new Date('2026-06-15T01:00:00Z')
const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤']
const GIVEN = ['지원', '민준', '서연', '하은', '도윤']
// Names outside Hangul too, and the same name more than once: the id breaks the ties. Also names
// the collator holds equal though their code points differ (decomposed Hangul and accents): the
// id breaks those ties too, before and after the composed ones.
const OTHERS = [
  'kim',
  'Kim',
  'Émile',
  'ann',
  'Zoe',
  '李英姬',
  '김지원'.normalize('NFD'),
  '김지원',
  '김지원',
  'E\u0301mile',
]

const collator = new Intl.Collator('ko')
/** The rows' ids in the collator's order of their names, ties by id. */
const inNameOrder = (rows: readonly { id: number; name: string }[]) =>
  rows.toSorted((a, b) => collator.compare(a.name, b.name) || a.id - b.id).map((row) => row.id)

type Row = { applicationId: number; name: string; status: string } & Record<string, unknown>
const BY_NAME: ApplicantListQuery = { sort: 'name', order: 'asc', page: 1 }

type Page = { dataList: Row[]; paging: { totalCount: number; totalPages: number } }

describe('pipeline sorted by name', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number
  const named: { id: number; name: string; status: string }[] = []

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    coordinator = await staffWithSession(app, 'coordinator')
    studyId = await createTestStudy(app)
    const names = [
      ...Array.from({ length: 2 * APPLICANTS_PAGE_SIZE + 5 }, (_, i) => {
        return `${FAMILY[(i * 7) % FAMILY.length]}${GIVEN[(i * 3) % GIVEN.length]}`
      }),
      ...OTHERS,
    ]
    for (const [index, name] of names.entries()) {
      const id = await insertGuestApplication(app, studyId, { name }, new Date(T0.getTime() - index * 60_000))
      named.push({ id, name, status: ['received', 'contacted', 'screened'][index % 3] ?? 'received' })
    }
    // A member is listed by the account's name now, not the one on the form sent.
    const renamed = await memberWithSession(app)
    await updateMember(app.db, app.config.appSecret, renamed.id, { name: '가나다' })
    named.push({ id: await insertApplicationOf(app, renamed.id, studyId), name: '가나다', status: 'received' })
    await updateMember(app.db, app.config.appSecret, renamed.id, { name: '힣힣' })
    ;(named.at(-1) as { name: string }).name = '힣힣'
    // A member whose account holds no name is listed by the form's.
    const unnamed = await memberWithSession(app)
    const key = await memberDataKey(app.db, app.config.appSecret, unnamed.id, T0)
    const snapshot = sealJson(key, { name: '나중에', mobile: '010-1111-2222' })
    named.push({
      id: await insertApplicationOf(app, unnamed.id, studyId, { snapshot }),
      name: '나중에',
      status: 'received',
    })
    await app.db
      .updateTable('members')
      .set({ personal: sealJson(key, {}) })
      .where('id', '=', unnamed.id)
      .execute()
    // A member whose key is destroyed (withdrawing) has no name left to show: it sorts first.
    const gone = await memberWithSession(app)
    named.push({ id: await insertApplicationOf(app, gone.id, studyId), name: '', status: 'received' })
    await destroyDataKeys(app.db, { memberId: gone.id })
    for (const row of named) {
      await app.db.updateTable('applications').set({ status: row.status }).where('id', '=', row.id).execute()
    }
  })
  afterAll(() => app.close())

  const list = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/notices/${studyId}/applicants?${query}`,
      headers: coordinator.headers,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Page>()
  }
  const everyPage = async (query: string) => {
    const first = await list(`${query}&page=1`)
    const pages = [first]
    for (let n = 2; n <= first.paging.totalPages; n++) pages.push(await list(`${query}&page=${n}`))
    for (const page of pages) expect(page.paging.totalCount).toBe(first.paging.totalCount)
    return pages.flatMap((page) => page.dataList)
  }

  it.each(['asc', 'desc'] as const)('pages 1..n %s hold every row once, in the collator order', async (order) => {
    const sign = order === 'desc' ? -1 : 1
    // The same rows as another order shows them, field for field.
    const whole = new Map((await everyPage('sort=createdAt&order=asc')).map((row) => [row.applicationId, row]))
    for (const status of [undefined, 'received']) {
      const expected = named
        .filter((row) => status === undefined || row.status === status)
        .toSorted((a, b) => sign * (collator.compare(a.name, b.name) || a.id - b.id))
      const rows = await everyPage(`sort=name&order=${order}${status ? `&status=${status}` : ''}`)
      expect(rows.map((row) => [row.applicationId, row.name])).toEqual(expected.map((row) => [row.id, row.name]))
      for (const row of rows) expect(row).toEqual(whole.get(row.applicationId))
    }
  })

  it('answers an empty page past the last and an empty filter', async () => {
    const past = await list('sort=name&order=asc&page=9')
    expect(past.dataList).toEqual([])
    expect(past.paging.totalCount).toBe(named.length)
    const none = await list('sort=name&order=desc&status=enrolled')
    expect(none.dataList).toEqual([])
    expect(none.paging.totalCount).toBe(0)
  })
})

describe('the kept name order', () => {
  // The tests above share their database; these change names, so they have their own.
  let app: Awaited<ReturnType<typeof createTestApp>>
  let studyId: number
  const rows: { id: number; name: string }[] = []
  const expected = () => inNameOrder(rows)

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    studyId = await createTestStudy(app)
    for (const name of ['박서연', '김민준', '최하은', '이도윤', '김민준']) {
      rows.push({ id: await insertGuestApplication(app, studyId, { name }), name })
    }
  })
  afterAll(() => app.close())

  it('opens no name while every row is as it was, and opens them again when a row comes, changes or goes', async () => {
    // The data keys read, counted: opening a name unwraps its key.
    let keyReads = 0
    const db = app.db.withPlugin({
      transformQuery: (args) => {
        if (JSON.stringify(args.node).includes('"data_keys"')) keyReads++
        return args.node
      },
      transformResult: (args) => Promise.resolve(args.result),
    })
    const ctx = { db, now: T0, address: '127.0.0.1', secret: app.config.appSecret }
    const sorted = async (query: Partial<ApplicantListQuery> = {}) => {
      keyReads = 0
      const ids = await idsByName(ctx, studyId, { ...BY_NAME, ...query }, T0.toISOString())
      return { ids, keyReads }
    }

    const opened = await sorted()
    expect(opened.ids).toEqual(expected())
    expect(opened.keyReads).toBeGreaterThan(0)
    expect(await sorted()).toEqual({ ids: expected(), keyReads: 0 })
    expect(await sorted({ order: 'desc' })).toEqual({ ids: expected().toReversed(), keyReads: 0 })
    // A filter lists some of the same rows: their ranks hold.
    const first = rows[0]?.id
    await app.db.updateTable('applications').set({ status: 'contacted' }).where('id', '=', Number(first)).execute()
    expect(await sorted({ status: 'contacted' })).toEqual({ ids: [first], keyReads: 0 })

    // A new application.
    rows.push({ id: await insertGuestApplication(app, studyId, { name: '가나다' }), name: '가나다' })
    expect((await sorted()).ids).toEqual(expected())
    expect((await sorted()).keyReads).toBe(0)

    // A member who applied, then renamed: the account's name now, first '하하하', then '가가가'.
    const member = await memberWithSession(app)
    await updateMember(app.db, app.config.appSecret, member.id, { name: '하하하' })
    rows.push({ id: await insertApplicationOf(app, member.id, studyId), name: '하하하' })
    expect((await sorted()).ids).toEqual(expected())
    await updateMember(app.db, app.config.appSecret, member.id, { name: '가가가' })
    ;(rows.at(-1) as { name: string }).name = '가가가'
    const renamed = await sorted()
    expect(renamed.ids).toEqual(expected())
    expect(renamed.keyReads).toBeGreaterThan(0)

    // The member withdraws: the row goes, with the key.
    await deleteMemberData(app.db, member.id)
    rows.pop()
    expect((await sorted()).ids).toEqual(expected())
    expect((await sorted()).keyReads).toBe(0)
  })

  it('answers the page by the name each row has now', async () => {
    const coordinator = await staffWithSession(app, 'coordinator')
    const list = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/notices/${studyId}/applicants?sort=name&order=asc&page=1`,
        headers: coordinator.headers,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<Page>().dataList.map((row) => [row.applicationId, row.name])
    }
    const byName = () => expected().map((id) => [id, rows.find((row) => row.id === id)?.name])
    expect(await list()).toEqual(byName())
    const member = await memberWithSession(app)
    await updateMember(app.db, app.config.appSecret, member.id, { name: '나나나' })
    rows.push({ id: await insertApplicationOf(app, member.id, studyId), name: '나나나' })
    expect(await list()).toEqual(byName())
    await updateMember(app.db, app.config.appSecret, member.id, { name: '힣' })
    ;(rows.at(-1) as { name: string }).name = '힣'
    expect(await list()).toEqual(byName())
  })
})

describe('new applications in a kept name order', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let studyId: number
  const rows: { id: number; name: string }[] = []
  const expected = () => inNameOrder(rows)
  const distinctNames = () => new Set(rows.map((row) => row.name.normalize())).size
  // The data keys unwrapped, counted: each name opened unwraps one.
  let keysOpened = 0
  let sorted: (query?: Partial<ApplicantListQuery>) => Promise<number[]>
  const add = async (name: string) => rows.push({ id: await insertGuestApplication(app, studyId, { name }), name })

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    studyId = await createTestStudy(app)
    const readingKeys = new WeakSet<object>()
    const db = app.db.withPlugin({
      transformQuery: (args) => {
        if (JSON.stringify(args.node).includes('"data_keys"')) readingKeys.add(args.queryId)
        return args.node
      },
      transformResult: (args) => {
        if (readingKeys.has(args.queryId)) keysOpened += args.result.rows.length
        return Promise.resolve(args.result)
      },
    })
    const ctx = { db, now: T0, address: '127.0.0.1', secret: app.config.appSecret }
    sorted = async (query = {}) => {
      keysOpened = 0
      return idsByName(ctx, studyId, { ...BY_NAME, ...query }, T0.toISOString())
    }
    for (const family of FAMILY) for (const given of GIVEN) await add(family + given)
    for (const name of OTHERS) await add(name)
  })
  afterAll(() => app.close())

  it('places a few by comparison, opening about log2 of the names for each, in the collator order', async () => {
    expect(await sorted()).toEqual(expected())
    expect(keysOpened).toBe(rows.length)
    // First and last of all names, one already there, one the collator holds equal to one there,
    // and one between two.
    const fresh = ['가', '힣힣', '박서연', '김지원'.normalize('NFD'), '김민중']
    for (const name of fresh) await add(name)
    expect(await sorted()).toEqual(expected())
    expect(keysOpened).toBeLessThanOrEqual(fresh.length * (1 + Math.ceil(Math.log2(distinctNames()))))
    expect(keysOpened).toBeLessThan(rows.length / 2)
    expect(await sorted({ order: 'desc' })).toEqual(expected().toReversed())
    expect(keysOpened).toBe(0)
  })

  it('makes the order again when more arrive at once than comparison would spare, or a name compared with is gone', async () => {
    for (let i = 0; i < 17; i++) await add(`${FAMILY[i % FAMILY.length] ?? ''}${GIVEN[i % GIVEN.length] ?? ''}${i}`)
    expect(await sorted()).toEqual(expected())
    expect(keysOpened).toBe(rows.length)
    // A member with the only name of its rank withdraws; the next new name is still placed right.
    const member = await memberWithSession(app)
    await updateMember(app.db, app.config.appSecret, member.id, { name: '마마마' })
    rows.push({ id: await insertApplicationOf(app, member.id, studyId), name: '마마마' })
    expect(await sorted()).toEqual(expected())
    await deleteMemberData(app.db, member.id)
    rows.pop()
    await add('마마')
    expect(await sorted()).toEqual(expected())
    expect(await sorted({ status: 'received' })).toEqual(expected())
  })
})
