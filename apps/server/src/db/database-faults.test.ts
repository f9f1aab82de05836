import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApplication } from '../modules/applications/applications.factory.js'
import { createTestStudy } from '../modules/studies/studies.factory.js'
import { captureLog } from '../test/log-lines.js'
import { createTestApp } from '../test/test-app.js'
import { classifyDatabaseFault } from './database-faults.js'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const clock = new Date('2026-06-15T01:00:00.000Z')

describe('classifyDatabaseFault', () => {
  it.each([
    [{ code: 'SQLITE_FULL' }, 'disk-full'],
    [{ code: 'SQLITE_READONLY_DIRECTORY' }, 'read-only'],
    [{ code: 'SQLITE_BUSY' }, 'busy'],
    [{ code: 'SQLITE_IOERR_WRITE' }, 'io'],
    [{ code: 'ECONNREFUSED' }, 'connection'],
    [{ code: '57P01' }, 'connection'],
    [{ code: '08006' }, 'connection'],
    [{ code: '3D000' }, 'refused'],
    [{ code: '28P01' }, 'refused'],
    [new Error('Connection terminated unexpectedly'), 'connection'],
  ])('calls %o a fault of the database (%s)', (error, fault) => {
    expect(classifyDatabaseFault(error)).toBe(fault)
  })

  it.each([
    [{ code: 'SQLITE_CONSTRAINT_UNIQUE' }],
    [{ code: '23505' }],
    [{ code: '42P01' }],
    [new Error('boom')],
    [undefined],
  ])('leaves %o to the request (a bug or a refusal, not an outage)', (error) => {
    expect(classifyDatabaseFault(error)).toBeUndefined()
  })
})

describe.skipIf(onPostgres)('a full disk under SQLite', () => {
  const log = captureLog()
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock, logStream: log.stream, env: { LOG_LEVEL: 'info' } })
  })
  afterAll(() => app.close())

  const apply = (studyId: number) =>
    app.inject({ method: 'POST', url: '/api/kr/recruit/write', payload: buildApplication(studyId) })

  it('answers 503 with Retry-After, logs SQLITE_FULL (never "cannot rollback") and recovers alone', async () => {
    const studyId = await createTestStudy(app)
    // max_page_count makes SQLite answer SQLITE_FULL exactly as a full disk does, without one.
    const [{ page_count: pages } = { page_count: 0 }] = (
      await sql<{ page_count: number }>`pragma page_count`.execute(app.db)
    ).rows
    await sql.raw(`pragma max_page_count = ${pages}`).execute(app.db)
    const answers: Awaited<ReturnType<typeof apply>>[] = []
    for (let i = 0; i < 60 && !answers.some((a) => a.statusCode === 503); i++) answers.push(await apply(studyId))
    const full = answers.at(-1)
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 503)).toEqual([])
    expect(full?.statusCode).toBe(503)
    expect(full?.headers['retry-after']).toBe('60')
    expect(full?.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable, please try again shortly' },
    })

    const logged = log.lines.join('')
    expect(logged).toContain('SQLITE_FULL')
    expect(logged).toContain('the disk holding the database is full')
    expect(logged).not.toMatch(/cannot rollback/i)
    const [integrity] = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(app.db)).rows
    expect(integrity?.integrity_check).toBe('ok')

    // Space comes back: the next write succeeds without a restart.
    await sql.raw('pragma max_page_count = 1073741823').execute(app.db)
    expect((await apply(studyId)).statusCode).toBe(200)
  })
})

describe.skipIf(!onPostgres)('PostgreSQL connections ended under the server', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
  })
  afterAll(() => app.close())

  it('opens new connections by itself: no crash, no 500, readiness comes back', async () => {
    const studyId = await createTestStudy(app)
    // Check out several connections, so that idle ones are in the pool when they are ended.
    await Promise.all(Array.from({ length: 5 }, () => app.inject('/api/health/ready')))
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(app.db)
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0]?.name],
    )
    await admin.end()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ method: 'POST', url: '/api/kr/recruit/write', payload: buildApplication(studyId) }),
      ),
    )
    for (const answer of answers) expect([200, 503]).toContain(answer.statusCode)
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200)
  })
})
