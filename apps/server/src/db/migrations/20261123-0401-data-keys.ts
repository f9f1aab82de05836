import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

// Data keys for the encryption of health answers and application snapshots: one per member, one per
// non-member application. Each is stored wrapped by the key-encryption key (derived from the app
// secret, whose id is kept beside it); destroying the row makes every copy of the data unreadable.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_keys')
    .addColumn('id', 'integer', autoId(db))
    // Null for the key of a non-member's application.
    .addColumn('member_id', 'integer', (col) => col.unique())
    .addColumn('kek_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('wrapped_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_keys').execute()
}
