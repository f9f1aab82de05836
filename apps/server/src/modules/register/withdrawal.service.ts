import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.js'
import { flushDeletedPages } from '../../db/flush-deleted-pages.js'
import { AppError } from '../../errors.js'
import { clearLoginFailures } from '../auth/login-failures.repository.js'
import { emailHash } from '../auth/tokens.js'
import { securityEvent } from '../../lib/security-events.js'
import { findMemberById } from '../members/members.repository.js'
import { confirmPassword } from '../auth/password-check.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { deleteMemberData, insertWithdrawnEmail } from './withdrawal.repository.js'

/**
 * Withdraws the member at once and for good: the member, profile, consents, applications,
 * questions and sessions go in one transaction; only a keyed hash of the e-mail and the
 * date stay, so that the ID can be neither reused nor recovered.
 */
export async function withdraw(
  db: Db,
  memberId: number,
  password: string,
  context: { now: Date; secret: string | undefined; dialect: 'sqlite' | 'postgres'; log: FastifyBaseLogger },
): Promise<void> {
  await confirmPassword(db, memberId, password, { log: context.log, purpose: 'withdrawal' })
  const member = await findMemberById(db, memberId)
  if (!member) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
  const hash = emailHash(context.secret, member.email)
  await db.transaction().execute(async (trx) => {
    await insertWithdrawnEmail(trx, hash, seoulToday(context.now))
    await deleteMemberData(trx, memberId)
    // The failed-login counts carry client addresses under the e-mail's hash: personal, so they go too.
    await clearLoginFailures(trx, hash)
  })
  securityEvent(context.log, 'member.withdrawn', { memberId })
  try {
    await flushDeletedPages(db, context.dialect)
  } catch (error) {
    // The withdrawal stands; the next automatic checkpoint moves the zeroed pages instead.
    context.log.warn({ err: error }, 'checkpoint after withdrawal failed')
  }
}
