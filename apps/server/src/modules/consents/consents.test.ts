import { REQUIRED_CONSENT_KINDS } from '@ctc/contract/consents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectWithToken } from '../../test/inject-with-token.js'
import { createTestApp } from '../../test/test-app.js'
import { VALID_PASSWORD, logIn, memberWithSession } from '../members/members.factory.js'
import { currentConsentVersion, publishVersion, recordConsent, withdrawConsent } from './consents.service.js'

let clock = new Date('2026-11-22T09:00:00.000Z')
const FIRST_VERSION = '2026-11-22'

const newTexts = (marker: string) => ({
  kr: { title: `개인정보 수집·이용 동의 ${marker}`, text: `새 문구 ${marker}` },
  en: { title: `Consent to personal information ${marker}`, text: `New words ${marker}` },
  cn: { title: `个人信息收集和使用同意 ${marker}`, text: `新内容 ${marker}` },
  jp: { title: `個人情報の収集・利用への同意 ${marker}`, text: `新しい文言 ${marker}` },
})

describe('versioned consents', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    injectWithToken(app, token, { method, url, payload })
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000)
    return clock
  }
  let published = 0
  /** Publishes a new privacy version, effective from `effectiveAt` (now by default). */
  const publishPrivacy = async (effectiveAt = clock) => {
    const version = `2026-12-${String(++published).padStart(2, '0')}`
    await publishVersion(app.db, { kind: 'privacy', version, effectiveAt, texts: newTexts(version), now: clock })
    return version
  }

  it('records the versions in effect at sign-up, and the history shows them', async () => {
    const privacy = await currentConsentVersion(app.db, 'privacy', clock)
    const { token } = await memberWithSession(app)
    const history = await call('GET', '/api/kr/consents/history', token)
    expect(history.statusCode).toBe(200)
    const body = history.json<{ dataList: { kind: string; version: string; required: boolean }[] }>()
    expect(body.dataList.map((r) => [r.kind, r.version, r.required]).sort()).toEqual([
      ['privacy', privacy, true],
      ['sensitive', FIRST_VERSION, true],
    ])
    expect(privacy).toBeDefined()
  })

  it('shows the current texts to anyone, in the locale asked for', async () => {
    const answer = await call('GET', '/api/en/consents/current')
    expect(answer.statusCode).toBe(200)
    const kinds = answer.json<{ dataList: { kind: string; title: string }[] }>().dataList
    expect(kinds.map((k) => k.kind)).toEqual(['privacy', 'sensitive', 'alerts'])
    expect(kinds.find((k) => k.kind === 'alerts')?.title).toMatch(/optional/)
    expect((await call('GET', '/api/xx/consents/current')).statusCode).toBe(400)
  })

  it('asks for a new required version at the next login and refuses everything else until it is agreed', async () => {
    const { token, email, id } = await memberWithSession(app)
    const before = await call('POST', '/api/kr/sbjUser/history', token, {})
    expect(before.statusCode).toBe(200)

    const version = await publishPrivacy()
    later(1)
    const login = await logIn(app, email)
    expect(login.json()).toMatchObject({ consentRenewal: true })
    const fresh = login.json<{ auth: string }>().auth

    for (const [method, url] of [
      ['POST', '/api/kr/sbjUser/history'],
      ['POST', '/api/kr/qna/list'],
      ['GET', '/api/kr/consents/history'],
      ['POST', '/api/kr/sbjUser/pwConfirm'],
    ] as const) {
      const refused = await call(method, url, fresh, method === 'POST' ? { password: VALID_PASSWORD } : undefined)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('CONSENT_RENEWAL_REQUIRED')
    }

    const renewal = await call('GET', '/api/jp/consents/renewal', fresh)
    expect(renewal.statusCode).toBe(200)
    expect(renewal.json()).toMatchObject({
      dataList: [{ kind: 'privacy', version, required: true, title: newTexts(version).jp.title }],
    })

    const outdated = await call('POST', '/api/kr/consents/agree', fresh, {
      agreements: [{ kind: 'privacy', version: FIRST_VERSION }],
    })
    expect(outdated.statusCode).toBe(409)
    expect(outdated.json<{ error: { code: string } }>().error.code).toBe('CONSENT_VERSION_OUTDATED')

    const agreed = await call('POST', '/api/kr/consents/agree', fresh, { agreements: [{ kind: 'privacy', version }] })
    expect(agreed.statusCode).toBe(200)
    expect((await call('POST', '/api/kr/sbjUser/history', fresh, {})).statusCode).toBe(200)
    expect((await call('GET', '/api/kr/consents/renewal', fresh)).json()).toEqual({ dataList: [] })
    const again = await logIn(app, email)
    expect(again.json()).toMatchObject({ consentRenewal: false })

    const history = (await call('GET', '/api/kr/consents/history', again.json<{ auth: string }>().auth)).json<{
      dataList: { kind: string; version: string; current: boolean }[]
    }>()
    expect(history.dataList.filter((r) => r.kind === 'privacy').map((r) => [r.version, r.current])).toEqual([
      [version, true],
      [FIRST_VERSION, false],
    ])
    const rows = await app.db.selectFrom('consents').select('member_id').where('member_id', '=', id).execute()
    expect(rows).toHaveLength(3)
  })

  it('asks for a version published ahead of time only once it takes effect', async () => {
    const { token } = await memberWithSession(app)
    const version = await publishPrivacy(new Date(clock.getTime() + 15 * 60_000))
    expect((await call('POST', '/api/kr/sbjUser/history', token, {})).statusCode).toBe(200)
    expect((await call('GET', '/api/kr/consents/renewal', token)).json()).toEqual({ dataList: [] })
    later(16)
    const refused = await call('POST', '/api/kr/sbjUser/history', token, {})
    expect(refused.statusCode).toBe(403)
    expect((await call('GET', '/api/kr/consents/renewal', token)).json()).toMatchObject({
      dataList: [{ kind: 'privacy', version }],
    })
  })

  it('lets a member who does not agree leave the site', async () => {
    const { token } = await memberWithSession(app)
    await publishPrivacy()
    later(1)
    expect((await call('POST', '/api/kr/qna/list', token, {})).statusCode).toBe(403)
    const left = await call('POST', '/api/register/withdraw', token, { password: VALID_PASSWORD })
    expect(left.statusCode).toBe(200)
  })

  it('signs a new member up with the versions in effect, so no renewal is asked', async () => {
    const version = await publishPrivacy()
    later(1)
    const { token, id } = await memberWithSession(app)
    expect((await call('POST', '/api/kr/sbjUser/history', token, {})).statusCode).toBe(200)
    const rows = await app.db.selectFrom('consents').select(['kind', 'version']).where('member_id', '=', id).execute()
    expect(rows.find((r) => r.kind === 'privacy')?.version).toBe(version)
  })

  it('gives and withdraws the optional alerts consent, keeping both in the history', async () => {
    const { token } = await memberWithSession(app)
    const history = async () =>
      (await call('GET', '/api/cn/consents/history', token)).json<{
        dataList: { kind: string; withdrawnAt: string | null; version: string }[]
        available: { kind: string; version: string; title: string; required: boolean }[]
      }>()
    const offer = (await history()).available
    expect(offer).toMatchObject([{ kind: 'alerts', required: false }])
    const version = offer[0]?.version ?? ''

    expect((await call('POST', '/api/kr/consents/withdraw', token, { kind: 'alerts' })).statusCode).toBe(404)
    expect(
      (await call('POST', '/api/kr/consents/agree', token, { agreements: [{ kind: 'alerts', version }] })).statusCode,
    ).toBe(200)
    expect((await history()).available).toEqual([])
    later(1)
    expect((await call('POST', '/api/kr/consents/withdraw', token, { kind: 'alerts' })).statusCode).toBe(200)
    const after = await history()
    expect(after.dataList.find((r) => r.kind === 'alerts')).toMatchObject({
      version,
      withdrawnAt: clock.toISOString(),
    })
    expect(after.available.map((a) => a.kind)).toEqual(['alerts'])
    expect((await call('POST', '/api/kr/consents/withdraw', token, { kind: 'alerts' })).statusCode).toBe(404)
  })

  it('refuses to withdraw a required consent, and bad input', async () => {
    const { token } = await memberWithSession(app)
    for (const kind of REQUIRED_CONSENT_KINDS)
      expect((await call('POST', '/api/kr/consents/withdraw', token, { kind })).statusCode).toBe(400)
    for (const payload of [
      { agreements: [] },
      { agreements: [{ kind: 'marketing', version: 'x' }] },
      { agreements: [{ kind: 'privacy', version: '../../x' }] },
      {
        agreements: [
          { kind: 'alerts', version: 'a' },
          { kind: 'alerts', version: 'a' },
        ],
      },
      {},
    ])
      expect((await call('POST', '/api/kr/consents/agree', token, payload)).statusCode).toBe(400)
    expect((await call('GET', '/api/kr/consents/text?kind=privacy', token)).statusCode).toBe(400)
    expect((await call('GET', '/api/kr/consents/text?kind=privacy&version=1999-01-01', token)).statusCode).toBe(404)
  })

  it('refuses every consent call without a session', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/kr/consents/renewal', undefined],
      ['POST', '/api/kr/consents/agree', { agreements: [{ kind: 'alerts', version: 'a' }] }],
      ['GET', '/api/kr/consents/history', undefined],
      ['GET', `/api/kr/consents/text?kind=privacy&version=${FIRST_VERSION}`, undefined],
      ['POST', '/api/kr/consents/withdraw', { kind: 'alerts' }],
    ] as const) {
      const answer = await call(method, url, undefined, payload)
      expect(answer.statusCode, url).toBe(401)
    }
  })

  it('shows the exact words of a version the member agreed to', async () => {
    const { token } = await memberWithSession(app)
    const answer = await call('GET', `/api/en/consents/text?kind=sensitive&version=${FIRST_VERSION}`, token)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({
      data: { kind: 'sensitive', version: FIRST_VERSION, title: expect.stringMatching(/sensitive/) as unknown },
    })
  })

  it('records one standing agreement however many arrive at once', async () => {
    const { id } = await memberWithSession(app)
    const version = (await currentConsentVersion(app.db, 'alerts', clock)) ?? ''
    const results = await Promise.all(
      Array.from({ length: 12 }, () => recordConsent(app.db, { memberId: id, kind: 'alerts', version, now: clock })),
    )
    expect(results.filter((r) => r.recorded)).toHaveLength(1)
    expect(await withdrawConsent(app.db, id, 'alerts', clock)).toBe(true)
    expect((await recordConsent(app.db, { memberId: id, kind: 'alerts', now: clock })).recorded).toBe(true)
    const rows = await app.db
      .selectFrom('consents')
      .selectAll()
      .where('member_id', '=', id)
      .where('kind', '=', 'alerts')
      .execute()
    expect(rows.map((r) => r.withdrawn_at === null).sort()).toEqual([false, true])
  })

  it("never shows another member's consents", async () => {
    const first = await memberWithSession(app)
    const second = await memberWithSession(app)
    await recordConsent(app.db, { memberId: first.id, kind: 'alerts', now: clock })
    const history = (await call('GET', '/api/kr/consents/history', second.token)).json<{
      dataList: { id: number; kind: string }[]
    }>()
    const ids = (await app.db.selectFrom('consents').select('id').where('member_id', '=', second.id).execute()).map(
      (r) => r.id,
    )
    expect(history.dataList.map((r) => r.id).sort()).toEqual(ids.sort())
    expect(history.dataList.some((r) => r.kind === 'alerts')).toBe(false)
  })
})
