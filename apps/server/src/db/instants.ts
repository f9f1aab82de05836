import { type Expression, type Kysely, sql } from 'kysely'
import { isPostgres } from './migrations/portable.js'

/**
 * Milliseconds from one ISO instant (text) to another, exactly as Date.parse would give them:
 * julianday() keeps milliseconds on SQLite and the rounding removes its floating-point remainder;
 * on PostgreSQL `date_part` is a double (`extract` would be numeric arithmetic, slower). Works in a
 * transaction as well as on the database.
 */
export function msBetween<DB>(db: Kysely<DB>, from: Expression<string>, to: Expression<string>) {
  return isPostgres(db as Kysely<unknown>)
    ? sql<number>`round(date_part('epoch', cast(${to} as timestamptz) - cast(${from} as timestamptz)) * 1000)::bigint`
    : sql<number>`cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`
}
