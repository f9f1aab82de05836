import type { PublishedBanners } from '@ctc/contract/site-banners'
import { describe, expect, it } from 'vitest'
import { fireAtOnce, listenOnLoopback } from '../../test/concurrent-http.js'
import { memberWithSession } from '../members/members.factory.js'
import { pageQueries } from '../pages/page-queries.js'
import { verifyAccessChain } from '../staff/access-log.js'
import { buildBanner, buildBanners } from './site-banners.factory.js'
import { contentRequests, contentTestBed } from './versioned-content.requests.js'

describe('site home banners', () => {
  const bed = contentTestBed()
  const {
    saveDraft,
    publish,
    restore,
    consoleView,
    published: publicBanners,
    logRows: bannerRows,
  } = contentRequests<PublishedBanners>(() => bed.app, 'banners')

  it('has no banners on a new site', async () => {
    expect(await publicBanners()).toBeNull()
    expect((await consoleView(bed.coordinator.headers)).json()).toEqual({ banners: null, draft: null, versions: [] })
  })

  it('keeps a saved draft from the public until it is published, trimmed, with empty locales left empty', async () => {
    const banners = buildBanners([
      buildBanner({
        title: { kr: '  공개 설명회  ', en: ' ', cn: '', jp: '説明会' },
        link: ' https://ctc.example/open-day ',
        startsOn: '2026-12-01',
        endsOn: '2026-12-05',
      }),
      buildBanner({ link: '' }),
    ])
    const saved = await saveDraft(bed.coordinator.headers, banners)
    expect(saved.statusCode, saved.body).toBe(200)
    const draft = saved.json().draft
    expect(draft).toMatchObject({ updatedBy: '박코디' })
    expect(draft.banners).toHaveLength(2)
    expect(draft.banners[0]).toMatchObject({
      title: { kr: '공개 설명회', en: '', cn: '', jp: '説明会' },
      link: 'https://ctc.example/open-day',
      startsOn: '2026-12-01',
      endsOn: '2026-12-05',
    })
    expect(draft.banners[1].link).toBe('')
    expect(await publicBanners()).toBeNull()
  })

  it('publishes the draft as previewed, keeps each earlier publication, restores one, and logs the ids', async () => {
    const draft = (await saveDraft(bed.officer.headers, buildBanners())).json().draft
    const first = await publish(bed.officer.headers, draft.updatedAt)
    expect(first.statusCode, first.body).toBe(200)
    const firstId = first.json().banners.versionId as number
    expect(first.json().draft).toBeNull()
    expect(await publicBanners()).toEqual({ versionId: firstId, ...buildBanners() })

    const two = buildBanners([buildBanner({ title: { kr: '전화 상담', en: 'Phone', cn: '', jp: '' } }), buildBanner()])
    const secondDraft = (await saveDraft(bed.admin.headers, two)).json().draft
    const second = await publish(bed.admin.headers, secondDraft.updatedAt)
    expect(second.statusCode, second.body).toBe(200)
    const secondId = second.json().banners.versionId as number
    expect((await publicBanners()).banners.map((b: { title: { kr: string } }) => b.title.kr)).toEqual([
      '전화 상담',
      '건강검진 안내',
    ])

    const restored = await restore(bed.coordinator.headers, firstId)
    expect(restored.statusCode, restored.body).toBe(200)
    const restoredId = restored.json().banners.versionId as number
    expect(await publicBanners()).toEqual({ versionId: restoredId, ...buildBanners() })
    expect(restored.json().versions[0]).toMatchObject({ versionId: restoredId, restoredFrom: firstId, current: true })

    const rows = await bannerRows()
    expect(rows.slice(-5).map((row) => [row.action, row.staff_id, row.record_id])).toEqual([
      ['site.banners_draft', bed.officer.staffId, expect.stringMatching(/^\d+$/)],
      ['site.banners_publish', bed.officer.staffId, `${firstId},`],
      ['site.banners_draft', bed.admin.staffId, expect.stringMatching(/^\d+$/)],
      ['site.banners_publish', bed.admin.staffId, `${secondId},${firstId}`],
      ['site.banners_restore', bed.coordinator.staffId, `${restoredId},${secondId},${firstId}`],
    ])
    expect(rows.every((row) => row.record_type === 'site_content')).toBe(true)
    expect(await verifyAccessChain(bed.app.db)).toMatchObject({ ok: true })
  })

  it('answers the server-rendered home page with the published banners, as the API does', async () => {
    const answer = pageQueries(bed.app, '127.0.0.1')
    expect(await answer(['site', 'banners'])).toEqual({ banners: await publicBanners() })
    expect(await answer(['site', 'banners', 'extra'])).toBeUndefined()
  })

  it('publishes a draft once when the same preview is published several times at once', async () => {
    const base = await listenOnLoopback(bed.app)
    const logged = (await bannerRows()).length
    const draft = (await saveDraft(bed.admin.headers, buildBanners([buildBanner({ link: '/en/faq' })]))).json().draft
    const answers = await fireAtOnce(6, () =>
      fetch(`${base}/api/admin/site/banners/publish`, {
        method: 'POST',
        headers: { ...bed.admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ draftSavedAt: draft.updatedAt }),
      }),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404, 404, 404])
    const current = await bed.app.db
      .selectFrom('site_content_versions')
      .select('id')
      .where('kind', '=', 'banners')
      .where('state', '=', 'published')
      .execute()
    expect(current).toHaveLength(1)
    expect((await publicBanners()).banners[0]?.link).toBe('/en/faq')
    // The draft and one publication.
    expect(await bannerRows()).toHaveLength(logged + 2)
  })

  it('refuses calls without a staff session, and members', async () => {
    const before = await publicBanners()
    const logged = (await bannerRows()).length
    const member = await memberWithSession(bed.app)
    const calls: Record<string, string>[] = [
      {},
      { 'x-auth-token': member.token },
      { 'x-auth-token': 'not-a-staff-token' },
    ]
    for (const headers of calls) {
      expect((await consoleView(headers)).statusCode).toBe(401)
      expect((await saveDraft(headers, buildBanners())).statusCode).toBe(401)
      expect((await publish(headers, 'x')).statusCode).toBe(401)
      expect((await restore(headers, before.versionId)).statusCode).toBe(401)
    }
    expect(await publicBanners()).toEqual(before)
    expect(await bannerRows()).toHaveLength(logged)
  })

  it('refuses bad input: unsafe links, seven banners, a last day before the first, no Korean title', async () => {
    const before = await publicBanners()
    const logged = (await bannerRows()).length
    const cases: unknown[] = [
      {},
      { banners: 'none' },
      buildBanners([buildBanner({ link: 'javascript:alert(1)' })]),
      buildBanners([buildBanner({ link: '//evil.example/x' })]),
      buildBanners([buildBanner({ link: 'http://ctc.example' })]),
      buildBanners([buildBanner({ link: '/kr/"onmouseover=x' })]),
      buildBanners(Array.from({ length: 7 }, () => buildBanner())),
      buildBanners([buildBanner({ startsOn: '2026-12-10', endsOn: '2026-12-09' })]),
      buildBanners([buildBanner({ startsOn: '2026-02-30x' })]),
      buildBanners([buildBanner({ title: { kr: '  ', en: 'Open day', cn: '', jp: '' } })]),
      buildBanners([buildBanner({ text: { kr: 'x'.repeat(301), en: '', cn: '', jp: '' } })]),
    ]
    for (const payload of cases) {
      const response = await saveDraft(bed.admin.headers, payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    }
    expect((await restore(bed.admin.headers, 'abc')).statusCode).toBe(400)
    expect((await restore(bed.admin.headers, 999_999)).statusCode).toBe(404)
    expect((await publish(bed.admin.headers, '')).statusCode).toBe(400)
    expect((await publish(bed.admin.headers, new Date().toISOString())).json().error.code).toBe('NOT_FOUND')
    expect(await publicBanners()).toEqual(before)
    expect(await bannerRows()).toHaveLength(logged)
  })
})
