import { type Kysely, sql } from 'kysely'

// A non-member's application waits in pending_applications until the applicant opens the link
// mailed to the address typed in; only then does it become a row of applications. So an
// unconfirmed application counts nowhere (duplicates, lists, counts), and the answer to a
// submission is the same whether or not that address or person has applied before.
//
// Duplicates: a member applies once per study (applications_study_member), a non-member once per
// study and e-mail among non-members' applications. The same name, birth date and mobile no
// longer refuse an application (that refusal told anyone who typed them whether the person had
// applied); the index stays, not unique, for the center's staff to find such pairs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_applications')
    // Only the hash of the mailed token is kept.
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('study_id', 'integer', (col) => col.notNull().references('studies.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('applicant_email', 'varchar(100)', (col) => col.notNull())
    .addColumn('applicant_name_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('applicant_birth', 'varchar(10)', (col) => col.notNull())
    .addColumn('applicant_mobile_digits', 'varchar(30)', (col) => col.notNull())
    // Sealed with a data key of its own, destroyed with the row when the link expires.
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('consent_version', 'varchar(20)', (col) => col.notNull())
    .addColumn('agreed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('pending_applications_email')
    .on('pending_applications')
    .column('applicant_email')
    .execute()
  await db.schema.createIndex('pending_applications_expires').on('pending_applications').column('expires_at').execute()

  await db.schema.dropIndex('applications_study_email').execute()
  await db.schema
    .createIndex('applications_study_email')
    .on('applications')
    .columns(['study_id', 'applicant_email'])
    .unique()
    .where(sql.ref('member_id'), 'is', null)
    .execute()
  await db.schema.dropIndex('applications_study_person').execute()
  await db.schema
    .createIndex('applications_study_person')
    .on('applications')
    .columns(['study_id', 'applicant_name_key', 'applicant_birth', 'applicant_mobile_digits'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_study_person').execute()
  await db.schema
    .createIndex('applications_study_person')
    .on('applications')
    .columns(['study_id', 'applicant_name_key', 'applicant_birth', 'applicant_mobile_digits'])
    .unique()
    .execute()
  await db.schema.dropIndex('applications_study_email').execute()
  await db.schema
    .createIndex('applications_study_email')
    .on('applications')
    .columns(['study_id', 'applicant_email'])
    .unique()
    .execute()
  await db.schema.dropTable('pending_applications').execute()
}
