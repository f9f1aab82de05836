import type { PublishedAbout } from '@ctc/contract/site-about'
import { describe, expect, it } from 'vitest'
import { pageQueries } from '../pages/page-queries.js'
import { verifyAccessChain } from '../staff/access-log.js'
import { contentRequests, contentTestBed } from './versioned-content.requests.js'
import { buildAbout, buildAboutBody } from './site-about.factory.js'

describe('site about pages', () => {
  const bed = contentTestBed()

  const {
    saveDraft,
    publish,
    restore,
    consoleView,
    published: publicAbout,
    logRows: aboutRows,
  } = contentRequests<PublishedAbout>(() => bed.app, 'about')

  it('has no about pages on a new site', async () => {
    expect(await publicAbout()).toBeNull()
    expect((await consoleView(bed.admin.headers)).json()).toEqual({ about: null, draft: null, versions: [] })
  })

  it('saves a sanitized draft, publishes it, restores an earlier publication, and logs the ids', async () => {
    const dirty = buildAbout({
      introduce: buildAboutBody({
        kr: '<h2>인사말</h2><p onclick="x()">안녕하세요<script>alert(1)</script></p>',
        en: '<p> </p>',
      }),
    })
    const saved = await saveDraft(bed.admin.headers, dirty)
    expect(saved.statusCode, saved.body).toBe(200)
    const draft = saved.json().draft
    expect(draft.introduce.kr).toContain('<h2>인사말</h2>')
    expect(draft.introduce.kr).toContain('안녕하세요')
    expect(draft.introduce.kr).not.toMatch(/script|onclick/)
    expect(draft.introduce.en).toBe('')
    expect(draft.updatedBy).toBe('이관리')
    expect(await publicAbout()).toBeNull()

    const first = await publish(bed.admin.headers, draft.updatedAt)
    expect(first.statusCode, first.body).toBe(200)
    const firstId = first.json().about.versionId as number
    expect(await publicAbout()).toMatchObject({ versionId: firstId, meaning: { kr: '<p>센터를 소개합니다.</p>' } })

    const second = buildAbout({ process: buildAboutBody({ kr: '<p>참여 절차</p>' }) })
    const secondDraft = (await saveDraft(bed.admin.headers, second)).json().draft
    const secondId = (await publish(bed.admin.headers, secondDraft.updatedAt)).json().about.versionId as number
    expect((await publicAbout()).process.kr).toBe('<p>참여 절차</p>')

    const restored = await restore(bed.admin.headers, firstId)
    expect(restored.statusCode, restored.body).toBe(200)
    const restoredId = restored.json().about.versionId as number
    expect((await publicAbout()).process.kr).toBe('<p>센터를 소개합니다.</p>')

    const rows = await aboutRows()
    expect(rows.map((row) => [row.action, row.staff_id, row.record_id])).toEqual([
      ['site.about_draft', bed.admin.staffId, expect.stringMatching(/^\d+$/)],
      ['site.about_publish', bed.admin.staffId, `${firstId},`],
      ['site.about_draft', bed.admin.staffId, expect.stringMatching(/^\d+$/)],
      ['site.about_publish', bed.admin.staffId, `${secondId},${firstId}`],
      ['site.about_restore', bed.admin.staffId, `${restoredId},${secondId},${firstId}`],
    ])
    expect(await verifyAccessChain(bed.app.db)).toMatchObject({ ok: true })
  })

  it('answers the server-rendered pages with the published pages, as the API does', async () => {
    const answer = await pageQueries(bed.app, '127.0.0.1')(['site', 'about'])
    expect(answer).toEqual({ about: await publicAbout() })
  })

  it('refuses calls without a staff session (401) and roles without editSiteIdentity (403)', async () => {
    const before = await publicAbout()
    const logged = (await aboutRows()).length
    for (const [headers, status] of [
      [{}, 401],
      [{ 'x-auth-token': 'not-a-staff-token' }, 401],
      [bed.coordinator.headers, 403],
      [bed.officer.headers, 403],
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
      const response = await saveDraft(bed.admin.headers, payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    }
    // A body that shows nothing once sanitized is as empty as none.
    const blank = buildAbout({ appGuide: buildAboutBody({ kr: '<p><script>x</script></p>' }) })
    expect((await saveDraft(bed.admin.headers, blank)).statusCode).toBe(400)
    expect((await restore(bed.admin.headers, 'abc')).statusCode).toBe(400)
    expect((await restore(bed.admin.headers, 999_999)).statusCode).toBe(404)
    expect((await publish(bed.admin.headers, '')).statusCode).toBe(400)
    expect((await publish(bed.admin.headers, new Date().toISOString())).json().error.code).toBe('NOT_FOUND')
    expect(await aboutRows()).toHaveLength(logged)
  })
})
