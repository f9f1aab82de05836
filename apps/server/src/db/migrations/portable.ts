import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen helpers for migrations: the few column forms that differ between engines.

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** An auto-assigned integer primary key: identity on PostgreSQL, AUTOINCREMENT on SQLite. */
export function autoId(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
}
