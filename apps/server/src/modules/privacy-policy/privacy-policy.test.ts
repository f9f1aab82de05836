import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPrivacyPolicy } from '../../db/seed/demo-privacy-policy.js'
import { countStatuses, errorCode, fireAtOnce, listenOnLoopback } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { memberWithSession } from '../members/members.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'

// 2026-11-29 10:00 in Korea.
let clock = new Date('2026-11-29T01:00:00.000Z')

const bodies = (marker: string) => ({
  kr: `<h3>개인정보 처리방침 ${marker}</h3><p>보관 {{retentionMonths}}개월</p>`,
  en: `<h3>Privacy policy ${marker}</h3><p>Kept {{retentionMonths}} months</p>`,
  cn: '',
  jp: `<p>プライバシーポリシー ${marker}</p>`,
})

type Policy = {
  data: { policyId: number; effectiveDate: string; effectiveUntil: string | null; locale: string; html: string } | null
  versions: { policyId: number; effectiveDate: string }[]
}

describe('privacy policy versions', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let officer: Record<string, string>
  let admin: Record<string, string>
  let coordinator: Record<string, string>
  /** Sessions at the current clock (a console session ends after 15 idle minutes). */
  const logIn = async () => {
    officer = (await staffWithSession(app, 'privacy_officer')).headers
    admin = (await staffWithSession(app, 'admin')).headers
    coordinator = (await staffWithSession(app, 'coordinator')).headers
  }
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock, env: { APPLICATION_RETENTION_MONTHS: '7' } })
    await logIn()
  })
  afterAll(() => app.close())

  type Method = 'GET' | 'POST' | 'PUT'
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const draft = async (marker: string, headers = officer) => {
    const answer = await call('POST', '/api/admin/privacy-policy', headers, { bodies: bodies(marker) })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<{ policyId: number }>().policyId
  }
  const publish = (id: number, effectiveDate: string, headers = officer) =>
    call('POST', `/api/admin/privacy-policy/${id}/publish`, headers, { effectiveDate })
  const page = async (lang: string, policyId?: number) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/${lang}/privacy-policy${policyId ? `?policyId=${policyId}` : ''}`,
    })
    return { status: answer.statusCode, body: answer.json<Policy>() }
  }
  const logRows = (action: string) =>
    app.db.selectFrom('access_log').selectAll().where('action', '=', action).orderBy('seq').execute()

  it('shows no policy and no hospital text on a site that has published none', async () => {
    expect(await page('kr')).toEqual({ status: 200, body: { data: null, versions: [] } })
  })

  it.each([
    ['GET', '/api/admin/privacy-policy'],
    ['GET', '/api/admin/privacy-policy/1'],
    ['POST', '/api/admin/privacy-policy'],
    ['PUT', '/api/admin/privacy-policy/1'],
    ['POST', '/api/admin/privacy-policy/1/publish'],
  ] as const)('%s %s refuses coordinators, members and callers without a session', async (method, url) => {
    const payload = method === 'GET' ? undefined : { bodies: bodies('x'), effectiveDate: '2026-12-01' }
    const refused = await call(method, url, coordinator, payload)
    expect([refused.statusCode, errorCode({ body: refused.json() })]).toEqual([403, 'FORBIDDEN'])
    const { token } = await memberWithSession(app)
    expect((await call(method, url, { 'x-auth-token': token }, payload)).statusCode).toBe(401)
    expect((await call(method, url, {}, payload)).statusCode).toBe(401)
  })

  it('publishes a draft from today; the public page shows it with the Korean text where a locale is empty', async () => {
    const id = await draft('v1')
    // A draft is not public.
    expect((await page('kr')).body.data).toBeNull()
    expect((await page('kr', id)).status).toBe(404)
    expect((await publish(id, '2026-11-29')).statusCode).toBe(200)

    const en = (await page('en')).body
    expect(en.data).toMatchObject({ policyId: id, effectiveDate: '2026-11-29', effectiveUntil: null, locale: 'en' })
    // The months come from the configuration.
    expect(en.data?.html).toBe('<h3>Privacy policy v1</h3><p>Kept 7 months</p>')
    expect((await page('cn')).body.data).toMatchObject({ locale: 'kr', html: expect.stringContaining('v1') })
    expect(en.versions).toEqual([{ policyId: id, effectiveDate: '2026-11-29' }])

    const log = await logRows('privacy_policy.publish')
    expect(log.map((row) => [row.record_type, row.record_id])).toEqual([['privacy_policy', String(id)]])
    expect((await logRows('privacy_policy.draft')).map((row) => row.record_id)).toContain(String(id))
  })

  it('keeps a version published for a later date off the page until that date, then lists the earlier one', async () => {
    const before = (await page('kr')).body.data?.policyId
    const id = await draft('v2', admin)
    expect((await publish(id, '2026-12-01', admin)).statusCode).toBe(200)

    // Still 2026-11-30 23:59 in Korea.
    clock = new Date('2026-11-30T14:59:00.000Z')
    expect((await page('kr')).body.data?.policyId).toBe(before)
    expect((await page('kr', id)).status).toBe(404)

    // Midnight in Korea: the new version applies.
    clock = new Date('2026-11-30T15:00:00.000Z')
    const now = (await page('kr')).body
    expect(now.data).toMatchObject({ policyId: id, effectiveDate: '2026-12-01' })
    expect(now.versions.map((v) => v.policyId)).toEqual([id, before])
    const earlier = await page('kr', before)
    expect(earlier.status).toBe(200)
    expect(earlier.body.data).toMatchObject({ policyId: before, effectiveUntil: '2026-11-30' })
    expect(earlier.body.data?.html).toContain('v1')
    await logIn()
  })

  it('sanitizes the text as notices are and lists drafts and versions in the console', async () => {
    const answer = await call('POST', '/api/admin/privacy-policy', officer, {
      bodies: { kr: '<p onclick="x()">본문<script>alert(1)</script><a href="javascript:x()">링크</a></p>' },
    })
    const id = answer.json<{ policyId: number }>().policyId
    const detail = await call('GET', `/api/admin/privacy-policy/${id}`, officer)
    expect(detail.json<{ data: { bodies: Record<string, string> } }>().data.bodies).toEqual({
      kr: '<p>본문<a>링크</a></p>',
      en: '',
      cn: '',
      jp: '',
    })
    const rewritten = await call('PUT', `/api/admin/privacy-policy/${id}`, officer, {
      bodies: bodies('v3'),
      effectiveDate: '2027-01-01',
    })
    expect(rewritten.statusCode).toBe(200)
    const list = (await call('GET', '/api/admin/privacy-policy', officer)).json<{
      dataList: { policyId: number; status: string; effectiveDate: string | null; current: boolean }[]
    }>().dataList
    expect(list[0]).toMatchObject({ policyId: id, status: 'draft', effectiveDate: '2027-01-01', current: false })
    expect(list.filter((v) => v.current)).toHaveLength(1)
  })

  it('refuses bad input, a past date, an empty Korean text, a taken date and changes to a published version', async () => {
    const bad = [
      { bodies: {} },
      { bodies: { kr: 'x'.repeat(400_001) } },
      { bodies: { kr: '<p>x</p>' }, effectiveDate: '2026-02-30' },
      { bodies: { kr: 1 } },
    ]
    for (const payload of bad)
      expect((await call('POST', '/api/admin/privacy-policy', officer, payload)).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/privacy-policy/abc', officer)).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/privacy-policy/999999', officer)).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/kr/privacy-policy?policyId=x' })).statusCode).toBe(400)

    const id = await draft('v4')
    const past = await publish(id, '2026-11-29')
    expect([past.statusCode, errorCode({ body: past.json() })]).toEqual([400, 'EFFECTIVE_DATE_PAST'])
    expect((await publish(id, '2026-13-01')).statusCode).toBe(400)
    const taken = await publish(id, '2026-12-01')
    expect([taken.statusCode, errorCode({ body: taken.json() })]).toEqual([409, 'EFFECTIVE_DATE_TAKEN'])

    const empty = await call('POST', '/api/admin/privacy-policy', officer, {
      bodies: { kr: '<p> </p>', en: '<p>x</p>' },
    })
    const emptyPublish = await publish(empty.json<{ policyId: number }>().policyId, '2026-12-20')
    expect(emptyPublish.statusCode).toBe(400)

    expect((await publish(id, '2026-12-24')).statusCode).toBe(200)
    const again = await call('PUT', `/api/admin/privacy-policy/${id}`, officer, { bodies: bodies('changed') })
    expect([again.statusCode, errorCode({ body: again.json() })]).toEqual([409, 'EDIT_CONFLICT'])
    expect((await publish(id, '2026-12-25')).statusCode).toBe(409)
  })

  it('publishes once when the same draft or the same date is published concurrently', async () => {
    const base = await listenOnLoopback(app)
    const post = (id: number, effectiveDate: string) =>
      fetch(`${base}/api/admin/privacy-policy/${id}/publish`, {
        method: 'POST',
        headers: { ...officer, 'content-type': 'application/json' },
        body: JSON.stringify({ effectiveDate }),
      }).then(async (r) => ({ status: r.status, code: ((await r.json()) as { error?: { code: string } }).error?.code }))

    const same = await draft('same')
    const once = await fireAtOnce(8, () => post(same, '2027-02-01'))
    expect(countStatuses(once)).toEqual({ 200: 1, 409: 7 })

    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => draft(`date-${i}`)))
    const oneDate = await fireAtOnce(8, (index) => post(ids[index] ?? 0, '2027-03-01'))
    expect(countStatuses(oneDate)).toEqual({ 200: 1, 409: 7 })
    expect(oneDate.filter((a) => a.status === 409).map((a) => a.code)).toEqual(Array(7).fill('EFFECTIVE_DATE_TAKEN'))
  })

  it('seeds the demo policy only into a database that has none', async () => {
    expect(await seedDemoPrivacyPolicy(app.db, clock)).toBe(false)
  })
})

describe('the demo privacy policy', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock, env: { APPLICATION_RETENTION_MONTHS: '9' } })
  })
  afterAll(() => app.close())

  it('is the first version, in four locales, with the configured months', async () => {
    expect(await seedDemoPrivacyPolicy(app.db, clock)).toBe(true)
    for (const lang of ['kr', 'en', 'cn', 'jp']) {
      const body = (await app.inject({ method: 'GET', url: `/api/${lang}/privacy-policy` })).json<Policy>()
      expect(body.data).toMatchObject({ effectiveDate: '2026-01-01', locale: lang })
      expect(body.data?.html).toContain('<table>')
      expect(body.data?.html).not.toContain('{{retentionMonths}}')
      expect(body.data?.html).toMatch(/\b9\b/)
    }
  })
})
