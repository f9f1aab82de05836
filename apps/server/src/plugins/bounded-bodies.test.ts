import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_MAX_DEPTH, jsonDepthExceeds } from '../lib/bounded-json.js'
import { memberWithSession } from '../modules/members/members.factory.js'
import { captureLog } from '../test/log-lines.js'
import { createTestApp } from '../test/test-app.js'
import { PUBLIC_BODY_LIMIT } from './input-guard.js'

const BODY_METHODS = ['post', 'put', 'patch', 'delete'] as const
const NESTED = '['.repeat(10_000) + ']'.repeat(10_000)
const ONE_MEGABYTE = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) })
// Each route is judged by its cheapest answer, asked until one is under the bound or this many
// times: a garbage collection, or work the process does beside it (its CPU time counts every
// thread; on PostgreSQL the app reads its content for a while after its start, longer on a loaded
// machine), is not that request's work. A route that parses what it should refuse is never under.
const TRIES = 40
const CPU_BOUND_MS = 5

describe('jsonDepthExceeds', () => {
  it('counts brackets outside strings only, escapes included', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false)
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true)
    expect(jsonDepthExceeds('{"a":{"b":{"c":1}}}', 3)).toBe(false)
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1)).toBe(false)
    expect(jsonDepthExceeds(NESTED, JSON_MAX_DEPTH)).toBe(true)
  })
})

// Every public route that takes a body, from the route table (the OpenAPI document lists them all).
describe('bodies too deep or too large', () => {
  const log = captureLog()
  let app: Awaited<ReturnType<typeof createTestApp>>
  let routes: { method: string; url: string }[]
  let headers: Record<string, string>
  beforeAll(async () => {
    app = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream })
    await app.ready()
    // A member's session, so that member routes reach their body rather than answering 401 first.
    headers = { 'content-type': 'application/json', 'x-auth-token': (await memberWithSession(app)).token }
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths
    routes = Object.entries(paths).flatMap(([template, operations]) =>
      BODY_METHODS.filter((method) => method in operations && !template.startsWith('/api/admin/')).map((method) => ({
        method: method.toUpperCase(),
        url: template.replace(/\{(\w+)\}/g, (_all, name: string) => (name === 'lang' || name === 'x' ? 'kr' : '1')),
      })),
    )
  })
  afterAll(() => app.close())

  it('finds the public routes with a body', () => {
    expect(routes.length).toBeGreaterThan(20)
    expect(routes).toContainEqual({ method: 'POST', url: '/api/auth/login' })
  })

  it.each([
    ['a body nested 10,000 deep', NESTED],
    ['a 1 MB body', ONE_MEGABYTE],
  ])('answers %s with 400 on every public route within 5 ms of CPU, logging no stack', async (_what, text) => {
    // Bytes made once, so the figures hold the server's work rather than the test's encoding.
    const payload = Buffer.from(text)
    // Every route once first, so the figures below are the route's work and not the first compile,
    // nor what the app still does after its start (on PostgreSQL it reads its content for a while).
    for (const route of routes) await app.inject({ ...route, headers, payload })
    log.lines.length = 0
    for (const route of routes) {
      let cheapest = Infinity
      for (let i = 0; i < TRIES && cheapest >= CPU_BOUND_MS; i++) {
        const before = process.cpuUsage()
        const answer = await app.inject({ ...route, headers, payload })
        const used = process.cpuUsage(before)
        cheapest = Math.min(cheapest, (used.user + used.system) / 1000)
        expect({ ...route, status: answer.statusCode, code: answer.json().error?.code }).toEqual({
          ...route,
          status: 400,
          code: 'VALIDATION_FAILED',
        })
      }
      expect(cheapest, `${route.method} ${route.url}`).toBeLessThan(CPU_BOUND_MS)
    }
    const logged = log.lines.map((line) => JSON.parse(line) as { level: number; err?: { stack?: string } })
    expect(logged.filter((line) => line.level >= 50 || line.err?.stack)).toEqual([])
  })

  it('still takes an ordinary body just under the public limit', async () => {
    const padding = 'x'.repeat(PUBLIC_BODY_LIMIT - 200)
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: padding },
    })
    expect(answer.statusCode).not.toBe(500)
    expect(answer.json().error.message).not.toMatch(/deeper|larger|too large/i)
  })
})
