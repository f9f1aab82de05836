import type { Kysely } from 'kysely'

// The indexes the console's filters need at the size of issue 30 (decision 0037), and only those:
// the dashboard counts applications by the day they arrived; the access log is filtered by action,
// by staff member and by record, newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('applications_created').on('applications').columns(['created_at']).execute()
  await db.schema.createIndex('access_log_action').on('access_log').columns(['action', 'seq']).execute()
  await db.schema.createIndex('access_log_staff').on('access_log').columns(['staff_id', 'seq']).execute()
  await db.schema
    .createIndex('access_log_record')
    .on('access_log')
    .columns(['record_type', 'record_id', 'seq'])
    .execute()
}
