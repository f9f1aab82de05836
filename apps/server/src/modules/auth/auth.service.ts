import type { LoginRequest, LoginResponse } from '@ctc/contract/auth'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { addHit, countHits } from '../../plugins/rate-limit.js'
import {
  addFailedLogin,
  clearFailedLogins,
  findMemberByEmail,
  isEmailWithdrawn,
  lockMember,
} from '../members/members.repository.js'
import { verifyAgainstNothing, verifyPassword } from './passwords.js'
import {
  deleteSessionsEndedBefore,
  endMemberSessions,
  endSession,
  findSession,
  insertSession,
  touchSession,
} from './sessions.repository.js'
import { emailHash, hashToken, newToken } from './tokens.js'

/** Consecutive failed logins after which an account is locked. */
export const LOCK_AFTER_FAILURES = 5
/** A session ends 12 hours after login, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** Failed logins one client address may make in a window, across all accounts. */
export const LOGIN_FAILURES_PER_ADDRESS = 30
export const LOGIN_RATE_WINDOW_MS = 15 * 60 * 1000

const mismatch = () => new AppError(401, 'LOGIN_MISMATCH', 'E-mail (ID) or password does not match')
const locked = () =>
  new AppError(423, 'ACCOUNT_LOCKED', 'The account is locked after repeated failures; contact the center')

export async function login(
  db: Db,
  input: LoginRequest,
  context: { address: string; now: Date; secret: string | undefined },
): Promise<LoginResponse> {
  const bucket = `login:${context.address}`
  if ((await countHits(db, bucket, context.now)) >= LOGIN_FAILURES_PER_ADDRESS) {
    throw new AppError(429, 'RATE_LIMITED', 'Too many failed logins from this address')
  }
  const failed = () => addHit(db, bucket, LOGIN_RATE_WINDOW_MS, context.now)
  const nowIso = context.now.toISOString()

  const member = await findMemberByEmail(db, input.email)
  if (!member) {
    await verifyAgainstNothing(input.password)
    await failed()
    if (await isEmailWithdrawn(db, emailHash(context.secret, input.email))) {
      throw new AppError(403, 'WITHDRAWN_EMAIL', 'This e-mail (ID) has withdrawn')
    }
    throw mismatch()
  }
  if (member.locked_at) {
    await failed()
    throw locked()
  }
  if (!(await verifyPassword(member.password_hash, input.password))) {
    await failed()
    const failures = await addFailedLogin(db, member.id)
    if (failures >= LOCK_AFTER_FAILURES) {
      await lockMember(db, member.id, nowIso)
      throw locked()
    }
    throw mismatch()
  }

  const { token, hash } = newToken()
  await db.transaction().execute(async (trx) => {
    await clearFailedLogins(trx, member.id)
    // One live session per member: the older browser learns of it on its next call.
    await endMemberSessions(trx, member.id, 'replaced', nowIso)
    await insertSession(trx, { tokenHash: hash, memberId: member.id, now: nowIso })
  })
  await deleteSessionsEndedBefore(db, new Date(context.now.getTime() - 24 * 60 * 60 * 1000).toISOString())
  return { auth: token, userName: member.name }
}

export type SessionState =
  | { kind: 'live'; tokenHash: string; member: { id: number; name: string; email: string; locale: string } }
  | { kind: 'replaced' }
  | { kind: 'none' }

export async function resolveSession(db: Db, token: string, now: Date, idleMinutes: number): Promise<SessionState> {
  if (token.length > 200) return { kind: 'none' }
  const tokenHash = hashToken(token)
  const session = await findSession(db, tokenHash)
  if (!session) return { kind: 'none' }
  if (session.ended_at) return session.end_reason === 'replaced' ? { kind: 'replaced' } : { kind: 'none' }
  const idleEnd = Date.parse(session.last_seen_at) + idleMinutes * 60 * 1000
  const absoluteEnd = Date.parse(session.created_at) + SESSION_ABSOLUTE_MS
  if (now.getTime() >= idleEnd || now.getTime() >= absoluteEnd) {
    await endSession(db, tokenHash, 'expired', now.toISOString())
    return { kind: 'none' }
  }
  await touchSession(db, tokenHash, now.toISOString())
  return {
    kind: 'live',
    tokenHash,
    member: { id: session.member_id, name: session.name, email: session.email, locale: session.locale },
  }
}

export async function logout(db: Db, tokenHash: string | undefined, now: Date): Promise<void> {
  if (tokenHash) await endSession(db, tokenHash, 'logout', now.toISOString())
}
