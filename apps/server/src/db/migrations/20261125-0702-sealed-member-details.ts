import type { Kysely } from 'kysely'

// A member's e-mail, name, mobile, other contact and address are stored sealed with the member's
// data key in `personal`; the e-mail, name and mobile-digits columns then hold keyed hashes (blind
// indexes) for the exact lookups, and the other columns are emptied. The values are moved at start,
// since sealing needs the app secret.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('personal', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('personal').execute()
}
