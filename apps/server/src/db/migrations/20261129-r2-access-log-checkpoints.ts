import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

// A point of the access log that `verify-log` walked to and found whole, signed with a key derived
// from the app secret (decision 0039): `verify-log --from-checkpoint` walks only the rows after it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_log_checkpoints')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('verified_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('signature', 'varchar(64)', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_log_checkpoints').execute()
}
