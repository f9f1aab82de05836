import type { Locale } from '@ctc/contract/locale'
import type { MyData } from '@ctc/contract/my-data'
import type { FastifyBaseLogger } from 'fastify'
import { openJson, openTexts } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { securityEvent } from '../../lib/security-events.js'
import { historyItem } from '../applications/applications.service.js'
import { history as consentHistory } from '../consents/consents.service.js'
import { findMemberById } from '../members/members.repository.js'
import { getVolunteerProfile, memberInfo } from '../my-page/my-page.service.js'
import { AppError } from '../../errors.js'

// My data (decision 0026): everything the site holds about one member, read with the member's
// own keys, never anything of another member. Each part is read by the member's id alone.

type FormValue = string | number | boolean | null
const asForm = (value: unknown): Record<string, FormValue> | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null ? v : JSON.stringify(v),
    ]),
  )
}

async function gatherApplications(db: Db, secret: string | undefined, memberId: number, lang: Locale) {
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('studies as s', 's.id', 'a.study_id')
    .leftJoin('study_texts as t', (join) => join.onRef('t.study_id', '=', 's.id').on('t.locale', '=', lang))
    .leftJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .select(['a.id', 'a.study_id', 'a.status', 'a.created_at', 'a.snapshot', 'a.consent_version'])
    .select((eb) => eb.fn.coalesce('t.title', 'k.title', eb.val('')).as('title'))
    .select((eb) => eb.case().when('t.title', 'is', null).then(1).else(0).end().as('is_fallback'))
    .where('a.member_id', '=', memberId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute()
  return Promise.all(
    rows.map(async (row) => ({
      ...historyItem(row),
      submittedAt: row.created_at,
      consentVersion: row.consent_version,
      form: asForm(await openJson(db, secret, row.snapshot).catch(() => null)),
    })),
  )
}

async function gatherQuestions(db: Db, secret: string | undefined, memberId: number) {
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'title', 'body', 'status', 'answer', 'created_at', 'answered_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute()
  return Promise.all(
    rows.map(async (row) => {
      const [title, body, answer] = await openTexts(db, secret, [row.title, row.body, row.answer])
      return {
        qnaId: row.id,
        title: title ?? '',
        body: body ?? '',
        status: row.status,
        askedAt: row.created_at,
        answer: answer ?? null,
        answeredAt: row.answered_at,
      }
    }),
  )
}

/**
 * The member's contact preferences: alerts on or off and how often, the pause of contact, the
 * confirmation of the address (confirmed only for the address the member has now), and whether
 * the alerts consent stands. The one place the export reads them.
 */
export async function gatherContactPreferences(
  db: Db,
  memberId: number,
  now: Date,
): Promise<Record<string, FormValue>> {
  const [preferences, alerts] = await Promise.all([
    db
      .selectFrom('member_contact_preferences as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select(['c.alerts_yn', 'c.alerts_frequency', 'c.paused_until', 'c.email_verified_at', 'c.verified_email'])
      .select('m.email')
      .where('c.member_id', '=', memberId)
      .executeTakeFirst(),
    db
      .selectFrom('consents')
      .select('version')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'alerts')
      .where('withdrawn_at', 'is', null)
      .orderBy('agreed_at', 'desc')
      .executeTakeFirst(),
  ])
  const confirmed = Boolean(preferences?.email_verified_at && preferences.verified_email === preferences.email)
  const pausedUntil = preferences?.paused_until
  return {
    alerts: preferences?.alerts_yn === 'Y',
    alertsFrequency: preferences?.alerts_frequency ?? 'now',
    contactPausedUntil: pausedUntil && pausedUntil > now.toISOString() ? pausedUntil : null,
    emailConfirmed: confirmed,
    emailConfirmedAt: confirmed ? (preferences?.email_verified_at ?? null) : null,
    alertsConsentGiven: alerts !== undefined,
    alertsConsentVersion: alerts?.version ?? null,
  }
}

/** The notices the member was alerted to (alert_deliveries), newest first, titled in the locale. */
export async function gatherAlertsSent(db: Db, memberId: number, lang: Locale) {
  const rows = await db
    .selectFrom('alert_deliveries as d')
    .leftJoin('study_texts as t', (join) => join.onRef('t.study_id', '=', 'd.study_id').on('t.locale', '=', lang))
    .leftJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 'd.study_id').on('k.locale', '=', 'kr'))
    .select(['d.study_id', 'd.created_at', 'd.sent_at'])
    .select((eb) => eb.fn.coalesce('t.title', 'k.title', eb.val('')).as('title'))
    .where('d.member_id', '=', memberId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute()
  return rows.map((row) => ({
    studyId: row.study_id,
    title: row.title,
    alertedAt: row.created_at,
    mailedAt: row.sent_at,
  }))
}

/** Everything about the member; the download is logged as a security event. */
export async function gatherMyData(
  db: Db,
  secret: string | undefined,
  memberId: number,
  lang: Locale,
  context: { now: Date; log: FastifyBaseLogger; format: string },
): Promise<MyData> {
  const member = await findMemberById(db, secret, memberId)
  if (!member) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
  const [volunteer, applications, questions, consents, contactPreferences, alertsSent] = await Promise.all([
    getVolunteerProfile(db, memberId, secret),
    gatherApplications(db, secret, memberId, lang),
    gatherQuestions(db, secret, memberId),
    consentHistory(db, memberId, lang, context.now),
    gatherContactPreferences(db, memberId, context.now),
    gatherAlertsSent(db, memberId, lang),
  ])
  securityEvent(context.log, 'member.data_exported', { memberId, format: context.format })
  return {
    exportedAt: context.now.toISOString(),
    member: { ...memberInfo(member), locale: member.locale },
    volunteerForm: {
      alwaysApplyYn: volunteer.alwaysApplyYn,
      entryMonth: volunteer.entryMonth,
      answers: asForm(volunteer.profile),
      updatedAt: volunteer.updatedAt,
    },
    applications,
    questions,
    consents: consents.dataList,
    contactPreferences,
    alertsSent,
  }
}
