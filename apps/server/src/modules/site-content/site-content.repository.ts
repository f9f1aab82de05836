import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'

// SQL of the site's content versions and logos; the service decides.

type Conn = Kysely<Database> | Transaction<Database>

/** How many versions of a kind the console lists, newest first. */
export const VERSIONS_LISTED = 50

export function findPublished(db: Conn, kind: string) {
  return db
    .selectFrom('site_content_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('state', '=', 'published')
    .executeTakeFirst()
}

export function findVersion(db: Conn, kind: string, id: number) {
  return db
    .selectFrom('site_content_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst()
}

export function listVersions(db: Conn, kind: string) {
  return db
    .selectFrom('site_content_versions')
    .select(['id', 'state', 'created_at', 'created_by_name', 'restored_from'])
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(VERSIONS_LISTED)
    .execute()
}

export interface NewVersion {
  kind: string
  body: string
  createdAt: string
  createdBy: number | null
  createdByName: string | null
  restoredFrom: number | null
}

/**
 * Makes a new published version of its kind and keeps the one it replaces (as 'previous').
 * Call in a transaction that holds the content lock. Answers the new id and the replaced one.
 */
export async function insertPublished(
  trx: Transaction<Database>,
  version: NewVersion,
): Promise<{ id: number; previousId: number | null }> {
  const previous = await findPublished(trx, version.kind)
  if (previous) {
    await trx.updateTable('site_content_versions').set({ state: 'previous' }).where('id', '=', previous.id).execute()
  }
  const row = await trx
    .insertInto('site_content_versions')
    .values({
      kind: version.kind,
      state: 'published',
      body: version.body,
      created_at: version.createdAt,
      created_by: version.createdBy,
      created_by_name: version.createdByName,
      restored_from: version.restoredFrom,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, previousId: previous?.id ?? null }
}

export async function insertLogo(db: Conn, contentType: string, content: Buffer, createdAt: string) {
  const row = await db
    .insertInto('site_logos')
    .values({ content_type: contentType, content, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export function findLogo(db: Conn, id: number) {
  return db.selectFrom('site_logos').select(['content_type', 'content']).where('id', '=', id).executeTakeFirst()
}

export async function logoExists(db: Conn, id: number): Promise<boolean> {
  return (await db.selectFrom('site_logos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}
