import type { LoginRequest, LoginResponse } from '@ctc/contract/auth'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { RATE_LIMITS, RateLimitedError, consumeLimit, refundLimit } from '../../lib/rate-limits.js'
import { securityEvent, subjectTag } from '../../lib/security-events.js'
import { findMemberByEmail, lockMember, openMemberRows, setFailedLogins } from '../members/members.repository.js'
import {
  ANY_ADDRESS,
  addAddressFailure,
  claimAccountAttempt,
  clearAfterSuccess,
  findLoginFailures,
  lockAddress,
} from './login-failures.repository.js'
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
import { pendingRenewals } from '../consents/consents.service.js'

/** Consecutive failed logins of one account from one address after which that address is locked out of it. */
export const LOCK_AFTER_FAILURES = 5
/** A session ends 12 hours after login, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** The longest wait between two attempts on an account that keeps failing. */
export const MAX_LOGIN_DELAY_SECONDS = 300

/**
 * Seconds an account waits after `failures` consecutive failures (from any address)
 * before the next attempt: none for the first two, then 1, 2, 4 … up to five minutes.
 * Guessing from many addresses slows down this way instead of locking the member out.
 */
export function loginDelaySeconds(failures: number): number {
  if (failures < 3) return 0
  return Math.min(2 ** (failures - 3), MAX_LOGIN_DELAY_SECONDS)
}

// Unknown, wrong and withdrawn e-mails get the same answer, so that login tells no one who has an account.
const mismatch = () => new AppError(401, 'LOGIN_MISMATCH', 'E-mail (ID) or password does not match')
const locked = () =>
  new AppError(
    423,
    'ACCOUNT_LOCKED',
    'Login from here is locked after repeated failures; set a new password with the link from Find password, or call the center',
  )

export interface LoginContext {
  address: string
  now: Date
  secret: string | undefined
  log: FastifyBaseLogger
}

/**
 * Logs in. Every attempt is counted before the password is checked, each count in
 * one statement, so concurrent attempts cannot pass more than a limit: per address
 * over all accounts (rate limit), per account (an increasing delay), and per account
 * and address (the lock, which only the e-mailed reset link or the center lifts).
 * The typed e-mail is counted whether or not it has an account.
 */
export async function login(db: Db, input: LoginRequest, context: LoginContext): Promise<LoginResponse> {
  const { address } = context
  await consumeLimit(db, RATE_LIMITS.loginAddress, address, 'Too many failed logins from this address')
  const subject = emailHash(context.secret, input.email)
  const nowIso = context.now.toISOString()
  const event = { subject: subjectTag(subject), address }

  const atAddress = await findLoginFailures(db, subject, address)
  if (atAddress?.locked_at) {
    securityEvent(context.log, 'login.failed', { ...event, reason: 'locked' })
    throw locked()
  }
  const account = await findLoginFailures(db, subject, ANY_ADDRESS)
  const waitMs = account
    ? Date.parse(account.last_failed_at) + loginDelaySeconds(account.failures) * 1000 - context.now.getTime()
    : 0
  if (waitMs > 0) throw new RateLimitedError('login-account', Math.ceil(waitMs / 1000), 'Wait before trying again')
  // Of concurrent attempts on one account, one goes on; the others are asked to retry.
  if (!(await claimAccountAttempt(db, subject, account?.failures, nowIso))) {
    throw new RateLimitedError('login-account', 1, 'Another login of this account is being checked')
  }
  const accountFailures = (account?.failures ?? 0) + 1
  const addressCount = await addAddressFailure(db, subject, address, nowIso)
  if (addressCount.locked_at || addressCount.failures > LOCK_AFTER_FAILURES) throw locked()

  const member = await findMemberByEmail(db, context.secret, input.email)
  const right = member
    ? await verifyPassword(member.password_hash, input.password)
    : await verifyAgainstNothing(input.password)
  if (!member || !right) {
    if (member) await setFailedLogins(db, member.id, accountFailures)
    if (addressCount.failures >= LOCK_AFTER_FAILURES) {
      await lockAddress(db, subject, address, nowIso)
      if (member) await lockMember(db, member.id, nowIso)
      securityEvent(context.log, 'login.locked', { ...event, failures: addressCount.failures })
      throw locked()
    }
    securityEvent(context.log, 'login.failed', { ...event, reason: 'mismatch', failures: accountFailures })
    throw mismatch()
  }

  const { token, hash } = newToken()
  await db.transaction().execute(async (trx) => {
    await clearAfterSuccess(trx, subject, address)
    await setFailedLogins(trx, member.id, 0)
    // One live session per member: the older browser learns of it on its next call.
    await endMemberSessions(trx, member.id, 'replaced', nowIso)
    await insertSession(trx, { tokenHash: hash, memberId: member.id, now: nowIso })
  })
  // Only failures count against the address.
  await refundLimit(db, RATE_LIMITS.loginAddress, address)
  await deleteSessionsEndedBefore(db, new Date(context.now.getTime() - 24 * 60 * 60 * 1000).toISOString())
  // A required consent with a new version: the web asks for it before anything else.
  const consentRenewal = (await pendingRenewals(db, member.id, context.now)).length > 0
  return { auth: token, userName: member.name, consentRenewal }
}

export type SessionState =
  | {
      kind: 'live'
      tokenHash: string
      member: { id: number; name: string; email: string; locale: string }
      passwordConfirmedAt: string | null
    }
  | { kind: 'replaced' }
  | { kind: 'none' }

export async function resolveSession(
  db: Db,
  secret: string | undefined,
  token: string,
  now: Date,
  idleMinutes: number,
): Promise<SessionState> {
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
  // The name and e-mail are sealed with the member's key: opened only for a live session.
  const [member] = await openMemberRows(db, secret, [session])
  return {
    kind: 'live',
    tokenHash,
    member: { id: session.member_id, name: member?.name ?? '', email: member?.email ?? '', locale: session.locale },
    passwordConfirmedAt: session.password_confirmed_at,
  }
}

export async function logout(db: Db, tokenHash: string | undefined, now: Date): Promise<void> {
  if (tokenHash) await endSession(db, tokenHash, 'logout', now.toISOString())
}
