import { timingSafeEqual } from 'node:crypto'
import {
  type AlertsSettingsRequest,
  type ContactPreferences,
  VERIFICATION_LINK_HOURS,
  VERIFICATION_RESEND_MINUTES,
} from '@ctc/contract/contact-preferences'
import type { ConsentKind } from '@ctc/contract/consents'
import { blindIndex } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { currentConsentVersion, recordConsent, withdrawConsent } from '../consents/consents.service.js'
import * as repo from './alerts.repository.js'

// A member's contact choices: alerts (an optional consent), a pause, and the confirmed address.

/**
 * The alerts opt-in is the optional consent `alerts` of the versioned consents (decision 0026):
 * turning alerts on records an agreement to the version in effect, turning them off (here, by the
 * mailed link, or by withdrawing the consent on My consents) withdraws it, keeping the record.
 */
const ALERTS: ConsentKind = 'alerts'

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

/**
 * Turns alerts on or off; the first opt-in asks for the address to be confirmed. Turning them on
 * agrees to the alerts consent of the version shown (refused when it is no longer the one in
 * effect), turning them off withdraws it.
 */
export async function setAlerts(ctx: ContactContext, input: AlertsSettingsRequest): Promise<ContactPreferences> {
  const before = await getPreferences(ctx)
  await ctx.db.transaction().execute(async (trx) => {
    if (input.alerts && !before.alerts) {
      const current = await currentConsentVersion(trx, ALERTS, ctx.now)
      if (!current || (input.consentVersion !== undefined && input.consentVersion !== current))
        throw new AppError(409, 'CONSENT_VERSION_OUTDATED', 'This is not the current version of the consent')
      await recordConsent(trx, { memberId: ctx.memberId, kind: ALERTS, version: current, now: ctx.now })
    }
    if (!input.alerts && before.alerts) await withdrawConsent(trx, ctx.memberId, ALERTS, ctx.now)
    await repo.savePreferences(
      trx,
      ctx.memberId,
      { alerts_yn: input.alerts ? 'Y' : 'N', alerts_frequency: input.frequency },
      ctx.now.toISOString(),
    )
  })
  return confirmAddressOnFirstOptIn(ctx, input.alerts, before)
}

/** After an opt-in (here or on My consents): the confirmation link, unless asked for before. */
export async function confirmAddressOnFirstOptIn(
  ctx: ContactContext,
  alerts: boolean,
  before?: ContactPreferences,
): Promise<ContactPreferences> {
  const was = before ?? (await getPreferences(ctx))
  if (alerts && !was.emailVerified && !was.verificationSentAt) return requestVerification(ctx)
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
    await withdrawConsent(trx, memberId, ALERTS, now)
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
