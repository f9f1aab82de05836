import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from './lib/rate-limits.js'
import { VALID_PASSWORD, buildJoinRequest } from './modules/members/members.factory.js'
import { type ServerProcess, callJson, startServerProcess } from './test/server-process.js'
import { createPostgresDatabase } from './test/test-app.js'

// Two server processes on one PostgreSQL database, as behind a load balancer: the single session,
// the login counts and the limits are the database's, so a second process changes none of them.

type Error = { error: { code: string } }

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL database', { timeout: 90_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let a: ServerProcess
  let b: ServerProcess
  beforeAll(async () => {
    database = await createPostgresDatabase()
    // Started together: the migrations of both meet on the migration lock.
    ;[a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL: database.url }),
      startServerProcess({ DATABASE_URL: database.url }),
    ])
  }, 120_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await database?.drop()
  })

  const signUp = async (server: ServerProcess) => {
    const request = buildJoinRequest()
    expect((await callJson(server.url, { path: '/api/register/write', body: request })).status).toBe(200)
    return request.member.userId
  }
  const logIn = (server: ServerProcess, email: string, password = VALID_PASSWORD) =>
    callJson(server.url, { path: '/api/auth/login', body: { email, password } })

  it('keeps one session per member: a login on one ends the session made on the other', async () => {
    const email = await signUp(a)
    const first = (await logIn(a, email)).body as { auth: string }
    const second = (await logIn(b, email)).body as { auth: string }
    for (const server of [a, b]) {
      const old = await callJson(server.url, {
        path: '/api/kr/sbjUser/history',
        body: {},
        headers: { 'x-auth-token': first.auth },
      })
      expect(old.status).toBe(401)
      expect((old.body as Error).error.code).toBe('DUPLICATE_LOGIN')
      const current = await callJson(server.url, {
        path: '/api/kr/sbjUser/history',
        body: {},
        headers: { 'x-auth-token': second.auth },
      })
      expect(current.status).toBe(200)
    }
  })

  // From the third failure an account waits a second or more before the next try; a try that
  // comes too early is told when to come back (Retry-After) and is made again then.
  const logInWhenAllowed = async (server: ServerProcess, email: string, password: string) => {
    for (;;) {
      const answer = await logIn(server, email, password)
      if (answer.status !== 429) return answer
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after') ?? 1) * 1000))
    }
  }

  it('counts failed logins across both processes: a browser the account does not know waits on either, its own browser does not', async () => {
    const email = await signUp(b)
    const own = await logIn(a, email)
    const cookie = own.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    // Five failures alternate between the processes; then any other browser waits four seconds.
    for (let i = 0; i < 5; i++) {
      expect((await logInWhenAllowed(i % 2 ? a : b, email, 'Wrong#Password1')).status).toBe(401)
    }
    for (const server of [a, b]) {
      const waiting = await logIn(server, email)
      expect(waiting.status).toBe(429)
      expect((waiting.body as Error).error.code).toBe('RATE_LIMITED')
      // The browser that logged in before, on process a, is known to both.
      const known = await callJson(server.url, {
        path: '/api/auth/login',
        body: { email, password: VALID_PASSWORD },
        headers: { cookie },
      })
      expect(known.status).toBe(200)
    }
  })

  it('shares the limit of ID lookups of one mobile number between the processes', async () => {
    const lookup = (server: ServerProcess, i: number) =>
      callJson(server.url, {
        path: '/api/register/findUserId',
        body: { name: `없는사람${i}`, gender: 'F', birth: '1990-01-01', mobile: '010-0000-1000' },
      })
    // Alternating between the processes: were the count each process's own, twice the limit would pass.
    let answered = 0
    for (let i = 0; i < 2 * RATE_LIMITS.lookupTarget.points; i++) {
      const status = (await lookup(i % 2 ? a : b, i)).status
      if (status === 429) break
      expect(status).toBe(404)
      answered += 1
    }
    expect(answered).toBeLessThanOrEqual(RATE_LIMITS.lookupTarget.points)
    for (const server of [a, b]) {
      const refused = await lookup(server, 99)
      expect(refused.status).toBe(429)
      expect((refused.body as Error).error.code).toBe('RATE_LIMITED')
    }
  })
})
