import { type Expression, type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * Milliseconds from one ISO instant (text) to another, exactly as Date.parse would give them:
 * julianday() keeps milliseconds on SQLite and the rounding removes its floating-point remainder;
 * on PostgreSQL `date_part` is a double (`extract` would be numeric arithmetic, slower). Works in a
 * transaction as well as on the database.
 */
export function msBetween<DB>(db: Kysely<DB>, from: Expression<string>, to: Expression<string>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<number>`round(date_part('epoch', cast(${to} as timestamptz) - cast(${from} as timestamptz)) * 1000)::bigint`
    : sql<number>`cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`
}
