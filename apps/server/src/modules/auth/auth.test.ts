import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { VALID_PASSWORD, insertWithdrawnEmail, logIn, signUp, storedMember } from '../members/members.factory.js'
import { memberIndex } from '../members/members.repository.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { UNKNOWN_DEVICES, findLoginFailures } from './login-failures.repository.js'
import { emailHash } from './tokens.js'

let clock = new Date('2026-11-22T09:00:00.000Z')
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60 * 1000)
}
const logLines: string[] = []

describe('auth', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({
      now: () => clock,
      env: { LOG_LEVEL: 'info' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString())
          done()
        },
      }),
    })
  })
  afterAll(() => app.close())

  const logined = (token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/logined', headers: { 'x-auth-token': token } })

  it('logs in with e-mail and password and answers the token as auth', async () => {
    const { member } = await signUp(app, { userId: 'Login.Ok@Example.com' })
    const response = await logIn(app, 'login.ok@example.com')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.userName).toBe(member.name)
    // 256 bits in base64url are 43 characters.
    expect(body.auth).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await logined(body.auth)).json()).toEqual({ data: true, userName: member.name })
  })

  it('stores only the hash of the token', async () => {
    await signUp(app, { userId: 'hash.only@example.com' })
    const { auth } = (await logIn(app, 'hash.only@example.com')).json()
    const sessions = await app.db.selectFrom('sessions').selectAll().execute()
    expect(JSON.stringify(sessions)).not.toContain(auth)
  })

  it('answers logined falsy without a token or with an unknown one', async () => {
    expect((await app.inject('/api/auth/logined')).json()).toEqual({ data: false })
    expect((await logined('x'.repeat(43))).json()).toEqual({ data: false })
  })

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    await signUp(app, { userId: 'mismatch@example.com' })
    for (const email of ['mismatch@example.com', 'nobody@example.com']) {
      const response = await logIn(app, email, 'Wrong#Password1', '10.0.1.1')
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('LOGIN_MISMATCH')
    }
  })

  it('refuses bad input', async () => {
    for (const payload of [{}, { email: 'not-an-email', password: 'x' }, { email: 'a@b.co', password: '' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    }
  })

  it('answers a withdrawn e-mail like an unknown one, so login tells no one who had an account', async () => {
    await insertWithdrawnEmail(app, 'gone@example.com', '2026-11-01')
    const withdrawn = await logIn(app, 'Gone@example.com', VALID_PASSWORD, '10.0.2.1')
    const unknown = await logIn(app, 'never@example.com', VALID_PASSWORD, '10.0.2.1')
    for (const response of [withdrawn, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('LOGIN_MISMATCH')
    }
    expect(withdrawn.json()).toEqual(unknown.json())
  })

  // The account waits a little longer after each failure from the third on; a minute is always enough here.
  const failFrom = async (email: string, address: string, times: number) => {
    const codes: string[] = []
    for (let attempt = 1; attempt <= times; attempt += 1) {
      advance(1)
      codes.push((await logIn(app, email, 'Wrong#Password1', address)).json().error.code)
    }
    return codes
  }

  const unknownDeviceFailures = async (email: string) =>
    (await findLoginFailures(app.db, emailHash(app.config.appSecret, email), UNKNOWN_DEVICES))?.failures ?? 0

  it('never locks a member out: after many failures the right password from a new browser gets in once its wait is over', async () => {
    await signUp(app, { userId: 'lock@example.com' })
    // Twelve failures, each when the account's wait (at most five minutes) is over: none locks.
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      advance(5)
      const failed = await logIn(app, 'lock@example.com', 'Wrong#Password1', '10.0.3.1')
      expect(failed.json().error.code, `failure ${attempt}`).toBe('LOGIN_MISMATCH')
    }
    const early = await logIn(app, 'lock@example.com', VALID_PASSWORD, '10.0.3.1')
    expect(early.statusCode).toBe(429)
    expect(early.headers['retry-after']).toBe('300')
    advance(5)
    const right = await logIn(app, 'lock@example.com', VALID_PASSWORD, '10.0.3.1')
    expect(right.statusCode).toBe(200)
    expect(await unknownDeviceFailures('lock@example.com')).toBe(0)
  })

  it('slows an unknown e-mail exactly as a known one, so the slowing tells nothing either', async () => {
    await signUp(app, { userId: 'known-slow@example.com' })
    const answers = async (email: string, address: string) => {
      const seen: string[] = []
      for (let attempt = 0; attempt < 8; attempt += 1) {
        clock = new Date(clock.getTime() + 1000)
        const response = await logIn(app, email, 'Wrong#Password1', address)
        seen.push(`${response.statusCode} ${response.headers['retry-after'] ?? '-'} ${response.json().error.code}`)
      }
      return seen
    }
    const startAt = clock
    const known = await answers('known-slow@example.com', '10.0.3.2')
    clock = startAt
    const unknown = await answers('nobody-slow@example.com', '10.0.3.3')
    expect(unknown).toEqual(known)
    expect(known).toContain('429 1 RATE_LIMITED')
  })

  it("cannot be used to keep a member out: the member's own browser logs in at once while strangers' browsers wait", async () => {
    await signUp(app, { userId: 'victim@example.com' })
    const own = await logIn(app, 'victim@example.com', VALID_PASSWORD, '10.0.3.4')
    const device = own.cookies.find((cookie) => cookie.name.startsWith('device_'))
    expect(device).toBeDefined()
    for (let attempt = 0; attempt < 6; attempt += 1) {
      clock = new Date(clock.getTime() + 2 ** attempt * 1000)
      await logIn(app, 'victim@example.com', 'Wrong#Password1', `10.6.6.${attempt}`)
    }
    const stranger = await logIn(app, 'victim@example.com', VALID_PASSWORD, '10.6.6.99')
    expect(stranger.statusCode).toBe(429)
    const member = await logIn(app, 'victim@example.com', VALID_PASSWORD, '10.0.3.4', device)
    expect(member.statusCode).toBe(200)
    // The member's success does not clear the strangers' count.
    expect(await unknownDeviceFailures('victim@example.com')).toBe(6)
  })

  it('makes an account wait longer after each failure from the third, whatever the address', async () => {
    await signUp(app, { userId: 'slow@example.com' })
    const attempt = (address: string) => logIn(app, 'slow@example.com', 'Wrong#Password1', address)
    for (const address of ['10.0.5.1', '10.0.5.2', '10.0.5.3']) {
      expect((await attempt(address)).statusCode).toBe(401)
    }
    // After three failures the next attempt waits 1 second, after four 2 seconds, and so on.
    for (const [failures, waitSeconds] of [
      [3, 1],
      [4, 2],
      [5, 4],
    ] as const) {
      const early = await attempt(`10.0.5.${failures + 1}`)
      expect(early.statusCode, `after ${failures} failures`).toBe(429)
      expect(early.json().error.code).toBe('RATE_LIMITED')
      expect(early.headers['retry-after']).toBe(String(waitSeconds))
      clock = new Date(clock.getTime() + waitSeconds * 1000)
      expect((await attempt(`10.0.5.${failures + 1}`)).statusCode).toBe(401)
    }
    // The refused early attempts were not counted.
    expect(await unknownDeviceFailures('slow@example.com')).toBe(6)
    // The center's console shows the count (and no lock: members are never locked).
    const staff = await staffWithSession(app)
    const memberId = (await storedMember(app, 'slow@example.com')).id
    const record = await app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/view`,
      headers: staff.headers,
      payload: { reason: 'account_support' },
    })
    expect(record.json().member).toMatchObject({ locked: false, lockedAt: null, failedLogins: 6 })
  })

  it('counts only consecutive failures: a success starts again from zero', async () => {
    await signUp(app, { userId: 'streak@example.com' })
    await failFrom('streak@example.com', '10.0.4.1', 4)
    advance(1)
    expect((await logIn(app, 'streak@example.com', VALID_PASSWORD, '10.0.4.1')).statusCode).toBe(200)
    expect(await unknownDeviceFailures('streak@example.com')).toBe(0)
    expect(await failFrom('streak@example.com', '10.0.4.1', 4)).toEqual(Array(4).fill('LOGIN_MISMATCH'))
  })

  it('logs failures as security events, without the password or the e-mail', async () => {
    await signUp(app, { userId: 'events@example.com' })
    await failFrom('events@example.com', '10.0.7.1', 5)
    const events = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event)
    const mine = events.filter((line) => line.address === '10.0.7.1')
    expect(mine.map((line) => line.event)).toEqual(Array(5).fill('login.failed'))
    expect(mine[0]).toMatchObject({
      reason: 'mismatch',
      device: 'unknown',
      failures: 1,
      subject: expect.stringMatching(/^[0-9a-f]{12}$/),
    })
    const text = JSON.stringify(mine)
    expect(text).not.toContain('Wrong#Password1')
    expect(text).not.toContain('events@example.com')
  })

  it('rate-limits failed logins per client address, across accounts', async () => {
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await logIn(app, `nobody${attempt}@example.com`, 'Wrong#Password1', '10.9.9.9')
      expect(response.statusCode, `attempt ${attempt}`).toBe(401)
    }
    const limited = await logIn(app, 'nobody@example.com', 'Wrong#Password1', '10.9.9.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not affected; the same one may try again after the window.
    expect((await logIn(app, 'nobody@example.com', 'Wrong#Password1', '10.9.9.8')).statusCode).toBe(401)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 16 * 60 * 1000)
      expect((await logIn(app, 'nobody@example.com', 'Wrong#Password1', '10.9.9.9')).statusCode).toBe(401)
    } finally {
      vi.useRealTimers()
    }
    const refusal = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.event === 'rate_limit.refused' && line.address === '10.9.9.9')
    expect(refusal).toMatchObject({ limit: 'login-address', address: '10.9.9.9', route: '/api/auth/login' })
  })

  it('ends the session on logout', async () => {
    await signUp(app, { userId: 'logout@example.com' })
    const { auth } = (await logIn(app, 'logout@example.com')).json()
    const response = await app.inject({ method: 'GET', url: '/api/auth/logout', headers: { 'x-auth-token': auth } })
    expect(response.json()).toEqual({ result: 'ok' })
    expect((await logined(auth)).json()).toEqual({ data: false })
  })

  it('ends the older session on a newer login, whose next call gets DUPLICATE_LOGIN', async () => {
    await signUp(app, { userId: 'twice@example.com' })
    const first = (await logIn(app, 'twice@example.com')).json().auth
    const second = (await logIn(app, 'twice@example.com')).json().auth
    const response = await logined(first)
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('DUPLICATE_LOGIN')
    // Any call with the replaced token says so, even a public one.
    const codes = await app.inject({ url: '/api/kr/comCd/smokeYn', headers: { 'x-auth-token': first } })
    expect(codes.json().error.code).toBe('DUPLICATE_LOGIN')
    // Logging out with it still succeeds, and the newer session lives on.
    expect((await app.inject({ url: '/api/auth/logout', headers: { 'x-auth-token': first } })).statusCode).toBe(200)
    expect((await logined(second)).json().data).toBe(true)
    // Logging in again from the older browser, still sending its old token, works.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'twice@example.com', password: VALID_PASSWORD },
      headers: { 'x-auth-token': first },
    })
    expect(again.statusCode).toBe(200)
  })

  it('ends a session after 30 idle minutes', async () => {
    await signUp(app, { userId: 'idle@example.com' })
    const { auth } = (await logIn(app, 'idle@example.com')).json()
    advance(29)
    expect((await logined(auth)).json().data).toBe(true)
    advance(29)
    // Each call restarts the idle time.
    expect((await logined(auth)).json().data).toBe(true)
    advance(30)
    expect((await logined(auth)).json().data).toBe(false)
  })

  it('ends a session 12 hours after login however active', async () => {
    await signUp(app, { userId: 'long@example.com' })
    const { auth } = (await logIn(app, 'long@example.com')).json()
    for (let step = 0; step < 47; step += 1) {
      advance(15)
      expect((await logined(auth)).json().data, `after ${(step + 1) * 15} minutes`).toBe(true)
    }
    advance(15)
    expect((await logined(auth)).json().data).toBe(false)
  })

  it('keeps passwords out of the database and the logs, and hashes with argon2id m=19 MiB t=2 p=1', async () => {
    const password = 'Unique#Secret2026x'
    await signUp(app, { userId: 'secret@example.com', password, passwordConfirm: password })
    await logIn(app, 'secret@example.com', password)
    await logIn(app, 'secret@example.com', `${password}-wrong`)
    const member = await app.db
      .selectFrom('members')
      .select('password_hash')
      .where('email', '=', memberIndex.email(app.config.appSecret, 'secret@example.com'))
      .executeTakeFirstOrThrow()
    expect(member.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const everything = await Promise.all(
      (['members', 'sessions', 'consents', 'volunteer_profiles'] as const).map((table) =>
        app.db.selectFrom(table).selectAll().execute(),
      ),
    )
    expect(JSON.stringify(everything)).not.toContain(password)
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.join('\n')).not.toContain(password)
  })
})
