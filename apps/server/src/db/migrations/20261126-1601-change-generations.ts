import type { Kysely } from 'kysely'

// One counter per kind of public data (notices): every change bumps it before it is acknowledged,
// so that a process on the same database can tell with one primary-key read whether what it keeps
// in memory is still current (docs/decisions/0020-public-answers-and-request-cost.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_generations')
    .addColumn('topic', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('generation', 'integer', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('change_generations').execute()
}
