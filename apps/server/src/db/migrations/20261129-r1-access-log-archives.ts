import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

// Access-log rows past their retention move to signed archive files (decision 0039). Each archive
// leaves its head here, signed with a key derived from the app secret: the live chain continues from
// the newest head, and the heads chain to each other as the rows did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_log_archives')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('first_seq', 'integer', (col) => col.notNull())
    .addColumn('last_seq', 'integer', (col) => col.notNull().unique())
    // The hash the first archived row follows (the previous archive's head, or the genesis hash).
    .addColumn('prev_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('last_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('last_occurred_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('file', 'varchar(300)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('signature', 'varchar(64)', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_log_archives').execute()
}
