import type { FastifyInstance } from 'fastify'

export interface HttpAnswer {
  status: number
  body: { error?: { code: string } } & Record<string, unknown>
  headers: Headers
}

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

export async function httpJson(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as HttpAnswer['body']) : {},
    headers: response.headers,
  }
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
