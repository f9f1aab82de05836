import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

// Background work (e-mails, digests, retention) as rows: a job survives a restart, and a
// unique key per job means the same work is never queued twice. A claimed job carries a
// lease (locked_until) that its worker renews; when the worker dies the lease runs out and
// another process takes the job again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'varchar(60)', (col) => col.notNull())
    .addColumn('unique_key', 'varchar(200)', (col) => col.notNull().unique())
    // Ids of the records the work is about, never personal data itself (JSON).
    .addColumn('payload', 'text', (col) => col.notNull())
    // queued, running, done, failed
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('last_error', 'varchar(1000)')
    // What the work did (for a mail: its Message-ID), kept as the record of what was sent.
    .addColumn('result', 'varchar(300)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute()
  // The claim looks for due queued jobs and for running ones whose lease ran out.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute()
  await db.schema.createIndex('jobs_lease').on('jobs').columns(['status', 'locked_until']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute()
}
