import {
  VISIT_INVITATION_DAYS,
  type ApplicationVisit,
  type NoticeVisitsResponse,
  type VisitAttendanceRequest,
  type VisitInviteRequest,
  type VisitInviteResponse,
  type VisitState,
} from '@ctc/contract/visit-booking'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { AppError } from '../../errors.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { firstContactWith, furthestStepWith } from '../applications/funnel-step.js'
import { type PipelineContext, applicantOrThrow, pipelineNotice } from '../staff-applicants/applicants.service.js'
import { statusMailRecipient } from '../staff-applicants/status-mails.js'
import {
  BOOKABLE_STATUSES,
  type BookingContext,
  bookSlot,
  cancelBooking,
  seoulDateTime,
  statusBeforeBooking,
} from './visit-booking.service.js'
import { invitationMailJob } from './visit-jobs.js'
import { logVisit, toVisitSlot } from './visit-slots.service.js'
import {
  findLatestBooking,
  findSlot,
  findSlotsOfStudy,
  findVisitsOfStudy,
  markBooking,
  replaceInvitation,
} from './visits.repository.js'

// Screening visits in the pipeline: invitations (one applicant or many), the visit of each
// application, a coordinator's booking or cancellation on the applicant's behalf, and
// attendance after the visit. Each change is access-logged.

const DAY_MS = 86_400_000

const staffBooking = (ctx: PipelineContext): BookingContext => ({
  db: ctx.db,
  now: ctx.now,
  actor: { kind: 'staff', staffId: ctx.session.staff.staffId, name: ctx.session.staff.name },
})

/** Invites applications of the notice to book a visit: each gets a new link by e-mail (an older one stops working). */
export async function inviteApplicants(
  ctx: PipelineContext,
  studyId: number,
  input: VisitInviteRequest,
): Promise<VisitInviteResponse> {
  await pipelineNotice(ctx.db, studyId)
  const ids = [...new Set(input.applicationIds)]
  const rows = await ctx.db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .where('study_id', '=', studyId)
    .execute()
  const status = new Map(rows.map((row) => [row.id, row.status]))
  const result: VisitInviteResponse = { invited: [], skipped: [] }
  for (const applicationId of ids) {
    const current = status.get(applicationId)
    // Another notice's application is "not found" here, as one that does not exist.
    if (current === undefined) {
      result.skipped.push({ applicationId, reason: 'not_found' })
      continue
    }
    if (!(BOOKABLE_STATUSES as readonly string[]).includes(current)) {
      result.skipped.push({ applicationId, reason: current === 'screened' ? 'attended' : 'closed' })
      continue
    }
    const booking = await findLatestBooking(ctx.db, applicationId)
    if (booking?.state === 'booked') {
      result.skipped.push({ applicationId, reason: 'booked' })
      continue
    }
    const recipient = await statusMailRecipient(ctx, applicationId)
    if (!recipient?.to) {
      result.skipped.push({ applicationId, reason: 'no_address' })
      continue
    }
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const invitation = await replaceInvitation(trx, {
          application_id: applicationId,
          staff_id: ctx.session.staff.staffId,
          created_at: ctx.now.toISOString(),
          expires_at: new Date(ctx.now.getTime() + VISIT_INVITATION_DAYS * DAY_MS).toISOString(),
        })
        await enqueueJob(trx, invitationMailJob(invitation.id), ctx.now)
      })
    } catch (error) {
      // Two coordinators inviting the same applicant at once: one invitation stands, one mail goes.
      if (!isUniqueViolation(error)) throw error
    }
    await logVisit(ctx, 'visit.invite', { type: 'application', id: applicationId })
    result.invited.push(applicationId)
  }
  ctx.wakeJobs()
  return result
}

type VisitRows = Awaited<ReturnType<typeof findVisitsOfStudy>>
type SlotRows = Awaited<ReturnType<typeof findSlotsOfStudy>>

function visitsOf(bookings: VisitRows[0], invitations: VisitRows[1], slots: SlotRows): ApplicationVisit[] {
  const slotById = new Map(slots.map((slot) => [slot.id, slot]))
  const byApplication = new Map<number, ApplicationVisit>()
  const entry = (applicationId: number) => {
    let visit = byApplication.get(applicationId)
    if (!visit) {
      visit = { applicationId, state: null, slot: null, invitedAt: null, invitationExpiresAt: null }
      byApplication.set(applicationId, visit)
    }
    return visit
  }
  // Oldest first, so the latest booking (a booked one above all) is the one kept.
  for (const booking of bookings) {
    const visit = entry(booking.application_id)
    if (visit.state === 'booked' && booking.state !== 'booked') continue
    const slot = slotById.get(booking.slot_id)
    visit.state = booking.state as VisitState
    visit.slot = slot ? toVisitSlot(slot) : null
  }
  for (const invitation of invitations) {
    const visit = entry(invitation.application_id)
    visit.invitedAt = invitation.created_at
    visit.invitationExpiresAt = invitation.expires_at
  }
  return [...byApplication.values()].sort((a, b) => a.applicationId - b.applicationId)
}

/** The visit of every application of the notice that was invited or booked (counts of places are on the slots). */
export async function noticeVisits(ctx: PipelineContext, studyId: number): Promise<NoticeVisitsResponse> {
  await pipelineNotice(ctx.db, studyId)
  const [[bookings, invitations], slots] = await Promise.all([
    findVisitsOfStudy(ctx.db, studyId),
    findSlotsOfStudy(ctx.db, studyId),
  ])
  await logVisit(ctx, 'visit.list', { type: 'notice', id: studyId })
  return { dataList: visitsOf(bookings, invitations, slots) }
}

/** One application's visit. */
export async function applicationVisit(ctx: PipelineContext, applicationId: number): Promise<ApplicationVisit> {
  await applicantOrThrow(ctx, applicationId)
  const [booking, invitation] = await Promise.all([
    findLatestBooking(ctx.db, applicationId),
    ctx.db
      .selectFrom('visit_invitations')
      .select(['created_at', 'expires_at'])
      .where('application_id', '=', applicationId)
      .executeTakeFirst(),
  ])
  const slot = booking ? await findSlot(ctx.db, booking.slot_id) : undefined
  return {
    applicationId,
    state: (booking?.state as VisitState | undefined) ?? null,
    slot: slot ? toVisitSlot(slot) : null,
    invitedAt: invitation?.created_at ?? null,
    invitationExpiresAt: invitation?.expires_at ?? null,
  }
}

/** A coordinator books (or moves) the applicant's visit, e.g. agreed by phone. */
export async function staffBook(
  ctx: PipelineContext,
  applicationId: number,
  slotId: number,
): Promise<ApplicationVisit> {
  const row = await applicantOrThrow(ctx, applicationId)
  await bookSlot(staffBooking(ctx), { applicationId, studyId: row.study_id, status: row.status }, slotId)
  await logVisit(ctx, 'visit.book', { type: 'application', id: applicationId })
  ctx.wakeJobs()
  return applicationVisit(ctx, applicationId)
}

/** A coordinator cancels the applicant's booked visit. */
export async function staffCancel(ctx: PipelineContext, applicationId: number): Promise<ApplicationVisit> {
  const row = await applicantOrThrow(ctx, applicationId)
  await cancelBooking(staffBooking(ctx), { applicationId, studyId: row.study_id, status: row.status })
  await logVisit(ctx, 'visit.cancel', { type: 'application', id: applicationId })
  ctx.wakeJobs()
  return applicationVisit(ctx, applicationId)
}

/**
 * After the visit: attended moves the application to screened; a no-show puts it back where it
 * stood before the booking, and it can be invited again.
 */
export async function markAttendance(
  ctx: PipelineContext,
  applicationId: number,
  input: VisitAttendanceRequest,
): Promise<ApplicationVisit> {
  const row = await applicantOrThrow(ctx, applicationId)
  const booking = await findLatestBooking(ctx.db, applicationId)
  if (booking?.state !== 'booked') throw new AppError(409, 'VISIT_NOT_BOOKED', 'No visit is booked')
  if (seoulDateTime(booking.starts_at).date > seoulToday(ctx.now)) {
    throw new AppError(409, 'NOTICE_ACTION_REFUSED', 'Attendance is marked from the day of the visit')
  }
  const at = ctx.now.toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await markBooking(trx, booking.id, input.state, at)))
      throw new AppError(409, 'EDIT_CONFLICT', 'The visit changed meanwhile; reload')
    if (row.status !== 'screening_booked') return
    const to = input.state === 'attended' ? 'screened' : await statusBeforeBooking(trx, applicationId)
    const moved = await trx
      .updateTable('applications')
      .set({
        status: to,
        furthest_step: furthestStepWith(to),
        ...firstContactWith(trx, at),
        last_activity_at: at,
        updated_at: at,
      })
      .where('id', '=', applicationId)
      .where('status', '=', 'screening_booked')
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) === 0) return
    await trx
      .insertInto('application_events')
      .values({
        application_id: applicationId,
        staff_id: ctx.session.staff.staffId,
        staff_name: ctx.session.staff.name,
        kind: 'status',
        from_status: 'screening_booked',
        to_status: to,
        value: input.state === 'attended' ? 'visit_attended' : 'visit_no_show',
        created_at: at,
      })
      .execute()
  })
  await logVisit(ctx, 'visit.attendance', { type: 'application', id: applicationId })
  return applicationVisit(ctx, applicationId)
}
