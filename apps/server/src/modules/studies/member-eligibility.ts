import { SICK_NONE } from '@ctc/contract/codes'
import type { EligibilityProfile } from '@ctc/contract/studies'
import type { Db } from '../../db/database.js'
import { ageOn, seoulToday } from '../../lib/seoul-dates.js'

/**
 * A member's eligibility from their account and stored volunteer form. Values
 * the member has not given stay null, and null never hides a study.
 */
export async function loadMemberEligibility(
  db: Db,
  memberId: number,
  now: Date,
): Promise<EligibilityProfile | undefined> {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('volunteer_profiles as p', 'p.member_id', 'm.id')
    .select(['m.gender', 'm.birth_date', 'm.participation_term', 'p.height', 'p.weight', 'p.smoking', 'p.sick_cd'])
    .where('m.id', '=', memberId)
    .executeTakeFirst()
  if (!row) return undefined
  const term = Number.parseInt(row.participation_term, 10)
  return {
    gender: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
    age: /^\d{4}-\d{2}-\d{2}$/.test(row.birth_date) ? ageOn(row.birth_date, seoulToday(now)) : null,
    // Only a current smoker is refused by non-smoking studies; an ex-smoker counts as a non-smoker.
    smoker: row.smoking ? row.smoking === 'Y' : null,
    termMonths: Number.isFinite(term) && term > 0 ? term : null,
    heightCm: row.height ? Number(row.height) : null,
    weightKg: row.weight ? Number(row.weight) : null,
    // sickCd 00 is 'none'.
    hasMedicalHistory: row.sick_cd ? row.sick_cd !== SICK_NONE : null,
  }
}
