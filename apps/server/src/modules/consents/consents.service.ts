import {
  CONSENT_KINDS,
  type ConsentAgreeRequest,
  type ConsentHistoryResponse,
  type ConsentKind,
  type ConsentPublishTexts,
  type ConsentText,
  OPTIONAL_CONSENT_KINDS,
  REQUIRED_CONSENT_KINDS,
  isRequiredConsent,
} from '@ctc/contract/consents'
import type { Locale } from '@ctc/contract/locale'
import type { ConsentPublishRequest, ConsentVersionSummary } from '@ctc/contract/privacy-texts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { AppError, notFound } from '../../errors.js'
import { savePreferences } from '../alerts/alerts.repository.js'
import { appendAccess } from '../staff/access-log.js'
import type { LiveStaffSession, StaffContext } from '../staff/staff-auth.service.js'
import * as repo from './consents.repository.js'

// Versioned consents (decision 0026). The current version of a kind is the one that took effect
// last; a member stands by a consent while an agreement to that version is not withdrawn.

const byKind = <T extends { kind: string }>(rows: T[]): Map<string, T> => {
  // Rows come newest first, so the first of each kind is its current version.
  const first = new Map<string, T>()
  for (const row of rows) if (!first.has(row.kind)) first.set(row.kind, row)
  return first
}

/** The version members are asked to agree to now; undefined when the kind has none in effect. */
export async function currentConsentVersion(
  db: Db,
  kind: ConsentKind,
  now: Date = new Date(),
): Promise<string | undefined> {
  return byKind(await repo.effectiveVersions(db, now.toISOString(), [kind])).get(kind)?.version
}

/**
 * Records the member's agreement to a version (the current one when none is named). Agreeing
 * again to a version the member stands by records nothing; answers whether a row was added.
 */
export async function recordConsent(
  db: Db,
  input: { memberId: number; kind: ConsentKind; version?: string; now: Date },
): Promise<{ version: string; recorded: boolean }> {
  const version = input.version ?? (await currentConsentVersion(db, input.kind, input.now))
  if (!version) throw new Error(`No version of the ${input.kind} consent is in effect`)
  const recorded = await repo.insertAgreement(db, {
    memberId: input.memberId,
    kind: input.kind,
    version,
    agreedAt: input.now.toISOString(),
  })
  return { version, recorded }
}

/** Withdraws the member's standing agreement to a consent; answers whether there was one. */
export async function withdrawConsent(db: Db, memberId: number, kind: ConsentKind, now: Date): Promise<boolean> {
  return (await repo.markWithdrawn(db, memberId, kind, now.toISOString())) > 0
}

/**
 * The required consents whose current version the member has not agreed to: while any is left,
 * member calls other than the renewal itself are refused (plugins/auth requireMember).
 */
export async function pendingRenewals(
  db: Db,
  memberId: number,
  now: Date,
): Promise<{ kind: ConsentKind; version: string }[]> {
  const rows = await repo.versionsWithStanding(db, memberId, now.toISOString(), REQUIRED_CONSENT_KINDS)
  return [...byKind(rows).values()]
    .filter((row) => row.consent_id === null)
    .map((row) => ({ kind: row.kind as ConsentKind, version: row.version }))
}

async function withTexts(
  db: Db,
  locale: Locale,
  versions: { kind: string; version: string; effective_at: string }[],
): Promise<ConsentText[]> {
  const texts = await repo.findTexts(db, locale, versions)
  return versions.flatMap((v) => {
    const text = texts.find((t) => t.kind === v.kind && t.version === v.version)
    if (!text) return []
    const kind = v.kind as ConsentKind
    return [
      {
        kind,
        version: v.version,
        required: isRequiredConsent(kind),
        effectiveAt: v.effective_at,
        title: text.title,
        text: text.body,
      },
    ]
  })
}

const kindOrder = (a: { kind: string }, b: { kind: string }) =>
  CONSENT_KINDS.indexOf(a.kind as ConsentKind) - CONSENT_KINDS.indexOf(b.kind as ConsentKind)

/** The current versions of every kind in a locale (what sign-up shows). */
export async function currentTexts(db: Db, locale: Locale, now: Date): Promise<ConsentText[]> {
  const current = [...byKind(await repo.effectiveVersions(db, now.toISOString())).values()].sort(kindOrder)
  return withTexts(db, locale, current)
}

/** The texts the member is asked to agree to again before anything else. */
export async function renewalTexts(db: Db, memberId: number, locale: Locale, now: Date): Promise<ConsentText[]> {
  const pending = await pendingRenewals(db, memberId, now)
  const versions = await Promise.all(pending.map((p) => repo.findVersion(db, p.kind, p.version)))
  return withTexts(
    db,
    locale,
    versions.filter((v) => v !== undefined),
  )
}

/**
 * Agreement to the versions the member read. Each must be the current version of its kind: a
 * text published while the member was reading is shown before it is agreed to.
 */
export async function agree(
  db: Db,
  memberId: number,
  input: ConsentAgreeRequest,
  context: { now: Date; log: FastifyBaseLogger },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const agreement of input.agreements) {
      const current = await currentConsentVersion(trx, agreement.kind, context.now)
      if (current !== agreement.version)
        throw new AppError(409, 'CONSENT_VERSION_OUTDATED', 'This is not the current version of the consent')
      await recordConsent(trx, { memberId, kind: agreement.kind, version: agreement.version, now: context.now })
      // The alerts consent is the alerts opt-in: giving it here turns alerts on (My Page's contact
      // section and My consents never disagree).
      if (agreement.kind === 'alerts')
        await savePreferences(trx, memberId, { alerts_yn: 'Y' }, context.now.toISOString())
    }
  })
  context.log.info({ memberId, agreements: input.agreements }, 'consents agreed')
}

/** Withdraws an optional consent; refused when the member has no standing agreement to it. */
export async function withdraw(
  db: Db,
  memberId: number,
  kind: (typeof OPTIONAL_CONSENT_KINDS)[number],
  context: { now: Date; log: FastifyBaseLogger },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await withdrawConsent(trx, memberId, kind, context.now))) throw notFound('No standing consent of this kind')
    // Withdrawing the alerts consent turns alerts off (the opt-in and the consent are one).
    if (kind === 'alerts') await savePreferences(trx, memberId, { alerts_yn: 'N' }, context.now.toISOString())
  })
  context.log.info({ memberId, kind }, 'consent withdrawn')
}

/** The member's consents, newest first, and the optional ones that may be given now. */
export async function history(db: Db, memberId: number, locale: Locale, now: Date): Promise<ConsentHistoryResponse> {
  const [rows, effective] = await Promise.all([
    repo.memberConsents(db, memberId),
    repo.effectiveVersions(db, now.toISOString()),
  ])
  const current = byKind(effective)
  const standing = new Set(rows.filter((r) => r.withdrawn_at === null).map((r) => `${r.kind}:${r.version}`))
  const optional = [...current.values()].filter(
    (v) => (OPTIONAL_CONSENT_KINDS as readonly string[]).includes(v.kind) && !standing.has(`${v.kind}:${v.version}`),
  )
  return {
    dataList: rows.map((row) => {
      const kind = row.kind as ConsentKind
      return {
        id: row.id,
        kind,
        version: row.version,
        required: isRequiredConsent(kind),
        agreedAt: row.agreed_at,
        withdrawnAt: row.withdrawn_at,
        current: current.get(kind)?.version === row.version,
      }
    }),
    available: await withTexts(db, locale, optional),
  }
}

/** The words of one version in a locale. */
export async function versionText(db: Db, locale: Locale, kind: ConsentKind, version: string): Promise<ConsentText> {
  const found = await repo.findVersion(db, kind, version)
  const [text] = found ? await withTexts(db, locale, [found]) : []
  if (!text) throw notFound('No such consent version')
  return text
}

/** Publishes a new version with its words in the four locales (the operator's command). */
export async function publishVersion(
  db: Db,
  input: { kind: ConsentKind; version: string; effectiveAt: Date; texts: ConsentPublishTexts; now: Date },
): Promise<void> {
  try {
    await repo.insertVersion(
      db,
      {
        kind: input.kind,
        version: input.version,
        effectiveAt: input.effectiveAt.toISOString(),
        publishedAt: input.now.toISOString(),
      },
      Object.entries(input.texts).map(([locale, t]) => ({ locale, title: t.title, body: t.text })),
    )
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'CONSENT_VERSION_TAKEN', `Version ${input.version} of ${input.kind} exists already`)
    throw error
  }
}

/** Every version, for the operator's list. */
export async function listVersions(db: Db) {
  return repo.listVersions(db)
}

/** Every version with whether members are asked to agree to it now, for the console. */
export async function consoleVersions(db: Db, now: Date): Promise<ConsentVersionSummary[]> {
  const [rows, effective] = await Promise.all([repo.listVersions(db), repo.effectiveVersions(db, now.toISOString())])
  const current = byKind(effective)
  return rows.sort(kindOrder).map((row) => ({
    kind: row.kind as ConsentKind,
    version: row.version,
    effectiveAt: row.effective_at,
    publishedAt: row.published_at,
    current: current.get(row.kind)?.version === row.version,
  }))
}

/**
 * Publishes a version from the console, as the command does, and logs it: from its effective
 * moment (now, or later; never in the past) members agree again at their next login.
 */
export async function publishFromConsole(
  ctx: StaffContext & { session: LiveStaffSession },
  input: ConsentPublishRequest,
): Promise<void> {
  const effectiveAt = input.effectiveAt ? new Date(input.effectiveAt) : ctx.now
  // A minute's grace for the time between the form and the call.
  if (effectiveAt.getTime() < ctx.now.getTime() - 60_000)
    throw new AppError(400, 'EFFECTIVE_DATE_PAST', 'A version takes effect now or later')
  const at = effectiveAt < ctx.now ? ctx.now : effectiveAt
  await publishVersion(ctx.db, {
    kind: input.kind,
    version: input.version,
    effectiveAt: at,
    texts: input.texts,
    now: ctx.now,
  })
  await appendAccess(
    ctx.db,
    {
      staffId: ctx.session.staff.staffId,
      staffName: ctx.session.staff.name,
      action: 'consent.publish',
      recordType: 'consent_version',
      recordId: `${input.kind}:${input.version}`,
      address: ctx.address,
    },
    ctx.now,
  )
}
