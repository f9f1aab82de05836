import { type Kysely, sql } from 'kysely'
import { autoId } from './portable.js'

// Screening-visit booking (decision 0036). A notice's visit slots carry their capacity and the
// number of places taken, so that a booking takes a place with one conditional UPDATE
// (`taken < capacity`): concurrent bookings never overfill a slot on either engine. An
// invitation (one live per application; a new one replaces it) is what the mailed link names.
// A booking is booked, attended or no_show; an application has at most one booked at a time.
// Invitations and bookings go with their application (withdrawal, retention).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visit_slots')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('study_id', 'integer', (col) => col.notNull().references('studies.id').onDelete('cascade'))
    // An ISO instant; the Korea-time day and time are derived from it.
    .addColumn('starts_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('place', 'varchar(100)', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('taken', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('closed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('visit_slots_study').on('visit_slots').columns(['study_id', 'starts_at']).execute()

  await db.schema
    .createTable('visit_invitations')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('application_id', 'integer', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('visit_invitations_application')
    .on('visit_invitations')
    .column('application_id')
    .unique()
    .execute()

  await db.schema
    .createTable('visit_bookings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('application_id', 'integer', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    // No cascade: a slot with bookings is closed, not deleted.
    .addColumn('slot_id', 'integer', (col) => col.notNull().references('visit_slots.id'))
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    // Each move to another slot counts up, so that the reminder of each time is its own job.
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  // One booked visit per application, however many tabs book at once.
  await db.schema
    .createIndex('visit_bookings_one_booked')
    .on('visit_bookings')
    .column('application_id')
    .unique()
    .where(sql.ref('state'), '=', 'booked')
    .execute()
  await db.schema.createIndex('visit_bookings_slot').on('visit_bookings').column('slot_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visit_bookings').execute()
  await db.schema.dropTable('visit_invitations').execute()
  await db.schema.dropTable('visit_slots').execute()
}
