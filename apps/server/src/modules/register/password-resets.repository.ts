import type { Db } from '../../db/database.js'

export function insertReset(db: Db, row: { tokenHash: string; memberId: number; now: string; expiresAt: string }) {
  return db
    .insertInto('password_resets')
    .values({ token_hash: row.tokenHash, member_id: row.memberId, created_at: row.now, expires_at: row.expiresAt })
    .execute()
}

export function findLiveReset(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .select(['member_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
}

/** Marks every unused link of a member used; answers how many were. */
export async function useResets(db: Db, memberId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
