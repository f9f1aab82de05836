import { type Kysely, sql } from 'kysely'
import { autoId, isPostgres } from './portable.js'

// The center's identity and public texts as versioned rows (decision 0033): each save is a new
// row of its kind; one row per kind is the published one. Logos are stored in the database, as
// attachments are, so that every process serves them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_content_versions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('state', 'varchar(20)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_by_name', 'varchar(100)')
    .addColumn('restored_from', 'integer')
    .execute()
  await db.schema
    .createIndex('site_content_versions_kind')
    .on('site_content_versions')
    .columns(['kind', 'id'])
    .execute()
  // At most one published version of a kind, whatever two saves at once attempt.
  await db.schema
    .createIndex('site_content_versions_published')
    .on('site_content_versions')
    .column('kind')
    .unique()
    .where(sql.ref('state'), '=', 'published')
    .execute()
  await db.schema
    .createTable('site_logos')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_logos').execute()
  await db.schema.dropTable('site_content_versions').execute()
}
