import type { Locale } from '@ctc/contract/locale'
import type { QnaStatus } from '@ctc/contract/qna'
import type { AccessAction, AccessReasonInput } from '@ctc/contract/staff-access-log'
import {
  MEMBER_SEARCH_MAX,
  type MemberMatch,
  type MemberRecordResponse,
  type MemberSearchRequest,
} from '@ctc/contract/staff-members'
import { normalizePhone } from '@ctc/contract/volunteer-form'
import type { FastifyBaseLogger } from 'fastify'
import { openTexts } from '../../crypto/data-keys.js'
import type { MemberRow } from '../../db/schema.js'
import { notFound } from '../../errors.js'
import { securityEvent } from '../../lib/security-events.js'
import { accountUnlockedMail } from '../../mail/templates.js'
import { contactState } from '../alerts/alerts.repository.js'
import type { Mailer } from '../../mail/mailer.js'
import { findApplicationsOfMember } from '../applications/applications.repository.js'
import { UNKNOWN_DEVICES, clearLoginFailures, findLoginFailures } from '../auth/login-failures.repository.js'
import { emailHash } from '../auth/tokens.js'
import {
  findMemberById,
  findVolunteerProfile,
  memberIndex,
  openMemberRows,
  updateMember,
} from '../members/members.repository.js'
import { memberInfo } from '../my-page/my-page.service.js'
import { sendPasswordResetLink } from '../register/register.service.js'
import { appendAccess } from './access-log.js'
import type { LiveStaffSession, StaffContext } from './staff-auth.service.js'

// Member support: one member found by an exact value (never a browsable list), their record,
// unlocking and a reset link. Every call leaves an access-log row with its reason.

export interface SupportContext extends StaffContext {
  session: LiveStaffSession
  mailer: Mailer
  publicUrl: string
  log: FastifyBaseLogger
}

function logAccess(
  ctx: SupportContext,
  action: AccessAction,
  recordId: string | number | undefined,
  why: AccessReasonInput,
) {
  return appendAccess(
    ctx.db,
    {
      staffId: ctx.session.staff.staffId,
      staffName: ctx.session.staff.name,
      action,
      recordType: 'member',
      recordId,
      reason: why.reason,
      reasonText: why.reasonText,
      address: ctx.address,
    },
    ctx.now,
  )
}

export async function searchMembers(ctx: SupportContext, input: MemberSearchRequest): Promise<MemberMatch[]> {
  // The columns hold blind indexes: an exact value finds its member, nothing else does.
  const column = { email: 'email', name: 'name', mobile: 'mobile_digits' } as const
  const value =
    input.field === 'email'
      ? memberIndex.email(ctx.secret, input.value)
      : input.field === 'mobile'
        ? memberIndex.mobileDigits(ctx.secret, normalizePhone(input.value))
        : memberIndex.name(ctx.secret, input.value)
  const found = await ctx.db
    .selectFrom('members')
    .select(['id', 'name', 'email', 'birth_date', 'personal'])
    .where(column[input.field], '=', value)
    .orderBy('id')
    .limit(MEMBER_SEARCH_MAX)
    .execute()
  const rows = await openMemberRows(ctx.db, ctx.secret, found)
  await logAccess(ctx, 'member.search', rows.length > 0 ? rows.map((row) => row.id).join(',') : undefined, input)
  return rows.map((row) => ({
    memberId: row.id,
    name: row.name,
    email: row.email,
    birth: row.birth_date,
    locked: false,
  }))
}

async function existingMember(ctx: SupportContext, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(ctx.db, ctx.secret, memberId)
  if (!member) throw notFound('No such member')
  return member
}

export async function viewMember(
  ctx: SupportContext,
  memberId: number,
  why: AccessReasonInput,
): Promise<MemberRecordResponse> {
  const member = await existingMember(ctx, memberId)
  const [profile, applications, questions, contact, loginFailures] = await Promise.all([
    findVolunteerProfile(ctx.db, memberId),
    findApplicationsOfMember(ctx.db, memberId, 'kr'),
    ctx.db
      .selectFrom('questions')
      .select(['id', 'title', 'status', 'created_at', 'answered_at'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .execute(),
    contactState(ctx.db, memberId, ctx.now.toISOString()),
    findLoginFailures(ctx.db, emailHash(ctx.secret, member.email), UNKNOWN_DEVICES),
  ])
  await logAccess(ctx, 'member.view', memberId, why)
  const titles = await openTexts(
    ctx.db,
    ctx.secret,
    questions.map((row) => row.title),
  )
  return {
    member: {
      ...memberInfo(member),
      memberId,
      locale: member.locale as Locale,
      // Failed logins no longer lock a member (decision 0013, amended 2026-11-28): from browsers
      // the account has not logged in from, they only slow the next login down.
      locked: false,
      lockedAt: null,
      failedLogins: loginFailures?.failures ?? 0,
      hasVolunteerProfile: profile !== undefined,
      contactPausedUntil: contact.pausedUntil,
      emailVerified: contact.verified,
    },
    applications: applications.map((row) => ({
      applicationId: row.id,
      studyId: row.study_id,
      title: row.title,
      status: row.status,
      createdAt: row.created_at,
    })),
    questions: questions.map((row, i) => ({
      qnaId: row.id,
      title: titles[i] ?? '',
      status: row.status as QnaStatus,
      createdAt: row.created_at,
      answeredAt: row.answered_at,
    })),
  }
}

/**
 * Forgets every failed-login count of the member's account, so that a new browser need not wait
 * before its next login, and tells the member by e-mail.
 */
export async function unlockMember(ctx: SupportContext, memberId: number, why: AccessReasonInput): Promise<void> {
  const member = await existingMember(ctx, memberId)
  await updateMember(ctx.db, ctx.secret, memberId, {
    locked_at: null,
    failed_logins: 0,
    updated_at: ctx.now.toISOString(),
  })
  await clearLoginFailures(ctx.db, emailHash(ctx.secret, member.email))
  await logAccess(ctx, 'member.unlock', memberId, why)
  securityEvent(ctx.log, 'login.unlocked', { memberId, by: 'staff' })
  const locale = member.locale as Locale
  await ctx.mailer.send({ to: member.email, ...accountUnlockedMail(locale, `${ctx.publicUrl}/${locale}/login`) })
}

/** E-mails the member a single-use password reset link (the member's own flow). */
export async function sendResetLink(ctx: SupportContext, memberId: number, why: AccessReasonInput): Promise<void> {
  const member = await existingMember(ctx, memberId)
  await sendPasswordResetLink(ctx.db, member, ctx)
  await logAccess(ctx, 'member.reset_link', memberId, why)
}
