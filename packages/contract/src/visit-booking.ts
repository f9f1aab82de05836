import { z } from 'zod'
import { IdParamSchema, RowIdSchema } from './record-id.js'
import { requiredText } from './text.js'
import { DateSchema } from './volunteer-form.js'

// Screening-visit booking: coordinators open visit slots for a notice and invite applicants;
// an invited applicant picks a slot by the mailed link (no login), may reschedule or cancel it
// by the same link until the cut-off, gets the booking with a calendar file and a reminder the
// day before. Coordinators mark each visit attended or no-show. Times are Korea time.

/** An applicant may reschedule or cancel until this many hours before the visit; after it, by phone. */
export const VISIT_CHANGE_CUTOFF_HOURS = 24
/** An invitation's link works this many days, and after a booking until the visit. */
export const VISIT_INVITATION_DAYS = 14
/** The reminder goes at this hour (Korea time) of the day before the visit. */
export const VISIT_REMINDER_HOUR = 9
/** At most this many people per slot. */
export const VISIT_SLOT_CAPACITY_MAX = 50
export const VISIT_PLACE_MAX = 100
/** At most this many applicants invited in one call. */
export const VISIT_INVITE_MAX = 200
/** A "full" answer lists at most this many other free slots. */
export const VISIT_NEXT_SLOTS = 5

/** What became of a booked visit. */
export const VISIT_STATES = ['booked', 'attended', 'no_show'] as const
export const VisitStateSchema = z.enum(VISIT_STATES)
export type VisitState = z.infer<typeof VisitStateSchema>

/** A time of day as HH:MM (24 hours). */
export const TimeOfDaySchema = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time')

/** `POST /api/admin/notices/:studyId/visit-slots`: a slot on a day, at a time, in a place, for so many people. */
export const VisitSlotCreateRequestSchema = z.object({
  date: DateSchema,
  time: TimeOfDaySchema,
  place: requiredText(VISIT_PLACE_MAX),
  capacity: z.coerce
    .number('number')
    .int('number')
    .min(1, 'capacityRange')
    .max(VISIT_SLOT_CAPACITY_MAX, 'capacityRange'),
})
export type VisitSlotCreateRequest = z.infer<typeof VisitSlotCreateRequestSchema>
export type VisitSlotCreateInput = z.input<typeof VisitSlotCreateRequestSchema>

/** `PATCH /api/admin/visit-slots/:slotId`: a closed slot takes no new bookings; those made stay. */
export const VisitSlotUpdateRequestSchema = z.object({ closed: z.boolean() })
export type VisitSlotUpdateRequest = z.infer<typeof VisitSlotUpdateRequestSchema>

export const VisitSlotIdParamsSchema = z.object({ slotId: IdParamSchema })

/** A slot as the console shows it. */
export const VisitSlotSchema = z.object({
  slotId: z.number().int(),
  studyId: z.number().int(),
  /** Korea time. */
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  place: z.string(),
  capacity: z.number().int(),
  /** Places taken (booked, attended or no-show). */
  taken: z.number().int(),
  closed: z.boolean(),
})
export type VisitSlot = z.infer<typeof VisitSlotSchema>

/** `GET /api/admin/notices/:studyId/visit-slots` and the answer of every slot change: the notice's slots, soonest first. */
export const VisitSlotListResponseSchema = z.object({ dataList: z.array(VisitSlotSchema) })
export type VisitSlotListResponse = z.infer<typeof VisitSlotListResponseSchema>

/** `POST /api/admin/notices/:studyId/visit-invitations`: applications of the notice to invite (one, or many from the pipeline). */
export const VisitInviteRequestSchema = z.object({
  applicationIds: z.array(RowIdSchema).min(1).max(VISIT_INVITE_MAX),
})
export type VisitInviteRequest = z.infer<typeof VisitInviteRequestSchema>

/** Why an application was not invited. */
export const VISIT_INVITE_SKIPS = ['not_found', 'closed', 'booked', 'attended', 'no_address'] as const
export const VisitInviteResponseSchema = z.object({
  invited: z.array(z.number().int()),
  skipped: z.array(z.object({ applicationId: z.number().int(), reason: z.enum(VISIT_INVITE_SKIPS) })),
})
export type VisitInviteResponse = z.infer<typeof VisitInviteResponseSchema>

/** One application's visit: the booking (if any), and the latest invitation. */
export const ApplicationVisitSchema = z.object({
  applicationId: z.number().int(),
  state: VisitStateSchema.nullable(),
  slot: VisitSlotSchema.nullable(),
  invitedAt: z.string().nullable(),
  invitationExpiresAt: z.string().nullable(),
})
export type ApplicationVisit = z.infer<typeof ApplicationVisitSchema>

/** `GET /api/admin/notices/:studyId/visits`: the visit of every application of the notice that has one or was invited. */
export const NoticeVisitsResponseSchema = z.object({ dataList: z.array(ApplicationVisitSchema) })
export type NoticeVisitsResponse = z.infer<typeof NoticeVisitsResponseSchema>

/** `POST /api/admin/applications/:applicationId/visit/attendance`: after the visit. */
export const VisitAttendanceRequestSchema = z.object({ state: z.enum(['attended', 'no_show']) })
export type VisitAttendanceRequest = z.infer<typeof VisitAttendanceRequestSchema>

/** `POST /api/admin/applications/:applicationId/visit`: a coordinator books (or moves) a visit for the applicant, e.g. by phone. */
export const StaffVisitBookRequestSchema = z.object({ slotId: RowIdSchema })
export type StaffVisitBookRequest = z.infer<typeof StaffVisitBookRequestSchema>

// The applicant's side (no login): the signed token of the invitation mail, sent in the body.

/** The invitation's id and its HMAC under the site's secret. */
export const VisitTokenSchema = z
  .string()
  .max(60)
  .regex(/^\d{1,12}\.[\w-]{27}$/, 'token')

export const VisitLinkRequestSchema = z.object({ token: VisitTokenSchema })
export type VisitLinkRequest = z.infer<typeof VisitLinkRequestSchema>

export const VisitBookRequestSchema = z.object({ token: VisitTokenSchema, slotId: RowIdSchema })
export type VisitBookRequest = z.infer<typeof VisitBookRequestSchema>

/** A free slot as the applicant sees it. */
export const FreeSlotSchema = z.object({
  slotId: z.number().int(),
  date: z.string(),
  time: z.string(),
  place: z.string(),
  /** Places left. */
  left: z.number().int(),
})
export type FreeSlot = z.infer<typeof FreeSlotSchema>

/** `POST /api/{lang}/visit/check`, `/visit/book`, `/visit/cancel`: the study, the booking and the free slots. */
export const VisitBookingPageSchema = z.object({
  studyTitle: z.string(),
  booking: z
    .object({
      slotId: z.number().int(),
      date: z.string(),
      time: z.string(),
      place: z.string(),
      state: VisitStateSchema,
    })
    .nullable(),
  /** Whether the booking may still be moved or cancelled here (before the cut-off). */
  changeable: z.boolean(),
  /** Free slots that open for booking (after the cut-off from now), soonest first. */
  slots: z.array(FreeSlotSchema),
})
export type VisitBookingPage = z.infer<typeof VisitBookingPageSchema>
export const VisitBookingResponseSchema = z.object({ data: VisitBookingPageSchema })
export type VisitBookingResponse = z.infer<typeof VisitBookingResponseSchema>

/** The 409 answer when the slot filled up (or closed) meanwhile: the error and the next free slots. */
export const VisitSlotFullBodySchema = z.object({
  error: z.object({
    code: z.literal('SLOT_FULL'),
    message: z.string(),
    nextSlots: z.array(FreeSlotSchema),
  }),
})
export type VisitSlotFullBody = z.infer<typeof VisitSlotFullBodySchema>

// A member's side: the same booking, named by the member's own application instead of a token.

/** `POST /api/{lang}/sbjUser/visit/check` and `/visit/cancel`: one of the member's own applications. */
export const MemberVisitRequestSchema = z.object({ applicationId: RowIdSchema })
export type MemberVisitRequest = z.infer<typeof MemberVisitRequestSchema>

/** `POST /api/{lang}/sbjUser/visit/book`: books (or moves to) a slot for one of the member's applications. */
export const MemberVisitBookRequestSchema = z.object({ applicationId: RowIdSchema, slotId: RowIdSchema })
export type MemberVisitBookRequest = z.infer<typeof MemberVisitBookRequestSchema>

/** What My Page shows of an application's visit: an open invitation, or the booked visit (Korea time). */
export const MemberVisitSummarySchema = z.object({
  state: z.enum(['invited', 'booked']),
  date: z.string().nullable(),
  time: z.string().nullable(),
  place: z.string().nullable(),
})
export type MemberVisitSummary = z.infer<typeof MemberVisitSummarySchema>
