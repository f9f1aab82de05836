import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { JobRow } from '../db/schema.js'

// The job table's operations. Each takes the database (or a transaction, so that a job is
// queued in the same transaction as the change that calls for it) and the time.

export interface NewJob {
  kind: string
  /** The same key is queued once, ever: a second enqueue with it does nothing. */
  key: string
  /** Ids of the records the work is about (never personal data: it is read when the job runs). */
  payload: Record<string, unknown>
  /** Not before this time; now by default. */
  runAt?: Date
  maxAttempts?: number
}

export const DEFAULT_MAX_ATTEMPTS = 8
const FIRST_RETRY_MS = 30_000
const LONGEST_RETRY_MS = 60 * 60_000

/** Queues a job unless one with its key exists; answers whether it was queued now. */
export async function enqueueJob(db: Db, job: NewJob, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const inserted = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      unique_key: job.key,
      payload: JSON.stringify(job.payload),
      status: 'queued',
      max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_at: (job.runAt ?? now).toISOString(),
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

/**
 * Cancels the jobs of these keys that no worker has claimed yet; answers the keys it cancelled.
 * One conditional UPDATE: of a cancel and a worker's claim racing for a job, exactly one wins
 * (on PostgreSQL the loser waits for the row and then sees it no longer queued; SQLite has one
 * writer), so a job is either cancelled or run, never both.
 */
export async function cancelQueuedJobs(db: Db, keys: readonly string[], now: Date): Promise<string[]> {
  if (keys.length === 0) return []
  const at = now.toISOString()
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', updated_at: at, finished_at: at })
    .where('unique_key', 'in', keys)
    .where('status', '=', 'queued')
    .returning('unique_key')
    .execute()
  return rows.map((row) => row.unique_key)
}

/** The jobs of these keys as they stand (status, when due or finished, result). */
export function findJobsByKey(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([])
  return db
    .selectFrom('jobs')
    .select(['unique_key', 'status', 'run_at', 'finished_at', 'result'])
    .where('unique_key', 'in', keys)
    .execute()
}

/** The wait before the next try after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS)
}

const held = (job: Pick<JobRow, 'id' | 'locked_by'>) => (db: Db) =>
  db.updateTable('jobs').where('id', '=', job.id).where('status', '=', 'running').where('locked_by', '=', job.locked_by)

/** Extends the lease of a running job; false when the worker no longer holds it. */
export async function renewLease(db: Db, job: JobRow, leaseUntil: Date): Promise<boolean> {
  const result = await held(job)(db).set({ locked_until: leaseUntil.toISOString() }).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Marks the job done with what it did; false when its lease had passed to another worker. */
export async function completeJob(db: Db, job: JobRow, result: string, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const done = await held(job)(db)
    .set({
      status: 'done',
      result: result.slice(0, 300),
      locked_by: null,
      locked_until: null,
      updated_at: at,
      finished_at: at,
    })
    .executeTakeFirst()
  return Number(done.numUpdatedRows) > 0
}

/**
 * Records a failed try: the job waits for its next try (growing delays), or, after its last
 * try or when retrying cannot help, stays failed for an operator to look at.
 */
export async function failJob(db: Db, job: JobRow, error: string, now: Date, permanent: boolean): Promise<void> {
  const at = now.toISOString()
  const final = permanent || job.attempts >= job.max_attempts
  await held(job)(db)
    .set({
      status: final ? 'failed' : 'queued',
      run_at: final ? job.run_at : new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString(),
      last_error: error.slice(0, 1000),
      locked_by: null,
      locked_until: null,
      updated_at: at,
      finished_at: final ? at : null,
    })
    .execute()
}

const PRUNE_BATCH = 5000

/**
 * Deletes finished jobs (done, or cancelled before a worker took them) that ended before `before`,
 * in small statements, except those of the kinds kept (a done row that something still reads).
 * Failed jobs stay for an operator. Answers how many were deleted.
 */
export async function pruneFinishedJobs(db: Db, before: Date, keepKinds: readonly string[] = []): Promise<number> {
  let deleted = 0
  for (;;) {
    const rows = await db
      .selectFrom('jobs')
      .select('id')
      // The condition of the partial index jobs_finished, word for word.
      .where(sql<boolean>`status in ('done', 'cancelled')`)
      .where('finished_at', '<', before.toISOString())
      .$if(keepKinds.length > 0, (qb) => qb.where('kind', 'not in', keepKinds))
      .orderBy('finished_at')
      .limit(PRUNE_BATCH)
      .execute()
    if (rows.length === 0) return deleted
    const result = await db
      .deleteFrom('jobs')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .executeTakeFirst()
    deleted += Number(result.numDeletedRows)
  }
}
