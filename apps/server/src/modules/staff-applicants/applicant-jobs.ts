import type { MailedStatus } from '@ctc/contract/staff-applicants'
import { DIGEST_HOUR } from '@ctc/contract/staff-settings'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { jobMessageId } from '../../jobs/job-mail.js'
import type { JobContext } from '../../jobs/job-worker.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { NEW_APPLICATION, STATUS_MAIL } from '../applications/application-jobs.js'
import { readSettings } from '../staff/console-settings.js'
import { digestMail, newApplicationMail, statusMail } from './applicant-mail.js'
import { findActiveStaff, findStudyTitle } from './applicants.repository.js'
import { statusMailRecipient } from './status-mails.js'

// The pipeline's background work. Payloads carry ids; addresses, names and titles are read
// when the mail goes, so a withdrawn member or a changed address is honoured.

const NEW_APPLICATION_MAIL = 'application.new_mail'
const DIGEST = 'application.digest'
const DIGEST_MAIL = 'application.digest_mail'
const HOUR_MS = 3_600_000

type Recipient = 'center' | `staff:${number}`

async function recipientAddress(db: Db, to: string): Promise<string | undefined> {
  if (to === 'center') return (await readSettings(db)).centerEmail || undefined
  const [staff] = await findActiveStaff(db, Number(to.slice('staff:'.length)))
  return staff?.email
}

/** The Korea-time instant the digest of a day starts its 24 hours from, and ends at. */
function digestWindow(day: string) {
  const end = Date.parse(`${day}T${String(DIGEST_HOUR).padStart(2, '0')}:00:00+09:00`)
  return { from: new Date(end - 24 * HOUR_MS).toISOString(), to: new Date(end).toISOString() }
}

export function registerApplicantJobs(app: FastifyInstance) {
  const { db } = app
  const { worker } = app.jobs
  const consoleLink = (studyId?: number) =>
    studyId === undefined
      ? `${app.config.publicUrl}/admin`
      : `${app.config.publicUrl}/admin/notices/${studyId}/applicants`
  const send = async (job: JobContext['job'], mail: { to: string; subject: string; text: string }) => {
    const messageId = jobMessageId(job, app.config.publicUrl)
    await app.mailer.send({ ...mail, messageId })
    return `sent ${messageId}`
  }

  // A new application: whoever wants each one hears of it, each by a job of their own.
  worker.handle(NEW_APPLICATION, async ({ payload }) => {
    const applicationId = Number(payload.applicationId)
    const row = await db
      .selectFrom('applications as a')
      .innerJoin('studies as s', 's.id', 'a.study_id')
      .select(['a.id', 's.owner_staff_id'])
      .where('a.id', '=', applicationId)
      .executeTakeFirst()
    if (!row) return 'skipped: the application is gone'
    const recipients: Recipient[] = []
    if (row.owner_staff_id !== null) {
      const [owner] = await findActiveStaff(db, row.owner_staff_id)
      if (owner?.notify_mode === 'each') recipients.push(`staff:${owner.id}`)
    }
    const settings = await readSettings(db)
    if (settings.centerEmail && settings.centerMode === 'each') recipients.push('center')
    for (const to of recipients) {
      await enqueueJob(
        db,
        {
          kind: NEW_APPLICATION_MAIL,
          key: `${NEW_APPLICATION_MAIL}:${applicationId}:${to}`,
          payload: { applicationId, to },
        },
        app.now(),
      )
    }
    app.jobs.wake()
    return `to tell: ${recipients.join(', ') || 'nobody'}`
  })

  worker.handle(NEW_APPLICATION_MAIL, async ({ payload, job }) => {
    const row = await db
      .selectFrom('applications')
      .select('study_id')
      .where('id', '=', Number(payload.applicationId))
      .executeTakeFirst()
    if (!row) return 'skipped: the application is gone'
    const to = await recipientAddress(db, String(payload.to))
    if (!to) return 'skipped: no address'
    const title = (await findStudyTitle(db, row.study_id)) ?? ''
    return send(job, {
      to,
      ...newApplicationMail({ studyId: row.study_id, studyTitle: title, link: consoleLink(row.study_id) }),
    })
  })

  // A status the applicant is told about, in their language (read as the data stands now). The done
  // job is what the applicant's timeline shows as the mail sent (eventMailStates): the upkeep keeps it.
  worker.keepDone(STATUS_MAIL)
  worker.handle(STATUS_MAIL, async ({ payload, job }) => {
    const event = await db
      .selectFrom('application_events')
      .select(['application_id', 'to_status'])
      .where('id', '=', Number(payload.eventId))
      .executeTakeFirst()
    const context = { db, secret: app.config.appSecret, now: app.now(), address: '' }
    const recipient = event && (await statusMailRecipient(context, event.application_id))
    if (!event || !recipient) return 'skipped: the application is gone'
    if (!recipient.to) return 'skipped: no address (a phone application)'
    const status = event.to_status as MailedStatus
    return send(job, { to: recipient.to, ...statusMail(recipient.locale, status, recipient) })
  })

  // At 8:00 in Korea, the day's digest for those who chose it: one job per day, then one per reader.
  worker.schedule({
    name: 'daily digest',
    everyMs: 5 * 60_000,
    run: async (now) => {
      if (new Date(now.getTime() + 9 * HOUR_MS).getUTCHours() < DIGEST_HOUR) return
      const day = seoulToday(now)
      await enqueueJob(db, { kind: DIGEST, key: `${DIGEST}:${day}`, payload: { day } }, now)
    },
  })

  worker.handle(DIGEST, async ({ payload }) => {
    const day = String(payload.day)
    const readers: Recipient[] = (await findActiveStaff(db))
      .filter((staff) => staff.notify_mode === 'daily')
      .map((staff) => `staff:${staff.id}` as const)
    const settings = await readSettings(db)
    if (settings.centerEmail && settings.centerMode === 'daily') readers.push('center')
    for (const to of readers) {
      await enqueueJob(db, { kind: DIGEST_MAIL, key: `${DIGEST_MAIL}:${day}:${to}`, payload: { day, to } }, app.now())
    }
    app.jobs.wake()
    return `digests: ${readers.length}`
  })

  worker.handle(DIGEST_MAIL, async ({ payload, job }) => {
    const day = String(payload.day)
    const to = String(payload.to)
    const window = digestWindow(day)
    const rows = await db
      .selectFrom('applications as a')
      .innerJoin('studies as s', 's.id', 'a.study_id')
      .select(['a.study_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('a.created_at', '>=', window.from)
      .where('a.created_at', '<', window.to)
      .$if(to !== 'center', (qb) => qb.where('s.owner_staff_id', '=', Number(to.slice('staff:'.length))))
      .groupBy('a.study_id')
      .orderBy('a.study_id')
      .execute()
    if (rows.length === 0) return 'skipped: nothing new'
    const address = await recipientAddress(db, to)
    if (!address) return 'skipped: no address'
    const notices = await Promise.all(
      rows.map(async (row) => ({
        studyId: row.study_id,
        title: (await findStudyTitle(db, row.study_id)) ?? '',
        count: Number(row.n),
      })),
    )
    return send(job, { to: address, ...digestMail({ day, notices, link: consoleLink() }) })
  })
}
