import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

// Members, their sessions, consents, volunteer profile, password resets, the
// tombstones of withdrawn e-mails and the rate-limit counters.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('email', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('gender', 'varchar(1)', (col) => col.notNull())
    .addColumn('birth_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(30)', (col) => col.notNull())
    .addColumn('mobile_digits', 'varchar(30)', (col) => col.notNull())
    .addColumn('other_contact', 'varchar(30)', (col) => col.notNull())
    .addColumn('address', 'varchar(200)', (col) => col.notNull())
    .addColumn('nationality', 'varchar(50)', (col) => col.notNull())
    .addColumn('join_path', 'varchar(20)', (col) => col.notNull())
    .addColumn('prefer_contact_1', 'varchar(20)', (col) => col.notNull())
    .addColumn('prefer_contact_2', 'varchar(20)', (col) => col.notNull())
    .addColumn('prefer_contact_3', 'varchar(20)', (col) => col.notNull())
    .addColumn('prefer_contact_4', 'varchar(20)', (col) => col.notNull())
    .addColumn('prefer_contact_5', 'varchar(20)', (col) => col.notNull())
    .addColumn('sbj_ty', 'varchar(20)', (col) => col.notNull())
    .addColumn('always_apply_yn', 'varchar(1)', (col) => col.notNull())
    .addColumn('entry_month', 'varchar(20)', (col) => col.notNull())
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('failed_logins', 'integer', (col) => col.notNull())
    .addColumn('locked_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('members_find_id')
    .on('members')
    .columns(['name', 'birth_date', 'mobile_digits'])
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(30)')
    .addColumn('end_reason', 'varchar(20)')
    .execute()
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute()

  await db.schema
    .createTable('withdrawn_emails')
    .addColumn('email_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('withdrawn_on', 'varchar(10)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('volunteer_profiles')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('height', 'real', (col) => col.notNull())
    .addColumn('weight', 'real', (col) => col.notNull())
    .addColumn('smoke_yn', 'varchar(1)', (col) => col.notNull())
    .addColumn('sick_cd', 'varchar(20)', (col) => col.notNull())
    .addColumn('sbj_cond', 'varchar(20)', (col) => col.notNull())
    .addColumn('disases_cd', 'varchar(20)', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('consents')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('version', 'varchar(20)', (col) => col.notNull())
    .addColumn('agreed_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('consents_member').on('consents').column('member_id').execute()

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute()
  await db.schema.createIndex('password_resets_member').on('password_resets').column('member_id').execute()

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_expires').on('rate_limits').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'password_resets',
    'consents',
    'volunteer_profiles',
    'withdrawn_emails',
    'sessions',
    'members',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
