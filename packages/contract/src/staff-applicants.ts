import { z } from 'zod'
import { ApplicationStatusSchema, ClosingReasonSchema, isClosingStatus } from './application-status.js'
import { ACCESS_REASON_TEXT_MAX, AccessReasonShape, refineReasonText } from './staff-access-log.js'
import { IdParamSchema, RowIdSchema } from './record-id.js'
import { PagingSchema } from './studies.js'
import { DateSchema, EmailSchema, GenderSchema, PersonShape, PhoneSchema } from './volunteer-form.js'

// The applicant pipeline of a notice in the staff console: the list, one applicant with the
// form as submitted and its history, status changes (one or many), owner and next action,
// phone applications, and exports. Every call is access-logged.

export const APPLICANTS_PAGE_SIZE = 50
/** At most this many applications change in one bulk call. */
export const BULK_MAX = 200
export const NOTE_MAX = 1000

/** How an application arrived. */
export const APPLICATION_CHANNELS = ['online', 'phone'] as const
export const ApplicationChannelSchema = z.enum(APPLICATION_CHANNELS)
export type ApplicationChannel = z.infer<typeof ApplicationChannelSchema>

export const APPLICANT_SORTS = ['createdAt', 'nextActionOn', 'lastActivityAt', 'status', 'name'] as const

export const StudyIdParamsSchema = z.object({ studyId: IdParamSchema })
export const ApplicationIdParamsSchema = z.object({ applicationId: IdParamSchema })

/** `GET /api/admin/notices/:studyId/applicants`: filters, sorting and paging. */
export const ApplicantListQuerySchema = z.object({
  status: ApplicationStatusSchema.optional(),
  /** A staff id, or `none` for applications nobody owns. */
  owner: z.union([z.literal('none'), IdParamSchema]).optional(),
  /** A join-path code. */
  source: z.string().trim().max(10).optional(),
  channel: ApplicationChannelSchema.optional(),
  stale: z.enum(['true', 'false']).optional(),
  sort: z.enum(APPLICANT_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type ApplicantListQuery = z.infer<typeof ApplicantListQuerySchema>
export type ApplicantListQueryInput = z.input<typeof ApplicantListQuerySchema>

/** One row of the pipeline. */
export const ApplicantSchema = z.object({
  applicationId: z.number().int(),
  name: z.string(),
  status: ApplicationStatusSchema,
  ownerStaffId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  nextActionOn: z.string().nullable(),
  /** The join-path code the applicant chose ('' when unknown). */
  source: z.string(),
  channel: ApplicationChannelSchema,
  member: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** Open, and nothing happened for STALE_DAYS days. */
  stale: z.boolean(),
})
export type Applicant = z.infer<typeof ApplicantSchema>

/** The notice the pipeline belongs to, with its owner, target and counts by status. */
export const PipelineNoticeSchema = z.object({
  studyId: z.number().int(),
  title: z.string(),
  applyMethod: z.enum(['online', 'phone']),
  ownerStaffId: z.number().int().nullable(),
  targetCount: z.number().int().nullable(),
  counts: z.record(z.string(), z.number().int()),
})
export type PipelineNotice = z.infer<typeof PipelineNoticeSchema>

export const ApplicantListResponseSchema = z.object({
  notice: PipelineNoticeSchema,
  dataList: z.array(ApplicantSchema),
  paging: PagingSchema,
})
export type ApplicantListResponse = z.infer<typeof ApplicantListResponseSchema>

/** One change in an application's history. */
export const ApplicationEventSchema = z.object({
  eventId: z.number().int(),
  at: z.string(),
  staffName: z.string().nullable(),
  /** status, owner, next_action, created */
  kind: z.enum(['created', 'status', 'owner', 'next_action']),
  fromStatus: ApplicationStatusSchema.nullable(),
  toStatus: ApplicationStatusSchema.nullable(),
  reason: ClosingReasonSchema.nullable(),
  note: z.string().nullable(),
  /** For owner and next-action changes: the new value as shown. */
  value: z.string().nullable(),
})
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>

/** `GET /api/admin/applications/:applicationId`: the application as submitted, and its history. */
export const ApplicantDetailResponseSchema = z.object({
  applicant: ApplicantSchema.extend({
    studyId: z.number().int(),
    studyTitle: z.string(),
    locale: z.string(),
    consentVersion: z.string(),
    consentedAt: z.string(),
    /** The staff member who took the consent by phone. */
    consentTakenBy: z.string().nullable(),
    /** The form as submitted: field name to value (codes as codes; the console labels them). */
    form: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
  history: z.array(ApplicationEventSchema),
})
export type ApplicantDetailResponse = z.infer<typeof ApplicantDetailResponseSchema>

const NoteSchema = z.string().trim().max(NOTE_MAX, 'tooLong').optional()

function refineClosing(
  value: { status: string; reason?: string | undefined; note?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (isClosingStatus(value.status) && !value.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' })
  if (value.reason === 'other' && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'required' })
}

const StatusChangeShape = {
  status: ApplicationStatusSchema,
  /** Required for the closing statuses. */
  reason: ClosingReasonSchema.optional(),
  note: NoteSchema,
}

/** A status change as the console's forms fill it (which applications, the screen knows). */
export const StatusChangeFormSchema = z.object(StatusChangeShape).superRefine(refineClosing)
export type StatusChangeForm = z.infer<typeof StatusChangeFormSchema>

/**
 * `POST /api/admin/applications/:applicationId/status`: moves one application; `fromStatus` is
 * the status the coordinator saw (409 EDIT_CONFLICT when someone moved it meanwhile).
 */
export const StatusChangeRequestSchema = z
  .object({ ...StatusChangeShape, fromStatus: ApplicationStatusSchema })
  .superRefine(refineClosing)
export type StatusChangeRequest = z.infer<typeof StatusChangeRequestSchema>

/** `POST /api/admin/notices/:studyId/applicants/status`: the same change for several applications. */
export const BulkStatusRequestSchema = z
  .object({ ...StatusChangeShape, applicationIds: z.array(RowIdSchema).min(1).max(BULK_MAX) })
  .superRefine(refineClosing)
export type BulkStatusRequest = z.infer<typeof BulkStatusRequestSchema>

export const BulkStatusResponseSchema = z.object({
  /** Applications moved; those already in the status, or not of this notice, are left alone. */
  changed: z.array(z.number().int()),
})

/** `PATCH /api/admin/applications/:applicationId`: owner and next action date (null clears). */
export const ApplicantUpdateRequestSchema = z
  .object({
    ownerStaffId: RowIdSchema.nullable().optional(),
    nextActionOn: DateSchema.nullable().optional(),
  })
  .refine((value) => value.ownerStaffId !== undefined || value.nextActionOn !== undefined, 'required')
export type ApplicantUpdateRequest = z.infer<typeof ApplicantUpdateRequestSchema>

/**
 * `POST /api/admin/notices/:studyId/applicants/phone`: an application taken by phone (the
 * phone-only cancer notices). The coordinator read the consents to the applicant and notes it.
 */
export const PhoneApplicationRequestSchema = z.object({
  name: PersonShape.name,
  gender: GenderSchema,
  birth: PersonShape.birth,
  mobile: PhoneSchema,
  email: z.union([z.literal(''), EmailSchema]).default(''),
  joinPath: z.string().trim().max(10).default(''),
  /** Both consents were read and given on the call. */
  consentGiven: z.literal(true, 'consentRequired'),
  /** How the consent was taken (the script read, who was on the line). */
  consentNote: z.string().trim().min(1, 'required').max(ACCESS_REASON_TEXT_MAX, 'tooLong'),
  note: NoteSchema,
})
export type PhoneApplicationRequest = z.infer<typeof PhoneApplicationRequestSchema>
export type PhoneApplicationRequestInput = z.input<typeof PhoneApplicationRequestSchema>

/** `PATCH /api/admin/notices/:studyId/recruitment`: the notice's owner and enrolment target. */
export const RecruitmentSettingsRequestSchema = z.object({
  ownerStaffId: RowIdSchema.nullable(),
  targetCount: z.number().int().min(1).max(100_000).nullable(),
})
export type RecruitmentSettingsRequest = z.infer<typeof RecruitmentSettingsRequestSchema>

/** The columns an export may carry, in this order. */
export const EXPORT_COLUMNS = [
  'applicationId',
  'createdAt',
  'status',
  'name',
  'gender',
  'birth',
  'mobile',
  'email',
  'address',
  'source',
  'channel',
  'owner',
  'nextActionOn',
  'lastActivityAt',
  'height',
  'weight',
  'smoking',
] as const
export const ExportColumnSchema = z.enum(EXPORT_COLUMNS)
export type ExportColumn = z.infer<typeof ExportColumnSchema>

/** `POST /api/admin/notices/:studyId/applicants/export`: a file of the notice's applicants (logged). */
export const ExportRequestSchema = z
  .object({
    format: z.enum(['csv', 'xlsx']),
    /** The language of the header row and of labelled values. */
    language: z.enum(['ko', 'en']).default('ko'),
    columns: z.array(ExportColumnSchema).min(1).max(EXPORT_COLUMNS.length),
    status: ApplicationStatusSchema.optional(),
    ...AccessReasonShape,
  })
  .superRefine(refineReasonText)
export type ExportRequest = z.infer<typeof ExportRequestSchema>
export type ExportRequestInput = z.input<typeof ExportRequestSchema>

/** An active staff member, for owner pickers. */
export const StaffDirectoryResponseSchema = z.object({
  dataList: z.array(z.object({ staffId: z.number().int(), name: z.string() })),
})
export type StaffDirectoryResponse = z.infer<typeof StaffDirectoryResponseSchema>
