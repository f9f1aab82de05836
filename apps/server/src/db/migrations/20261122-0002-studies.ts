import type { Kysely } from 'kysely'
import { autoId, isPostgres } from './portable.js'

// Recruitment notices. Eligibility bounds are columns (null = open) so that the
// search filters in SQL; texts live in one row per study and locale.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studies')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('sbj_cond_cd', 'varchar(2)', (col) => col.notNull())
    .addColumn('disases_cd', 'varchar(2)')
    .addColumn('cencer_cd', 'varchar(2)')
    .addColumn('apply_method', 'varchar(10)', (col) => col.notNull())
    .addColumn('gender', 'varchar(1)', (col) => col.notNull())
    .addColumn('age_min', 'integer')
    .addColumn('age_max', 'integer')
    .addColumn('smoker_allowed', 'varchar(1)', (col) => col.notNull())
    .addColumn('history_rule', 'varchar(4)', (col) => col.notNull())
    .addColumn('term_months', 'integer')
    .addColumn('height_min', 'real')
    .addColumn('height_max', 'real')
    .addColumn('weight_min', 'real')
    .addColumn('weight_max', 'real')
    .addColumn('bmi_min', 'real')
    .addColumn('bmi_max', 'real')
    .addColumn('reward_won', 'integer')
    .addColumn('recruit_start', 'varchar(10)', (col) => col.notNull())
    .addColumn('recruit_end', 'varchar(10)', (col) => col.notNull())
    .addColumn('research_start', 'varchar(10)')
    .addColumn('research_end', 'varchar(10)')
    .addColumn('phase', 'varchar(4)')
    .addColumn('closed_yn', 'varchar(1)', (col) => col.notNull().defaultTo('N'))
    .addColumn('enrolled_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  // The list orders by end date; the home tabs filter by classification first.
  await db.schema.createIndex('studies_recruit_end').on('studies').columns(['recruit_end', 'id']).execute()
  await db.schema
    .createIndex('studies_condition_end')
    .on('studies')
    .columns(['sbj_cond_cd', 'recruit_end', 'id'])
    .execute()
  await db.schema.createIndex('studies_view_count').on('studies').columns(['view_count', 'id']).execute()

  await db.schema
    .createTable('study_texts')
    .addColumn('study_id', 'integer', (col) => col.notNull().references('studies.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('trial_type', 'text', (col) => col.notNull())
    .addColumn('volunteer_type', 'text', (col) => col.notNull())
    .addColumn('target_disease', 'text', (col) => col.notNull())
    .addColumn('medical_history', 'text', (col) => col.notNull())
    .addColumn('professor', 'text', (col) => col.notNull())
    .addColumn('trial_drug', 'text', (col) => col.notNull())
    .addColumn('target_patient', 'text', (col) => col.notNull())
    .addColumn('extra_info', 'text', (col) => col.notNull())
    .addColumn('details_html', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('study_texts_pk', ['study_id', 'locale'])
    .execute()

  await db.schema
    .createTable('study_files')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('study_id', 'integer', (col) => col.notNull().references('studies.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    // Stored in the database so that every instance behind a load balancer serves it.
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('study_files_study').on('study_files').columns(['study_id', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('study_files').execute()
  await db.schema.dropTable('study_texts').execute()
  await db.schema.dropTable('studies').execute()
}
