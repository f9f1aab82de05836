import type { Db } from '../../db/database.js'

// SQL of versioned consents: the versions and their words, and each member's agreements.

/** Every version that has taken effect by `now`, newest first within a kind. */
export function effectiveVersions(db: Db, now: string, kinds?: readonly string[]) {
  let query = db
    .selectFrom('consent_versions')
    .select(['kind', 'version', 'effective_at', 'published_at'])
    .where('effective_at', '<=', now)
  if (kinds) query = query.where('kind', 'in', kinds)
  return query.orderBy('effective_at', 'desc').orderBy('published_at', 'desc').orderBy('version', 'desc').execute()
}

/**
 * The effective versions of the given kinds, each with whether the member stands by it (an
 * agreement not withdrawn): what the consent gate reads on every member call, in one query.
 */
export function versionsWithStanding(db: Db, memberId: number, now: string, kinds: readonly string[]) {
  return db
    .selectFrom('consent_versions as v')
    .leftJoin('consents as c', (join) =>
      join
        .onRef('c.kind', '=', 'v.kind')
        .onRef('c.version', '=', 'v.version')
        .on('c.member_id', '=', memberId)
        .on('c.withdrawn_at', 'is', null),
    )
    .select(['v.kind', 'v.version', 'v.effective_at', 'v.published_at', 'c.id as consent_id'])
    .where('v.effective_at', '<=', now)
    .where('v.kind', 'in', kinds)
    .orderBy('v.effective_at', 'desc')
    .orderBy('v.published_at', 'desc')
    .orderBy('v.version', 'desc')
    .execute()
}

export function findVersion(db: Db, kind: string, version: string) {
  return db
    .selectFrom('consent_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('version', '=', version)
    .executeTakeFirst()
}

export function findTexts(db: Db, locale: string, versions: { kind: string; version: string }[]) {
  if (versions.length === 0) return Promise.resolve([])
  return db
    .selectFrom('consent_texts')
    .selectAll()
    .where('locale', '=', locale)
    .where((eb) => eb.or(versions.map((v) => eb.and([eb('kind', '=', v.kind), eb('version', '=', v.version)]))))
    .execute()
}

/** Records an agreement; agreeing again to a version the member stands by records nothing. */
export async function insertAgreement(
  db: Db,
  row: { memberId: number; kind: string; version: string; agreedAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('consents')
    .values({ member_id: row.memberId, kind: row.kind, version: row.version, agreed_at: row.agreedAt })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'version']).where('withdrawn_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

/** Marks every standing agreement of a kind withdrawn; answers how many. */
export async function markWithdrawn(db: Db, memberId: number, kind: string, at: string): Promise<number> {
  const result = await db
    .updateTable('consents')
    .set({ withdrawn_at: at })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export function memberConsents(db: Db, memberId: number) {
  return db
    .selectFrom('consents')
    .select(['id', 'kind', 'version', 'agreed_at', 'withdrawn_at'])
    .where('member_id', '=', memberId)
    .orderBy('agreed_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function insertVersion(
  db: Db,
  row: { kind: string; version: string; effectiveAt: string; publishedAt: string },
  texts: { locale: string; title: string; body: string }[],
) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('consent_versions')
      .values({ kind: row.kind, version: row.version, effective_at: row.effectiveAt, published_at: row.publishedAt })
      .execute()
    await trx
      .insertInto('consent_texts')
      .values(texts.map((t) => ({ kind: row.kind, version: row.version, ...t })))
      .execute()
  })
}

export function listVersions(db: Db) {
  return db
    .selectFrom('consent_versions')
    .selectAll()
    .orderBy('kind')
    .orderBy('effective_at', 'desc')
    .orderBy('published_at', 'desc')
    .execute()
}
