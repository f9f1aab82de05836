import type { Insertable, Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { StaffTable } from '../../db/schema.js'

export function findStaffByEmail(db: Db, email: string) {
  return db.selectFrom('staff').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
}

export function findStaffById(db: Db, id: number) {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst()
}

export function listStaff(db: Db) {
  return db.selectFrom('staff').selectAll().orderBy('id', 'desc').execute()
}

export async function insertStaff(db: Db, row: Insertable<StaffTable>): Promise<number> {
  const { id } = await db.insertInto('staff').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

export function updateStaff(db: Db, id: number, changes: Updateable<StaffTable>) {
  return db.updateTable('staff').set(changes).where('id', '=', id).execute()
}

/**
 * Counts one code of a login before it is checked, in one statement, so that concurrent
 * codes each get their own number and no more than the limit are ever checked.
 */
export async function countLoginAttempt(db: Db, id: number): Promise<number> {
  const row = await db
    .updateTable('staff')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirstOrThrow()
  return row.failed_logins
}

export function lockStaff(db: Db, id: number, now: string) {
  return db.updateTable('staff').set({ locked_at: now }).where('id', '=', id).where('locked_at', 'is', null).execute()
}

/**
 * Takes the authenticator step a code was made for, once: true only when no code of this
 * step or a later one was accepted before (concurrent uses of one code: one wins).
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

// Set-up links
export function insertSetupLink(db: Db, row: { tokenHash: string; staffId: number; expiresAt: string }) {
  return db
    .insertInto('staff_setup_links')
    .values({ token_hash: row.tokenHash, staff_id: row.staffId, expires_at: row.expiresAt, used_at: null })
    .execute()
}

/** A link that works: not used, not expired, of an account that is not disabled. */
export function findLiveSetupLink(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_setup_links as l')
    .innerJoin('staff as s', 's.id', 'l.staff_id')
    .select([
      'l.token_hash',
      'l.expires_at',
      's.id as staff_id',
      's.email',
      's.name',
      's.role',
      's.pending_totp_secret',
    ])
    .where('l.token_hash', '=', tokenHash)
    .where('l.used_at', 'is', null)
    .where('l.expires_at', '>', now)
    .where('s.status', '!=', 'disabled')
    .executeTakeFirst()
}

/** Uses a link, once: false when a concurrent call used it first. */
export async function useSetupLink(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_setup_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** Ends the account's earlier links (a reset makes a new one). */
export function endSetupLinks(db: Db, staffId: number, now: string) {
  return db
    .updateTable('staff_setup_links')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute()
}

// Recovery codes
export async function replaceRecoveryCodes(db: Db, staffId: number, codeHashes: string[]) {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute()
  await db
    .insertInto('staff_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ code_hash, staff_id: staffId, used_at: null })))
    .execute()
}

export async function useRecoveryCode(db: Db, staffId: number, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

export async function countRecoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// Login challenges (between the password step and the code step)
export function insertChallenge(db: Db, row: { tokenHash: string; staffId: number; expiresAt: string }) {
  return db
    .insertInto('staff_login_challenges')
    .values({ token_hash: row.tokenHash, staff_id: row.staffId, expires_at: row.expiresAt })
    .execute()
}

export function findLiveChallenge(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_login_challenges')
    .select(['staff_id'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst()
}

export function deleteChallenges(db: Db, where: { tokenHash?: string; endedBefore?: string }) {
  return db
    .deleteFrom('staff_login_challenges')
    .$if(where.tokenHash !== undefined, (qb) => qb.where('token_hash', '=', where.tokenHash ?? ''))
    .$if(where.endedBefore !== undefined, (qb) => qb.where('expires_at', '<', where.endedBefore ?? ''))
    .execute()
}

// Sessions
export function insertStaffSession(db: Db, row: { tokenHash: string; staffId: number; now: string }) {
  return db
    .insertInto('staff_sessions')
    .values({
      token_hash: row.tokenHash,
      staff_id: row.staffId,
      created_at: row.now,
      last_seen_at: row.now,
      ended_at: null,
    })
    .execute()
}

export function findStaffSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_sessions as ss')
    .innerJoin('staff as s', 's.id', 'ss.staff_id')
    .select(['ss.created_at', 'ss.last_seen_at', 'ss.ended_at', 's.id', 's.email', 's.name', 's.role', 's.status'])
    .where('ss.token_hash', '=', tokenHash)
    .executeTakeFirst()
}

export function touchStaffSession(db: Db, tokenHash: string, now: string) {
  return db.updateTable('staff_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute()
}

export function endStaffSessions(db: Db, where: { staffId: number } | { tokenHash: string }, now: string) {
  return db
    .updateTable('staff_sessions')
    .set({ ended_at: now })
    .where('ended_at', 'is', null)
    .$if('staffId' in where, (qb) => qb.where('staff_id', '=', 'staffId' in where ? where.staffId : 0))
    .$if('tokenHash' in where, (qb) => qb.where('token_hash', '=', 'tokenHash' in where ? where.tokenHash : ''))
    .execute()
}
