import type { Kysely } from 'kysely'

// Legacy code names of the center's old system stay at the API edge (the spec fixes the wire);
// the columns take plain names. RENAME COLUMN is portable: SQLite (3.25+) and PostgreSQL
// both carry indexes and constraints over to the new name.
const RENAMES = [
  ['members', 'sbj_ty', 'subject_type'],
  ['members', 'entry_month', 'participation_term'],
  ['volunteer_profiles', 'smoke_yn', 'smoking'],
  ['volunteer_profiles', 'disases_cd', 'disease_code'],
  ['studies', 'disases_cd', 'disease_code'],
  ['studies', 'cencer_cd', 'cancer_code'],
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, from, to] of RENAMES) {
    await db.schema.alterTable(table).renameColumn(from, to).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, from, to] of RENAMES) {
    await db.schema.alterTable(table).renameColumn(to, from).execute()
  }
}
