import { openJson } from '../../crypto/data-keys.js'
import { openPersonal } from '../members/members.repository.js'
import type { StaffContext } from '../staff/staff-auth.service.js'

// An applicant's personal data as the console may see it: opened from its sealed form, or
// masked where the screen is not the logged view of one applicant.

/** The form as submitted, decrypted (empty when its key was destroyed). */
export async function openForm(ctx: StaffContext, snapshot: string): Promise<Record<string, string | number>> {
  const form = await openJson(ctx.db, ctx.secret, snapshot)
  if (!form || typeof form !== 'object') return {}
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  )
}

/** A member applicant's name as the account has it now (sealed with the member's key). */
export async function memberName(
  ctx: StaffContext,
  row: { member_name: string | null; member_personal: string | null },
): Promise<string | undefined> {
  if (row.member_name === null) return undefined
  return (await openPersonal(ctx.db, ctx.secret, row.member_personal, { name: row.member_name }))?.name
}

/** A sealed text (a note, a next action), or null when there is none or its key was destroyed. */
export async function openText(ctx: StaffContext, sealed: string | null): Promise<string | null> {
  if (sealed === null) return null
  const text = await openJson(ctx.db, ctx.secret, sealed)
  return typeof text === 'string' ? text : null
}

const KEEP_FIRST = 3
const KEEP_LAST = 4

/**
 * A phone number with every digit hidden but its first three and last four (010-****-5678;
 * separators and a leading + stay). A number of seven digits or fewer keeps only its last four.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length
  const keepFirst = digits > KEEP_FIRST + KEEP_LAST ? KEEP_FIRST : 0
  let seen = 0
  return phone.replace(/\d/g, (digit) => {
    seen++
    return seen <= keepFirst || seen > digits - KEEP_LAST ? digit : '*'
  })
}
