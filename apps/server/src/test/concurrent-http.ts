import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { createTestApp } from './test-app.js'

/**
 * Makes the app listen on a free port of the loopback interface and answers its base
 * URL. Concurrency tests go through real connections: several requests are then in
 * the server at once, as they are in production, which app.inject does not promise.
 */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening on a port')
  return `http://127.0.0.1:${address.port}`
}

/** The error code of an error answer of callJson. */
export function errorCode(answer: { body: unknown }): string | undefined {
  const body = answer.body as { error?: { code?: string } } | null
  return body?.error?.code
}

/** Sends `count` requests at the same moment, each on a connection of its own, and waits for all. */
export function fireAtOnce<T>(count: number, request: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => request(index)))
}

/** How many answers had each status, e.g. `{ 401: 5, 429: 36 }`. */
export function countStatuses(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

/**
 * Expects that of answers sent at once no more than `points` passed (with the status `passed`)
 * and the others were refused by the limit: 429 RATE_LIMITED with Retry-After. Answers how many passed.
 */
export function expectLimited(
  answers: { status: number; body: unknown; headers: Headers }[],
  { passed, points }: { passed: number; points: number },
): number {
  const counts = countStatuses(answers)
  expect(counts[passed] ?? 0).toBeLessThanOrEqual(points)
  expect(counts[429] ?? 0).toBeGreaterThanOrEqual(answers.length - points)
  const refused = answers.find((answer) => answer.status === 429)
  expect(refused && errorCode(refused)).toBe('RATE_LIMITED')
  expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
  return counts[passed] ?? 0
}

/**
 * A test app listening on the loopback interface for the tests of one describe block:
 * read `app` and `base` (the URL) inside the tests. With TRUST_PROXY=1 each test can
 * present a client address of its own, as a proxy would, in X-Forwarded-For. A fixed `now`
 * keeps waits measured in time from running out while a loaded machine works through a burst.
 */
export function listeningTestApp(env: Record<string, string> = {}, options: { now?: () => Date } = {}) {
  const state = {} as { app: Awaited<ReturnType<typeof createTestApp>>; base: string }
  beforeAll(async () => {
    state.app = await createTestApp({ env, ...options })
    state.base = await listenOnLoopback(state.app)
  })
  afterAll(() => state.app.close())
  return state
}
