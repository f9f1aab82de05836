import { MAILED_STATUSES } from '@ctc/contract/application-status'
import type { Locale } from '@ctc/contract/locale'
import { type EventMailState, STATUS_MAIL_HOLD_SECONDS, type StatusMailPreview } from '@ctc/contract/staff-applicants'
import type { Db } from '../../db/database.js'
import { cancelQueuedJobs, enqueueJob, findJobsByKey } from '../../jobs/job-queue.js'
import { statusMailJob } from '../applications/application-jobs.js'
import { openPersonal } from '../members/members.repository.js'
import type { StaffContext } from '../staff/staff-auth.service.js'
import { openForm } from './applicant-data.js'
import { statusMailPreview } from './applicant-mail.js'
import { findMailRecipient, findStudyTitle } from './applicants.repository.js'

// The applicant's status mail: who it goes to, what it says, and its hold. A change to a status
// that mails queues the mail as a job due STATUS_MAIL_HOLD_SECONDS later; until a worker takes
// it, an undo or a later change of the same application cancels it (decision 0032).

const HOLD_MS = STATUS_MAIL_HOLD_SECONDS * 1000
const key = (eventId: number) => statusMailJob(eventId).key

export const isMailedStatus = (status: string) => (MAILED_STATUSES as readonly string[]).includes(status)

/** Who the applicant's mail goes to and in which words; `to` is '' when they left no address. */
export interface StatusMailRecipient {
  to: string
  locale: Locale
  name: string
  member: boolean
  studyId: number
  studyTitle: string
}

/** The recipient as the data stands now (the job reads it again when it runs). */
export async function statusMailRecipient(
  ctx: StaffContext,
  applicationId: number,
): Promise<StatusMailRecipient | undefined> {
  const row = await findMailRecipient(ctx.db, applicationId)
  if (!row) return undefined
  const member =
    row.email === null
      ? undefined
      : await openPersonal(ctx.db, ctx.secret, row.personal, { email: row.email, name: row.name ?? '' })
  // A non-member's address and name are in the sealed form (the row holds their blind indexes).
  const form = member ? undefined : await openForm(ctx, row.snapshot)
  const locale = (row.member_locale ?? row.locale) as Locale
  return {
    to: member?.email ?? String(form?.email ?? ''),
    locale,
    name: member?.name ?? String(form?.name ?? ''),
    member: row.email !== null,
    studyId: row.study_id,
    studyTitle: (await findStudyTitle(ctx.db, row.study_id, locale)) ?? '',
  }
}

/** The mails this applicant would get; null when they have no address to get them at. */
export function recipientPreview(recipient: StatusMailRecipient | undefined): StatusMailPreview | null {
  if (!recipient?.to) return null
  return statusMailPreview(recipient.locale, recipient)
}

/** The Korean mails with a stand-in name, for a change of several applicants of a notice. */
export function sampleStatusMails(studyTitle: string): StatusMailPreview {
  return statusMailPreview('kr', { name: '(지원자 이름)', studyTitle, member: true })
}

/** Queues the mail of a status change, due when its hold ends; answers that time. */
export async function holdStatusMail(trx: Db, eventId: number, now: Date): Promise<Date> {
  const sendAt = new Date(now.getTime() + HOLD_MS)
  await enqueueJob(trx, { ...statusMailJob(eventId), runAt: sendAt }, now)
  return sendAt
}

/**
 * Cancels the mails still held for an application's earlier changes: after a new change the
 * applicant hears only where the application stands now (a wrong "not eligible" put right by
 * hand within the minute is never mailed).
 */
export async function cancelHeldMails(trx: Db, applicationId: number, now: Date): Promise<void> {
  const events = await trx
    .selectFrom('application_events')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'status')
    .where('to_status', 'in', MAILED_STATUSES)
    .execute()
  await cancelQueuedJobs(
    trx,
    events.map((event) => key(event.id)),
    now,
  )
}

/** Cancels one change's held mail: true when it was still held, false when a worker has it or there is none. */
export async function cancelHeldMail(trx: Db, eventId: number, now: Date): Promise<boolean> {
  return (await cancelQueuedJobs(trx, [key(eventId)], now)).length > 0
}

/** Whether a change's mail has been taken by a worker (sending or sent). */
export async function mailTaken(db: Db, eventId: number): Promise<boolean> {
  const [job] = await findJobsByKey(db, [key(eventId)])
  return job?.status === 'running' || job?.status === 'done'
}

const JOB_STATES: Record<string, EventMailState> = {
  queued: 'held',
  running: 'sending',
  failed: 'failed',
  cancelled: 'cancelled',
}

/** What became of the mail of each status change: from its job, or the coordinator's choice of none. */
export async function eventMailStates(
  db: Db,
  events: readonly { id: number; kind: string; to_status: string | null; mail: string | null }[],
): Promise<Map<number, { mail: EventMailState; mailAt: string | null }>> {
  const mailed = events.filter((event) => event.kind === 'status' && isMailedStatus(event.to_status ?? ''))
  const jobs = new Map(
    (
      await findJobsByKey(
        db,
        mailed.map((event) => key(event.id)),
      )
    ).map((job) => [job.unique_key, job]),
  )
  const states = new Map<number, { mail: EventMailState; mailAt: string | null }>()
  for (const event of mailed) {
    const job = jobs.get(key(event.id))
    if (job?.status === 'done') {
      const sent = job.result?.startsWith('sent') ?? false
      states.set(event.id, { mail: sent ? 'sent' : 'skipped', mailAt: sent ? job.finished_at : null })
    } else if (job) {
      const mail = JOB_STATES[job.status] ?? 'held'
      states.set(event.id, { mail, mailAt: mail === 'held' ? job.run_at : null })
    } else if (event.mail === 'off') {
      states.set(event.id, { mail: 'off', mailAt: null })
    }
  }
  return states
}
