import type { LoginRequest, LoginResponse } from '@ctc/contract/auth'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { RATE_LIMITS, consumeLimit, refundLimit } from '../../lib/rate-limits.js'
import { securityEvent, subjectTag } from '../../lib/security-events.js'
import { findLoginByEmail, findMemberById, openMemberRows } from '../members/members.repository.js'
import { type DeviceToken, issueDeviceToken, knownDevice } from './login-devices.js'
import { UNKNOWN_DEVICES } from './login-failures.repository.js'
import { giveBackLoginAttempt, takeLoginAttempt } from './login-throttle.js'
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

/** A session ends 12 hours after login, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000

// Unknown, wrong and withdrawn e-mails get the same answer, so that login tells no one who has an account.
const mismatch = () => new AppError(401, 'LOGIN_MISMATCH', 'E-mail (ID) or password does not match')

export interface LoginContext {
  address: string
  now: Date
  secret: string | undefined
  log: FastifyBaseLogger
  /** The cookies the browser sent with the login (a device token among them, if it has one). */
  cookies: Record<string, string | undefined>
}

/** A login's answer, and the device token that makes the browser known to the account. */
export interface LoginResult {
  answer: LoginResponse
  device: DeviceToken
}

/**
 * Logs in. Every attempt is counted before the password is checked, each count in one
 * statement, so concurrent attempts cannot pass more than a limit: per address over all
 * accounts (rate limit), and per account: from a browser that logged in before (its device
 * token) on that browser's own count, from any other with a growing delay (login-throttle.ts).
 * No failure locks the account. A known and an unknown e-mail take the same steps, at the same
 * cost (an argon2 check against a stand-in hash), until the answer.
 */
export async function login(db: Db, input: LoginRequest, context: LoginContext): Promise<LoginResult> {
  const { address, secret, now } = context
  await consumeLimit(db, RATE_LIMITS.loginAddress, address, 'Too many failed logins from this address')
  const subject = emailHash(secret, input.email)
  const device = knownDevice(secret, 'member', input.email, context.cookies, now)
  const attempt = await takeLoginAttempt(db, subject, device, now)
  const account = await findLoginByEmail(db, secret, input.email)
  const right = account
    ? await verifyPassword(account.password_hash, input.password)
    : await verifyAgainstNothing(input.password)
  if (!account || !right) {
    securityEvent(context.log, 'login.failed', {
      subject: subjectTag(subject),
      address,
      reason: 'mismatch',
      device: attempt.device === UNKNOWN_DEVICES ? 'unknown' : 'known',
      failures: attempt.failures,
    })
    throw mismatch()
  }

  const member = await findMemberById(db, secret, account.id)
  if (!member) throw mismatch()
  const nowIso = now.toISOString()
  const { token, hash } = newToken()
  await db.transaction().execute(async (trx) => {
    await giveBackLoginAttempt(trx, attempt)
    // One live session per member: the older browser learns of it on its next call.
    await endMemberSessions(trx, member.id, 'replaced', nowIso)
    await insertSession(trx, { tokenHash: hash, memberId: member.id, now: nowIso })
  })
  // Only failures count against the address.
  await refundLimit(db, RATE_LIMITS.loginAddress, address)
  await deleteSessionsEndedBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString())
  // A required consent with a new version: the web asks for it before anything else.
  const consentRenewal = (await pendingRenewals(db, member.id, now)).length > 0
  return {
    answer: { auth: token, userName: member.name, consentRenewal },
    device: issueDeviceToken(secret, 'member', input.email, now),
  }
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
