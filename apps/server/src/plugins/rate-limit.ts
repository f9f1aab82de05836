import type { Db } from '../db/database.js'

/**
 * Fixed-window counters kept in the database, so that every instance behind a
 * load balancer counts the same attempts.
 */
export async function countHits(db: Db, bucket: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', bucket)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return row?.hits ?? 0
}

export async function addHit(db: Db, bucket: string, windowMs: number, now: Date): Promise<void> {
  const nowIso = now.toISOString()
  const expiresAt = new Date(now.getTime() + windowMs).toISOString()
  await db
    .insertInto('rate_limits')
    .values({ bucket, hits: 1, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_limits.expires_at', '<=', nowIso)
          .then(1)
          .else(eb('rate_limits.hits', '+', 1))
          .end(),
        expires_at: eb
          .case()
          .when('rate_limits.expires_at', '<=', nowIso)
          .then(expiresAt)
          .else(eb.ref('rate_limits.expires_at'))
          .end(),
      })),
    )
    .execute()
  // Old windows are cleared as new ones open; the index on expires_at keeps this cheap.
  await db.deleteFrom('rate_limits').where('expires_at', '<', nowIso).execute()
}
