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
import type { Mailer } from '../../mail/mailer.js'
import { deleteGuestApplicationsOf, deleteMemberData, insertWithdrawnEmail } from './withdrawal.repository.js'

/**
 * Withdraws the member at once and for good: the member, profile, consents, applications
 * (also those made without an account with the same e-mail), questions, sessions and data
 * keys go in one transaction; only a keyed hash of the e-mail and the date stay, so that the
 * ID can be neither reused nor recovered. Then the mails to the address leave the outbox and,
 * on SQLite, the deleted pages leave the WAL.
 */
export async function withdraw(
  db: Db,
  memberId: number,
  password: string,
  context: {
    now: Date
    secret: string | undefined
    dialect: 'sqlite' | 'postgres'
    log: FastifyBaseLogger
    mailer: Mailer
  },
): Promise<void> {
  await confirmPassword(db, memberId, password, { log: context.log, purpose: 'withdrawal' })
  const member = await findMemberById(db, context.secret, memberId)
  if (!member) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
  const hash = emailHash(context.secret, member.email)
  await db.transaction().execute(async (trx) => {
    await insertWithdrawnEmail(trx, hash, seoulToday(context.now))
    await deleteMemberData(trx, memberId)
    // The failed-login counts carry client addresses under the e-mail's hash: personal, so they go too.
    await clearLoginFailures(trx, hash)
    await deleteGuestApplicationsOf(trx, context.secret, member.email)
  })
  securityEvent(context.log, 'member.withdrawn', { memberId })
  // The withdrawal stands from here; what follows removes copies, and a failure is logged.
  try {
    const removed = await context.mailer.forget(member.email)
    if (removed > 0) context.log.info({ removed }, 'mails to the withdrawn address removed from the outbox')
  } catch (error) {
    context.log.error({ err: error }, 'removing outbox mails after withdrawal failed')
  }
  try {
    await flushDeletedPages(db, context.dialect, context.log)
  } catch (error) {
    // SQLite's automatic checkpoints move the zeroed pages later.
    context.log.warn({ err: error }, 'checkpoint after withdrawal failed')
  }
}
