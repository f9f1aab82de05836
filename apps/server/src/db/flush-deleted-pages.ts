import { setTimeout as delay } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseConfig } from '../config.js'
import { type Db, driverHandle } from './database.js'

const ATTEMPTS = 20
const PAUSE_MS = 250

/** One truncating checkpoint that does not wait: busy when a reader or writer is in the way. */
function checkpointOnce(db: Db): { busy: boolean } {
  const driver = driverHandle(db)
  if (driver.dialect !== 'sqlite') return { busy: false }
  const handle = driver.database
  // busy_timeout would block the whole process while it waits; the retries below wait instead.
  const timeout = handle.pragma('busy_timeout', { simple: true }) as number
  handle.pragma('busy_timeout = 0')
  try {
    const [result] = handle.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[]
    return { busy: result?.busy !== 0 }
  } catch (error) {
    // This connection is inside another request's transaction, or a writer holds the lock.
    if (error instanceof Error && 'code' in error && /^SQLITE_(BUSY|LOCKED)/.test(String(error.code))) {
      return { busy: true }
    }
    throw error
  } finally {
    handle.pragma(`busy_timeout = ${timeout}`)
  }
}

/**
 * SQLite zeroes deleted rows in the database pages (secure_delete), but in WAL mode the
 * pages are written to the -wal file first and reach the main file at a checkpoint.
 * A truncating checkpoint moves them there and empties the -wal file, so that no copy
 * of the deleted rows stays readable on disk. While another connection reads an older
 * snapshot the checkpoint cannot finish: it is retried for up to 5 s, and a failure is
 * logged (SQLite's automatic checkpoints move the pages later). PostgreSQL has nothing to
 * do here: there, deleted values are unreadable because their data keys are destroyed.
 * Answers whether the WAL was emptied.
 */
export async function flushDeletedPages(
  db: Db,
  dialect: DatabaseConfig['dialect'],
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (dialect !== 'sqlite') return true
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (!checkpointOnce(db).busy) {
      if (attempt > 1) log.info({ attempts: attempt }, 'WAL emptied after readers finished')
      return true
    }
    await delay(PAUSE_MS)
  }
  log.error(
    { attempts: ATTEMPTS },
    `Deleted pages are still in the WAL: other connections kept the checkpoint busy for ${(ATTEMPTS * PAUSE_MS) / 1000} s`,
  )
  return false
}
