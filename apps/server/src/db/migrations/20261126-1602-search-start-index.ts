import type { Kysely } from 'kysely'

// The search reads each status rank newest first (start date, then id) and stops after a page:
// with this index it walks a few entries instead of sorting every match.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('studies_recruit_start').on('studies').columns(['recruit_start', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('studies_recruit_start').execute()
}
