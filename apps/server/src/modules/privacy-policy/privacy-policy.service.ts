import { LOCALES, type Locale } from '@ctc/contract/locale'
import type {
  PolicyBodies,
  PolicyDetail,
  PolicyDraftRequest,
  PolicySummary,
  PublicPolicyResponse,
} from '@ctc/contract/privacy-texts'
import { hasVisibleCharacter } from '@ctc/contract/text'
import sanitizeHtml from 'sanitize-html'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { AppError, notFound } from '../../errors.js'
import { addDays, seoulToday } from '../../lib/seoul-dates.js'
import { appendAccess } from '../staff/access-log.js'
import type { LiveStaffSession, StaffContext } from '../staff/staff-auth.service.js'
import { sanitizeDetails } from '../studies/studies.service.js'
import * as repo from './privacy-policy.repository.js'

// Versions of the privacy policy (decision 0034). A draft is written and rewritten in the
// console; publishing fixes it for good with the Korean date it applies from. The public page
// shows the version in effect today in Korea; a version published for a later date shows from
// that date on, and every version that has applied stays readable at its own address.

export interface PolicyContext extends StaffContext {
  session: LiveStaffSession
}

/** The placeholder the policy's text may hold for the months non-members' applications are kept (configuration). */
export const RETENTION_PLACEHOLDER = '{{retentionMonths}}'

const policyNotFound = () => notFound('No such privacy policy version')

/** Whether sanitized rich text shows anything (an empty editor still holds `<p></p>`). */
function showsText(html: string): boolean {
  return hasVisibleCharacter(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
}

/** The bodies a person wrote, sanitized as notices are; a locale that shows nothing is not stored. */
function storedBodies(bodies: PolicyBodies): { locale: string; html: string }[] {
  return LOCALES.flatMap((locale) => {
    const html = sanitizeDetails(bodies[locale])
    return showsText(html) ? [{ locale, html }] : []
  })
}

type SummaryRow = NonNullable<Awaited<ReturnType<typeof repo.findPolicy>>>

function summary(row: SummaryRow, currentId: number | undefined): PolicySummary {
  return {
    policyId: row.id,
    status: row.status === 'published' ? 'published' : 'draft',
    effectiveDate: row.effective_date,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    current: row.id === currentId,
  }
}

async function currentId(ctx: { db: StaffContext['db']; now: Date }) {
  return (await repo.effectivePolicies(ctx.db, seoulToday(ctx.now)))[0]?.id
}

/** The version the public page shows (today's, or an earlier one by id) and every version that has applied. */
export async function publicPolicy(
  db: StaffContext['db'],
  input: { lang: Locale; policyId?: number | undefined; now: Date; retentionMonths: number },
): Promise<PublicPolicyResponse> {
  const versions = await repo.effectivePolicies(db, seoulToday(input.now))
  const index = input.policyId === undefined ? 0 : versions.findIndex((v) => v.id === input.policyId)
  const shown = versions[index]
  // A draft, a version not yet in effect and an unknown id look the same: not found.
  if (input.policyId !== undefined && !shown) throw policyNotFound()
  const list = versions.map((v) => ({ policyId: v.id, effectiveDate: v.effective_date ?? '' }))
  if (!shown) return { data: null, versions: list }
  const bodies = await repo.findBody(db, shown.id, [input.lang, 'kr'])
  const body = bodies.find((b) => b.locale === input.lang) ?? bodies.find((b) => b.locale === 'kr')
  const newer = versions[index - 1]
  return {
    data: {
      policyId: shown.id,
      effectiveDate: shown.effective_date ?? '',
      effectiveUntil: newer?.effective_date ? addDays(newer.effective_date, -1) : null,
      locale: body?.locale === input.lang ? input.lang : 'kr',
      html: (body?.body_html ?? '').replaceAll(RETENTION_PLACEHOLDER, String(input.retentionMonths)),
    },
    versions: list,
  }
}

/** Every version and draft, for the console. */
export async function listPolicies(ctx: { db: StaffContext['db']; now: Date }): Promise<PolicySummary[]> {
  const [rows, current] = await Promise.all([repo.listPolicies(ctx.db), currentId(ctx)])
  return rows.map((row) => summary(row, current))
}

export async function policyDetail(ctx: { db: StaffContext['db']; now: Date }, id: number): Promise<PolicyDetail> {
  const row = await repo.findPolicy(ctx.db, id)
  if (!row) throw policyNotFound()
  const [bodies, current] = await Promise.all([repo.findBodies(ctx.db, id), currentId(ctx)])
  const of = (locale: Locale) => bodies.find((b) => b.locale === locale)?.body_html ?? ''
  return { ...summary(row, current), bodies: { kr: of('kr'), en: of('en'), cn: of('cn'), jp: of('jp') } }
}

async function log(ctx: PolicyContext, action: 'privacy_policy.draft' | 'privacy_policy.publish', id: number) {
  await appendAccess(
    ctx.db,
    {
      staffId: ctx.session.staff.staffId,
      staffName: ctx.session.staff.name,
      action,
      recordType: 'privacy_policy',
      recordId: id,
      address: ctx.address,
    },
    ctx.now,
  )
}

export async function createDraft(ctx: PolicyContext, input: PolicyDraftRequest): Promise<number> {
  const id = await repo.insertDraft(
    ctx.db,
    { effectiveDate: input.effectiveDate, now: ctx.now.toISOString(), staffId: ctx.session.staff.staffId },
    storedBodies(input.bodies),
  )
  await log(ctx, 'privacy_policy.draft', id)
  return id
}

const notADraft = () =>
  new AppError(409, 'EDIT_CONFLICT', 'This version has been published meanwhile; a published version never changes')

export async function updateDraft(ctx: PolicyContext, id: number, input: PolicyDraftRequest): Promise<void> {
  if (!(await repo.findPolicy(ctx.db, id))) throw policyNotFound()
  const updated = await repo.updateDraft(
    ctx.db,
    id,
    { effectiveDate: input.effectiveDate, now: ctx.now.toISOString() },
    storedBodies(input.bodies),
  )
  if (!updated) throw notADraft()
  await log(ctx, 'privacy_policy.draft', id)
}

/**
 * Publishes a draft from a Korean date on: today or later (a policy never applies in the past),
 * with a Korean body, and on a date no other version holds.
 */
export async function publish(ctx: PolicyContext, id: number, effectiveDate: string): Promise<void> {
  if (effectiveDate < seoulToday(ctx.now))
    throw new AppError(400, 'EFFECTIVE_DATE_PAST', 'A version applies from today or a later date')
  const row = await repo.findPolicy(ctx.db, id)
  if (!row) throw policyNotFound()
  if (row.status !== 'draft') throw notADraft()
  const bodies = await repo.findBodies(ctx.db, id)
  if (!bodies.some((b) => b.locale === 'kr'))
    throw new AppError(400, 'VALIDATION_FAILED', 'The Korean text is required; other locales fall back to it')
  try {
    const published = await repo.publish(ctx.db, id, {
      effectiveDate,
      now: ctx.now.toISOString(),
      staffId: ctx.session.staff.staffId,
    })
    if (!published) throw notADraft()
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'EFFECTIVE_DATE_TAKEN', 'Another published version applies from this date')
    throw error
  }
  await log(ctx, 'privacy_policy.publish', id)
}
