import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { VERSIONS_LISTED } from './site-content.repository.js'

// SQL of a content kind's draft (one per kind, rewritten in place: state 'draft') and of its
// publications (states 'published' and 'previous'); the service decides.

type Conn = Kysely<Database> | Transaction<Database>

export function findDraft(db: Conn, kind: string) {
  return db
    .selectFrom('site_content_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('state', '=', 'draft')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** Writes the kind's draft over the saved one, or as a new one. Call in a transaction that holds the content lock. */
export async function saveDraft(
  trx: Transaction<Database>,
  draft: { kind: string; body: string; updatedAt: string; updatedBy: number | null; updatedByName: string | null },
): Promise<number> {
  const values = {
    body: draft.body,
    created_at: draft.updatedAt,
    created_by: draft.updatedBy,
    created_by_name: draft.updatedByName,
  }
  const saved = await findDraft(trx, draft.kind)
  if (saved) {
    await trx.updateTable('site_content_versions').set(values).where('id', '=', saved.id).execute()
    return saved.id
  }
  const row = await trx
    .insertInto('site_content_versions')
    .values({ ...values, kind: draft.kind, state: 'draft', restored_from: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function deleteDraft(trx: Transaction<Database>, kind: string): Promise<void> {
  await trx.deleteFrom('site_content_versions').where('kind', '=', kind).where('state', '=', 'draft').execute()
}

/** A publication (current or previous) of a kind, never its draft. */
export function findPublication(db: Conn, kind: string, id: number) {
  return db
    .selectFrom('site_content_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('state', 'in', ['published', 'previous'])
    .executeTakeFirst()
}

/** The publications of a kind, newest first. */
export function listPublications(db: Conn, kind: string) {
  return db
    .selectFrom('site_content_versions')
    .select(['id', 'state', 'created_at', 'created_by_name', 'restored_from'])
    .where('kind', '=', kind)
    .where('state', 'in', ['published', 'previous'])
    .orderBy('id', 'desc')
    .limit(VERSIONS_LISTED)
    .execute()
}
