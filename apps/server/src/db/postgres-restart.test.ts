import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicantIndex } from '../crypto/applicant-keys.js'
import { seoulToday } from '../lib/seoul-dates.js'
import { buildApplication } from '../modules/applications/applications.factory.js'
import { buildStudy } from '../modules/studies/studies.factory.js'
import { createStudy } from '../modules/studies/studies.service.js'
import { type ServerProcess, startServerProcess } from '../test/server-process.js'
import { type ThrowawayPostgres, startThrowawayPostgres, throwawayClusterSkip } from '../test/throwaway-postgres.js'
import { createDatabase } from './database.js'

// The server under load while its PostgreSQL restarts (pg_ctl -m fast restart ends every
// connection).
const unavailable = throwawayClusterSkip('the PostgreSQL restart test')

interface Sent {
  kind: 'application' | 'pageview' | 'read'
  key: string
  sentAt: number
  doneAt: number
  status: number
  retryAfter: string | null
  code: string | undefined
}

const RATE_PER_SECOND = 70

describe.skipIf(unavailable)('a PostgreSQL restart under load', () => {
  let cluster: ThrowawayPostgres
  let server: ServerProcess
  let studyId: number
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    await cluster.query('create database ctc')
    server = await startServerProcess({ DATABASE_URL: cluster.url('ctc'), TRUST_PROXY: '1' })
    const db = createDatabase({ dialect: 'postgres', url: cluster.url('ctc') })
    const now = new Date()
    const today = seoulToday(now)
    const inAMonth = seoulToday(new Date(now.getTime() + 30 * 86_400_000))
    studyId = await createStudy(db, buildStudy({ recruit_start: today, recruit_end: inAMonth }), now)
    await db.destroy()
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    cluster?.stop()
  })

  async function send(n: number): Promise<Sent> {
    const sentAt = Date.now()
    const kind = n % 4 === 3 ? 'read' : n % 4 === 2 ? 'pageview' : 'application'
    const key = kind === 'application' ? `restart-${n}@example.com` : `/kr/restart-${n}`
    const request =
      kind === 'read'
        ? { method: 'GET', url: `${server.url}/api/kr/main/list` }
        : {
            method: 'POST',
            url: `${server.url}/api/${kind === 'application' ? 'kr/recruit/write' : 'analytics/pageview'}`,
            body: JSON.stringify(
              kind === 'application'
                ? buildApplication(studyId, {
                    email: key,
                    mobile: `010-${1000 + (n % 9000)}-${1000 + Math.floor(n / 9000)}`,
                  })
                : { path: key, locale: 'kr' },
            ),
          }
    try {
      // Each request from a client address of its own (one proxy hop is trusted), below the per-address limits.
      const address = { 'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${n % 250}` }
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.body ? { 'content-type': 'application/json', ...address } : address,
        body: request.body,
        signal: AbortSignal.timeout(20_000),
      })
      const text = await response.text()
      const code = response.ok ? undefined : (JSON.parse(text) as { error?: { code?: string } }).error?.code
      const retryAfter = response.headers.get('retry-after')
      return { kind, key, sentAt, doneAt: Date.now(), status: response.status, retryAfter, code }
    } catch {
      return { kind, key, sentAt, doneAt: Date.now(), status: 0, retryAfter: null, code: 'NO_ANSWER' }
    }
  }

  it('lives through it: 503 with Retry-After meanwhile, answers within 5 s of the return, loses no 2xx write', async () => {
    const pending: Promise<Sent>[] = []
    let n = 0
    let running = true
    const load = (async () => {
      const start = Date.now()
      while (running) {
        // Keep the rate steady whatever the answers take.
        const due = start + (n * 1000) / RATE_PER_SECOND
        if (due > Date.now()) await delay(due - Date.now())
        pending.push(send(n++))
      }
    })()

    await delay(1500)
    const restartedAt = Date.now()
    await cluster.restart()
    const backAt = Date.now()
    await delay(6000)
    running = false
    await load
    const results = await Promise.all(pending)

    expect(server.child.exitCode, server.output()).toBeNull()
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200)
    expect(server.output()).not.toContain('shutting down after an error')

    // Every answer is a success or a 503 in the error envelope with Retry-After; never a 500.
    const failures = results.filter((r) => r.status >= 300 || r.status === 0)
    for (const failure of failures) {
      expect(failure, JSON.stringify(failure)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' })
      expect(Number(failure.retryAfter)).toBeGreaterThan(0)
    }
    // Answers come back within 5 s of the database's return: every request sent from then on succeeds.
    const late = results.filter((r) => r.sentAt >= backAt + 5000)
    expect(late.length).toBeGreaterThan(20)
    expect(late.filter((r) => r.status >= 300)).toEqual([])
    const firstSuccessAfter = results
      .filter((r) => r.sentAt >= backAt && r.status < 300)
      .reduce((first, r) => Math.min(first, r.doneAt), Infinity)
    expect(firstSuccessAfter - backAt).toBeLessThan(5000)

    // Every write that was answered 2xx is in the database.
    const stored = await cluster.query<{ key: string }>(
      `select applicant_email as key from pending_applications union all select path as key from page_views`,
      'ctc',
    )
    const keys = new Set(stored.map((row) => row.key))
    const acknowledged = results.filter((r) => r.kind !== 'read' && r.status >= 200 && r.status < 300)
    expect(acknowledged.length).toBeGreaterThan(100)
    // An application's e-mail is stored as its blind index.
    const storedAs = (r: Sent) => (r.kind === 'application' ? applicantIndex.email(server.secret, r.key) : r.key)
    expect(acknowledged.filter((r) => !keys.has(storedAs(r))).map((r) => r.key)).toEqual([])

    console.info(
      `PostgreSQL restart: ${results.length} requests, restart took ${backAt - restartedAt} ms, ` +
        `${failures.length} answered 503, first success ${firstSuccessAfter - backAt} ms after the return, ` +
        `${acknowledged.length} acknowledged writes all stored`,
    )
  }, 60_000)
})
