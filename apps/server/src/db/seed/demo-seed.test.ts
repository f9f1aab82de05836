import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { seedDemoStudies } from './demo-seed.js'
import { DEMO_STUDY_COUNT } from './demo-studies.js'
import { APPLICATION_STATUSES } from '@ctc/contract/application-status'

describe('demo content', () => {
  const now = new Date('2026-11-22T03:00:00Z')
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => now })
  })
  afterAll(() => app.close())

  it('adds the demo notices to an empty database, and refuses to add them again', async () => {
    const seeded = await seedDemoStudies(app.db, { now, secret: app.config.appSecret })
    expect(seeded).toMatchObject({ seeded: DEMO_STUDY_COUNT })
    expect('applications' in seeded && seeded.applications).toBeGreaterThan(100)
    expect(DEMO_STUDY_COUNT).toBeGreaterThanOrEqual(40)
    expect(await seedDemoStudies(app.db, { now })).toEqual({ refused: 'studies-exist', existing: DEMO_STUDY_COUNT })
  })

  it('has healthy and patient studies, open, closing-soon and closed ones, and phone-only cancer studies', async () => {
    const rows = await app.db.selectFrom('studies').selectAll().execute()
    const today = '2026-11-22'
    expect(new Set(rows.map((row) => row.sbj_cond_cd))).toEqual(new Set(['01', '02']))
    expect(rows.filter((row) => row.closed_yn === 'N' && row.recruit_end >= today).length).toBeGreaterThan(25)
    expect(
      rows.some((row) => row.closed_yn === 'N' && row.recruit_end >= today && row.recruit_end <= '2026-11-26'),
    ).toBe(true)
    expect(rows.some((row) => row.recruit_end < today)).toBe(true)
    expect(rows.some((row) => row.closed_yn === 'Y')).toBe(true)
    const cancer = rows.filter((row) => row.cancer_code !== null)
    expect(cancer.length).toBeGreaterThanOrEqual(5)
    expect(cancer.every((row) => row.apply_method === 'phone')).toBe(true)
  })

  it('has sealed applications in every status, from several join paths, over several weeks', async () => {
    const rows = await app.db
      .selectFrom('applications')
      .select(['status', 'join_path', 'created_at', 'snapshot'])
      .execute()
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(APPLICATION_STATUSES))
    expect(new Set(rows.map((row) => row.join_path)).size).toBeGreaterThanOrEqual(4)
    const weeks = new Set(
      rows.map((row) => Math.floor((now.getTime() - Date.parse(row.created_at)) / (7 * 86_400_000))),
    )
    expect(weeks.size).toBeGreaterThanOrEqual(10)
    expect(rows.every((row) => row.snapshot.startsWith('enc1:'))).toBe(true)
  })

  it('has visits to the published notices pages over several weeks, for the dashboard', async () => {
    const views = await app.db.selectFrom('page_views').select(['path', 'viewed_at']).execute()
    expect(views.length).toBeGreaterThan(500)
    expect(views.every((view) => /^\/(kr|en|cn|jp)\/studyinfo\/recruitmentView\?studyId=\d+$/.test(view.path))).toBe(
      true,
    )
    const weeks = new Set(
      views.map((view) => Math.floor((now.getTime() - Date.parse(view.viewed_at)) / (7 * 86_400_000))),
    )
    expect(weeks.size).toBeGreaterThanOrEqual(10)
  })

  it('is written in four languages, with a few notices left in Korean only', async () => {
    const perLocale = await app.db
      .selectFrom('study_texts')
      .select(['locale', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('locale')
      .orderBy('locale')
      .execute()
    const counts = Object.fromEntries(perLocale.map((row) => [row.locale, Number(row.n)]))
    expect(counts['kr']).toBe(DEMO_STUDY_COUNT)
    for (const locale of ['en', 'cn', 'jp']) {
      expect(counts[locale]).toBeGreaterThanOrEqual(DEMO_STUDY_COUNT - 6)
      expect(counts[locale]).toBeLessThan(DEMO_STUDY_COUNT)
    }
  })

  it('attaches real PDF and text files with Korean names, downloadable', async () => {
    const files = await app.db.selectFrom('study_files').selectAll().execute()
    expect(files.length).toBeGreaterThan(20)
    const pdf = files.find((file) => file.content_type === 'application/pdf')
    expect(pdf?.file_name).toMatch(/참여자 안내문\.pdf$/)
    expect(
      Buffer.from(pdf?.content ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect(Buffer.from(pdf?.content ?? []).toString('latin1')).toMatch(/%%EOF\n$/)
    const response = await app.inject(`/api/kr/recruit/download?fileId=${pdf?.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''MNH-")
  })

  it('keeps scripts out of the stored details', async () => {
    const texts = await app.db.selectFrom('study_texts').select('details_html').execute()
    expect(texts.some((text) => /<script/i.test(text.details_html))).toBe(false)
  })
})
