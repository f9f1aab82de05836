import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

// Members' questions to the center. A question goes with its member.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('questions_member').on('questions').columns(['member_id', 'id']).execute()
  // The center works through the waiting questions oldest first.
  await db.schema.createIndex('questions_status').on('questions').columns(['status', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('questions').execute()
}
