import { RECOVERY_CODE_COUNT, STAFF_TOKEN_HEADER } from '@ctc/contract/staff-auth'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { countStatuses, fireAtOnce, listeningTestApp } from '../../test/concurrent-http.js'
import { callJson } from '../../test/server-process.js'
import { createTestApp } from '../../test/test-app.js'
import { hashToken } from '../auth/tokens.js'
import { memberWithSession } from '../members/members.factory.js'
import { STAFF_LOCK_AFTER_FAILURES, STAFF_SESSION_TOUCH_MS } from './staff-auth.service.js'
import { STAFF_PASSWORD, setUpStaff, staffWithSession, tokenOfLink, totpCode } from './staff.factory.js'
import * as accounts from './staff-accounts.service.js'

const start = Date.parse('2026-11-24T01:00:00.000Z')

describe('staff set-up and login', () => {
  let now = start
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date(now) })
  })
  beforeEach(() => {
    now = start
  })
  afterAll(() => app.close())

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers })
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
  const newAccount = async (role: 'admin' | 'coordinator' = 'admin') => {
    const ctx = { db: app.db, now: new Date(now), address: 'test', secret: app.config.appSecret }
    const email = `new.${Math.random().toString(36).slice(2)}@ctc.example`
    const link = await accounts.createAccount(
      ctx,
      accounts.COMMAND_LINE,
      { email, name: '이관리', role },
      'https://ctc.example',
    )
    return { email, setupToken: tokenOfLink(link.setupLink), link }
  }

  it('sets up a new account: link, password, authenticator, ten recovery codes shown once', async () => {
    const { email, setupToken, link } = await newAccount()
    expect(link.setupLink).toMatch(/^https:\/\/ctc\.example\/admin\/setup#token=[\w-]{43}$/)
    expect(link.expiresAt).toBe(new Date(start + 24 * 3600_000).toISOString())

    const opened = await post('/api/admin/setup/start', { setupToken })
    expect(opened.json()).toEqual({ email, name: '이관리', role: 'admin', expiresAt: link.expiresAt })

    const common = await post('/api/admin/setup/password', {
      setupToken,
      password: 'Password1!',
      passwordConfirm: 'Password1!',
    })
    expect(common.json().error.code).toBe('PASSWORD_TOO_COMMON')

    const enrolment = await post('/api/admin/setup/password', {
      setupToken,
      password: STAFF_PASSWORD,
      passwordConfirm: STAFF_PASSWORD,
    })
    expect(enrolment.statusCode).toBe(200)
    const { secret, otpauthUri, qrCodeDataUrl } = enrolment.json()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUri).toContain(`secret=${secret}`)
    expect(Buffer.from(qrCodeDataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg')

    const wrong = await post('/api/admin/setup/totp', { setupToken, code: totpCode(secret, new Date(now + 300_000)) })
    expect(wrong.json().error.code).toBe('TOTP_INVALID')
    const done = await post('/api/admin/setup/totp', { setupToken, code: totpCode(secret, new Date(now)) })
    expect(done.statusCode).toBe(200)
    const { recoveryCodes } = done.json()
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT)

    // The link worked once.
    expect((await post('/api/admin/setup/start', { setupToken })).json().error.code).toBe('SETUP_LINK_INVALID')
    const stored = await app.db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
    expect(stored.status).toBe('active')
    expect(stored.totp_secret).not.toContain(secret)
    const codes = await app.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', stored.id)
      .execute()
    expect(codes.map((row) => row.code_hash)).not.toContain(recoveryCodes[0])
  })

  it('refuses a set-up link older than 24 hours, and a made-up one', async () => {
    const { setupToken } = await newAccount()
    now = start + 24 * 3600_000 + 1
    expect((await post('/api/admin/setup/start', { setupToken })).json().error.code).toBe('SETUP_LINK_INVALID')
    const madeUp = await post('/api/admin/setup/start', { setupToken: 'A'.repeat(43) })
    expect(madeUp.json().error.code).toBe('SETUP_LINK_INVALID')
    expect((await post('/api/admin/setup/start', { setupToken: '<script>' })).statusCode).toBe(400)
  })

  it('logs in with the password and then a code; a wrong code and a reused code are refused', async () => {
    const staff = await setUpStaff(app, 'coordinator')
    const wrongPassword = await post('/api/admin/login', { email: staff.email, password: 'Wrong#Pass2026' })
    expect(wrongPassword.statusCode).toBe(401)
    expect(wrongPassword.json().error.code).toBe('LOGIN_MISMATCH')
    const unknown = await post('/api/admin/login', { email: 'nobody@ctc.example', password: STAFF_PASSWORD })
    expect(unknown.json()).toEqual(wrongPassword.json())

    now += 30_000
    const { challenge } = (await post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD })).json()
    const wrongCode = await post('/api/admin/login/code', {
      challenge,
      code: totpCode(staff.secret, new Date(now + 120_000)),
    })
    expect(wrongCode.json().error.code).toBe('TOTP_INVALID')
    const code = totpCode(staff.secret, new Date(now))
    const session = await post('/api/admin/login/code', { challenge, code })
    expect(session.statusCode).toBe(200)
    expect(session.json()).toMatchObject({
      staff: { staffId: staff.staffId, email: staff.email, role: 'coordinator' },
      expiresAt: new Date(now + 8 * 3600_000).toISOString(),
      idleMinutes: 15,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    })

    const again = (await post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD })).json()
    const reused = await post('/api/admin/login/code', { challenge: again.challenge, code })
    expect(reused.json().error.code).toBe('TOTP_INVALID')
    // A recovery code works once in place of a code.
    const recovered = await post('/api/admin/login/code', {
      challenge: again.challenge,
      recoveryCode: staff.recoveryCodes[0],
    })
    expect(recovered.json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1)
    const third = (await post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD })).json()
    const usedRecovery = await post('/api/admin/login/code', {
      challenge: third.challenge,
      recoveryCode: staff.recoveryCodes[0],
    })
    expect(usedRecovery.json().error.code).toBe('TOTP_INVALID')
  })

  it('never locks for wrong passwords; locks at the fifth wrong code in a row', async () => {
    const staff = await setUpStaff(app)
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      now += 301_000
      const wrong = await post('/api/admin/login', { email: staff.email, password: 'Wrong#Pass2026' })
      expect(wrong.json().error.code, `password ${attempt}`).toBe('LOGIN_MISMATCH')
    }
    now += 301_000
    const passwordStep = async () =>
      (await post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD })).json().challenge as string
    const wrongCode = (challenge: string) =>
      post('/api/admin/login/code', { challenge, code: totpCode(staff.secret, new Date(now + 300_000)) })
    // Four wrong codes, then the right one: the count starts again.
    let challenge = await passwordStep()
    for (let attempt = 1; attempt <= STAFF_LOCK_AFTER_FAILURES - 1; attempt += 1) {
      expect((await wrongCode(challenge)).json().error.code).toBe('TOTP_INVALID')
    }
    const session = await post('/api/admin/login/code', { challenge, code: totpCode(staff.secret, new Date(now)) })
    expect(session.statusCode).toBe(200)
    challenge = await passwordStep()
    for (let attempt = 1; attempt <= STAFF_LOCK_AFTER_FAILURES - 1; attempt += 1) {
      expect((await wrongCode(challenge)).json().error.code).toBe('TOTP_INVALID')
    }
    const fifth = await wrongCode(challenge)
    expect(fifth.statusCode).toBe(423)
    expect(fifth.json().error.code).toBe('ACCOUNT_LOCKED')
    const later = await post('/api/admin/login/code', {
      challenge,
      code: totpCode(staff.secret, new Date(now + 30_000)),
    })
    expect(later.statusCode).toBe(423)
  })

  it('refuses a challenge after five minutes', async () => {
    const staff = await setUpStaff(app)
    const { challenge } = (await post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD })).json()
    now += 5 * 60_000 + 1
    const late = await post('/api/admin/login/code', { challenge, code: totpCode(staff.secret, new Date(now)) })
    expect(late.json().error.code).toBe('LOGIN_CHALLENGE_INVALID')
  })

  it('opens the console with a staff token only: no token, a member token, or a staff token on member routes are refused', async () => {
    const staff = await staffWithSession(app)
    const member = await memberWithSession(app)
    expect((await get('/api/admin/session', staff.headers)).json().staff.staffId).toBe(staff.staffId)
    expect((await get('/api/admin/session')).statusCode).toBe(401)
    expect((await get('/api/admin/session', { [STAFF_TOKEN_HEADER]: member.token })).statusCode).toBe(401)
    expect((await get('/api/admin/session', { 'x-auth-token': member.token })).statusCode).toBe(401)
    const memberRoute = await post('/api/kr/qna/list', {}, { 'x-auth-token': staff.token })
    expect(memberRoute.statusCode).toBe(401)
    const withStaffHeader = await post('/api/kr/qna/list', {}, staff.headers)
    expect(withStaffHeader.statusCode).toBe(401)
    expect((await get('/api/admin/session', staff.headers)).headers['cache-control']).toBe('no-store')
  })

  it('ends a session after 15 idle minutes and 8 hours after login, and on logout', async () => {
    const staff = await staffWithSession(app)
    now += 14 * 60_000
    expect((await get('/api/admin/session', staff.headers)).statusCode).toBe(200)
    now += 15 * 60_000 + STAFF_SESSION_TOUCH_MS
    expect((await get('/api/admin/session', staff.headers)).statusCode).toBe(401)

    now = start
    const busy = await staffWithSession(app)
    for (let minutes = 10; minutes < 8 * 60; minutes += 10) {
      now = start + minutes * 60_000
      expect((await get('/api/admin/session', busy.headers)).statusCode).toBe(200)
    }
    now = start + 8 * 3600_000 + 30_000
    expect((await get('/api/admin/session', busy.headers)).statusCode).toBe(401)

    now = start
    const leaving = await staffWithSession(app)
    expect((await post('/api/admin/logout', {}, leaving.headers)).statusCode).toBe(200)
    expect((await get('/api/admin/session', leaving.headers)).statusCode).toBe(401)
  })

  it("writes a session's last call at most every 15 seconds, and never ends it before 15 idle minutes", async () => {
    now = start
    const staff = await staffWithSession(app)
    const lastSeen = async () =>
      (
        await app.db
          .selectFrom('staff_sessions')
          .select('last_seen_at')
          .where('token_hash', '=', hashToken(staff.token))
          .executeTakeFirstOrThrow()
      ).last_seen_at
    const written = await lastSeen()
    // A call within 15 seconds of the stored one writes nothing.
    now = start + STAFF_SESSION_TOUCH_MS - 1
    expect((await get('/api/admin/session', staff.headers)).statusCode).toBe(200)
    expect(await lastSeen()).toBe(written)
    // 15 minutes after that last call the session still lives (its stored call is older); this call is written.
    now += 15 * 60_000 - 1
    expect((await get('/api/admin/session', staff.headers)).statusCode).toBe(200)
    expect(await lastSeen()).toBe(new Date(now).toISOString())
    // 15 idle minutes after a written call, and the 15 seconds, it has ended.
    now += 15 * 60_000 + STAFF_SESSION_TOUCH_MS
    expect((await get('/api/admin/session', staff.headers)).statusCode).toBe(401)
  })

  it('changes the own password with the current one and ends every session', async () => {
    const staff = await staffWithSession(app)
    const other = { ...staff }
    const wrong = await post(
      '/api/admin/me/password',
      { currentPassword: 'Not#The2026', password: 'Another#Desk2027', passwordConfirm: 'Another#Desk2027' },
      staff.headers,
    )
    expect(wrong.json().error.code).toBe('PASSWORD_MISMATCH')
    const changed = await post(
      '/api/admin/me/password',
      { currentPassword: STAFF_PASSWORD, password: 'Another#Desk2027', passwordConfirm: 'Another#Desk2027' },
      staff.headers,
    )
    expect(changed.statusCode).toBe(200)
    expect((await get('/api/admin/session', other.headers)).statusCode).toBe(401)
    const login = await post('/api/admin/login', { email: staff.email, password: 'Another#Desk2027' })
    expect(login.statusCode).toBe(200)
  })
})

describe('staff login under concurrent attempts', () => {
  // Each test is a client address of its own (the address limit is shared by all accounts).
  const state = listeningTestApp({ TRUST_PROXY: '1' })
  let address = ''
  beforeEach(() => {
    address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`
  })

  const postJson = async (url: string, body: object) => {
    const response = await fetch(`${state.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as { error?: { code: string } } }
  }

  it(`checks at most ${STAFF_LOCK_AFTER_FAILURES} codes of 30 sent at once; the fifth wrong one locks the account, which only the right password learns`, async () => {
    const staff = await setUpStaff(state.app)
    const { challenge } = (await postJson('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD }))
      .body as unknown as { challenge: string }
    // Thirty wrong codes: none of them is one the authenticator shows around now.
    const valid = [-30_000, 0, 30_000].map((offset) => totpCode(staff.secret, new Date(Date.now() + offset)))
    const wrongCodes = Array.from({ length: 40 }, (_, index) => String(100000 + index)).filter(
      (code) => !valid.includes(code),
    )
    const answers = await fireAtOnce(30, (index) =>
      postJson('/api/admin/login/code', { challenge, code: wrongCodes[index] }),
    )
    const counts = countStatuses(answers)
    expect(counts[400] ?? 0).toBeLessThanOrEqual(STAFF_LOCK_AFTER_FAILURES - 1)
    expect(counts[423]).toBeGreaterThanOrEqual(30 - STAFF_LOCK_AFTER_FAILURES + 1)
    const row = await state.app.db
      .selectFrom('staff')
      .select('locked_at')
      .where('id', '=', staff.staffId)
      .executeTakeFirstOrThrow()
    expect(row.locked_at).not.toBeNull()
    address = '203.0.113.9'
    // A wrong password is answered as for anyone; the right one is told of the lock.
    const wrong = await postJson('/api/admin/login', { email: staff.email, password: 'Wrong#Pass2026' })
    expect(wrong.body.error?.code).toBe('LOGIN_MISMATCH')
    address = '203.0.113.10'
    const right = await postJson('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD })
    expect(right.status).toBe(423)
  })

  it('accepts one code once when it is sent on several challenges at once', async () => {
    const staff = await setUpStaff(state.app)
    const challenges = await Promise.all(
      [0, 1, 2, 3].map(
        async () => (await postJson('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD })).body,
      ),
    )
    // Enrolment used this step's code; the next step's is accepted too (one step of drift).
    const code = totpCode(staff.secret, new Date(Date.now() + 30_000))
    const answers = await fireAtOnce(4, (index) =>
      postJson('/api/admin/login/code', { challenge: (challenges[index] as { challenge: string }).challenge, code }),
    )
    expect(countStatuses(answers)).toEqual({ 200: 1, 400: 3 })
  })
})

describe('staff passwords under concurrent attempts', () => {
  // The clock stands still, so that the wait after the third failure cannot run out during the burst.
  const frozen = new Date()
  const state = listeningTestApp({ TRUST_PROXY: '1' }, { now: () => frozen })

  it('checks at most three of 30 passwords sent at once, and never locks the account for them', async () => {
    const staff = await setUpStaff(state.app)
    const answers = await fireAtOnce(30, (index) =>
      callJson(state.base, {
        path: '/api/admin/login',
        body: { email: staff.email, password: `Wrong#Guess${index}` },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      }),
    )
    const counts = countStatuses(answers)
    expect(counts[401] ?? 0).toBeLessThanOrEqual(3)
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(27)
    expect(counts[423]).toBeUndefined()
    const row = await state.app.db
      .selectFrom('staff')
      .select(['locked_at', 'failed_logins'])
      .where('id', '=', staff.staffId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ locked_at: null, failed_logins: 0 })
  })
})
