import type { Kysely } from 'kysely'

// The dashboard's figures of a range of days read from one index alone (decision 0037): the
// applications by the instant they came in, with every column the dashboard and the funnel export
// count (notice, status, source, furthest step, first contact), so that counting a center's range
// never visits the table's rows. It takes the place of `applications_created`, its first column.
// The marked visits of those applications are found by application (with the state and the slot,
// so that only the slot's row is read), not by reading every booking ever made.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('applications_created_figures')
    .on('applications')
    .columns(['created_at', 'study_id', 'status', 'join_path', 'furthest_step', 'first_contacted_at'])
    .execute()
  await db.schema.dropIndex('applications_created').execute()
  await db.schema
    .createIndex('visit_bookings_application')
    .on('visit_bookings')
    .columns(['application_id', 'state', 'slot_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('visit_bookings_application').execute()
  await db.schema.createIndex('applications_created').on('applications').columns(['created_at']).execute()
  await db.schema.dropIndex('applications_created_figures').execute()
}
