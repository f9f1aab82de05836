import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, type KyselyPlugin, PostgresDialect, SqliteDialect, sql } from 'kysely'
import { LRUCache } from 'lru-cache'
import pg from 'pg'
import type { DatabaseConfig } from '../config.js'
import { translateDatabaseError } from './database-faults.js'
import { withFaultTranslation } from './fault-translating-dialect.js'
import type { Database } from './schema.js'

export type Db = Kysely<Database>

/**
 * The driver under a Kysely instance, for the few libraries that speak to the database
 * themselves (the rate limiter's store): one connection pool or file, shared with Kysely.
 */
export type DriverHandle = { dialect: 'sqlite'; database: SQLite.Database } | { dialect: 'postgres'; pool: pg.Pool }
const driverHandles = new WeakMap<Db, DriverHandle>()

export function driverHandle(db: Db): DriverHandle {
  const handle = driverHandles.get(db)
  if (!handle) throw new Error('This database was not opened by createDatabase')
  return handle
}

/**
 * Gives SQLite's planner statistics on the tables as they are now (PostgreSQL's autovacuum keeps
 * its own): `PRAGMA optimize`, as SQLite advises when a long-lived connection opens, each index
 * sampled on at most 400 rows (a few seconds once on a large center's database, then nothing until
 * a table grows tenfold). Run after the migrations, so that new indexes are counted. Without
 * statistics SQLite reads a wide table by its primary key where a narrow covering index holds
 * every column asked (decision 0037, seventh step). The limit also keeps `sqlite_stat4` empty: a
 * full ANALYZE would copy sampled index entries (birth dates, pool ids) there, where a member's
 * withdrawal would not delete them.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (driverHandles.get(db)?.dialect !== 'sqlite') return
  // Through Kysely, so that a database that cannot be written (read-only) is reported as any other fault.
  await sql`pragma analysis_limit = 400`.execute(db)
  await sql`pragma optimize = 0x10002`.execute(db)
}

/** The same database seen through a Kysely plugin (a test's statement trace), its driver still shared. */
export function withPlugin(db: Db, plugin: KyselyPlugin): Db {
  const derived = db.withPlugin(plugin)
  driverHandles.set(derived, driverHandle(db))
  return derived
}

// PostgreSQL returns bigint (count(*), sum) as a string; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))

/**
 * Kysely prepares every statement anew on SQLite, and preparing costs more than running a
 * short query. Its SQL is the same for the same query shape (values are parameters), so
 * prepared statements are kept by their text. The app never streams (an iterating statement
 * could not be shared).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 })
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text)
      if (!statement) {
        statement = sqlite.prepare(text)
        statements.set(text, statement)
      }
      return statement
    },
  }
}

/**
 * Opens the database. A broken PostgreSQL connection never ends the process: the
 * statement that meets it fails with DatabaseUnavailableError (503), the pool drops
 * the connection and opens a new one for the next request.
 */
export function createDatabase(config: DatabaseConfig, onError: (error: Error) => void = () => {}): Db {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // While the server is unreachable a request fails after 5 s instead of hanging.
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      // The console's reads are small (a page, a bounded count); starting parallel workers for
      // them cost more than they saved: the pool's count 29 → 13 ms run alone (decision 0040).
      options: '-c max_parallel_workers_per_gather=0',
    })
    // An idle connection that breaks (server restart, terminated backend) is reported here.
    pool.on('error', onError)
    // A checked-out connection that breaks emits 'error' on its client, where the pool listens
    // only while it is idle; without this listener the event would end the process. The
    // statement running on it fails with the same error, and that failure is what is reported.
    pool.on('connect', (client) => client.on('error', () => {}))
    const db = new Kysely<Database>({ dialect: withFaultTranslation(new PostgresDialect({ pool })) })
    driverHandles.set(db, { dialect: 'postgres', pool })
    return db
  }
  let sqlite: SQLite.Database
  try {
    fs.mkdirSync(path.dirname(config.file), { recursive: true })
    sqlite = new SQLite(config.file)
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('foreign_keys = ON')
    // Deleted personal data is overwritten with zeros rather than left readable in free pages.
    sqlite.pragma('secure_delete = ON')
    sqlite.pragma('busy_timeout = 5000')
    // A page cache of 64 MB rather than SQLite's 2 MB: a console search reads the members' and their
    // forms' pages each time (tens of MB at a large center), from the operating system otherwise.
    sqlite.pragma('cache_size = -65536')
  } catch (error) {
    throw translateDatabaseError(error)
  }
  const db = new Kysely<Database>({
    dialect: withFaultTranslation(new SqliteDialect({ database: withStatementCache(sqlite) })),
  })
  driverHandles.set(db, { dialect: 'sqlite', database: sqlite })
  return db
}
