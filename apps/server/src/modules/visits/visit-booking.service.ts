import type { Locale } from '@ctc/contract/locale'
import {
  type FreeSlot,
  type MemberVisitSummary,
  VISIT_CHANGE_CUTOFF_HOURS,
  VISIT_NEXT_SLOTS,
  type VisitBookingPage,
  type VisitState,
} from '@ctc/contract/visit-booking'
import type { Db } from '../../db/database.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { AppError } from '../../errors.js'
import { firstContactWith, furthestStepWith } from '../applications/funnel-step.js'
import { findStudyTitle } from '../staff-applicants/applicants.repository.js'
import { cancelHeldMails } from '../staff-applicants/status-mails.js'
import { queueBookingMails, queueCancellation } from './visit-jobs.js'
import { invalidVisitLink, verifiedInvitationId } from './visit-links.js'
import {
  deleteBooking,
  extendInvitation,
  findFreeSlots,
  findInvitation,
  findInvitationOfMember,
  findOpenVisitsOf,
  findLatestBooking,
  insertBooking,
  moveBooking,
  releasePlace,
  takePlace,
} from './visits.repository.js'

// Booking, moving and cancelling a screening visit: by the applicant's link (until the cut-off)
// or by a coordinator (at any time before the visit). A booking takes its place with one
// conditional UPDATE (visits.repository.ts): of many bookings of the last place one wins, the
// others are told the slot is full and shown the next free slots.

const CUTOFF_MS = VISIT_CHANGE_CUTOFF_HOURS * 3_600_000

/** Statuses from which a visit can be booked. */
export const BOOKABLE_STATUSES = ['received', 'contacted', 'prescreen_passed', 'screening_booked'] as const
const isBookable = (status: string) => (BOOKABLE_STATUSES as readonly string[]).includes(status)

/** Who changes the booking: the applicant by the link, or a coordinator. */
export type VisitActor = { kind: 'applicant' } | { kind: 'staff'; staffId: number; name: string }

export interface BookingContext {
  db: Db
  now: Date
  actor: VisitActor
}

/** The slot's Korea-time day and time. */
export function seoulDateTime(startsAt: string): { date: string; time: string } {
  const iso = new Date(Date.parse(startsAt) + 9 * 3_600_000).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

/** The earliest start the actor may book or move to, and change a booking before. */
const notBefore = (ctx: BookingContext) =>
  new Date(ctx.now.getTime() + (ctx.actor.kind === 'applicant' ? CUTOFF_MS : 0)).toISOString()

export class SlotFullError extends AppError {
  constructor(readonly nextSlots: FreeSlot[]) {
    super(409, 'SLOT_FULL', 'This slot has no place left (or closed); here are the next free ones')
  }
}

const changeClosed = () =>
  new AppError(
    409,
    'VISIT_CHANGE_CLOSED',
    `A visit can be changed here until ${VISIT_CHANGE_CUTOFF_HOURS} hours before it`,
  )

type FreeSlotRow = Awaited<ReturnType<typeof findFreeSlots>>[number]
export const toFreeSlot = (row: FreeSlotRow): FreeSlot => ({
  slotId: row.id,
  ...seoulDateTime(row.starts_at),
  place: row.place,
  left: row.capacity - row.taken,
})

async function statusEvent(trx: Db, ctx: BookingContext, applicationId: number, from: string, to: string) {
  const at = ctx.now.toISOString()
  const moved = await trx
    .updateTable('applications')
    .set({
      status: to,
      furthest_step: furthestStepWith(to),
      // A change the applicant made through the link is not a contact.
      ...(ctx.actor.kind === 'staff' ? firstContactWith(trx, at) : {}),
      closing_reason: null,
      last_activity_at: at,
      updated_at: at,
    })
    .where('id', '=', applicationId)
    .where('status', '=', from)
    .executeTakeFirst()
  if (Number(moved.numUpdatedRows) === 0) return
  // A change the coordinator made within the minute is not mailed after this one.
  await cancelHeldMails(trx, applicationId, ctx.now)
  await trx
    .insertInto('application_events')
    .values({
      application_id: applicationId,
      staff_id: ctx.actor.kind === 'staff' ? ctx.actor.staffId : null,
      staff_name: ctx.actor.kind === 'staff' ? ctx.actor.name : null,
      kind: 'status',
      from_status: from,
      to_status: to,
      // The visit's own mails (booking, calendar file, cancellation) tell the applicant.
      value: 'visit',
      created_at: at,
    })
    .execute()
}

/** The status an application had before its visit was booked (for a cancellation or a no-show). */
export async function statusBeforeBooking(db: Db, applicationId: number): Promise<string> {
  const event = await db
    .selectFrom('application_events')
    .select('from_status')
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'status')
    .where('to_status', '=', 'screening_booked')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return event?.from_status && event.from_status !== 'screening_booked' ? event.from_status : 'contacted'
}

export interface BookingTarget {
  applicationId: number
  studyId: number
  status: string
}

/**
 * Books the slot for the application, or moves its booking there; the application becomes
 * screening booked. Throws SlotFullError (with the next free slots) when the slot has no place.
 */
export async function bookSlot(ctx: BookingContext, target: BookingTarget, slotId: number): Promise<void> {
  if (!isBookable(target.status))
    throw new AppError(409, 'NOTICE_ACTION_REFUSED', 'This application cannot book a visit')
  const earliest = notBefore(ctx)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const current = await findLatestBooking(trx, target.applicationId)
      const booked = current?.state === 'booked' ? current : undefined
      if (booked?.slot_id === slotId) return
      if (booked && booked.starts_at < earliest) throw changeClosed()
      if (!(await takePlace(trx, slotId, target.studyId, earliest))) throw new SlotFullError([])
      const at = ctx.now.toISOString()
      let booking: { id: number; version: number } | undefined
      if (booked) {
        await releasePlace(trx, booked.slot_id)
        booking = await moveBooking(trx, booked.id, slotId, at)
        if (!booking) throw new AppError(409, 'EDIT_CONFLICT', 'The booking changed meanwhile; reload')
      } else {
        booking = await insertBooking(trx, {
          application_id: target.applicationId,
          slot_id: slotId,
          state: 'booked',
          at,
        })
      }
      const slot = await trx
        .selectFrom('visit_slots')
        .select('starts_at')
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow()
      if (target.status !== 'screening_booked')
        await statusEvent(trx, ctx, target.applicationId, target.status, 'screening_booked')
      // The link keeps working until the visit, to move or cancel it.
      await extendInvitation(trx, target.applicationId, slot.starts_at)
      await queueBookingMails(trx, { ...booking, startsAt: slot.starts_at }, booked !== undefined, ctx.now)
    })
  } catch (error) {
    if (error instanceof SlotFullError) {
      const next = await findFreeSlots(ctx.db, target.studyId, earliest, VISIT_NEXT_SLOTS + 1)
      throw new SlotFullError(
        next
          .filter((row) => row.id !== slotId)
          .slice(0, VISIT_NEXT_SLOTS)
          .map(toFreeSlot),
      )
    }
    // Two bookings of one application at once: the other one stands.
    if (isUniqueViolation(error)) throw new AppError(409, 'EDIT_CONFLICT', 'The visit was booked meanwhile; reload')
    throw error
  }
}

/** Cancels the application's booked visit; it goes back to the status it had before. */
export async function cancelBooking(ctx: BookingContext, target: BookingTarget): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findLatestBooking(trx, target.applicationId)
    if (current?.state !== 'booked') throw new AppError(409, 'VISIT_NOT_BOOKED', 'No visit is booked')
    if (current.starts_at < notBefore(ctx)) throw changeClosed()
    if (Number((await deleteBooking(trx, current.id)).numDeletedRows) === 0)
      throw new AppError(409, 'EDIT_CONFLICT', 'The booking changed meanwhile; reload')
    await releasePlace(trx, current.slot_id)
    if (target.status === 'screening_booked') {
      await statusEvent(
        trx,
        ctx,
        target.applicationId,
        'screening_booked',
        await statusBeforeBooking(trx, target.applicationId),
      )
    }
    await queueCancellation(
      trx,
      { id: current.id, version: current.version, applicationId: target.applicationId, startsAt: current.starts_at },
      ctx.now,
    )
  })
}

// The applicant's side: everything goes by the signed token of the invitation mail.

/** The application the token names, while its invitation lasts and the application can book. */
export async function invitationOf(
  db: Db,
  secret: string | undefined,
  token: string,
  now: Date,
): Promise<BookingTarget & { locale: string }> {
  const invitation = await findInvitation(db, verifiedInvitationId(secret, token))
  if (!invitation || invitation.expires_at < now.toISOString()) throw invalidVisitLink()
  // Enrolled, screened or closed: the link has done its work (the page says so as an invalid link).
  if (!isBookable(invitation.status)) throw invalidVisitLink()
  return {
    applicationId: invitation.application_id,
    studyId: invitation.study_id,
    status: invitation.status,
    locale: invitation.locale,
  }
}

// A member's side: the same invitation, named by the member's own application (My Page).

/** One of the member's applications with an open invitation; another's, or none, is an invalid link. */
export async function memberInvitationOf(
  db: Db,
  memberId: number,
  applicationId: number,
  now: Date,
): Promise<BookingTarget & { locale: string }> {
  const invitation = await findInvitationOfMember(db, memberId, applicationId)
  if (!invitation || invitation.expires_at < now.toISOString() || !isBookable(invitation.status))
    throw invalidVisitLink()
  return {
    applicationId: invitation.application_id,
    studyId: invitation.study_id,
    status: invitation.status,
    locale: invitation.locale,
  }
}

/** The visit of each application that has a booked one or an open invitation to book, for My Page. */
export async function openVisitsOf(
  db: Db,
  applications: readonly { applicationId: number; status: string }[],
  now: Date,
): Promise<Map<number, MemberVisitSummary>> {
  const bookable = applications.filter((application) => isBookable(application.status))
  const { invitations, bookings } = await findOpenVisitsOf(
    db,
    bookable.map((application) => application.applicationId),
    now.toISOString(),
  )
  const visits = new Map<number, MemberVisitSummary>()
  for (const invitation of invitations)
    visits.set(invitation.application_id, { state: 'invited', date: null, time: null, place: null })
  for (const booking of bookings)
    visits.set(booking.application_id, { state: 'booked', ...seoulDateTime(booking.starts_at), place: booking.place })
  return visits
}

/** What the booking page shows: the study, the booking if any, and the free slots. */
export async function bookingPage(db: Db, lang: Locale, target: BookingTarget, now: Date): Promise<VisitBookingPage> {
  const earliest = new Date(now.getTime() + CUTOFF_MS).toISOString()
  const [title, current, free] = await Promise.all([
    findStudyTitle(db, target.studyId, lang),
    findLatestBooking(db, target.applicationId),
    findFreeSlots(db, target.studyId, earliest),
  ])
  const booking = current?.state === 'booked' ? current : undefined
  return {
    studyTitle: title ?? '',
    booking: booking
      ? {
          slotId: booking.slot_id,
          ...seoulDateTime(booking.starts_at),
          place: booking.place,
          state: booking.state as VisitState,
        }
      : null,
    changeable: booking !== undefined && booking.starts_at >= earliest,
    slots: free.filter((row) => row.id !== booking?.slot_id).map(toFreeSlot),
  }
}
