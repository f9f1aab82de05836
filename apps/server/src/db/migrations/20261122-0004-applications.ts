import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

// Applications to recruitment notices. Each row keeps the form as it was
// submitted (validated JSON), the consents given and the applicant's identity, so
// that unique indexes, not a check-then-insert, refuse a second application.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('study_id', 'integer', (col) => col.notNull().references('studies.id').onDelete('cascade'))
    // Null for a non-member; a withdrawing member's applications go with the member.
    .addColumn('member_id', 'integer', (col) => col.references('members.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('applicant_email', 'varchar(100)', (col) => col.notNull())
    .addColumn('applicant_name_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('applicant_birth', 'varchar(10)', (col) => col.notNull())
    .addColumn('applicant_mobile_digits', 'varchar(30)', (col) => col.notNull())
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('consent_version', 'varchar(20)', (col) => col.notNull())
    .addColumn('privacy_agreed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('sensitive_agreed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  // NULL member ids never collide (on both engines), so non-members are bound by the two below.
  await db.schema
    .createIndex('applications_study_member')
    .on('applications')
    .columns(['study_id', 'member_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('applications_study_email')
    .on('applications')
    .columns(['study_id', 'applicant_email'])
    .unique()
    .execute()
  await db.schema
    .createIndex('applications_study_person')
    .on('applications')
    .columns(['study_id', 'applicant_name_key', 'applicant_birth', 'applicant_mobile_digits'])
    .unique()
    .execute()
  await db.schema.createIndex('applications_member').on('applications').column('member_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applications').execute()
}
