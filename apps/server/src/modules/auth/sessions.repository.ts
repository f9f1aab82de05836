import type { Db } from '../../db/database.js'

export type EndReason = 'logout' | 'replaced' | 'password' | 'expired'

export function insertSession(db: Db, row: { tokenHash: string; memberId: number; now: string }) {
  return db
    .insertInto('sessions')
    .values({ token_hash: row.tokenHash, member_id: row.memberId, created_at: row.now, last_seen_at: row.now })
    .execute()
}

export function findSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.token_hash',
      'sessions.member_id',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.ended_at',
      'sessions.end_reason',
      'sessions.password_confirmed_at',
      'members.name',
      'members.email',
      'members.locale',
      'members.personal',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst()
}

export function touchSession(db: Db, tokenHash: string, now: string) {
  return db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute()
}

export function endSession(db: Db, tokenHash: string, reason: EndReason, now: string) {
  return db
    .updateTable('sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .execute()
}

/** Ends every live session of a member, but the one given. */
export function endMemberSessions(db: Db, memberId: number, reason: EndReason, now: string, exceptTokenHash?: string) {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash)
  return query.execute()
}

/** Ended sessions are kept a day so that a replaced one can still be told apart; then they go. */
export function deleteSessionsEndedBefore(db: Db, before: string) {
  return db.deleteFrom('sessions').where('ended_at', '<', before).execute()
}

/** The member confirmed the password in this session just now. */
export function markPasswordConfirmed(db: Db, tokenHash: string, now: string) {
  return db.updateTable('sessions').set({ password_confirmed_at: now }).where('token_hash', '=', tokenHash).execute()
}
