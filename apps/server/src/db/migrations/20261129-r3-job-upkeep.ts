import { type Kysely, sql } from 'kysely'

// The job table after years of work holds a million finished jobs and a handful waiting (decision 0039).
// The claim reads only waiting ones (queued, or running with a lease that may have lapsed): a
// partial index holds just those, in the claim's order, so its size follows the work waiting, not
// the table. The daily upkeep finds finished jobs past keeping through an index of their end.
// Both indexes name their statuses as literals: SQLite uses a partial index only for a query
// whose WHERE repeats the index's condition word for word.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index jobs_pending on jobs (run_at, id) where status in ('queued', 'running')`.execute(db)
  await sql`create index jobs_finished on jobs (finished_at) where status in ('done', 'cancelled')`.execute(db)
  // The partial index answers both of the claim's conditions; these only cost every write.
  await sql`drop index jobs_due`.execute(db)
  await sql`drop index jobs_lease`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute()
  await db.schema.createIndex('jobs_lease').on('jobs').columns(['status', 'locked_until']).execute()
  await sql`drop index jobs_finished`.execute(db)
  await sql`drop index jobs_pending`.execute(db)
}
