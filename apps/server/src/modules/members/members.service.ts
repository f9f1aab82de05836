import { type JoinMember } from '@ctc/contract/register'
import { type PersonShape, type VolunteerHealth, normalizePhone } from '@ctc/contract/volunteer-form'
import type { Insertable, Updateable } from 'kysely'
import type { z } from 'zod'
import type { MemberRow, MembersTable, VolunteerProfilesTable } from '../../db/schema.js'
import { type DataKey, sealJson } from '../../crypto/data-keys.js'
import { bodyMassIndex } from '@ctc/contract/studies'
import { randomBytes } from 'node:crypto'

const POOL_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A member's id in the volunteer pool: ten random characters that say nothing about them. */
export function newPoolId(): string {
  return Array.from(randomBytes(10), (byte) => POOL_ID_ALPHABET[byte % POOL_ID_ALPHABET.length]).join('')
}

/** A member's details as sign-up, My Page and a member's application carry them. */
export type MemberDetails = { [K in keyof typeof PersonShape]: z.output<(typeof PersonShape)[K]> } & {
  entryMonth: string
}

/** The members columns of a member's details: every place that writes them maps them here. */
export function memberDetailsColumns(details: MemberDetails) {
  return {
    name: details.name,
    gender: details.gender,
    birth_date: details.birth,
    mobile: details.mobile,
    mobile_digits: normalizePhone(details.mobile),
    other_contact: details.otherContact,
    address: details.address,
    nationality: details.nationality,
    join_path: details.joinPath,
    prefer_contact_1: details.preferContact1,
    prefer_contact_2: details.preferContact2,
    prefer_contact_3: details.preferContact3,
    prefer_contact_4: details.preferContact4,
    prefer_contact_5: details.preferContact5,
    subject_type: details.sbjTy,
    participation_term: details.entryMonth,
  } satisfies Updateable<MembersTable>
}

/** A member's details from the members row: every place that reads them maps them here. */
export function memberDetailsOf(row: MemberRow): MemberDetails {
  return {
    name: row.name,
    gender: row.gender as MemberDetails['gender'],
    birth: row.birth_date,
    mobile: row.mobile,
    otherContact: row.other_contact,
    address: row.address,
    nationality: row.nationality,
    joinPath: row.join_path,
    preferContact1: row.prefer_contact_1,
    preferContact2: row.prefer_contact_2,
    preferContact3: row.prefer_contact_3,
    preferContact4: row.prefer_contact_4,
    preferContact5: row.prefer_contact_5,
    sbjTy: row.subject_type,
    entryMonth: row.participation_term,
  }
}

/** The members row of a sign-up, without the password (hashed by the caller). */
export function memberRow(
  member: JoinMember,
  extra: { passwordHash: string; locale: string; now: string },
): Insertable<MembersTable> {
  return {
    ...memberDetailsColumns(member),
    email: member.userId,
    password_hash: extra.passwordHash,
    always_apply_yn: member.alwaysApplyYn,
    locale: extra.locale,
    role: 'member',
    failed_logins: 0,
    locked_at: null,
    pool_id: newPoolId(),
    created_at: extra.now,
    updated_at: extra.now,
  }
}

/**
 * The profile row: the fields searches filter on as plain columns, the whole answer set as JSON
 * encrypted with the member's data key (health data, PIPA's sensitive information).
 */
export function volunteerProfileRow(
  memberId: number,
  profile: VolunteerHealth,
  now: string,
  key: DataKey,
): Insertable<VolunteerProfilesTable> {
  return {
    member_id: memberId,
    height: profile.height,
    weight: profile.weight,
    smoking: profile.smokeYn,
    bmi: bodyMassIndex(profile.height, profile.weight),
    sick_cd: profile.sickCd,
    sbj_cond: profile.sbjCond,
    disease_code: profile.disasesCd,
    answers: sealJson(key, profile),
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
