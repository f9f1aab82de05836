import { type Kysely, sql } from 'kysely'
import { isPostgres } from './portable.js'

// The milliseconds from each application to its first contact, kept on the row beside
// `first_contacted_at` by every change that sets it, so that the dashboard's median time to first
// contact reads integers from its covering index instead of parsing two ISO texts per application
// of the range (decision 0037, ninth step). Filled here from the two instants with the arithmetic
// of Date.parse (julianday on SQLite, a double epoch on PostgreSQL, rounded to the millisecond).
// The range's covering index carries the number in place of the instant, which the dashboard no
// longer reads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('first_contact_ms', 'bigint').execute()
  const ms = isPostgres(db)
    ? sql`round(date_part('epoch', cast(first_contacted_at as timestamptz) - cast(created_at as timestamptz)) * 1000)::bigint`
    : sql`cast(round((julianday(first_contacted_at) - julianday(created_at)) * 86400000) as integer)`
  await sql`update applications set first_contact_ms = ${ms} where first_contacted_at is not null`.execute(db)
  await db.schema
    .createIndex('applications_range_figures')
    .on('applications')
    .columns(['created_at', 'study_id', 'status', 'join_path', 'furthest_step', 'first_contact_ms'])
    .execute()
  await db.schema.dropIndex('applications_created_figures').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('applications_created_figures')
    .on('applications')
    .columns(['created_at', 'study_id', 'status', 'join_path', 'furthest_step', 'first_contacted_at'])
    .execute()
  await db.schema.dropIndex('applications_range_figures').execute()
  await db.schema.alterTable('applications').dropColumn('first_contact_ms').execute()
}
