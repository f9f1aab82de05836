import { type Kysely, sql } from 'kysely'
import { autoId } from './portable.js'

// The staff console: staff accounts apart from members, their sessions, set-up links,
// authenticator steps and recovery codes, the append-only access log; notices gain a
// published flag (drafts) and an attachment order; answers record who edited them last.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('email', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    // pending (set-up not finished), active, disabled
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(200)')
    // The authenticator's base32 secret, sealed with the app secret; the pending one during enrolment.
    .addColumn('totp_secret', 'varchar(200)')
    .addColumn('pending_totp_secret', 'varchar(200)')
    // The last 30-second step a code was accepted for: a code (or an older one) works once.
    .addColumn('totp_last_step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_at', 'varchar(30)')
    .addColumn('last_login_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('staff_setup_links')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute()

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('used_at', 'varchar(30)')
    .execute()

  await db.schema
    .createTable('staff_login_challenges')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(30)')
    .execute()
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute()

  // Append-only: rows name records by id, never their content; each carries the hash of the one before.
  await db.schema
    .createTable('access_log')
    .addColumn('seq', 'integer', (col) => col.primaryKey())
    .addColumn('occurred_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('staff_name', 'varchar(50)')
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('record_type', 'varchar(20)')
    .addColumn('record_id', 'varchar(200)')
    .addColumn('reason', 'varchar(30)')
    .addColumn('reason_text', 'varchar(200)')
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('prev_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('access_log_time').on('access_log').column('occurred_at').execute()

  await db.schema
    .alterTable('studies')
    .addColumn('published_yn', 'varchar(1)', (col) => col.notNull().defaultTo('Y'))
    .execute()
  await db.schema
    .alterTable('study_files')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await sql`update study_files set sort_order = id`.execute(db)
  await db.schema.alterTable('questions').addColumn('answer_edited_at', 'varchar(30)').execute()
  await db.schema.alterTable('questions').addColumn('answered_by', 'varchar(50)').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('answered_by').execute()
  await db.schema.alterTable('questions').dropColumn('answer_edited_at').execute()
  await db.schema.alterTable('study_files').dropColumn('sort_order').execute()
  await db.schema.alterTable('studies').dropColumn('published_yn').execute()
  for (const table of [
    'access_log',
    'staff_sessions',
    'staff_login_challenges',
    'staff_recovery_codes',
    'staff_setup_links',
    'staff',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
