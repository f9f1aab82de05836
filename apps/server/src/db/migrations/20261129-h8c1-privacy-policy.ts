import { type Kysely, sql } from 'kysely'
import { autoId } from './portable.js'

// Versions of the privacy policy (decision 0034): written as drafts in the console, published
// with the Korean calendar date from which they apply. A published version is never changed;
// the public page shows the one in effect today and lists the earlier ones (PIPA asks that
// they stay available). The bodies are sanitized rich text, one row per locale written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('privacy_policies')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    // YYYY-MM-DD, Korea time: from the start of that day on.
    .addColumn('effective_date', 'varchar(10)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(30)')
    .addColumn('created_by', 'integer')
    .addColumn('published_by', 'integer')
    .execute()
  // One published version per date: two publications for the same day cannot both win.
  await db.schema
    .createIndex('privacy_policies_effective')
    .on('privacy_policies')
    .column('effective_date')
    .unique()
    .where(sql.ref('status'), '=', 'published')
    .execute()
  await db.schema
    .createTable('privacy_policy_texts')
    .addColumn('policy_id', 'integer', (col) => col.notNull().references('privacy_policies.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('privacy_policy_texts_pk', ['policy_id', 'locale'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('privacy_policy_texts').execute()
  await db.schema.dropTable('privacy_policies').execute()
}
