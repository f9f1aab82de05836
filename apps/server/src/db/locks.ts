import { type Transaction, sql } from 'kysely'
import { type Db, driverHandle } from './database.js'
import type { Database } from './schema.js'

// Locks held until a transaction ends, for writes that must happen one after another. SQLite has
// one writer at a time, so a write transaction there is already alone: only PostgreSQL needs them.

/** Waits for, then holds, the advisory lock `key` (PostgreSQL) for the rest of the transaction. */
export async function holdAdvisoryLock(trx: Transaction<Database>, db: Db, key: number): Promise<void> {
  if (driverHandle(db).dialect === 'postgres') await sql`select pg_advisory_xact_lock(${key})`.execute(trx)
}

/** Waits for, then holds, a study's row (PostgreSQL `for update`) for the rest of the transaction. */
export async function holdStudyRow(trx: Transaction<Database>, db: Db, studyId: number): Promise<void> {
  if (driverHandle(db).dialect === 'postgres') {
    await sql`select id from studies where id = ${studyId} for update`.execute(trx)
  }
}

/**
 * Holds a questionnaire version's row for the rest of the transaction (PostgreSQL): `share` for an
 * application answering it, `update` for a coordinator saving over it. A version is changed in
 * place only while nobody answered it, so the two must not cross.
 */
export async function holdPrescreenVersion(
  trx: Transaction<Database>,
  db: Db,
  versionId: number,
  mode: 'share' | 'update',
): Promise<void> {
  if (driverHandle(db).dialect !== 'postgres') return
  if (mode === 'share') await sql`select id from prescreen_versions where id = ${versionId} for share`.execute(trx)
  else await sql`select id from prescreen_versions where id = ${versionId} for update`.execute(trx)
}
