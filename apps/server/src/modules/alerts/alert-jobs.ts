import { VERIFICATION_LINK_HOURS } from '@ctc/contract/contact-preferences'
import { type Locale, isLocale } from '@ctc/contract/locale'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { jobMessageId } from '../../jobs/job-mail.js'
import type { JobContext } from '../../jobs/job-worker.js'
import { addDays, seoulToday } from '../../lib/seoul-dates.js'
import { openMemberRows } from '../members/members.repository.js'
import { alertMail, verificationMail } from './alert-mail.js'
import * as repo from './alerts.repository.js'
import { VERIFY_MAIL, unsubscribeToken, verificationToken } from './alerts.service.js'

// The alerts' background work. Publishing or reopening a notice queues one match job; it records
// each alert once (alert_deliveries is unique per member and notice) and queues a mail job for a
// member who wants alerts at once; a weekly schedule queues digests of the alerts still waiting.
// A mail job first takes its alerts (writes its key on them), so a try repeated after a crash
// sends the same alerts under the same Message-ID, and the outbox writes it once.

export const ALERT_MATCH = 'alerts.match'
export const ALERT_MAIL = 'alerts.mail'
export const ALERT_DIGEST = 'alerts.digest'
/** Weekly digests go from Monday, 9:00 Korea time. */
export const DIGEST_WEEKDAY_HOUR = 9

/** Queues the matching of a notice just published or reopened (in the caller's transaction). */
export function queueAlertMatch(db: Db, studyId: number, stamp: string, now: Date): Promise<boolean> {
  return enqueueJob(db, { kind: ALERT_MATCH, key: `${ALERT_MATCH}:${studyId}:${stamp}`, payload: { studyId } }, now)
}

/** Monday (YYYY-MM-DD, Korea time) of the week of a day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

const asLocale = (value: string): Locale => (isLocale(value) ? value : 'kr')

export function registerAlertJobs(app: FastifyInstance) {
  const { db } = app
  const { worker } = app.jobs
  const url = (path: string) => `${app.config.publicUrl}${path}`

  /** Records the notice's alerts to the members it matches; queues the mails of those who want them at once. */
  async function match(studyId: number): Promise<string> {
    const now = app.now()
    const recipients = await repo.findAlertRecipients(db, studyId, seoulToday(now), now.toISOString())
    let recorded = 0
    for (const recipient of recipients) {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.insertDelivery(trx, recipient.id, studyId, now.toISOString()))) return
        recorded++
        if (recipient.alerts_frequency !== 'weekly')
          await enqueueJob(
            trx,
            {
              kind: ALERT_MAIL,
              key: `${ALERT_MAIL}:${recipient.id}:${studyId}`,
              payload: { memberId: recipient.id, studyId },
            },
            now,
          )
      })
    }
    if (recorded > 0) app.jobs.wake()
    return `recorded ${recorded} alerts`
  }

  /** Mails the alerts the job takes (one notice, or every waiting one for a digest). */
  async function send(job: JobContext['job'], memberId: number, studyId?: number): Promise<string> {
    const now = app.now()
    const taken = await repo.takeDeliveries(db, memberId, job.unique_key, studyId)
    if (taken.length === 0) return 'skipped: nothing to send'
    const found = await repo.findAlertableMember(db, memberId, now.toISOString())
    if (!found) return 'skipped: alerts off, paused or address unconfirmed'
    const [member] = await openMemberRows(db, app.config.appSecret, [found])
    if (!member) return 'skipped: the member is gone'
    const locale = asLocale(member.locale)
    const notices = await repo.findAlertNotices(
      db,
      taken.map((row) => row.study_id),
      locale,
      seoulToday(now),
    )
    if (notices.length === 0) return 'skipped: the notices closed'
    const unsubscribe = url(`/api/alerts/unsubscribe?token=${unsubscribeToken(app.config.appSecret, member)}`)
    const mail = alertMail(locale, {
      name: member.name,
      notices: notices.map((notice) => ({
        title: notice.title ?? '',
        link: url(`/${locale}/studyinfo/recruitmentView?studyId=${notice.id}`),
      })),
      settingsLink: url(`/${locale}/myinfo/contact`),
      unsubscribeLink: url(`/${locale}/alerts/unsubscribe?token=${unsubscribeToken(app.config.appSecret, member)}`),
    })
    const messageId = jobMessageId(job, app.config.publicUrl)
    await app.mailer.send({
      to: member.email,
      ...mail,
      messageId,
      headers: {
        // RFC 8058: the mail client posts List-Unsubscribe=One-Click to the https address.
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
    await repo.markSent(db, job.unique_key, now.toISOString())
    return `sent ${messageId} (${notices.length} notices)`
  }

  worker.handle(ALERT_MATCH, ({ payload }) => match(Number(payload.studyId)))
  worker.handle(ALERT_MAIL, ({ payload, job }) => send(job, Number(payload.memberId), Number(payload.studyId)))
  worker.handle(ALERT_DIGEST, ({ payload, job }) => send(job, Number(payload.memberId)))

  worker.handle(VERIFY_MAIL, async ({ payload, job }) => {
    const memberId = Number(payload.memberId)
    const row = await db
      .selectFrom('members as m')
      .select(['m.id', 'm.email', 'm.name', 'm.locale', 'm.personal'])
      .where('m.id', '=', memberId)
      .executeTakeFirst()
    const [member] = row ? await openMemberRows(db, app.config.appSecret, [row]) : []
    if (!row || !member) return 'skipped: the member is gone'
    const locale = asLocale(member.locale)
    // The link is fixed by the job (its time), so every try sends the same one.
    const token = verificationToken(app.config.appSecret, memberId, row.email, new Date(job.created_at))
    const mail = verificationMail(locale, {
      name: member.name,
      link: url(`/${locale}/myinfo/verifyEmail?token=${token}`),
      hours: VERIFICATION_LINK_HOURS,
    })
    const messageId = jobMessageId(job, app.config.publicUrl)
    await app.mailer.send({ to: member.email, ...mail, messageId })
    return `sent ${messageId}`
  })

  worker.schedule({
    name: ALERT_DIGEST,
    everyMs: 10 * 60_000,
    run: async (now) => {
      const monday = mondayOf(seoulToday(now))
      const from = Date.parse(`${monday}T${String(DIGEST_WEEKDAY_HOUR).padStart(2, '0')}:00:00+09:00`)
      if (now.getTime() < from) return
      // This week's digest holds the alerts recorded before it was due; later ones wait a week.
      let queued = 0
      for (const memberId of await repo.membersWithWaitingAlerts(db, new Date(from).toISOString())) {
        const added = await enqueueJob(
          db,
          { kind: ALERT_DIGEST, key: `${ALERT_DIGEST}:${memberId}:${monday}`, payload: { memberId } },
          now,
        )
        if (added) queued++
      }
      if (queued > 0) app.jobs.wake()
    },
  })
}
