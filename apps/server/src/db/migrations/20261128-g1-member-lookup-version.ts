import type { Kysely } from 'kysely'

// Which rules a member's name and mobile indexes were made with. Every row stored so far has
// version 1 (the name as typed, the mobile's digits); the server indexes them again by the
// current rules at start, since an index needs the app secret, which a migration does not have.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('lookup_version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
}
