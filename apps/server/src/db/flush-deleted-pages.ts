import { sql } from 'kysely'
import type { DatabaseConfig } from '../config.js'
import type { Db } from './database.js'

/**
 * SQLite zeroes deleted rows in the database pages (secure_delete), but in WAL mode the
 * pages are written to the -wal file first and reach the main file at a checkpoint.
 * A truncating checkpoint moves them there and empties the -wal file, so that no copy
 * of the deleted rows stays readable on disk. PostgreSQL has nothing to do here.
 */
export async function flushDeletedPages(db: Db, dialect: DatabaseConfig['dialect']): Promise<void> {
  if (dialect !== 'sqlite') return
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
}
