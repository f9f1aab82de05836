import { randomUUID } from 'node:crypto'
import { memberDataKey } from '../../crypto/data-keys.js'
import type { Locale } from '@ctc/contract/locale'
import {
  type ChangePasswordRequest,
  type FindUserIdRequest,
  type FindUserPwdRequest,
  type JoinRequest,
} from '@ctc/contract/register'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { currentConsentVersion, recordConsent } from '../consents/consents.service.js'
import { AppError } from '../../errors.js'
import type { Mailer } from '../../mail/mailer.js'
import { passwordResetMail } from '../../mail/templates.js'
import { assertPasswordNotCommon } from '../../lib/common-passwords.js'
import { phoneKey } from '../../lib/phone-key.js'
import { RATE_LIMITS, consumeLimit } from '../../lib/rate-limits.js'
import { securityEvent } from '../../lib/security-events.js'
import type { SessionMember } from '../../plugins/auth.js'
import { clearLoginFailures } from '../auth/login-failures.repository.js'
import { confirmPassword } from '../auth/password-check.js'
import { hashPassword } from '../auth/passwords.js'
import { endMemberSessions } from '../auth/sessions.repository.js'
import { emailHash, hashToken, newToken } from '../auth/tokens.js'
import {
  findMemberByEmail,
  findMemberById,
  findMemberIdByDetails,
  findMembersByIdentity,
  insertMember,
  isEmailWithdrawn,
  updatePassword,
  upsertVolunteerProfile,
} from '../members/members.repository.js'
import { maskEmail, memberRow, volunteerProfileRow } from '../members/members.service.js'
import { findLiveReset, insertReset, useResets } from './password-resets.repository.js'

/** How long an e-mailed reset link works. */
export const RESET_LINK_MINUTES = 30

/** The job that mails a reset link after find password; its payload names the member, or nobody. */
export const PASSWORD_RESET_MAIL = 'password-reset-mail'

/** What a lookup is counted against, per use: a stranger's e-mail checks do not block the owner's recovery. */
export type LookupTarget =
  { use: 'join'; email: string } | { use: 'password'; email: string } | { use: 'id'; mobile: string }

/** The target as lookups compare it (the e-mail is lower-cased by its schema, the mobile in E.164). */
function lookupTargetKey(target: LookupTarget): string {
  return target.use === 'id' ? `id\n${phoneKey(target.mobile)}` : `${target.use}\n${target.email}`
}

/**
 * Account lookups answer something about a person (whether an e-mail is taken, a masked ID): each
 * is counted per client address, with a ceiling that hundreds of people behind one address do not
 * reach, and per person from any address (the target, counted by keyed hash: the store holds no
 * e-mail or number in clear), so that neither one address nor many can run through a list or
 * hammer one person (decision 0013).
 */
export async function limitLookup(
  db: Db,
  secret: string | undefined,
  address: string,
  target: LookupTarget,
): Promise<void> {
  await consumeLimit(db, RATE_LIMITS.lookupAddress, address, 'Too many requests from this address')
  await consumeLimit(
    db,
    RATE_LIMITS.lookupTarget,
    emailHash(secret, lookupTargetKey(target)),
    'Too many requests for these details',
  )
}

/** Refuses an e-mail already in use, or one whose account was withdrawn (it cannot be reused). */
export async function assertEmailAvailable(db: Db, email: string, secret: string | undefined): Promise<void> {
  if (await findMemberByEmail(db, secret, email)) {
    throw new AppError(409, 'DUPLICATE_EMAIL', 'This e-mail is already registered')
  }
  if (await isEmailWithdrawn(db, emailHash(secret, email))) {
    throw new AppError(409, 'WITHDRAWN_EMAIL', 'This e-mail (ID) has withdrawn and cannot be reused')
  }
}

/** Member, both consents and the volunteer profile, in one transaction. */
export async function join(
  db: Db,
  input: JoinRequest,
  context: { now: Date; secret: string | undefined; log: FastifyBaseLogger },
): Promise<{ userId: string }> {
  assertPasswordNotCommon(input.member.password)
  await assertEmailAvailable(db, input.member.userId, context.secret)
  const now = context.now.toISOString()
  const passwordHash = await hashPassword(input.member.password)
  try {
    await db.transaction().execute(async (trx) => {
      const memberId = await insertMember(
        trx,
        context.secret,
        memberRow(input.member, { passwordHash, locale: input.lang, now }),
        context.now,
      )
      // The versions in effect now, which the sign-up page showed (decision 0026): when the page
      // names the versions it showed, a text published meanwhile refuses the sign-up.
      for (const kind of ['privacy', 'sensitive'] as const) {
        const current = await currentConsentVersion(trx, kind, context.now)
        const shown = input.consentVersions?.[kind]
        if (shown !== undefined && shown !== current)
          throw new AppError(409, 'CONSENT_VERSION_OUTDATED', 'The consent texts changed; please read them again')
        await recordConsent(trx, { memberId, kind, version: current, now: context.now })
      }
      const key = await memberDataKey(trx, context.secret, memberId, context.now)
      await upsertVolunteerProfile(trx, volunteerProfileRow(memberId, input.profile, now, key))
    })
  } catch (error) {
    // An unavailable database is answered 503 by the error handler, not as a failed save.
    if (error instanceof AppError) throw error
    // Two sign-ups racing for one e-mail: the unique index refused the second.
    if (await findMemberByEmail(db, context.secret, input.member.userId)) {
      throw new AppError(409, 'DUPLICATE_EMAIL', 'This e-mail is already registered')
    }
    context.log.error({ err: error }, 'sign-up failed')
    throw new AppError(500, 'JOIN_FAILED', 'Failed to join')
  }
  return { userId: input.member.userId }
}

export async function findUserId(
  db: Db,
  secret: string | undefined,
  input: FindUserIdRequest,
): Promise<{ userId: string }> {
  const [member] = await findMembersByIdentity(db, secret, {
    name: input.name,
    gender: input.gender,
    birthDate: input.birth,
    mobile: input.mobile,
  })
  if (!member) throw new AppError(404, 'ID_NOT_FOUND', 'No ID was found')
  return { userId: maskEmail(member.email) }
}

/**
 * Find password: queues the mail of a reset link for the member whose e-mail, name, birth date and
 * mobile all match, and says nothing either way. Matching or not, the request does the same steps
 * (one lookup by blind indexes, one job queued, naming the member or nobody), so that its duration
 * tells nothing; the link is made and mailed by the job worker (PASSWORD_RESET_MAIL).
 */
export async function requestPasswordReset(
  db: Db,
  input: FindUserPwdRequest,
  context: { now: Date; secret: string | undefined },
): Promise<void> {
  const memberId = await findMemberIdByDetails(db, context.secret, {
    email: input.email,
    name: input.name,
    birthDate: input.birth,
    mobile: input.mobile,
  })
  await enqueueJob(
    db,
    {
      kind: PASSWORD_RESET_MAIL,
      key: `${PASSWORD_RESET_MAIL}:${randomUUID()}`,
      payload: { memberId: memberId ?? null },
    },
    context.now,
  )
}

/** The work of a PASSWORD_RESET_MAIL job: the link mailed to the member it names, if any is left. */
export async function mailQueuedResetLink(
  db: Db,
  memberId: number | null,
  context: {
    now: Date
    publicUrl: string
    mailer: Mailer
    log: FastifyBaseLogger
    secret: string | undefined
    messageId: string
  },
): Promise<string> {
  if (memberId === null) return 'nothing sent: the details matched no member'
  const member = await findMemberById(db, context.secret, memberId)
  if (!member) return 'skipped: the member is gone'
  await sendPasswordResetLink(db, member, context)
  return `sent ${context.messageId}`
}

/** E-mails the member a single-use reset link in their language (also sent by the center's staff). */
export async function sendPasswordResetLink(
  db: Db,
  member: { id: number; email: string; locale: string },
  context: { now: Date; publicUrl: string; mailer: Mailer; log: FastifyBaseLogger; messageId?: string },
): Promise<void> {
  const { token, hash } = newToken()
  const expiresAt = new Date(context.now.getTime() + RESET_LINK_MINUTES * 60 * 1000).toISOString()
  await insertReset(db, { tokenHash: hash, memberId: member.id, now: context.now.toISOString(), expiresAt })
  const locale = member.locale as Locale
  const link = `${context.publicUrl}/${locale}/login/pwChange?token=${encodeURIComponent(token)}`
  await context.mailer.send({
    to: member.email,
    ...passwordResetMail(locale, link, RESET_LINK_MINUTES),
    ...(context.messageId ? { messageId: context.messageId } : {}),
  })
  securityEvent(context.log, 'password.reset_requested', { memberId: member.id })
}

/**
 * A new password from an e-mailed link (which also lifts every login lock) or,
 * logged in, with the current password (checked like every password confirmation,
 * so a session token cannot be used to guess it). Either way every other session
 * of the member ends.
 */
export async function changePassword(
  db: Db,
  input: ChangePasswordRequest,
  context: {
    now: Date
    member: SessionMember | undefined
    sessionTokenHash: string | undefined
    secret: string | undefined
    log: FastifyBaseLogger
  },
): Promise<void> {
  const now = context.now.toISOString()
  if (input.token !== undefined) {
    const reset = await findLiveReset(db, hashToken(input.token), now)
    if (!reset) throw new AppError(400, 'RESET_LINK_INVALID', 'The link has expired or was already used')
    assertPasswordNotCommon(input.password)
    const member = await findMemberById(db, context.secret, reset.member_id)
    if (!member) throw new AppError(400, 'RESET_LINK_INVALID', 'The link has expired or was already used')
    const passwordHash = await hashPassword(input.password)
    await db.transaction().execute(async (trx) => {
      // Every outstanding link of the member stops working, this one included.
      const used = await useResets(trx, reset.member_id, now)
      if (used === 0) throw new AppError(400, 'RESET_LINK_INVALID', 'The link has expired or was already used')
      await updatePassword(trx, reset.member_id, passwordHash, now)
      await endMemberSessions(trx, reset.member_id, 'password', now)
      await clearLoginFailures(trx, emailHash(context.secret, member.email))
    })
    securityEvent(context.log, 'password.reset', { memberId: member.id })
    if (member.locked_at) securityEvent(context.log, 'login.unlocked', { memberId: member.id, by: 'reset-link' })
    return
  }
  if (!context.member) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
  const memberId = context.member.id
  await confirmPassword(db, memberId, input.currentPassword ?? '', {
    log: context.log,
    purpose: 'password-change',
    message: 'The current password does not match',
  })
  assertPasswordNotCommon(input.password)
  const passwordHash = await hashPassword(input.password)
  await db.transaction().execute(async (trx) => {
    await updatePassword(trx, memberId, passwordHash, now)
    await endMemberSessions(trx, memberId, 'password', now, context.sessionTokenHash)
  })
  securityEvent(context.log, 'password.changed', { memberId })
}
