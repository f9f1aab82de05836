import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createDatabase } from './db/database.js'
import { seoulToday } from './lib/seoul-dates.js'
import { buildApplication } from './modules/applications/applications.factory.js'
import { buildJoinRequest } from './modules/members/members.factory.js'
import { buildStudy } from './modules/studies/studies.factory.js'
import { createStudy } from './modules/studies/studies.service.js'
import { type ServerProcess, callJson, startServerProcess } from './test/server-process.js'
import { applicantIndex } from './crypto/applicant-keys.js'
import { memberIndex } from './modules/members/members.repository.js'

// The embedded database under a process that is killed or stopped in the middle of a burst.
// Engine-independent, so it runs in the SQLite pass only.

async function openStudy(server: ServerProcess): Promise<number> {
  const db = createDatabase({ dialect: 'sqlite', file: path.join(server.dataDir, 'app.db') })
  try {
    const now = new Date()
    const inAMonth = seoulToday(new Date(now.getTime() + 30 * 86_400_000))
    return await createStudy(db, buildStudy({ recruit_start: seoulToday(now), recruit_end: inAMonth }), now)
  } finally {
    await db.destroy()
  }
}

interface Write {
  kind: 'member' | 'application'
  email: string
  status: number
  answeredAt: number
}

/**
 * Sign-ups (one in five) and non-member applications (kept pending until their link is opened)
 * at once; each resolves when its answer (or none) arrives.
 */
function burst(server: ServerProcess, studyId: number, label: string, count: number): Promise<Write>[] {
  return Array.from({ length: count }, async (_, i) => {
    const kind: Write['kind'] = i % 5 === 0 ? 'member' : 'application'
    const email = `${label}-${i}@example.com`
    const mobile = `010-${4000 + i}-${label === 'kill' ? 5001 : 5002}`
    const { status } =
      kind === 'member'
        ? await callJson(server.url, {
            path: '/api/register/write',
            body: buildJoinRequest({ userId: email, mobile }),
          })
        : await callJson(server.url, {
            path: '/api/kr/recruit/write',
            body: buildApplication(studyId, { email, mobile }),
            // Each applicant from an address of its own (one proxy hop is trusted), below the per-address limit.
            headers: { 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${i % 250}` },
          })
    return { kind, email, status, answeredAt: Date.now() }
  })
}

/** How a write's e-mail is stored: the blind index of the members or of the applicant columns. */
function storedAs(server: ServerProcess, write: Write): string {
  return write.kind === 'member'
    ? memberIndex.email(server.secret, write.email)
    : applicantIndex.email(server.secret, write.email)
}

function storedEmails(file: string): { emails: Set<string>; integrity: string } {
  const db = new SQLite(file)
  try {
    const rows = db
      .prepare('select email from members union all select applicant_email from pending_applications')
      .pluck()
      .all() as string[]
    const integrity = db.pragma('integrity_check', { simple: true }) as string
    return { emails: new Set(rows), integrity }
  } finally {
    db.close()
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL)(
  'the server process under a burst of writes',
  { timeout: 90_000 },
  () => {
    it('keeps every acknowledged write and an intact file when killed with SIGKILL', async () => {
      const server = await startServerProcess({ TRUST_PROXY: '1' })
      const studyId = await openStudy(server)
      const writes = burst(server, studyId, 'kill', 200)
      // Kill once a good part has been acknowledged, while the rest is in flight.
      let acknowledged = 0
      for (const write of writes) void write.then((w) => (acknowledged += w.status === 200 ? 1 : 0))
      while (acknowledged < 20) await delay(5)
      server.child.kill('SIGKILL')
      const results = await Promise.all(writes)
      expect(await server.exited).toBe('SIGKILL')

      const { emails, integrity } = storedEmails(path.join(server.dataDir, 'app.db'))
      expect(integrity).toBe('ok')
      const ok = results.filter((r) => r.status === 200)
      console.info(`SIGKILL during a burst: ${ok.length} of 200 writes acknowledged, all of them stored`)
      expect(ok.length).toBeGreaterThanOrEqual(20)
      expect(ok.filter((r) => !emails.has(storedAs(server, r))).map((r) => r.email)).toEqual([])
      await server.stop()
    })

    it('finishes the requests in flight when stopped with SIGTERM, then exits 0', async () => {
      const server = await startServerProcess({ TRUST_PROXY: '1' })
      const studyId = await openStudy(server)
      // Small enough to drain within the 10 s that main.ts gives a graceful stop on a busy machine.
      const writes = burst(server, studyId, 'term', 50)
      const first = await Promise.race(writes)
      expect(first.status).toBe(200)
      const signalledAt = Date.now()
      server.child.kill('SIGTERM')
      const results = await Promise.all(writes)
      expect(await server.exited).toBe(0)

      // Requests already being served when the signal came were answered after it, and stored.
      const finishedAfter = results.filter((r) => r.status === 200 && r.answeredAt > signalledAt)
      expect(finishedAfter.length).toBeGreaterThan(0)
      expect(results.filter((r) => r.status !== 200 && r.status !== 503 && r.status !== 0)).toEqual([])
      const { emails, integrity } = storedEmails(path.join(server.dataDir, 'app.db'))
      expect(integrity).toBe('ok')
      const ok = results.filter((r) => r.status === 200)
      expect(ok.filter((r) => !emails.has(storedAs(server, r))).map((r) => r.email)).toEqual([])
      expect(server.output()).toContain('"signal":"SIGTERM"')
      await server.stop()
    })
  },
)
