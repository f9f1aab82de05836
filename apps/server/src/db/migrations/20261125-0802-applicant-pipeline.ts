import { randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { autoId } from './portable.js'

// The applicant pipeline: applications gain an owner, a next action date, the time of their
// last change, their source (join path) and channel (online or phone, with who took the
// consent), and a history of changes; notices gain an owner and an enrolment target, and the
// typed enrolled count goes (it is counted from enrolled applications); staff choose how they
// hear of new applications; the console has settings; members of the volunteer pool get a
// pool id that names them without identifying them, and invitations are kept once per notice;
// the access log records how many rows an export held.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('owner_staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('applications').addColumn('next_action_on', 'varchar(10)').execute()
  await db.schema
    .alterTable('applications')
    .addColumn('last_activity_at', 'varchar(30)', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('applications')
    .addColumn('join_path', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('applications')
    .addColumn('channel', 'varchar(10)', (col) => col.notNull().defaultTo('online'))
    .execute()
  await db.schema
    .alterTable('applications')
    .addColumn('consent_taken_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('applications').addColumn('consent_note', 'varchar(200)').execute()
  await db.schema.alterTable('applications').addColumn('closing_reason', 'varchar(30)').execute()
  await sql`update applications set last_activity_at = updated_at`.execute(db)
  // A member's source is the account's join path; a non-member's was only in the sealed form.
  await sql`update applications set join_path = coalesce((select m.join_path from members m where m.id = applications.member_id), '')
    where member_id is not null`.execute(db)
  await db.schema
    .alterTable('pending_applications')
    .addColumn('join_path', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('applications_study_status').on('applications').columns(['study_id', 'status']).execute()
  // A phone applicant may have no e-mail: an empty one never counts as a duplicate.
  await db.schema.dropIndex('applications_study_email').execute()
  await db.schema
    .createIndex('applications_study_email')
    .on('applications')
    .columns(['study_id', 'applicant_email'])
    .unique()
    .where(sql.ref('member_id'), 'is', null)
    .where(sql.ref('applicant_email'), '<>', '')
    .execute()

  await db.schema
    .createTable('application_events')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('application_id', 'integer', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer')
    .addColumn('staff_name', 'varchar(50)')
    // created, status, owner, next_action
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)')
    .addColumn('reason', 'varchar(30)')
    // Sealed with the application's data key: a note may hold health details.
    .addColumn('note', 'text')
    .addColumn('value', 'varchar(100)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('application_events_application')
    .on('application_events')
    .columns(['application_id', 'id'])
    .execute()

  await db.schema
    .alterTable('studies')
    .addColumn('owner_staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('studies').addColumn('target_count', 'integer').execute()
  await db.schema.alterTable('studies').dropColumn('enrolled_count').execute()

  // each (a mail per new application), daily (one digest a day), off
  await db.schema
    .alterTable('staff')
    .addColumn('notify_mode', 'varchar(10)', (col) => col.notNull().defaultTo('each'))
    .execute()

  await db.schema
    .createTable('console_settings')
    .addColumn('key', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('study_id', 'integer', (col) => col.notNull().references('studies.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  // A member is invited once per notice, however many coordinators click at once.
  await db.schema
    .createIndex('invitations_study_member')
    .on('invitations')
    .columns(['study_id', 'member_id'])
    .unique()
    .execute()

  await db.schema.alterTable('members').addColumn('pool_id', 'varchar(16)').execute()
  const members = await sql<{ id: number }>`select id from members`.execute(db)
  for (const { id } of members.rows) {
    await sql`update members set pool_id = ${newPoolId()} where id = ${id}`.execute(db)
  }
  await db.schema.createIndex('members_pool_id').on('members').column('pool_id').unique().execute()

  // The body-mass index as the search computes it (kg/m², one decimal), so that the pool
  // compares the same number with a notice's bounds.
  await db.schema.alterTable('volunteer_profiles').addColumn('bmi', 'real').execute()
  const profiles = await sql<{ member_id: number; height: number; weight: number }>`
    select member_id, height, weight from volunteer_profiles`.execute(db)
  for (const row of profiles.rows) {
    const metres = Number(row.height) / 100
    const bmi = metres > 0 ? Math.round((Number(row.weight) / (metres * metres)) * 10) / 10 : null
    await sql`update volunteer_profiles set bmi = ${bmi} where member_id = ${row.member_id}`.execute(db)
  }

  await db.schema.alterTable('access_log').addColumn('row_count', 'integer').execute()
}

/** Ten base32 characters from random bytes (frozen copy of the app's rule). */
function newPoolId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_log').dropColumn('row_count').execute()
  await db.schema.alterTable('volunteer_profiles').dropColumn('bmi').execute()
  await db.schema.dropIndex('members_pool_id').execute()
  await db.schema.alterTable('members').dropColumn('pool_id').execute()
  await db.schema.dropTable('invitations').execute()
  await db.schema.dropTable('console_settings').execute()
  await db.schema.alterTable('staff').dropColumn('notify_mode').execute()
  await db.schema
    .alterTable('studies')
    .addColumn('enrolled_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('studies').dropColumn('target_count').execute()
  await db.schema.alterTable('studies').dropColumn('owner_staff_id').execute()
  await db.schema.dropTable('application_events').execute()
  await db.schema.dropIndex('applications_study_email').execute()
  await db.schema
    .createIndex('applications_study_email')
    .on('applications')
    .columns(['study_id', 'applicant_email'])
    .unique()
    .where(sql.ref('member_id'), 'is', null)
    .execute()
  await db.schema.dropIndex('applications_study_status').execute()
  await db.schema.alterTable('pending_applications').dropColumn('join_path').execute()
  for (const column of [
    'closing_reason',
    'consent_note',
    'consent_taken_by',
    'channel',
    'join_path',
    'last_activity_at',
    'next_action_on',
    'owner_staff_id',
  ]) {
    await db.schema.alterTable('applications').dropColumn(column).execute()
  }
}
