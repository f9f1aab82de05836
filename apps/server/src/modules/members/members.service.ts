import { type JoinMember } from '@ctc/contract/register'
import { type VolunteerHealth, normalizePhone } from '@ctc/contract/volunteer-form'
import type { Insertable } from 'kysely'
import type { MembersTable, VolunteerProfilesTable } from '../../db/schema.js'

/** The members row of a sign-up, without the password (hashed by the caller). */
export function memberRow(
  member: JoinMember,
  extra: { passwordHash: string; locale: string; now: string },
): Insertable<MembersTable> {
  return {
    email: member.userId,
    password_hash: extra.passwordHash,
    name: member.name,
    gender: member.gender,
    birth_date: member.birth,
    mobile: member.mobile,
    mobile_digits: normalizePhone(member.mobile),
    other_contact: member.otherContact,
    address: member.address,
    nationality: member.nationality,
    join_path: member.joinPath,
    prefer_contact_1: member.preferContact1,
    prefer_contact_2: member.preferContact2,
    prefer_contact_3: member.preferContact3,
    prefer_contact_4: member.preferContact4,
    prefer_contact_5: member.preferContact5,
    sbj_ty: member.sbjTy,
    always_apply_yn: member.alwaysApplyYn,
    entry_month: member.entryMonth,
    locale: extra.locale,
    role: 'member',
    failed_logins: 0,
    locked_at: null,
    created_at: extra.now,
    updated_at: extra.now,
  }
}

/** The profile row: the fields searches filter on as columns, the whole answer set as JSON. */
export function volunteerProfileRow(
  memberId: number,
  profile: VolunteerHealth,
  now: string,
): Insertable<VolunteerProfilesTable> {
  return {
    member_id: memberId,
    height: profile.height,
    weight: profile.weight,
    smoke_yn: profile.smokeYn,
    sick_cd: profile.sickCd,
    sbj_cond: profile.sbjCond,
    disases_cd: profile.disasesCd,
    answers: JSON.stringify(profile),
    updated_at: now,
  }
}

/**
 * The ID as find-ID shows it: the first two characters of the local part and the
 * first of the domain stay, the top-level domain stays, the rest is starred.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  const keep = local.length <= 2 ? 1 : 2
  const maskedLocal = local.slice(0, keep) + '*'.repeat(Math.max(local.length - keep, 1))
  const dot = domain.lastIndexOf('.')
  const host = dot > 0 ? domain.slice(0, dot) : domain
  const tld = dot > 0 ? domain.slice(dot) : ''
  return `${maskedLocal}@${host.slice(0, 1)}${'*'.repeat(Math.max(host.length - 1, 1))}${tld}`
}
