import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VALID_PASSWORD, logIn, memberWithSession } from '../modules/members/members.factory.js'
import { captureLog } from '../test/log-lines.js'
import { readNewestMail } from '../test/test-outbox.js'
import { createTestApp } from '../test/test-app.js'
import { RATE_LIMITS } from './rate-limits.js'

let clock = new Date('2026-11-22T09:00:00.000Z')
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000)
}

// Twenty lockouts and a hundred failed logins used to leave request lines only. Each security
// event is one structured line an operator can alert on, with no password, token or e-mail.
describe('security events', () => {
  const log = captureLog()
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock, env: { LOG_LEVEL: 'info' }, logStream: log.stream })
  })
  afterAll(() => app.close())

  const events = () =>
    log.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event !== undefined)
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: '10.77.0.1' })

  it('logs failed logins, resets, password changes and withdrawals by member, without secrets', async () => {
    const member = await memberWithSession(app, { userId: 'events.member@example.com', mobile: '010-7070-7070' })
    for (let attempt = 0; attempt < 5; attempt++) {
      advance(6)
      await logIn(app, member.email, 'Wrong#Guess2026', '10.77.1.1')
    }
    await post('/api/register/findUserPwd', {
      email: member.email,
      name: member.request.member.name,
      birth: member.request.member.birth,
      mobile: member.request.member.mobile,
    })
    await app.jobs.worker.runDue()
    const mail = readNewestMail(app)
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
    const resetToken = /pwChange\?token=([\w-]+)/.exec(mail)![1]!
    const reset = await post('/api/register/changePwd', {
      token: resetToken,
      password: 'Another#Pass2026',
      passwordConfirm: 'Another#Pass2026',
    })
    expect(reset.statusCode, reset.body).toBe(200)
    const { auth } = (await logIn(app, member.email, 'Another#Pass2026', '10.77.1.2')).json<{ auth: string }>()
    const changed = await post(
      '/api/register/changePwd',
      { currentPassword: 'Another#Pass2026', password: VALID_PASSWORD, passwordConfirm: VALID_PASSWORD },
      { 'x-auth-token': auth },
    )
    expect(changed.statusCode, changed.body).toBe(200)
    const withdrawn = await post('/api/register/withdraw', { password: VALID_PASSWORD }, { 'x-auth-token': auth })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)

    const mine = events().filter((line) => line.memberId === member.id)
    expect(mine.map((line) => line.event)).toEqual([
      'password.reset_requested',
      'password.reset',
      'password.changed',
      'member.withdrawn',
    ])
    // Failed logins slow an account down but never lock it (decision 0013, amended 2026-11-28).
    const failures = events().filter((line) => line.address === '10.77.1.1')
    expect(failures.map((line) => line.event)).toEqual(Array(5).fill('login.failed'))
    expect(failures.at(-1)).toMatchObject({
      level: 40,
      failures: 5,
      device: 'unknown',
      subject: expect.stringMatching(/^[0-9a-f]{12}$/),
    })

    const text = log.lines.join('\n')
    for (const secret of [member.email, 'Wrong#Guess2026', 'Another#Pass2026', VALID_PASSWORD, resetToken, auth]) {
      expect(text).not.toContain(secret)
    }
  })

  it('logs each refusal by a limit with the limit, the address and the route', async () => {
    const lookups = Array.from({ length: RATE_LIMITS.lookupTarget.points + 1 }, () =>
      post('/api/register/emailCheck', { email: 'lookup0@example.com' }, {}),
    )
    const answers = await Promise.all(lookups)
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(1)
    const refusal = events().find((line) => line.event === 'rate_limit.refused')
    expect(refusal).toMatchObject({
      level: 40,
      limit: 'lookup-target',
      address: '10.77.0.1',
      route: '/api/register/emailCheck',
    })
    expect(JSON.stringify(refusal)).not.toContain('lookup0@example.com')
  })
})
