import { memberDataKey, openJson } from '../../crypto/data-keys.js'
import type { Locale } from '@ctc/contract/locale'
import {
  type HistoryEntry,
  type MemberInfo,
  type MemberUpdateRequest,
  type VolunteerProfileRequest,
  type VolunteerProfileResponse,
} from '@ctc/contract/my-page'
import type { CodeItem } from '@ctc/contract/codes'
import { HealthShape } from '@ctc/contract/volunteer-form'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/database.js'
import type { MemberRow } from '../../db/schema.js'
import { AppError } from '../../errors.js'
import { listCodes } from '../codes/codes.service.js'
import {
  findMemberById,
  findVolunteerProfile,
  updateMember,
  upsertVolunteerProfile,
} from '../members/members.repository.js'
import { memberDetailsColumns, memberDetailsOf, volunteerProfileRow } from '../members/members.service.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { findApplicationsOfMember } from '../applications/applications.repository.js'
import { historyItem } from '../applications/applications.service.js'
import { openVisitsOf } from '../visits/visit-booking.service.js'

const saveFailed = () => new AppError(500, 'SAVE_FAILED', 'Failed to save')
// The session was valid a moment ago; the member can only be gone if it withdrew in between.
const gone = () => new AppError(401, 'UNAUTHENTICATED', 'Please log in')

async function loadMember(db: Db, secret: string | undefined, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, secret, memberId)
  if (!member) throw gone()
  return member
}

export function memberInfo(member: MemberRow): MemberInfo {
  return {
    userId: member.email,
    ...memberDetailsOf(member),
    alwaysApplyYn: member.always_apply_yn,
    joinDate: seoulToday(new Date(member.created_at)),
  }
}

/** The member info with the code lists its form chooses from. */
export async function getMemberInfo(
  db: Db,
  secret: string | undefined,
  memberId: number,
  lang: Locale,
): Promise<{
  member: MemberInfo
  codeLists: Record<'sickList' | 'sbjCondList' | 'sbjTyList' | 'langList', CodeItem[]>
}> {
  const member = await loadMember(db, secret, memberId)
  const [sickList, sbjCondList, sbjTyList, langList] = await Promise.all(
    (['sickCd', 'sbjCondCd', 'sbjTyCd', 'langCd'] as const).map((group) => listCodes(db, lang, group)),
  )
  return {
    member: memberInfo(member),
    codeLists: {
      sickList: sickList ?? [],
      sbjCondList: sbjCondList ?? [],
      sbjTyList: sbjTyList ?? [],
      langList: langList ?? [],
    },
  }
}

/** Saves the member's details; the e-mail (ID) is not among them and never changes. */
export async function updateMemberInfo(
  db: Db,
  memberId: number,
  input: MemberUpdateRequest,
  context: { now: Date; log: FastifyBaseLogger; secret: string | undefined },
): Promise<void> {
  let updated: bigint
  try {
    // The sealed values are read, merged and sealed again: in one transaction.
    const result = await db.transaction().execute((trx) =>
      updateMember(
        trx,
        context.secret,
        memberId,
        {
          ...memberDetailsColumns(input),
          always_apply_yn: input.alwaysApplyYn,
          updated_at: context.now.toISOString(),
        },
        context.now,
      ),
    )
    updated = result.numUpdatedRows
  } catch (error) {
    // An unavailable database is answered 503 by the error handler, not as a failed save.
    if (error instanceof AppError) throw error
    context.log.error({ err: error }, 'saving member info failed')
    throw saveFailed()
  }
  if (updated === 0n) throw gone()
}

// Stored answers are read without today's conditional rules, see VolunteerProfileResponseSchema.
const StoredHealthSchema = z.object(HealthShape)

export async function getVolunteerProfile(
  db: Db,
  memberId: number,
  secret: string | undefined,
): Promise<VolunteerProfileResponse['data']> {
  const member = await loadMember(db, secret, memberId)
  const profile = await findVolunteerProfile(db, memberId)
  let answers: z.infer<typeof StoredHealthSchema> | null = null
  if (profile) {
    const parsed = StoredHealthSchema.safeParse(await openJson(db, secret, profile.answers))
    answers = parsed.success ? parsed.data : null
  }
  return {
    alwaysApplyYn: member.always_apply_yn,
    entryMonth: member.participation_term,
    profile: answers,
    updatedAt: profile?.updated_at ?? null,
  }
}

/** The volunteer form and the member's always-apply flag and term, together or not at all. */
export async function saveVolunteerProfile(
  db: Db,
  memberId: number,
  input: VolunteerProfileRequest,
  context: { now: Date; secret: string | undefined; log: FastifyBaseLogger },
): Promise<void> {
  const now = context.now.toISOString()
  let updated = 0n
  try {
    await db.transaction().execute(async (trx) => {
      const result = await updateMember(trx, context.secret, memberId, {
        always_apply_yn: input.alwaysApplyYn,
        participation_term: input.entryMonth,
        updated_at: now,
      })
      updated = result.numUpdatedRows
      if (updated === 0n) return
      const key = await memberDataKey(trx, context.secret, memberId, context.now)
      await upsertVolunteerProfile(trx, volunteerProfileRow(memberId, input.profile, now, key))
    })
  } catch (error) {
    // An unavailable database is answered 503 by the error handler, not as a failed save.
    if (error instanceof AppError) throw error
    context.log.error({ err: error }, 'saving the volunteer form failed')
    throw saveFailed()
  }
  if (updated === 0n) throw gone()
}

export async function history(
  db: Db,
  secret: string | undefined,
  memberId: number,
  lang: Locale,
  now: Date,
): Promise<{ applications: HistoryEntry[]; member: { userId: string; name: string } }> {
  const member = await loadMember(db, secret, memberId)
  const items = (await findApplicationsOfMember(db, memberId, lang)).map(historyItem)
  // The screening visit each application is invited to book, or has booked (booked from the list).
  const visits = await openVisitsOf(db, items, now)
  return {
    applications: items.map((item) => ({ ...item, visit: visits.get(item.applicationId) ?? null })),
    member: { userId: member.email, name: member.name },
  }
}
