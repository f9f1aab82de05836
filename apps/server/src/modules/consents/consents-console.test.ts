import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countStatuses, errorCode, fireAtOnce, listenOnLoopback } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { logIn, memberWithSession } from '../members/members.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'

let clock = new Date('2026-11-29T01:00:00.000Z')

const texts = (marker: string) => ({
  kr: { title: `개인정보 수집·이용 동의 ${marker}`, text: `새 문구 ${marker}` },
  en: { title: `Consent to personal information ${marker}`, text: `New words ${marker}` },
  cn: { title: `个人信息收集和使用同意 ${marker}`, text: `新内容 ${marker}` },
  jp: { title: `個人情報の収集・利用への同意 ${marker}`, text: `新しい文言 ${marker}` },
})

describe('consent texts in the console', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let officer: Record<string, string>
  let coordinator: Record<string, string>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
    officer = (await staffWithSession(app, 'privacy_officer')).headers
    coordinator = (await staffWithSession(app, 'coordinator')).headers
  })
  afterAll(() => app.close())

  const publish = (payload: object, headers = officer) =>
    app.inject({ method: 'POST', url: '/api/admin/consents', headers, payload })
  type Versions = { dataList: { kind: string; version: string; current: boolean; effectiveAt: string }[] }
  const versions = async (headers = officer) =>
    (await app.inject({ method: 'GET', url: '/api/admin/consents', headers })).json<Versions>().dataList

  it.each([
    ['GET', '/api/admin/consents'],
    ['POST', '/api/admin/consents'],
  ] as const)('%s %s refuses coordinators, members and callers without a session', async (method, url) => {
    const payload = method === 'POST' ? { kind: 'privacy', version: 'refused', texts: texts('x') } : undefined
    const refused = await app.inject({ method, url, headers: coordinator, ...(payload ? { payload } : {}) })
    expect([refused.statusCode, errorCode({ body: refused.json() })]).toEqual([403, 'FORBIDDEN'])
    const { token } = await memberWithSession(app)
    const asMember = await app.inject({
      method,
      url,
      headers: { 'x-auth-token': token },
      ...(payload ? { payload } : {}),
    })
    expect(asMember.statusCode).toBe(401)
    expect((await app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401)
    expect((await versions()).map((v) => v.version)).not.toContain('refused')
  })

  it('publishes a version that members agree to again at their next login, and logs it', async () => {
    const { email } = await memberWithSession(app)
    expect((await publish({ kind: 'privacy', version: '2026-11-29', texts: texts('a') })).statusCode).toBe(200)

    const login = await logIn(app, email)
    expect(login.json()).toMatchObject({ consentRenewal: true })
    const renewal = await app.inject({
      method: 'GET',
      url: '/api/en/consents/renewal',
      headers: { 'x-auth-token': login.json<{ auth: string }>().auth },
    })
    expect(renewal.json()).toMatchObject({
      dataList: [{ kind: 'privacy', version: '2026-11-29', text: 'New words a' }],
    })

    const list = await versions()
    expect(list.find((v) => v.kind === 'privacy' && v.current)?.version).toBe('2026-11-29')
    const log = await app.db.selectFrom('access_log').selectAll().where('action', '=', 'consent.publish').execute()
    expect(log.map((row) => [row.record_type, row.record_id])).toEqual([['consent_version', 'privacy:2026-11-29']])
  })

  it('keeps a version with a later effective time from members until then', async () => {
    const { email } = await memberWithSession(app)
    const answer = await publish({
      kind: 'sensitive',
      version: '2026-12-01',
      effectiveAt: '2026-12-01T00:00:00+09:00',
      texts: texts('b'),
    })
    expect(answer.statusCode).toBe(200)
    expect((await logIn(app, email)).json()).toMatchObject({ consentRenewal: false })
    expect((await versions()).find((v) => v.version === '2026-12-01')).toMatchObject({
      current: false,
      effectiveAt: '2026-11-30T15:00:00.000Z',
    })
    clock = new Date('2026-11-30T15:00:00.000Z')
    expect((await logIn(app, email)).json()).toMatchObject({ consentRenewal: true })
    officer = (await staffWithSession(app, 'privacy_officer')).headers
  })

  it('refuses bad input, a past effective time and a version that exists', async () => {
    const bad = [
      { kind: 'other', version: 'v', texts: texts('c') },
      { kind: 'privacy', version: 'has space', texts: texts('c') },
      { kind: 'privacy', version: 'v-c', texts: { ...texts('c'), jp: { title: '', text: 'x' } } },
      { kind: 'privacy', version: 'v-c', texts: { ...texts('c'), en: { title: 'a\tb', text: 'x' } } },
      { kind: 'privacy', version: 'v-c', texts: { kr: texts('c').kr } },
      { kind: 'privacy', version: 'v-c', effectiveAt: 'tomorrow', texts: texts('c') },
    ]
    for (const payload of bad) expect((await publish(payload)).statusCode, JSON.stringify(payload)).toBe(400)
    const past = await publish({
      kind: 'alerts',
      version: 'v-c',
      effectiveAt: '2026-11-01T00:00:00Z',
      texts: texts('c'),
    })
    expect([past.statusCode, errorCode({ body: past.json() })]).toEqual([400, 'EFFECTIVE_DATE_PAST'])
    const taken = await publish({ kind: 'privacy', version: '2026-11-29', texts: texts('c') })
    expect([taken.statusCode, errorCode({ body: taken.json() })]).toEqual([409, 'CONSENT_VERSION_TAKEN'])
    expect((await versions()).some((v) => v.version === 'v-c')).toBe(false)
  })

  it('publishes a version once when it is sent concurrently', async () => {
    const base = await listenOnLoopback(app)
    const answers = await fireAtOnce(8, (index) =>
      fetch(`${base}/api/admin/consents`, {
        method: 'POST',
        headers: { ...officer, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'alerts', version: '2026-12-02', texts: texts(`d${index}`) }),
      }).then((r) => ({ status: r.status })),
    )
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: 7 })
    const rows = await app.db
      .selectFrom('access_log')
      .select('record_id')
      .where('record_id', '=', 'alerts:2026-12-02')
      .execute()
    expect(rows).toHaveLength(1)
  })
})
