import type { Locale } from '@ctc/contract/locale'
import { VISIT_INVITATION_DAYS, VISIT_REMINDER_HOUR } from '@ctc/contract/visit-booking'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database.js'
import { type NewJob, cancelQueuedJobs, enqueueJob } from '../../jobs/job-queue.js'
import { jobMessageId } from '../../jobs/job-mail.js'
import { addDays } from '../../lib/seoul-dates.js'
import { statusMailRecipient } from '../staff-applicants/status-mails.js'
import { visitLink } from './visit-links.js'
import {
  visitBookedMail,
  visitCalendarFile,
  visitCancelledMail,
  visitInvitationMail,
  visitReminderMail,
} from './visit-mail.js'
import { findBooking, findInvitation } from './visits.repository.js'

// The mails of screening visits are jobs of the job table (decision 0021): queued in the
// transaction of the change, sent once, and not lost to a restart. Payloads carry ids; the
// address, name and title are read when the mail goes.

const INVITATION_MAIL = 'visit.invitation_mail'
const BOOKED_MAIL = 'visit.booked_mail'
const REMINDER = 'visit.reminder'
const CANCELLED_MAIL = 'visit.cancelled_mail'

export const invitationMailJob = (invitationId: number): NewJob => ({
  kind: INVITATION_MAIL,
  key: `${INVITATION_MAIL}:${invitationId}`,
  payload: { invitationId },
})

const bookedMailJob = (bookingId: number, version: number, moved: boolean): NewJob => ({
  kind: BOOKED_MAIL,
  key: `${BOOKED_MAIL}:${bookingId}:${version}`,
  payload: { bookingId, version, moved },
})

const reminderKey = (bookingId: number, version: number) => `${REMINDER}:${bookingId}:${version}`

/** When the reminder of a visit goes: at VISIT_REMINDER_HOUR, Korea time, of the day before. */
export function reminderTime(startsAt: string): Date {
  const day = new Date(Date.parse(startsAt) + 9 * 3_600_000).toISOString().slice(0, 10)
  const hour = String(VISIT_REMINDER_HOUR).padStart(2, '0')
  return new Date(`${addDays(day, -1)}T${hour}:00:00+09:00`)
}

/**
 * The mails of a booking (new or moved): the booking with its calendar file now, and the
 * reminder the day before, unless that time has passed (a visit booked for tomorrow afternoon).
 */
export async function queueBookingMails(
  trx: Db,
  booking: { id: number; version: number; startsAt: string },
  moved: boolean,
  now: Date,
): Promise<void> {
  if (moved) await cancelQueuedJobs(trx, [reminderKey(booking.id, booking.version - 1)], now)
  await enqueueJob(trx, bookedMailJob(booking.id, booking.version, moved), now)
  const remindAt = reminderTime(booking.startsAt)
  if (remindAt.getTime() > now.getTime()) {
    await enqueueJob(
      trx,
      {
        kind: REMINDER,
        key: reminderKey(booking.id, booking.version),
        payload: { bookingId: booking.id, version: booking.version },
        runAt: remindAt,
      },
      now,
    )
  }
}

/** A cancelled booking: its reminder is called off, and the applicant is told. */
export async function queueCancellation(
  trx: Db,
  booking: { id: number; version: number; applicationId: number; startsAt: string },
  now: Date,
): Promise<void> {
  await cancelQueuedJobs(trx, [reminderKey(booking.id, booking.version)], now)
  await enqueueJob(
    trx,
    {
      kind: CANCELLED_MAIL,
      key: `${CANCELLED_MAIL}:${booking.id}:${booking.version}`,
      payload: { applicationId: booking.applicationId, startsAt: booking.startsAt },
    },
    now,
  )
}

export function registerVisitJobs(app: FastifyInstance) {
  const { db } = app
  const { worker } = app.jobs
  const recipientOf = (applicationId: number) =>
    statusMailRecipient({ db, secret: app.config.appSecret, now: app.now(), address: '' }, applicationId)
  const send = async (
    job: { unique_key: string },
    mail: {
      to: string
      subject: string
      text: string
      attachments?: { filename: string; content: string; contentType: string }[]
    },
  ) => {
    const messageId = jobMessageId(job, app.config.publicUrl)
    await app.mailer.send({ ...mail, messageId })
    return `sent ${messageId}`
  }
  const linkOf = async (applicationId: number, locale: Locale) => {
    const invitation = await db
      .selectFrom('visit_invitations')
      .select('id')
      .where('application_id', '=', applicationId)
      .executeTakeFirst()
    return invitation ? visitLink(app.config.publicUrl, locale, app.config.appSecret, invitation.id) : ''
  }

  worker.handle(INVITATION_MAIL, async ({ payload, job }) => {
    const invitation = await findInvitation(db, Number(payload.invitationId))
    // A newer invitation replaced this one: its own mail carries the link that works.
    if (!invitation) return 'skipped: the invitation was replaced or its application is gone'
    const recipient = await recipientOf(invitation.application_id)
    if (!recipient?.to) return 'skipped: no address'
    const link = visitLink(app.config.publicUrl, recipient.locale, app.config.appSecret, invitation.id)
    return send(job, {
      to: recipient.to,
      ...visitInvitationMail(recipient.locale, { ...recipient, link, days: VISIT_INVITATION_DAYS }),
    })
  })

  worker.handle(BOOKED_MAIL, async ({ payload, job }) => {
    const booking = await findBooking(db, Number(payload.bookingId))
    if (!booking || booking.state !== 'booked' || booking.version !== Number(payload.version))
      return 'skipped: the booking changed since'
    const recipient = await recipientOf(booking.application_id)
    if (!recipient?.to) return 'skipped: no address'
    const calendar = visitCalendarFile({
      locale: recipient.locale,
      uid: `visit-${booking.id}@${new URL(app.config.publicUrl).hostname}`,
      sequence: booking.version,
      studyTitle: recipient.studyTitle,
      startsAt: booking.starts_at,
      place: booking.place,
    })
    return send(job, {
      to: recipient.to,
      ...visitBookedMail(recipient.locale, {
        ...recipient,
        startsAt: booking.starts_at,
        place: booking.place,
        link: await linkOf(booking.application_id, recipient.locale),
        moved: payload.moved === true,
      }),
      attachments: [
        { filename: 'screening-visit.ics', content: calendar, contentType: 'text/calendar; charset=utf-8' },
      ],
    })
  })

  worker.handle(REMINDER, async ({ payload, job }) => {
    const booking = await findBooking(db, Number(payload.bookingId))
    if (!booking || booking.state !== 'booked' || booking.version !== Number(payload.version))
      return 'skipped: the booking changed since'
    const recipient = await recipientOf(booking.application_id)
    if (!recipient?.to) return 'skipped: no address'
    return send(job, {
      to: recipient.to,
      ...visitReminderMail(recipient.locale, { ...recipient, startsAt: booking.starts_at, place: booking.place }),
    })
  })

  worker.handle(CANCELLED_MAIL, async ({ payload, job }) => {
    const recipient = await recipientOf(Number(payload.applicationId))
    if (!recipient?.to) return 'skipped: the application is gone or has no address'
    return send(job, {
      to: recipient.to,
      ...visitCancelledMail(recipient.locale, { ...recipient, startsAt: String(payload.startsAt) }),
    })
  })
}
