import { timingSafeEqual } from 'node:crypto'
import {
  type AlertsSettingsRequest,
  type ContactPreferences,
  VERIFICATION_LINK_HOURS,
  VERIFICATION_RESEND_MINUTES,
} from '@ctc/contract/contact-preferences'
import { blindIndex } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import * as repo from './alerts.repository.js'

// A member's contact choices: alerts (an optional consent), a pause, and the confirmed address.

/** The version of the alerts consent text recorded with each opt-in (one place). */
export const ALERTS_CONSENT_VERSION = '2026-11-26'
export const ALERTS_CONSENT_KIND = 'alerts'

/**
 * Records the member's opt-in to alerts as an optional consent. The versioned consents module
 * will take these two functions over; until then they write the `consents` table.
 */
export async function recordAlertsConsent(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .insertInto('consents')
    .values({
      member_id: memberId,
      kind: ALERTS_CONSENT_KIND,
      version: ALERTS_CONSENT_VERSION,
      agreed_at: now.toISOString(),
    })
    .execute()
}

/** Withdraws the alerts consent: the table keeps agreements in force, so its rows go. */
export async function withdrawAlertsConsent(db: Db, memberId: number, _now: Date): Promise<void> {
  await db.deleteFrom('consents').where('member_id', '=', memberId).where('kind', '=', ALERTS_CONSENT_KIND).execute()
}

export const VERIFY_MAIL = 'alerts.verify_mail'
const MINUTE_MS = 60_000

export interface ContactContext {
  db: Db
  now: Date
  memberId: number
  /** The members.email of the member (a blind index of the address). */
  emailIndex: string
  wakeJobs: () => void
}

export async function getPreferences(
  ctx: Pick<ContactContext, 'db' | 'now' | 'memberId' | 'emailIndex'>,
): Promise<ContactPreferences> {
  const row = await repo.findPreferences(ctx.db, ctx.memberId)
  const now = ctx.now.toISOString()
  const verified = Boolean(row?.email_verified_at && row.verified_email === ctx.emailIndex)
  return {
    alerts: row?.alerts_yn === 'Y',
    frequency: row?.alerts_frequency === 'weekly' ? 'weekly' : 'now',
    pausedUntil: row?.paused_until && row.paused_until > now ? row.paused_until : null,
    emailVerified: verified,
    verificationSentAt: verified ? null : (row?.verification_sent_at ?? null),
  }
}

/** Sends a confirmation link unless the address is confirmed or one went in the last minutes. */
export async function requestVerification(ctx: ContactContext): Promise<ContactPreferences> {
  const current = await getPreferences(ctx)
  if (current.emailVerified) return current
  const at = ctx.now.toISOString()
  const since = new Date(ctx.now.getTime() - VERIFICATION_RESEND_MINUTES * MINUTE_MS).toISOString()
  const queued = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.stampVerificationSent(trx, ctx.memberId, at, since))) return false
    return enqueueJob(
      trx,
      { kind: VERIFY_MAIL, key: `${VERIFY_MAIL}:${ctx.memberId}:${at}`, payload: { memberId: ctx.memberId } },
      ctx.now,
    )
  })
  if (queued) ctx.wakeJobs()
  return getPreferences(ctx)
}

/** Turns alerts on or off; the first opt-in asks for the address to be confirmed. */
export async function setAlerts(ctx: ContactContext, input: AlertsSettingsRequest): Promise<ContactPreferences> {
  const before = await getPreferences(ctx)
  await ctx.db.transaction().execute(async (trx) => {
    await repo.savePreferences(
      trx,
      ctx.memberId,
      { alerts_yn: input.alerts ? 'Y' : 'N', alerts_frequency: input.frequency },
      ctx.now.toISOString(),
    )
    if (input.alerts && !before.alerts) await recordAlertsConsent(trx, ctx.memberId, ctx.now)
    if (!input.alerts && before.alerts) await withdrawAlertsConsent(trx, ctx.memberId, ctx.now)
  })
  if (input.alerts && !before.emailVerified && !before.verificationSentAt) return requestVerification(ctx)
  return getPreferences(ctx)
}

/** The Korea-time midnight `months` calendar months after today (the last day of a shorter month). */
export function pauseEnd(now: Date, months: number): string {
  const [y, m, d] = seoulToday(now).split('-').map(Number) as [number, number, number]
  const monthIndex = m - 1 + months
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate()
  const end = new Date(Date.UTC(y, monthIndex, Math.min(d, lastDay)))
  return new Date(`${end.toISOString().slice(0, 10)}T00:00:00+09:00`).toISOString()
}

export async function pause(ctx: ContactContext, months: number): Promise<ContactPreferences> {
  await repo.savePreferences(ctx.db, ctx.memberId, { paused_until: pauseEnd(ctx.now, months) }, ctx.now.toISOString())
  return getPreferences(ctx)
}

export async function resume(ctx: ContactContext): Promise<ContactPreferences> {
  await repo.savePreferences(ctx.db, ctx.memberId, { paused_until: null }, ctx.now.toISOString())
  return getPreferences(ctx)
}

// Signed links. The signature is a keyed hash with the app secret (the blind-index keys, one per
// purpose), so a link cannot be forged or moved to another member or address.

const linkInvalid = () => new AppError(400, 'CONTACT_LINK_INVALID', 'This link is not valid')

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const unsubscribeSignature = (secret: string | undefined, memberId: number, createdAt: string) =>
  blindIndex(secret, 'alerts-unsubscribe', `${memberId}:${createdAt}`)

/** The token of a member's unsubscribe link; it does not expire (RFC 8058 links must keep working). */
export function unsubscribeToken(secret: string | undefined, member: { id: number; created_at: string }): string {
  return `${member.id}.${unsubscribeSignature(secret, member.id, member.created_at)}`
}

/** Turns alerts off for the member of a valid unsubscribe token; no login. */
export async function unsubscribe(db: Db, secret: string | undefined, token: string, now: Date): Promise<void> {
  const [id, signature, extra] = token.split('.')
  const memberId = Number(id)
  if (extra !== undefined || !signature || !Number.isSafeInteger(memberId) || memberId <= 0) throw linkInvalid()
  const member = await db
    .selectFrom('members')
    .select(['id', 'created_at'])
    .where('id', '=', memberId)
    .executeTakeFirst()
  // A withdrawn member's link has nothing left to stop; the answer does not say so.
  if (!member) {
    if (!/^[A-Za-z0-9_-]{27}$/.test(signature)) throw linkInvalid()
    return
  }
  if (!sameSignature(signature, unsubscribeSignature(secret, member.id, member.created_at))) throw linkInvalid()
  await db.transaction().execute(async (trx) => {
    const row = await repo.findPreferences(trx, memberId)
    if (row?.alerts_yn !== 'Y') return
    await repo.savePreferences(trx, memberId, { alerts_yn: 'N' }, now.toISOString())
    await withdrawAlertsConsent(trx, memberId, now)
  })
}

const verificationSignature = (secret: string | undefined, memberId: number, emailIndex: string, expires: number) =>
  blindIndex(secret, 'email-verification', `${memberId}:${emailIndex}:${expires}`)

/** The token of a confirmation link: the member, the address it confirms, and its expiry. */
export function verificationToken(
  secret: string | undefined,
  memberId: number,
  emailIndex: string,
  sentAt: Date,
): string {
  const expires = sentAt.getTime() + VERIFICATION_LINK_HOURS * 60 * MINUTE_MS
  return `${memberId}.${expires}.${verificationSignature(secret, memberId, emailIndex, expires)}`
}

/** Confirms the address of a valid, unexpired link for the member's current address; no login. */
export async function verifyEmail(db: Db, secret: string | undefined, token: string, now: Date): Promise<void> {
  const [id, expiresText, signature, extra] = token.split('.')
  const memberId = Number(id)
  const expires = Number(expiresText)
  if (extra !== undefined || !signature || !Number.isSafeInteger(memberId) || !Number.isSafeInteger(expires))
    throw linkInvalid()
  const member = await db.selectFrom('members').select(['id', 'email']).where('id', '=', memberId).executeTakeFirst()
  if (!member || !sameSignature(signature, verificationSignature(secret, member.id, member.email, expires)))
    throw linkInvalid()
  if (expires < now.getTime()) throw linkInvalid()
  const row = await repo.findPreferences(db, memberId)
  if (row?.email_verified_at && row.verified_email === member.email) return
  await repo.savePreferences(
    db,
    memberId,
    { email_verified_at: now.toISOString(), verified_email: member.email },
    now.toISOString(),
  )
}
