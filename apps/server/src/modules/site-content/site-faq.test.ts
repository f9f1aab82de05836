import type { PublishedFaq } from '@ctc/contract/site-faq'
import { describe, expect, it } from 'vitest'
import { verifyAccessChain } from '../staff/access-log.js'
import { contentRequests, contentTestBed } from './versioned-content.requests.js'
import { buildFaq, buildFaqCategory, buildFaqEntry } from './site-faq.factory.js'

describe('site FAQ', () => {
  const bed = contentTestBed()

  const {
    saveDraft,
    publish,
    restore,
    consoleView,
    published: publicFaq,
    logRows: faqRows,
  } = contentRequests<PublishedFaq>(() => bed.app, 'faq')

  it('has no FAQ on a new site', async () => {
    expect(await publicFaq()).toBeNull()
    expect((await consoleView(bed.coordinator.headers)).json()).toEqual({ faq: null, draft: null, versions: [] })
  })

  it('keeps a saved draft from the public until it is published, with answers sanitized and empty locales left to Korean', async () => {
    const faq = buildFaq([
      buildFaqCategory({
        entries: [
          buildFaqEntry({
            answer: {
              kr: '<p onclick="x()">네<script>alert(1)</script> <a href="javascript:alert(1)">여기</a></p>',
              en: '<p>  </p>',
              cn: '',
              jp: '<p><strong>はい</strong></p>',
            },
          }),
        ],
      }),
    ])
    const saved = await saveDraft(bed.coordinator.headers, faq)
    expect(saved.statusCode, saved.body).toBe(200)
    const draft = saved.json().draft
    expect(draft).toMatchObject({ updatedBy: '박코디', categories: [{ slug: 'visit' }] })
    const answer = draft.categories[0].entries[0].answer
    expect(answer.kr).not.toMatch(/script|onclick|javascript/)
    expect(answer.kr).toContain('네')
    expect(answer).toMatchObject({ en: '', cn: '', jp: '<p><strong>はい</strong></p>' })
    expect(await publicFaq()).toBeNull()

    // Saving again rewrites the one draft.
    const again = await saveDraft(bed.coordinator.headers, buildFaq())
    expect(again.statusCode, again.body).toBe(200)
    const drafts = await bed.app.db
      .selectFrom('site_content_versions')
      .select('id')
      .where('kind', '=', 'faq')
      .where('state', '=', 'draft')
      .execute()
    expect(drafts).toHaveLength(1)
    expect(again.json().versions).toEqual([])
  })

  it('publishes the draft as previewed, keeps each earlier publication, restores one, and logs the ids', async () => {
    const draft = (await saveDraft(bed.officer.headers, buildFaq())).json().draft
    const first = await publish(bed.officer.headers, draft.updatedAt)
    expect(first.statusCode, first.body).toBe(200)
    const firstId = first.json().faq.versionId as number
    expect(first.json().draft).toBeNull()
    expect(await publicFaq()).toMatchObject({ versionId: firstId, categories: [{ slug: 'visit' }] })

    const changed = buildFaq([
      buildFaqCategory({ slug: 'money', title: { kr: '보상', en: 'Compensation', cn: '补偿', jp: '謝礼' } }),
      buildFaqCategory(),
    ])
    const secondDraft = (await saveDraft(bed.admin.headers, changed)).json().draft
    const second = await publish(bed.admin.headers, secondDraft.updatedAt)
    expect(second.statusCode, second.body).toBe(200)
    const secondId = second.json().faq.versionId as number
    expect((await publicFaq()).categories.map((c: { slug: string }) => c.slug)).toEqual(['money', 'visit'])
    expect(second.json().versions).toEqual([
      { versionId: secondId, createdAt: expect.any(String), createdBy: '이관리', restoredFrom: null, current: true },
      { versionId: firstId, createdAt: expect.any(String), createdBy: '최보호', restoredFrom: null, current: false },
    ])

    const restored = await restore(bed.coordinator.headers, firstId)
    expect(restored.statusCode, restored.body).toBe(200)
    const restoredId = restored.json().faq.versionId as number
    expect(await publicFaq()).toMatchObject({ versionId: restoredId, categories: [{ slug: 'visit' }] })
    expect(restored.json().versions[0]).toMatchObject({ versionId: restoredId, restoredFrom: firstId, current: true })

    const rows = await faqRows()
    expect(rows.slice(-5).map((row) => [row.action, row.staff_id, row.record_id])).toEqual([
      ['site.faq_draft', bed.officer.staffId, expect.stringMatching(/^\d+$/)],
      ['site.faq_publish', bed.officer.staffId, `${firstId},`],
      ['site.faq_draft', bed.admin.staffId, expect.stringMatching(/^\d+$/)],
      ['site.faq_publish', bed.admin.staffId, `${secondId},${firstId}`],
      ['site.faq_restore', bed.coordinator.staffId, `${restoredId},${secondId},${firstId}`],
    ])
    expect(rows.every((row) => row.record_type === 'site_content')).toBe(true)
    expect(await verifyAccessChain(bed.app.db)).toMatchObject({ ok: true })
  })

  it('publishes nothing without a draft, or when the draft was saved again after the preview', async () => {
    const current = await publicFaq()
    expect((await publish(bed.admin.headers, new Date().toISOString())).json().error.code).toBe('NOT_FOUND')
    const previewed = (await saveDraft(bed.admin.headers, buildFaq())).json().draft
    const changed = buildFaq([buildFaqCategory({ slug: 'other' })])
    const resaved = (await saveDraft(bed.coordinator.headers, changed)).json().draft
    expect(resaved.updatedAt).not.toBe(previewed.updatedAt)
    const stale = await publish(bed.admin.headers, previewed.updatedAt)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('EDIT_CONFLICT')
    expect(await publicFaq()).toEqual(current)
  })

  it('refuses calls without a staff session, and members', async () => {
    const before = await publicFaq()
    const logged = (await faqRows()).length
    const member = { 'x-auth-token': 'not-a-staff-token' }
    for (const headers of [{}, member]) {
      expect((await consoleView(headers)).statusCode).toBe(401)
      expect((await saveDraft(headers, buildFaq())).statusCode).toBe(401)
      expect((await publish(headers, 'x')).statusCode).toBe(401)
      expect((await restore(headers, before.versionId)).statusCode).toBe(401)
    }
    expect(await publicFaq()).toEqual(before)
    expect(await faqRows()).toHaveLength(logged)
  })

  it('refuses bad input: missing Korean, duplicate or malformed slugs, too many entries, unknown versions', async () => {
    const logged = (await faqRows()).length
    const cases: unknown[] = [
      {},
      { categories: 'none' },
      buildFaq([buildFaqCategory({ title: { kr: ' ', en: 'Visiting', cn: '', jp: '' } })]),
      buildFaq([buildFaqCategory({ entries: [buildFaqEntry({ question: { kr: '', en: 'Q', cn: '', jp: '' } })] })]),
      buildFaq([
        buildFaqCategory({ entries: [buildFaqEntry({ answer: { kr: '', en: '<p>A</p>', cn: '', jp: '' } })] }),
      ]),
      buildFaq([buildFaqCategory(), buildFaqCategory()]),
      buildFaq([buildFaqCategory({ slug: 'Bad Slug' })]),
      buildFaq([buildFaqCategory({ entries: Array.from({ length: 61 }, () => buildFaqEntry()) })]),
      buildFaq([
        buildFaqCategory({ entries: [buildFaqEntry({ question: { kr: 'x'.repeat(301), en: '', cn: '', jp: '' } })] }),
      ]),
    ]
    for (const payload of cases) {
      const response = await saveDraft(bed.admin.headers, payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    }
    // An answer that shows nothing once sanitized is as empty as none.
    const blank = buildFaq([
      buildFaqCategory({
        entries: [buildFaqEntry({ answer: { kr: '<p><script>x</script></p>', en: '', cn: '', jp: '' } })],
      }),
    ])
    expect((await saveDraft(bed.admin.headers, blank)).statusCode).toBe(400)
    expect((await restore(bed.admin.headers, 'abc')).statusCode).toBe(400)
    expect((await restore(bed.admin.headers, 999_999)).statusCode).toBe(404)
    expect((await publish(bed.admin.headers, '')).statusCode).toBe(400)
    // A draft's id is no publication to restore.
    const draftId = (
      await bed.app.db
        .selectFrom('site_content_versions')
        .select('id')
        .where('kind', '=', 'faq')
        .where('state', '=', 'draft')
        .executeTakeFirst()
    )?.id
    if (draftId !== undefined) expect((await restore(bed.admin.headers, draftId)).statusCode).toBe(404)
    expect(await faqRows()).toHaveLength(logged)
  })
})
