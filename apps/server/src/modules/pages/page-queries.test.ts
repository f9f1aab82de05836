import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPrivacyPolicy } from '../../db/seed/demo-privacy-policy.js'
import { seedDemoAbout, seedDemoFaq } from '../../db/seed/demo-seed.js'
import { createTestApp } from '../../test/test-app.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { pageQueries } from './page-queries.js'

// The server renders the public pages with these answers, and the browser keeps them instead of
// calling the API: they must be what the API answers, byte for byte once parsed.
describe('the queries of server-rendered pages', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let open: number
  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date('2026-06-15T03:00:00Z') })
    open = await createTestStudy(app, { recruit_start: '2026-06-01', recruit_end: '2026-06-30' })
  })
  afterAll(() => app.close())

  const api = async (url: string, payload?: object) =>
    (await app.inject({ method: payload ? 'POST' : 'GET', url, payload, remoteAddress: '198.51.100.9' })).json()

  it('answers each public query as the API answers its call', async () => {
    const answer = pageQueries(app, '203.0.113.1')
    const search = { cp: 1, gender: 'A', age: 30, smokeYn: 'A', sickYn: 'A', onlyEligible: false }
    const pairs: [readonly unknown[], Promise<unknown>][] = [
      [['studies', 'main', 'en'], api('/api/en/main/list')],
      [['studies', 'tab', 'kr', 'healthy', 1], api('/api/kr/main/healtyStudyList?pgNum=1')],
      [['studies', 'tab', 'jp', 'patient', 2], api('/api/jp/main/disasesStudyList?pgNum=2')],
      [['studies', 'search', 'cn', search, null], api('/api/cn/recruit/list', search)],
      [['codes', 'kr', 'disasesCd'], api('/api/kr/comCd/disasesCd')],
      [['privacy', 'jp', null], api('/api/jp/privacy-policy')],
    ]
    for (const [key, expected] of pairs) expect(await answer(key)).toEqual(await expected)
    // A notice (with its view, counted as the API counts it: the API's call here is a second visitor).
    const page = (await answer(['studies', 'view', 'en', open])) as { studyData: { viewCount: number } }
    const fromApi = (await api(`/api/en/recruit/view?studyId=${open}`)) as { studyData: { viewCount: number } }
    expect(page.studyData.viewCount).toBe(1)
    expect(fromApi.studyData.viewCount).toBe(2)
    expect({ ...page, studyData: { ...page.studyData, viewCount: 2 } }).toEqual(fromApi)
  })

  it('answers the privacy page as the API does, and leaves an unknown version to the browser', async () => {
    await seedDemoPrivacyPolicy(app.db)
    const answer = pageQueries(app, '203.0.113.1')
    const today = (await answer(['privacy', 'en', null])) as { data: { policyId: number; html: string } }
    expect(today).toEqual(await api('/api/en/privacy-policy'))
    expect(today.data.html).toContain('<h3>')
    expect(await answer(['privacy', 'en', today.data.policyId])).toEqual(
      await api(`/api/en/privacy-policy?policyId=${today.data.policyId}`),
    )
    expect(await answer(['privacy', 'en', 999_999])).toBeUndefined()
    expect(await answer(['privacy', 'xx', null])).toBeUndefined()
    expect(await answer(['privacy', 'en', '1'])).toBeUndefined()
  })

  it.each([
    ['faq', seedDemoFaq],
    ['about', seedDemoAbout],
  ] as const)(
    'answers the %s as the API does: none before it is published, then the published one',
    async (kind, seed) => {
      const answer = pageQueries(app, '203.0.113.1')
      expect(await answer(['site', kind])).toEqual({ [kind]: null })
      await seed(app.db)
      // The seed writes outside the app, as another process would: the change feed tells this one.
      await app.changes.publish({ topic: 'site' })
      const published = (await answer(['site', kind])) as Record<string, { versionId: number } | null>
      expect(published[kind]?.versionId).toEqual(expect.any(Number))
      expect(published).toEqual(await api(`/api/site/${kind}`))
      expect(await answer(['site', kind, 'extra'])).toBeUndefined()
    },
  )

  it('counts a visitor once a day, however often the page is rendered for them', async () => {
    const study = await createTestStudy(app, { recruit_start: '2026-06-01', recruit_end: '2026-06-30' })
    for (let i = 0; i < 3; i++) await pageQueries(app, '203.0.113.2')(['studies', 'view', 'kr', study])
    const fromApi = (await api(`/api/kr/recruit/view?studyId=${study}`)) as { studyData: { viewCount: number } }
    expect(fromApi.studyData.viewCount).toBe(2)
  })

  it("leaves to the browser what the API would refuse, a member's own search and keys it does not know", async () => {
    const answer = pageQueries(app, '203.0.113.3')
    const refused: unknown[][] = [
      ['studies', 'main', 'de'],
      ['studies', 'tab', 'kr', 'toString', 1],
      ['studies', 'tab', 'kr', 'healthy', 0],
      ['studies', 'tab', 'kr', 'healthy', '1; drop'],
      ['studies', 'search', 'kr', { cp: -1 }, null],
      ['studies', 'search', 'kr', { cp: 1, age: 'x' }, null],
      ['studies', 'search', 'kr', { cp: 1 }, 'a-member-token'],
      ['studies', 'view', 'kr', 999_999],
      ['studies', 'view', 'kr', '1'],
      ['studies', 'view', 'kr', 2 ** 31],
      ['codes', 'kr', 'passwords'],
      ['codes', 'xx', 'disasesCd'],
      ['my-page', 'history', 'kr'],
      [],
    ]
    for (const key of refused) expect(await answer(key), JSON.stringify(key)).toBeUndefined()
  })
})
