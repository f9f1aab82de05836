import type { Kysely } from 'kysely'

// A non-member's application keeps the hash of the mailed link's token that confirmed it, so that
// the link opened again says "already confirmed" (and names the notice) instead of "expired":
// only the holder of the link, who reads that mailbox, can ask. Members' applications, phone
// applications and those confirmed before have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('confirmation_token_hash', 'varchar(64)').execute()
  // Unique: one link, one application. Both engines let any number of rows have none (NULL).
  await db.schema
    .createIndex('applications_confirmation_token')
    .on('applications')
    .column('confirmation_token_hash')
    .unique()
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_confirmation_token').execute()
  await db.schema.alterTable('applications').dropColumn('confirmation_token_hash').execute()
}
