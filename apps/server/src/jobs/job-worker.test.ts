import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, createDatabase } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { createPostgresDatabase, createTestApp } from '../test/test-app.js'
import { enqueueJob, retryDelayMs } from './job-queue.js'
import { JobWorker, PermanentJobError } from './job-worker.js'

const silent = pino({ level: 'silent' })
const T0 = new Date('2026-11-25T00:00:00Z')

describe('job queue and worker', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let clock = T0
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
  })
  afterAll(() => app.close())

  const jobsOfKind = (kind: string) =>
    app.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute()
  const worker = (db: Db = app.db, leaseMs = 60_000) =>
    new JobWorker({ db, log: silent, now: () => clock, leaseMs, pollMs: 10 })

  it('queues a key once, even when forty enqueues of it arrive at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => enqueueJob(app.db, { kind: 'once', key: 'once:1', payload: { id: 1 } }, clock)),
    )
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(await jobsOfKind('once')).toHaveLength(1)
  })

  it('runs a due job once and keeps what it did', async () => {
    const seen: unknown[] = []
    const w = worker()
    w.handle('greet', async ({ payload }) => {
      seen.push(payload)
      return 'greeted 7'
    })
    await enqueueJob(app.db, { kind: 'greet', key: 'greet:7', payload: { memberId: 7 } }, clock)
    await enqueueJob(
      app.db,
      { kind: 'greet', key: 'greet:later', payload: {}, runAt: new Date(T0.getTime() + 60_000) },
      clock,
    )
    expect(await w.runDue()).toBe(1)
    expect(await w.runDue()).toBe(0)
    expect(seen).toEqual([{ memberId: 7 }])
    const [done, later] = await jobsOfKind('greet')
    expect(done).toMatchObject({ status: 'done', attempts: 1, result: 'greeted 7', finished_at: T0.toISOString() })
    expect(later).toMatchObject({ status: 'queued', attempts: 0 })
  })

  it('retries a failing job after growing delays, then records success', async () => {
    let calls = 0
    const w = worker()
    w.handle('flaky', async () => {
      calls++
      if (calls < 3) throw new Error(`SMTP answered 421 (try ${calls})`)
      return 'sent'
    })
    await enqueueJob(app.db, { kind: 'flaky', key: 'flaky:1', payload: {} }, clock)
    expect(await w.runDue()).toBe(1)
    let [job] = await jobsOfKind('flaky')
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'SMTP answered 421 (try 1)' })
    expect(job!.run_at).toBe(new Date(T0.getTime() + 30_000).toISOString())
    // Not before its time.
    clock = new Date(T0.getTime() + 29_000)
    expect(await w.runDue()).toBe(0)
    clock = new Date(T0.getTime() + 30_000)
    expect(await w.runDue()).toBe(1)
    ;[job] = await jobsOfKind('flaky')
    expect(job!.run_at).toBe(new Date(clock.getTime() + 60_000).toISOString())
    clock = new Date(clock.getTime() + 60_000)
    expect(await w.runDue()).toBe(1)
    ;[job] = await jobsOfKind('flaky')
    expect(job).toMatchObject({ status: 'done', attempts: 3, result: 'sent' })
    expect(calls).toBe(3)
    clock = T0
  })

  it('doubles the delay from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
  })

  it('stops after the last try, and at once for a failure no retry can mend', async () => {
    const w = worker()
    w.handle('doomed', async () => {
      throw new Error('mailbox unavailable')
    })
    w.handle('invalid', async () => {
      throw new PermanentJobError('application 99 does not exist')
    })
    await enqueueJob(app.db, { kind: 'doomed', key: 'doomed:1', payload: {}, maxAttempts: 2 }, clock)
    await enqueueJob(app.db, { kind: 'invalid', key: 'invalid:1', payload: {} }, clock)
    await w.runDue()
    clock = new Date(T0.getTime() + 30_000)
    await w.runDue()
    clock = new Date(T0.getTime() + 3_600_000)
    expect(await w.runDue()).toBe(0)
    expect(await jobsOfKind('doomed')).toMatchObject([
      { status: 'failed', attempts: 2, last_error: 'mailbox unavailable' },
    ])
    expect(await jobsOfKind('invalid')).toMatchObject([{ status: 'failed', attempts: 1 }])
    clock = T0
  })

  it('gives a job whose worker died to another worker once its lease has run out', async () => {
    const dead = worker(app.db, 10_000)
    let release: () => void = () => {}
    dead.handle('lease', () => new Promise<string>((resolve) => (release = () => resolve('late'))))
    await enqueueJob(app.db, { kind: 'lease', key: 'lease:1', payload: {} }, clock)
    const stuck = dead.runDue()
    await expect.poll(async () => (await jobsOfKind('lease'))[0]?.status).toBe('running')

    const next = worker(app.db, 10_000)
    next.handle('lease', async () => 'taken over')
    expect(await next.runDue()).toBe(0)
    clock = new Date(T0.getTime() + 10_001)
    expect(await next.runDue()).toBe(1)
    // The first worker, back from the dead, cannot overwrite the record.
    release()
    await stuck
    expect(await jobsOfKind('lease')).toMatchObject([{ status: 'done', attempts: 2, result: 'taken over' }])
    clock = T0
  })

  it('runs each of sixty jobs exactly once with four workers on their own connections', async () => {
    const config = app.config.database
    const dbs = Array.from({ length: 4 }, () => createDatabase(config))
    try {
      const runs = new Map<number, number>()
      const workers = dbs.map((db) => {
        const w = worker(db)
        w.handle('spread', async ({ payload }) => {
          const n = Number(payload.n)
          runs.set(n, (runs.get(n) ?? 0) + 1)
          await new Promise((resolve) => setTimeout(resolve, 2))
          return `ran ${n}`
        })
        return w
      })
      for (let n = 0; n < 60; n++)
        await enqueueJob(app.db, { kind: 'spread', key: `spread:${n}`, payload: { n } }, clock)
      const counts = await Promise.all(workers.map((w) => w.runDue()))
      expect(counts.reduce((a, b) => a + b, 0)).toBe(60)
      expect([...runs.values()].every((times) => times === 1)).toBe(true)
      expect(runs.size).toBe(60)
      expect((await jobsOfKind('spread')).every((job) => job.status === 'done' && job.attempts === 1)).toBe(true)
      // More than one worker did work: the claim let them share rather than queue behind one.
      expect(counts.filter((count) => count > 0).length).toBeGreaterThan(1)
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()))
    }
  })
})

// The worker in a real process, killed with SIGKILL while a job is between sending its mail and
// recording it: after a restart every job is done and every mail is in the outbox exactly once.
describe('a worker process killed in the middle', { timeout: 90_000 }, () => {
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-jobs-'))
  const outbox = path.join(dataDir, 'outbox')
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
  let db: Db
  let child: ChildProcess | undefined

  beforeAll(async () => {
    postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined
    db = createDatabase(
      postgres ? { dialect: 'postgres', url: postgres.url } : { dialect: 'sqlite', file: path.join(dataDir, 'app.db') },
    )
    await migrateToLatest(db)
  })
  afterAll(async () => {
    child?.kill('SIGKILL')
    await db.destroy()
    await postgres?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const startWorker = () =>
    spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/test/job-worker-process.ts'], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        APP_SECRET: 'job-test-secret-job-test-secret-job-test',
        AFTER_SEND_MS: '400',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      stdio: 'ignore',
    })
  const sentFiles = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])

  it('loses nothing and sends nothing twice', async () => {
    const total = 8
    for (let n = 1; n <= total; n++)
      await enqueueJob(db, { kind: 'test.mail', key: `test.mail:${n}`, payload: { n } }, new Date())

    child = startWorker()
    await expect.poll(() => sentFiles().length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(3)
    child.kill('SIGKILL')
    await new Promise((resolve) => child?.once('exit', resolve))
    // The server schedules its own jobs (the daily digest) in the same table: count only ours.
    const testJobs = () => db.selectFrom('jobs').selectAll().where('kind', '=', 'test.mail')
    const beforeRestart = await testJobs().where('status', '=', 'done').execute()
    expect(beforeRestart.length).toBeLessThan(total)

    child = startWorker()
    await expect
      .poll(async () => (await testJobs().where('status', '=', 'done').execute()).length, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(total)
    child.kill('SIGKILL')

    const files = sentFiles()
    expect(files).toHaveLength(total)
    const recipients = files.map((name) => /^To: (\S+)/m.exec(fs.readFileSync(path.join(outbox, name), 'utf8'))?.[1])
    expect(new Set(recipients).size).toBe(total)
    const jobs = await testJobs().execute()
    expect(jobs).toHaveLength(total)
    // The job the kill interrupted after its mail went out ran again, found its mail sent, and
    // was recorded once.
    expect(jobs.filter((job) => job.attempts === 2)).toHaveLength(1)
    expect(jobs.every((job) => job.result?.startsWith('sent <job-'))).toBe(true)
  })
})
