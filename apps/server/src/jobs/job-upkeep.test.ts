import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimNextJob, claimQuery } from '../db/job-claim.js'
import { createTestApp } from '../test/test-app.js'
import { enqueueJob } from './job-queue.js'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const NOW = new Date('2026-11-29T03:00:00.000Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()

/** Adds finished jobs in one statement (a recursive CTE, on both engines). */
async function addFinishedJobs(
  app: TestApp,
  count: number,
  fields: { kind: string; status: string; finishedAt: string },
) {
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(count)})
    insert into jobs (kind, unique_key, payload, status, attempts, max_attempts, run_at, created_at, updated_at, finished_at)
    select ${fields.kind}, ${`${fields.kind}:${fields.status}:${fields.finishedAt}:`} || i, '{}', ${fields.status}, 1, 8,
      ${fields.finishedAt}, ${fields.finishedAt}, ${fields.finishedAt}, ${fields.finishedAt}
    from n`.execute(app.db)
}

const countsByKind = async (app: TestApp) =>
  Object.fromEntries(
    (
      await app.db
        .selectFrom('jobs')
        .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('kind', 'like', 'test.%')
        .groupBy(['kind', 'status'])
        .execute()
    ).map((row) => [`${row.kind} ${row.status}`, Number(row.n)]),
  )

describe('the job table upkeep', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ now: () => NOW })
  })
  afterAll(() => app.close())

  it('deletes finished jobs past JOB_RETENTION_DAYS once a day, and keeps failed, waiting, recent and kept ones', async () => {
    await addFinishedJobs(app, 30, { kind: 'test.old', status: 'done', finishedAt: daysAgo(31) })
    await addFinishedJobs(app, 5, { kind: 'test.old', status: 'cancelled', finishedAt: daysAgo(45) })
    await addFinishedJobs(app, 4, { kind: 'test.old', status: 'failed', finishedAt: daysAgo(90) })
    await addFinishedJobs(app, 6, { kind: 'test.recent', status: 'done', finishedAt: daysAgo(29) })
    // A status mail's done job is the applicant timeline's record of the mail: kept.
    await addFinishedJobs(app, 3, { kind: 'application.status_mail', status: 'done', finishedAt: daysAgo(400) })
    await enqueueJob(
      app.db,
      { kind: 'test.waiting', key: 'test.waiting:1', payload: {}, runAt: new Date(daysAgo(-1)) },
      NOW,
    )
    await app.jobs.worker.runDue()
    expect(await countsByKind(app)).toEqual({
      'test.old failed': 4,
      'test.recent done': 6,
      'test.waiting queued': 1,
    })
    expect(
      await app.db.selectFrom('jobs').select('id').where('kind', '=', 'application.status_mail').execute(),
    ).toHaveLength(3)
    const upkeep = await app.db
      .selectFrom('jobs')
      .select(['unique_key', 'status', 'result'])
      .where('kind', '=', 'jobs.upkeep')
      .execute()
    expect(upkeep).toEqual([
      {
        unique_key: 'jobs.upkeep:2026-11-29',
        status: 'done',
        result: `deleted 35 jobs finished before ${daysAgo(30)}`,
      },
    ])
  })

  it('refuses a retention under 14 days, which would let a period queue its job twice', async () => {
    await expect(createTestApp({ env: { JOB_RETENTION_DAYS: '7' } })).rejects.toThrow(
      /JOB_RETENTION_DAYS must be 14 or more/,
    )
  })

  it('claims through the partial index of waiting jobs, however many finished ones the table holds', async () => {
    await addFinishedJobs(app, 20_000, { kind: 'test.bulk', status: 'done', finishedAt: daysAgo(1) })
    await enqueueJob(app.db, { kind: 'test.bulk', key: 'test.bulk:waiting', payload: {} }, new Date(daysAgo(1)))
    await sql`analyze`.execute(app.db)
    const claim = { kinds: ['test.bulk'], workerId: 'w', now: NOW.toISOString(), leaseUntil: daysAgo(-1) }
    const compiled = claimQuery(app.db, claim).compile()
    const postgres = app.config.database.dialect === 'postgres'
    const plan = await app.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${postgres ? 'explain' : 'explain query plan'} ${compiled.sql}`, [...compiled.parameters]),
    )
    const text = plan.rows.map((row) => (postgres ? row['QUERY PLAN'] : row.detail)).join('\n')
    expect(text).toContain('jobs_pending')
    // No step reads the whole table (SQLite: SCAN jobs; PostgreSQL: Seq Scan on jobs).
    expect(text).not.toMatch(/SCAN jobs(?! USING)|Seq Scan on jobs/)
    expect(await claimNextJob(app.db, claim)).toMatchObject({ unique_key: 'test.bulk:waiting', status: 'running' })
  })
})
