import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { RATE_LIMITS, consumeLimit, refundLimit } from '../../lib/rate-limits.js'
import { securityEvent } from '../../lib/security-events.js'
import { findPasswordHash } from '../members/members.repository.js'
import { verifyPassword } from './passwords.js'

/** Wrong passwords one member may give to the steps that ask for it again, in a window. */
export const PASSWORD_CHECKS_PER_MEMBER = RATE_LIMITS.passwordCheck.points

/**
 * Checks the password of the logged-in member again (before member info, a password
 * change, withdrawal). A stolen session token must not become a way to guess the
 * password: every check is counted per member before it runs, atomically, and a
 * right password gives its count back.
 */
export async function confirmPassword(
  db: Db,
  memberId: number,
  password: string,
  context: { log: FastifyBaseLogger; purpose: string; message?: string },
): Promise<void> {
  const key = String(memberId)
  await consumeLimit(db, RATE_LIMITS.passwordCheck, key, 'Too many wrong passwords; try again later')
  const member = await findPasswordHash(db, memberId)
  if (!member || !(await verifyPassword(member.password_hash, password))) {
    securityEvent(context.log, 'password.confirm_failed', { memberId, purpose: context.purpose })
    throw new AppError(400, 'PASSWORD_MISMATCH', context.message ?? 'The password does not match')
  }
  await refundLimit(db, RATE_LIMITS.passwordCheck, key)
}
