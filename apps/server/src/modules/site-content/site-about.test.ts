import type { PublishedAbout } from '@ctc/contract/site-about'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageQueries } from '../pages/page-queries.js'
import { createTestApp } from '../../test/test-app.js'
import { verifyAccessChain } from '../staff/access-log.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { contentRequests } from './versioned-content.requests.js'
import { buildAbout, buildAboutBody } from './site-about.factory.js'

describe('site about pages', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let admin: Awaited<ReturnType<typeof staffWithSession>>
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let officer: Awaited<ReturnType<typeof staffWithSession>>

  beforeAll(async () => {
    app = await createTestApp()
    admin = await staffWithSession(app, 'admin', '이관리')
    coordinator = await staffWithSession(app, 'coordinator', '박코디')
    officer = await staffWithSession(app, 'privacy_officer', '최보호')
  })
  afterAll(() => app.close())

  const {
    saveDraft,
    publish,
    restore,
    consoleView,
    published: publicAbout,
    logRows: aboutRows,
  } = contentRequests<PublishedAbout>(() => app, 'about')

  it('has no about pages on a new site', async () => {
    expect(await publicAbout()).toBeNull()
    expect((await consoleView(admin.headers)).json()).toEqual({ about: null, draft: null, versions: [] })
  })

  it('saves a sanitized draft, publishes it, restores an earlier publication, and logs the ids', async () => {
    const dirty = buildAbout({
      introduce: buildAboutBody({
        kr: '<h2>인사말</h2><p onclick="x()">안녕하세요<script>alert(1)</script></p>',
        en: '<p> </p>',
      }),
    })
    const saved = await saveDraft(admin.headers, dirty)
    expect(saved.statusCode, saved.body).toBe(200)
    const draft = saved.json().draft
    expect(draft.introduce.kr).toContain('<h2>인사말</h2>')
    expect(draft.introduce.kr).toContain('안녕하세요')
    expect(draft.introduce.kr).not.toMatch(/script|onclick/)
    expect(draft.introduce.en).toBe('')
    expect(draft.updatedBy).toBe('이관리')
    expect(await publicAbout()).toBeNull()

    const first = await publish(admin.headers, draft.updatedAt)
    expect(first.statusCode, first.body).toBe(200)
    const firstId = first.json().about.versionId as number
    expect(await publicAbout()).toMatchObject({ versionId: firstId, meaning: { kr: '<p>센터를 소개합니다.</p>' } })

    const second = buildAbout({ process: buildAboutBody({ kr: '<p>참여 절차</p>' }) })
    const secondDraft = (await saveDraft(admin.headers, second)).json().draft
    const secondId = (await publish(admin.headers, secondDraft.updatedAt)).json().about.versionId as number
    expect((await publicAbout()).process.kr).toBe('<p>참여 절차</p>')

    const restored = await restore(admin.headers, firstId)
    expect(restored.statusCode, restored.body).toBe(200)
    const restoredId = restored.json().about.versionId as number
    expect((await publicAbout()).process.kr).toBe('<p>센터를 소개합니다.</p>')

    const rows = await aboutRows()
    expect(rows.map((row) => [row.action, row.staff_id, row.record_id])).toEqual([
      ['site.about_draft', admin.staffId, expect.stringMatching(/^\d+$/)],
      ['site.about_publish', admin.staffId, `${firstId},`],
      ['site.about_draft', admin.staffId, expect.stringMatching(/^\d+$/)],
      ['site.about_publish', admin.staffId, `${secondId},${firstId}`],
      ['site.about_restore', admin.staffId, `${restoredId},${secondId},${firstId}`],
    ])
    expect(await verifyAccessChain(app.db)).toMatchObject({ ok: true })
  })

  it('answers the server-rendered pages with the published pages, as the API does', async () => {
    const answer = await pageQueries(app, '127.0.0.1')(['site', 'about'])
    expect(answer).toEqual({ about: await publicAbout() })
  })

  it('refuses calls without a staff session (401) and roles without editSiteIdentity (403)', async () => {
    const before = await publicAbout()
    const logged = (await aboutRows()).length
    for (const [headers, status] of [
      [{}, 401],
      [{ 'x-auth-token': 'not-a-staff-token' }, 401],
      [coordinator.headers, 403],
      [officer.headers, 403],
    ] as const) {
      expect((await consoleView(headers)).statusCode).toBe(status)
      expect((await saveDraft(headers, buildAbout())).statusCode).toBe(status)
      expect((await publish(headers, 'x')).statusCode).toBe(status)
      expect((await restore(headers, before.versionId)).statusCode).toBe(status)
    }
    expect(await publicAbout()).toEqual(before)
    expect(await aboutRows()).toHaveLength(logged)
  })

  it('refuses bad input: a missing page, missing or blank Korean, too long a body, unknown versions', async () => {
    const logged = (await aboutRows()).length
    const fourPages: Partial<ReturnType<typeof buildAbout>> = buildAbout()
    delete fourPages.appGuide
    const cases: unknown[] = [
      {},
      fourPages,
      buildAbout({ meaning: buildAboutBody({ kr: '' }) }),
      buildAbout({ meaning: buildAboutBody({ kr: 42 as unknown as string }) }),
      buildAbout({ subjectGuide: buildAboutBody({ en: `<p>${'x'.repeat(60_001)}</p>` }) }),
    ]
    for (const payload of cases) {
      const response = await saveDraft(admin.headers, payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    }
    // A body that shows nothing once sanitized is as empty as none.
    const blank = buildAbout({ appGuide: buildAboutBody({ kr: '<p><script>x</script></p>' }) })
    expect((await saveDraft(admin.headers, blank)).statusCode).toBe(400)
    expect((await restore(admin.headers, 'abc')).statusCode).toBe(400)
    expect((await restore(admin.headers, 999_999)).statusCode).toBe(404)
    expect((await publish(admin.headers, '')).statusCode).toBe(400)
    expect((await publish(admin.headers, new Date().toISOString())).json().error.code).toBe('NOT_FOUND')
    expect(await aboutRows()).toHaveLength(logged)
  })
})
