import type { Kysely } from 'kysely'
import { isPostgres } from './portable.js'

// Questions are stored sealed with the member's data key (AES-256-GCM, `enc1:<key id>:…`), so that
// a withdrawal leaves only ciphertext in PostgreSQL's dead rows and WAL. A sealed title is longer
// than the 100 characters a title may have; SQLite does not enforce declared lengths.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db))
    await db.schema
      .alterTable('questions')
      .alterColumn('title', (col) => col.setDataType('text'))
      .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .alterTable('questions')
      .alterColumn('title', (col) => col.setDataType('varchar(100)'))
      .execute()
  }
}
