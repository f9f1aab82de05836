import { sql } from 'kysely'
import type { Db } from './database.js'
import { driverHandle } from './database.js'
import type { JobRow } from './schema.js'

/**
 * Takes the next job due (queued and due, or running with a lapsed lease) of the given kinds
 * for one worker, in one statement: of several processes asking at once, each gets a different
 * job. PostgreSQL skips rows another transaction is taking (FOR UPDATE SKIP LOCKED); SQLite has
 * one writer at a time, so its UPDATE … WHERE id = (SELECT …) is already atomic.
 */
export async function claimNextJob(
  db: Db,
  claim: { kinds: readonly string[]; workerId: string; now: string; leaseUntil: string },
): Promise<JobRow | undefined> {
  if (claim.kinds.length === 0) return undefined
  return claimQuery(db, claim).executeTakeFirst()
}

/** The claim as one statement (apart, so that a test can ask the engine for its plan). */
export function claimQuery(
  db: Db,
  claim: { kinds: readonly string[]; workerId: string; now: string; leaseUntil: string },
) {
  const postgres = driverHandle(db).dialect === 'postgres'
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: claim.workerId,
      locked_until: claim.leaseUntil,
      updated_at: claim.now,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        // The condition of the partial index jobs_pending, word for word (a literal, not a parameter),
        // so that both engines read only the waiting jobs however many finished ones the table holds.
        .where(sql<boolean>`status in ('queued', 'running')`)
        .where('kind', 'in', claim.kinds)
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'queued'), w('run_at', '<=', claim.now)]),
            w.and([w('status', '=', 'running'), w('locked_until', '<', claim.now)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
}
