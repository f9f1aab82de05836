import type { Kysely } from 'kysely'

// A session remembers when its member last confirmed the password: member info and the
// volunteer form open only for a few minutes after it (re-authentication on the server).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('password_confirmed_at', 'varchar(30)').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('password_confirmed_at').execute()
}
