import { openJson, openJsonValues } from '../../crypto/data-keys.js'
import { type MemberPersonal, openPersonal } from '../members/members.repository.js'
import type { StaffContext } from '../staff/staff-auth.service.js'

// An applicant's personal data as the console may see it: opened from its sealed form, or
// masked where the screen is not the logged view of one applicant.

function formOf(form: unknown): Record<string, string | number> {
  if (!form || typeof form !== 'object') return {}
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  )
}

/** The form as submitted, decrypted (empty when its key was destroyed). */
export async function openForm(ctx: StaffContext, snapshot: string): Promise<Record<string, string | number>> {
  return formOf(await openJson(ctx.db, ctx.secret, snapshot))
}

/** What a row of the pipeline keeps sealed, opened. */
export interface OpenedApplicant {
  form: Record<string, string | number>
  /** A member applicant's name as the account has it now; undefined for a non-member. */
  memberName: string | undefined
  nextActionText: string | null
}

/**
 * The sealed parts of many rows (form, member's name, next action) opened together: all their
 * keys come in one query, so a page of 50 or an export's batch does not cost a query per value.
 */
export async function openApplicants(
  ctx: StaffContext,
  rows: readonly {
    snapshot: string
    member_name: string | null
    member_personal: string | null
    next_action_text?: string | null
  }[],
): Promise<OpenedApplicant[]> {
  const n = rows.length
  const opened = await openJsonValues(ctx.db, ctx.secret, [
    ...rows.map((row) => row.snapshot),
    ...rows.map((row) => row.member_personal),
    ...rows.map((row) => row.next_action_text ?? null),
  ])
  return rows.map((row, index) => {
    const text = opened[2 * n + index]
    return {
      form: formOf(opened[index]),
      memberName: memberNameOf(row, opened[n + index]),
      nextActionText: typeof text === 'string' ? text : null,
    }
  })
}

interface NameSource {
  member_name: string | null
  member_personal: string | null
}

/** A member applicant's name from the account's opened personal data; undefined for a non-member. */
function memberNameOf(row: NameSource, personal: unknown): string | undefined {
  if (row.member_name === null) return undefined
  // A row from before sealing keeps the name in its column.
  return row.member_personal === null ? row.member_name : (personal as Partial<MemberPersonal> | null | undefined)?.name
}

/** The name a row of the pipeline shows: the member's as the account has it now, else the form's. */
export function applicantName({ form, memberName }: Pick<OpenedApplicant, 'form' | 'memberName'>): string {
  return memberName ?? String(form.name ?? '')
}

/**
 * The names of many rows (applicantName), opening no more than they need: the members' accounts,
 * then the forms of the rows the account gives no name (read by `snapshotsOf` where the row has
 * none); the keys of each step in one query.
 */
export async function openNames(
  ctx: StaffContext,
  rows: readonly (NameSource & { id: number; snapshot: string | null })[],
  snapshotsOf: (ids: number[]) => Promise<Map<number, string>>,
): Promise<string[]> {
  const personal = await openJsonValues(
    ctx.db,
    ctx.secret,
    rows.map((row) => (row.member_name === null ? null : row.member_personal)),
  )
  const memberNames = rows.map((row, index) => memberNameOf(row, personal[index]))
  const unread = rows.filter((row, index) => memberNames[index] === undefined && row.snapshot === null)
  const read = await snapshotsOf(unread.map((row) => row.id))
  const forms = await openJsonValues(
    ctx.db,
    ctx.secret,
    rows.map((row, index) => (memberNames[index] === undefined ? (row.snapshot ?? read.get(row.id) ?? null) : null)),
  )
  return rows.map((_, index) => applicantName({ form: formOf(forms[index]), memberName: memberNames[index] }))
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
