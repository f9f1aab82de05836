import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('codes')
    .addColumn('group_code', 'varchar(40)', (col) => col.notNull())
    .addColumn('code', 'varchar(20)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('label_ko', 'text', (col) => col.notNull())
    .addColumn('label_en', 'text', (col) => col.notNull())
    .addColumn('label_zh', 'text', (col) => col.notNull())
    .addColumn('label_ja', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('codes_pk', ['group_code', 'code'])
    .execute()

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('path', 'varchar(300)', (col) => col.notNull())
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('viewed_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('page_views_viewed_at').on('page_views').column('viewed_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_views').execute()
  await db.schema.dropTable('codes').execute()
}
