import type { Db } from '../../db/database.js'

// SQL of the privacy policy's versions and their bodies per locale.

const SUMMARY = ['id', 'status', 'effective_date', 'published_at', 'updated_at'] as const

export function listPolicies(db: Db) {
  return db
    .selectFrom('privacy_policies')
    .select(SUMMARY)
    .orderBy('status', 'asc')
    .orderBy('effective_date', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function findPolicy(db: Db, id: number) {
  return db.selectFrom('privacy_policies').select(SUMMARY).where('id', '=', id).executeTakeFirst()
}

export function findBodies(db: Db, id: number) {
  return db.selectFrom('privacy_policy_texts').select(['locale', 'body_html']).where('policy_id', '=', id).execute()
}

/** The published versions that apply on `today` or applied before it, newest first. */
export function effectivePolicies(db: Db, today: string) {
  return db
    .selectFrom('privacy_policies')
    .select(['id', 'effective_date'])
    .where('status', '=', 'published')
    .where('effective_date', '<=', today)
    .orderBy('effective_date', 'desc')
    .execute()
}

export function findBody(db: Db, id: number, locales: readonly string[]) {
  return db
    .selectFrom('privacy_policy_texts')
    .select(['locale', 'body_html'])
    .where('policy_id', '=', id)
    .where('locale', 'in', locales)
    .execute()
}

export async function insertDraft(
  db: Db,
  row: { effectiveDate: string | null; now: string; staffId: number | null },
  bodies: { locale: string; html: string }[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('privacy_policies')
      .values({
        status: 'draft',
        effective_date: row.effectiveDate,
        created_at: row.now,
        updated_at: row.now,
        created_by: row.staffId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await replaceBodies(trx, id, bodies)
    return id
  })
}

async function replaceBodies(db: Db, id: number, bodies: { locale: string; html: string }[]) {
  await db.deleteFrom('privacy_policy_texts').where('policy_id', '=', id).execute()
  if (bodies.length > 0)
    await db
      .insertInto('privacy_policy_texts')
      .values(bodies.map((b) => ({ policy_id: id, locale: b.locale, body_html: b.html })))
      .execute()
}

/** Rewrites a draft; answers false when the version is not (or no longer) a draft. */
export async function updateDraft(
  db: Db,
  id: number,
  row: { effectiveDate: string | null; now: string },
  bodies: { locale: string; html: string }[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('privacy_policies')
      .set({ effective_date: row.effectiveDate, updated_at: row.now })
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await replaceBodies(trx, id, bodies)
    return true
  })
}

/** Publishes a draft in one statement; answers false when it is not (or no longer) a draft. */
export async function publish(
  db: Db,
  id: number,
  row: { effectiveDate: string; now: string; staffId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('privacy_policies')
    .set({
      status: 'published',
      effective_date: row.effectiveDate,
      published_at: row.now,
      published_by: row.staffId,
      updated_at: row.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
