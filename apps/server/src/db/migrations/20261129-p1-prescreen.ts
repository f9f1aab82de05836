import type { Kysely } from 'kysely'
import { autoId } from './portable.js'

// Pre-screening questionnaires per notice. Every version is a row of its own (its questions and
// rules as JSON); answers name the version they answered, so a questionnaire edited after answers
// exist keeps the old answers readable under the old version. An application (and a non-member's
// pending one) carries its answers sealed with its own data key, like the form, so they go with it,
// and the result its rules gave (eligible, review, excluded) in the clear, for the pipeline's filter.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prescreen_versions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('study_id', 'integer', (col) => col.notNull().references('studies.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('questions', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('saved_by_staff_id', 'integer')
    .addColumn('saved_by_name', 'varchar(100)')
    .addUniqueConstraint('prescreen_versions_study_version', ['study_id', 'version'])
    .execute()
  for (const table of ['applications', 'pending_applications']) {
    await db.schema.alterTable(table).addColumn('prescreen_version_id', 'integer').execute()
    await db.schema.alterTable(table).addColumn('prescreen_answers', 'text').execute()
    await db.schema.alterTable(table).addColumn('prescreen_result', 'varchar(10)').execute()
  }
  await db.schema
    .createIndex('applications_prescreen_version')
    .on('applications')
    .column('prescreen_version_id')
    .execute()
  await db.schema
    .createIndex('pending_applications_prescreen_version')
    .on('pending_applications')
    .column('prescreen_version_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pending_applications_prescreen_version').execute()
  await db.schema.dropIndex('applications_prescreen_version').execute()
  for (const table of ['pending_applications', 'applications']) {
    await db.schema.alterTable(table).dropColumn('prescreen_result').execute()
    await db.schema.alterTable(table).dropColumn('prescreen_answers').execute()
    await db.schema.alterTable(table).dropColumn('prescreen_version_id').execute()
  }
  await db.schema.dropTable('prescreen_versions').execute()
}
