import { type Kysely, sql } from 'kysely'

// Failed logins counted the OWASP device-cookie way (decision 0013, amended 2026-11-28): per
// account for every browser without a device token, and per device token on its own. The table
// that counted per account and client address (with its locks) goes: no lock is made from it any
// more, and its rows held client addresses. Members are no longer locked by failed logins, so the
// console's mirrors of such locks start clear; staff keep their locks (an admin lifts them) and
// count only wrong authenticator codes from now on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute()
  // subject: a keyed hash of the e-mail typed at login, known or not ('staff:' before it for the
  // console); device: '*' for every browser without a trusted device token, else the hash of a
  // device token's nonce.
  await db.schema
    .createTable('login_failures')
    .addColumn('subject', 'varchar(80)', (col) => col.notNull())
    .addColumn('device', 'varchar(64)', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['subject', 'device'])
    .execute()
  await db.schema.createIndex('login_failures_last').on('login_failures').column('last_failed_at').execute()
  await sql`update members set failed_logins = 0, locked_at = null`.execute(db)
  await sql`update staff set failed_logins = 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute()
  await db.schema
    .createTable('login_failures')
    .addColumn('subject', 'varchar(64)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('locked_at', 'varchar(30)')
    .addPrimaryKeyConstraint('login_failures_pk', ['subject', 'address'])
    .execute()
}
