import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../config.js'
import type { Database } from './schema.js'

export type Db = Kysely<Database>

// PostgreSQL returns bigint (count(*), sum) as a string; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))

export function createDatabase(config: DatabaseConfig, onError: (error: Error) => void = () => {}): Db {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 })
    // An idle connection that breaks (server restart, terminated backend) is reported here;
    // without a listener it would crash the process. The pool opens a new one when needed.
    pool.on('error', onError)
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true })
  const sqlite = new SQLite(config.file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  // Deleted personal data is overwritten with zeros rather than left readable in free pages.
  sqlite.pragma('secure_delete = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}
