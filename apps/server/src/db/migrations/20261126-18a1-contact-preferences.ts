import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

// A member's contact choices: e-mail alerts of new matching notices (off until the member opts
// in), their frequency, a pause of all contact, and the address the member confirmed by a link
// (as the blind index the members row holds, so that a changed address is no longer confirmed).
// Each alert of a notice to a member is a row, written once (unique), and names the mail job
// that carries it: a notice is never mailed twice to the same member.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_contact_preferences')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('alerts_yn', 'varchar(1)', (col) => col.notNull().defaultTo('N'))
    // now (one mail per notice) or weekly (a digest)
    .addColumn('alerts_frequency', 'varchar(10)', (col) => col.notNull().defaultTo('now'))
    .addColumn('paused_until', 'varchar(30)')
    .addColumn('email_verified_at', 'varchar(30)')
    .addColumn('verified_email', 'varchar(64)')
    .addColumn('verification_sent_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('study_id', 'integer', (col) => col.notNull().references('studies.id').onDelete('cascade'))
    // The unique key of the job whose mail carries (or carried) this alert; null until one takes it.
    .addColumn('mail_key', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute()
  await db.schema
    .createIndex('alert_deliveries_once')
    .on('alert_deliveries')
    .columns(['member_id', 'study_id'])
    .unique()
    .execute()
  await db.schema.createIndex('alert_deliveries_mail').on('alert_deliveries').columns(['mail_key']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_deliveries').execute()
  await db.schema.dropTable('member_contact_preferences').execute()
}
