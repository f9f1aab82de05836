import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countStatuses, fireAtOnce, listenOnLoopback } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { VALID_PASSWORD, logIn, signUp } from '../members/members.factory.js'
import { STAFF_PASSWORD, setUpStaff, totpCode } from '../staff/staff.factory.js'
import { DEVICE_TOKEN_DAYS } from './login-devices.js'
import { DEVICE_TRUST_FAILURES, MAX_LOGIN_DELAY_SECONDS } from './login-throttle.js'
import { emailHash } from './tokens.js'

// What a stranger can do to someone else's login, tried through real connections to a listening
// server that trusts one proxy hop (so that every attacker request can come from an address of its
// own, as from a botnet). The server's clock is the test's: the minute of the attack is walked
// second by second instead of waited for. The delays and counts are the production figures and the
// same code; only the clock that measures them is moved by hand.

type Answer = { status: number; body: unknown; headers: Headers }

/** A browser: keeps the cookies the server sets (as a browser would for these paths) and sends them back. */
function browser() {
  const jar = new Map<string, string>()
  return {
    cookieHeader: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(headers: Headers) {
      for (const line of headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        jar.set(pair.slice(0, at), pair.slice(at + 1))
      }
    },
    size: () => jar.size,
  }
}

describe('logins under attack from many addresses', { timeout: 120_000 }, () => {
  // Whole seconds from a 30-second boundary, so that authenticator steps are easy to reason about.
  const start = Date.parse('2026-11-28T01:00:00.000Z')
  let clock = start
  let app: Awaited<ReturnType<typeof createTestApp>>
  let base = ''
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' }, now: () => new Date(clock) })
    base = await listenOnLoopback(app)
  })
  afterAll(() => app.close())

  const post = async (
    path: string,
    body: object,
    address: string,
    from?: ReturnType<typeof browser>,
  ): Promise<Answer> => {
    const cookie = from?.cookieHeader()
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    })
    from?.keep(response.headers)
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers }
  }
  const challengeOf = (answer: Answer) => (answer.body as { challenge: string }).challenge

  it('a hundred failed logins in a minute from a hundred addresses: each owner, from their own browser, logs in at every try; a new browser waits, never for good', async () => {
    clock = start
    const member = await signUp(app)
    const memberEmail = member.member.userId
    const admin = await setUpStaff(app, 'admin')
    const memberBrowser = browser()
    const adminBrowser = browser()

    // Before the attack each owner has logged in once from their browser.
    clock = start + 30_000
    expect(
      (await post('/api/auth/login', { email: memberEmail, password: VALID_PASSWORD }, '192.0.2.10', memberBrowser))
        .status,
    ).toBe(200)
    const first = await post(
      '/api/admin/login',
      { email: admin.email, password: STAFF_PASSWORD },
      '192.0.2.20',
      adminBrowser,
    )
    const firstSession = await post(
      '/api/admin/login/code',
      { challenge: challengeOf(first), code: totpCode(admin.secret, new Date(clock)) },
      '192.0.2.20',
      adminBrowser,
    )
    expect(firstSession.status).toBe(200)
    expect(memberBrowser.size()).toBe(1)
    expect(adminBrowser.size()).toBe(1)

    // The minute of the attack: 100 wrong passwords on each account, each from its own address,
    // spread over 60 seconds; every 5 seconds each owner logs in, at the same instant as a burst.
    const attackStart = start + 60_000
    const attackAt = (second: number) =>
      Array.from({ length: 100 }, (_, index) => index).filter((index) => Math.floor((index * 60) / 100) === second)
    const attacker: Answer[] = []
    const memberTries: Answer[] = []
    const adminTries: Answer[] = []
    const recoveryCodes = [...admin.recoveryCodes]
    for (let second = 0; second < 60; second += 1) {
      clock = attackStart + second * 1000
      const attacks = attackAt(second).flatMap((index) => [
        () => post('/api/auth/login', { email: memberEmail, password: `Guess#${index}x` }, `198.51.100.${index + 1}`),
        () => post('/api/admin/login', { email: admin.email, password: `Guess#${index}x` }, `198.51.101.${index + 1}`),
      ])
      const owners =
        second % 5 === 0
          ? [
              async () => {
                memberTries.push(
                  await post(
                    '/api/auth/login',
                    { email: memberEmail, password: VALID_PASSWORD },
                    '192.0.2.10',
                    memberBrowser,
                  ),
                )
                return memberTries.at(-1) as Answer
              },
              async () => {
                const step = await post(
                  '/api/admin/login',
                  { email: admin.email, password: STAFF_PASSWORD },
                  '192.0.2.20',
                  adminBrowser,
                )
                if (step.status !== 200) {
                  adminTries.push(step)
                  return step
                }
                // A code of the authenticator once per 30-second step, a recovery code otherwise.
                const code =
                  second % 30 === 0
                    ? { code: totpCode(admin.secret, new Date(clock)) }
                    : { recoveryCode: recoveryCodes.pop() }
                const session = await post(
                  '/api/admin/login/code',
                  { challenge: challengeOf(step), ...code },
                  '192.0.2.20',
                  adminBrowser,
                )
                adminTries.push(session)
                return session
              },
            ]
          : []
      const tasks = [...attacks, ...owners]
      const answers = await fireAtOnce(tasks.length, (index) => (tasks[index] as () => Promise<Answer>)())
      attacker.push(...answers.slice(0, attacks.length))
    }

    expect(attacker).toHaveLength(200)
    expect(memberTries.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    expect(adminTries.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    const counts = countStatuses(attacker)
    // Nothing is ever locked; the strangers' guesses are slowed to a handful a minute per account.
    expect(counts[423]).toBeUndefined()
    expect(Object.keys(counts).sort()).toEqual(['401', '429'])
    expect(counts[401]).toBeLessThanOrEqual(2 * 10)

    // A browser that never logged in to the accounts waits at most five minutes, then gets in.
    const newBrowser = [
      ['/api/auth/login', { email: memberEmail, password: VALID_PASSWORD }],
      ['/api/admin/login', { email: admin.email, password: STAFF_PASSWORD }],
    ] as const
    const waits = await Promise.all(newBrowser.map(([path, body]) => post(path, body, '192.0.2.30')))
    expect(waits.map((answer) => answer.status)).toEqual([429, 429])
    const retryAfter = waits.map((answer) => Number(answer.headers.get('retry-after')))
    for (const seconds of retryAfter) {
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(MAX_LOGIN_DELAY_SECONDS)
    }
    clock += Math.max(...retryAfter) * 1000
    const later = await Promise.all(newBrowser.map(([path, body]) => post(path, body, '192.0.2.30')))
    expect(later.map((answer) => answer.status)).toEqual([200, 200])
  })

  it('known and unknown staff e-mails get byte-identical answers, the slowing included, for twenty failures each', async () => {
    clock = start + 3_600_000
    const staff = await setUpStaff(app, 'admin')
    const unknown = `no.one.${Date.now()}@ctc.example`
    const raw = async (email: string, address: string) => {
      const response = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password: 'Wrong#Pass2026' }),
      })
      const headers = [...response.headers].filter(([name]) => name !== 'date')
      return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString('hex') }
    }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 20; attempt += 1) {
      // Each pair at the same moment; the clock then moves on by one to three seconds.
      clock += 1000 * (1 + (attempt % 3))
      const known = await raw(staff.email, `203.0.113.${attempt + 1}`)
      const nobody = await raw(unknown, `203.0.113.${attempt + 101}`)
      expect(nobody, `attempt ${attempt + 1}`).toEqual(known)
      statuses.push(known.status)
    }
    // Both were slowed alike after their first failures, and neither was ever locked.
    expect(statuses.slice(0, 2)).toEqual([401, 401])
    expect(statuses).toContain(429)
    expect(statuses).not.toContain(423)
  })
})

describe('device tokens', () => {
  let clock = Date.parse('2026-11-28T03:00:00.000Z')
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://ctc.example' }, now: () => new Date(clock) })
  })
  afterAll(() => app.close())

  const deviceOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((candidate) => candidate.name.startsWith('device_'))
    if (!cookie) throw new Error('no device cookie')
    return { name: cookie.name, value: cookie.value }
  }
  // Strangers' failures from addresses of their own, each when allowed: the account's delay grows.
  const strangersFail = async (email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt += 1) {
      clock += 301_000
      await logIn(app, email, 'Wrong#Password1', `10.66.${attempt}.1`)
    }
  }

  it('is a cookie no script reads, sent only with the login calls, over HTTPS, never naming the e-mail', async () => {
    const member = await signUp(app, { userId: 'cookie.owner@example.com' })
    const login = await logIn(app, member.member.userId)
    expect(login.statusCode).toBe(200)
    const [cookie] = login.cookies
    expect(login.cookies).toHaveLength(1)
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
      path: '/api/auth/login',
      maxAge: DEVICE_TOKEN_DAYS * 24 * 60 * 60,
    })
    const header = String(login.headers['set-cookie'])
    expect(header.toLowerCase()).not.toContain('cookie.owner')
    expect(header).not.toContain(emailHash(app.config.appSecret, 'cookie.owner@example.com'))

    const staff = await setUpStaff(app)
    clock += 30_000
    const step = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: STAFF_PASSWORD },
    })
    expect(step.cookies).toHaveLength(0)
    const session = await app.inject({
      method: 'POST',
      url: '/api/admin/login/code',
      payload: { challenge: step.json().challenge, code: totpCode(staff.secret, new Date(clock)) },
    })
    expect(session.cookies).toHaveLength(1)
    expect(session.cookies[0]).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
      path: '/api/admin/login',
    })
    // The member's and the staff member's tokens are for their own login only.
    expect(session.cookies[0]?.name).not.toBe(cookie?.name)
  })

  it('trusts only an unaltered, unexpired token of the very account', async () => {
    await signUp(app, { userId: 'owner.a@example.com' })
    await signUp(app, { userId: 'owner.b@example.com' })
    const tokenA = deviceOf(await logIn(app, 'owner.a@example.com'))
    const tokenB = deviceOf(await logIn(app, 'owner.b@example.com'))
    await strangersFail('owner.a@example.com', 6)
    clock += 1000
    // The account waits for browsers it does not know; its own browser does not.
    expect((await logIn(app, 'owner.a@example.com')).statusCode).toBe(429)
    const last = tokenA.value.at(-1) === 'A' ? 'B' : 'A'
    const altered = { ...tokenA, value: `${tokenA.value.slice(0, -1)}${last}` }
    expect((await logIn(app, 'owner.a@example.com', VALID_PASSWORD, '10.0.0.1', altered)).statusCode).toBe(429)
    const otherAccount = { name: tokenA.name, value: tokenB.value }
    expect((await logIn(app, 'owner.a@example.com', VALID_PASSWORD, '10.0.0.1', otherAccount)).statusCode).toBe(429)
    const fresh = await logIn(app, 'owner.a@example.com', VALID_PASSWORD, '10.0.0.1', tokenA)
    expect(fresh.statusCode).toBe(200)

    // After its 180 days a token is a stranger's again.
    const kept = deviceOf(fresh)
    clock += (DEVICE_TOKEN_DAYS + 1) * 24 * 60 * 60 * 1000
    await strangersFail('owner.a@example.com', 6)
    clock += 1000
    expect((await logIn(app, 'owner.a@example.com', VALID_PASSWORD, '10.0.0.1', kept)).statusCode).toBe(429)
  })

  it(`stops trusting a token after ${DEVICE_TRUST_FAILURES} failures with it`, async () => {
    await signUp(app, { userId: 'forgetful@example.com' })
    const token = deviceOf(await logIn(app, 'forgetful@example.com'))
    await strangersFail('forgetful@example.com', 6)
    clock += 1000
    // While strangers wait, the owner's browser may get its password wrong ten times in a row at once.
    for (let attempt = 1; attempt <= DEVICE_TRUST_FAILURES; attempt += 1) {
      const wrong = await logIn(app, 'forgetful@example.com', 'Wrong#Password1', '10.0.0.1', token)
      expect(wrong.statusCode, `failure ${attempt}`).toBe(401)
    }
    const next = await logIn(app, 'forgetful@example.com', VALID_PASSWORD, '10.0.0.1', token)
    expect(next.statusCode).toBe(429)
    clock += Number(next.headers['retry-after']) * 1000
    // Once in again, the browser gets a new token it is trusted with.
    const again = await logIn(app, 'forgetful@example.com', VALID_PASSWORD, '10.0.0.1', token)
    expect(again.statusCode).toBe(200)
    const renewed = deviceOf(again)
    await strangersFail('forgetful@example.com', 6)
    clock += 1000
    expect((await logIn(app, 'forgetful@example.com', VALID_PASSWORD, '10.0.0.1', renewed)).statusCode).toBe(200)
  })
})
