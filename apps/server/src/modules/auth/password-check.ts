import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { addHit, countHits } from '../../plugins/rate-limit.js'
import { verifyPassword } from '../auth/passwords.js'
import { findMemberById } from '../members/members.repository.js'

/** Wrong passwords one member may give to the confirmation steps in a window. */
export const PASSWORD_CHECKS_PER_MEMBER = 10
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000

/**
 * Checks the password of the logged-in member before member info or withdrawal.
 * A stolen session token must not become a way to guess the password, so wrong
 * answers are counted per member in the database.
 */
export async function confirmPassword(db: Db, memberId: number, password: string, now: Date): Promise<void> {
  const bucket = `pwConfirm:${memberId}`
  if ((await countHits(db, bucket, now)) >= PASSWORD_CHECKS_PER_MEMBER) {
    throw new AppError(429, 'RATE_LIMITED', 'Too many wrong passwords; try again later')
  }
  const member = await findMemberById(db, memberId)
  if (!member || !(await verifyPassword(member.password_hash, password))) {
    await addHit(db, bucket, PASSWORD_CHECK_WINDOW_MS, now)
    throw new AppError(400, 'PASSWORD_MISMATCH', 'The password does not match')
  }
}
