import { z } from 'zod'
import { plainText, requiredText } from './text.js'
import {
  APPLICATION_STATUSES,
  ApplicationStatusSchema,
  ClosingReasonSchema,
  MAILED_STATUSES,
  isClosingStatus,
} from './application-status.js'
import { LocaleSchema } from './locale.js'
import { PrescreenResultSchema, PrescreenReviewItemSchema } from './prescreen.js'
import { ACCESS_REASON_TEXT_MAX, AccessReasonShape, refineReasonText } from './staff-access-log.js'
import { IdParamSchema, RowIdSchema } from './record-id.js'
import { PageCursorSchema, PageCursorsSchema, PagingSchema } from './studies.js'
import { DateSchema, EmailSchema, GenderSchema, PersonShape, PhoneSchema } from './volunteer-form.js'

// The applicant pipeline of a notice in the staff console: the list, one applicant with the
// form as submitted and its history, status changes (one or many), owner and next action,
// phone applications, and exports. Every call is access-logged.

export const APPLICANTS_PAGE_SIZE = 50
/** At most this many applications change in one bulk call. */
export const BULK_MAX = 200
export const NOTE_MAX = 1000
/** The words of a next action ("call back about the screening date"). */
export const NEXT_ACTION_TEXT_MAX = 200
/**
 * A status mail waits this long before it goes, so that the change (or only its mail) can be
 * undone: the mail is a job on the job table that runs this many seconds after the change.
 */
export const STATUS_MAIL_HOLD_SECONDS = 60

/** How an application arrived. */
export const APPLICATION_CHANNELS = ['online', 'phone'] as const
export const ApplicationChannelSchema = z.enum(APPLICATION_CHANNELS)
export type ApplicationChannel = z.infer<typeof ApplicationChannelSchema>

export const APPLICANT_SORTS = ['createdAt', 'nextActionOn', 'lastActivityAt', 'status', 'name', 'prescreen'] as const

export const StudyIdParamsSchema = z.object({ studyId: IdParamSchema })
export const ApplicationIdParamsSchema = z.object({ applicationId: IdParamSchema })

/** `GET /api/admin/notices/:studyId/applicants`: filters, sorting and paging. */
export const ApplicantListQuerySchema = z.object({
  status: ApplicationStatusSchema.optional(),
  /** A staff id, or `none` for applications nobody owns. */
  owner: z.union([z.literal('none'), IdParamSchema]).optional(),
  /** A join-path code. */
  source: plainText(10).optional(),
  channel: ApplicationChannelSchema.optional(),
  stale: z.enum(['true', 'false']).optional(),
  /** The pre-screen result, or `none` for applications that answered no questions. */
  prescreen: z.union([z.literal('none'), PrescreenResultSchema]).optional(),
  sort: z.enum(APPLICANT_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** `cursors.next` (or `.previous`) of the page before (or after) `page`, with the same filters and sort. */
  cursor: PageCursorSchema.optional(),
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
  /** What is to be done next, in the coordinator's words. */
  nextActionText: z.string().nullable(),
  /**
   * The mobile number with all but its first three and last four digits hidden: the list is
   * not the logged view of one applicant; opening the applicant shows it whole.
   */
  mobileMasked: z.string(),
  /** The join-path code the applicant chose ('' when unknown). */
  source: z.string(),
  channel: ApplicationChannelSchema,
  member: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** Open, and nothing happened for STALE_DAYS days. */
  stale: z.boolean(),
  /**
   * The pre-screen result with the answers that decided it (the list shows them, and its access-log
   * row says so); null when the application answered no questions.
   */
  prescreen: z
    .object({
      result: PrescreenResultSchema,
      deciding: z.array(PrescreenReviewItemSchema),
    })
    .nullable(),
})
export type Applicant = z.infer<typeof ApplicantSchema>

export const MailedStatusSchema = z.enum(MAILED_STATUSES)
export type MailedStatus = z.infer<typeof MailedStatusSchema>

/** A mail as it would go: subject and plain text. */
export const MailTextSchema = z.object({ subject: z.string(), text: z.string() })
export type MailText = z.infer<typeof MailTextSchema>

/** The mail of each status that e-mails the applicant, as the console shows it before a change. */
export const StatusMailPreviewSchema = z.object({
  /** The language the mail goes in (the member's, or the one a non-member applied in). */
  language: LocaleSchema,
  mails: z.record(MailedStatusSchema, MailTextSchema),
})
export type StatusMailPreview = z.infer<typeof StatusMailPreviewSchema>

/** The notice the pipeline belongs to, with its owner, target and counts by status. */
export const PipelineNoticeSchema = z.object({
  studyId: z.number().int(),
  title: z.string(),
  applyMethod: z.enum(['online', 'phone']),
  ownerStaffId: z.number().int().nullable(),
  targetCount: z.number().int().nullable(),
  counts: z.record(z.string(), z.number().int()),
  /**
   * For changes of several applicants: each mail in Korean with a stand-in name (each applicant
   * gets it in their own language, with their name).
   */
  statusMails: StatusMailPreviewSchema,
})
export type PipelineNotice = z.infer<typeof PipelineNoticeSchema>

export const ApplicantListResponseSchema = z.object({
  notice: PipelineNoticeSchema,
  dataList: z.array(ApplicantSchema),
  paging: PagingSchema,
  cursors: PageCursorsSchema,
})
export type ApplicantListResponse = z.infer<typeof ApplicantListResponseSchema>

/**
 * What became of the mail a status change called for: held (waiting for its time, `mailAt`),
 * sending, sent (`mailAt`), skipped (no address when it ran), failed, cancelled (undone, or
 * replaced by a later change before it went), off (the coordinator chose no mail).
 */
export const EVENT_MAIL_STATES = ['held', 'sending', 'sent', 'skipped', 'failed', 'cancelled', 'off'] as const
export const EventMailStateSchema = z.enum(EVENT_MAIL_STATES)
export type EventMailState = z.infer<typeof EventMailStateSchema>

/** One change in an application's history. */
export const ApplicationEventSchema = z.object({
  eventId: z.number().int(),
  at: z.string(),
  staffName: z.string().nullable(),
  /** created, status, undo (a status change undone within its mail's hold), owner, next_action */
  kind: z.enum(['created', 'status', 'undo', 'owner', 'next_action']),
  fromStatus: ApplicationStatusSchema.nullable(),
  toStatus: ApplicationStatusSchema.nullable(),
  reason: ClosingReasonSchema.nullable(),
  note: z.string().nullable(),
  /** For owner and next-action changes: the new value as shown (a next action's date). */
  value: z.string().nullable(),
  /** For status changes to a status that e-mails the applicant: what became of the mail. */
  mail: EventMailStateSchema.nullable(),
  /** When a held mail goes, or when it went. */
  mailAt: z.string().nullable(),
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
    /** The mobile number as submitted, whole (this view is logged). */
    mobile: z.string(),
    /** The form as submitted: field name to value (codes as codes; the console labels them). */
    form: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
  history: z.array(ApplicationEventSchema),
  /** The mails a status change would send this applicant; null when they have no address. */
  statusMails: StatusMailPreviewSchema.nullable(),
})
export type ApplicantDetailResponse = z.infer<typeof ApplicantDetailResponseSchema>

const NoteSchema = plainText(NOTE_MAX, { multiline: true }).optional()

function refineClosing(
  value: { status: string; reason?: string | undefined; note?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (isClosingStatus(value.status) && !value.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' })
  if (value.reason === 'other' && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'required' })
}

const StatusChangeShape = {
  status: z.enum(APPLICATION_STATUSES, 'required'),
  /** Required for the closing statuses. */
  reason: ClosingReasonSchema.optional(),
  note: NoteSchema,
  /**
   * Whether the applicant is e-mailed, when the status is one that mails (MAILED_STATUSES).
   * The mail is held for STATUS_MAIL_HOLD_SECONDS, during which the change can be undone.
   */
  notify: z.boolean().default(true),
}

/** A status change as the console's forms fill it (which applications, the screen knows). */
export const StatusChangeFormSchema = z.object(StatusChangeShape).superRefine(refineClosing)
export type StatusChangeForm = z.infer<typeof StatusChangeFormSchema>
export type StatusChangeFormInput = z.input<typeof StatusChangeFormSchema>

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

/**
 * What a change did about the applicant's mail: held (it goes at `sendAt` unless undone),
 * off (the coordinator chose no mail), none (the status is not one that mails), no_address
 * (the applicant has no e-mail address, e.g. a phone application without one).
 */
export const CHANGE_MAIL_OUTCOMES = ['held', 'off', 'none', 'no_address'] as const
export const ChangeMailOutcomeSchema = z.enum(CHANGE_MAIL_OUTCOMES)
export type ChangeMailOutcome = z.infer<typeof ChangeMailOutcomeSchema>

/** One status change as saved, with what it did about the mail. */
export const StatusChangeResultSchema = z.object({
  eventId: z.number().int(),
  mail: ChangeMailOutcomeSchema,
  sendAt: z.string().nullable(),
})
export type StatusChangeResult = z.infer<typeof StatusChangeResultSchema>

/** The answer to a status change: the applicant as now, and the change (null when nothing moved). */
export const StatusChangeResponseSchema = ApplicantDetailResponseSchema.extend({
  change: StatusChangeResultSchema.nullable(),
})
export type StatusChangeResponse = z.infer<typeof StatusChangeResponseSchema>

export const BulkStatusResponseSchema = z.object({
  /** Applications moved; those already in the status, or not of this notice, are left alone. */
  changed: z.array(z.number().int()),
  /** The changes' history events, for an undo. */
  eventIds: z.array(z.number().int()),
  /** What the changes did about mail (no_address is only told for one applicant at a time). */
  mail: ChangeMailOutcomeSchema,
  sendAt: z.string().nullable(),
})
export type BulkStatusResponse = z.infer<typeof BulkStatusResponseSchema>

/**
 * What an undo takes back: `change` puts the application back where it was and cancels the
 * mail; `mail` keeps the new status and cancels only the mail.
 */
export const UNDO_SCOPES = ['change', 'mail'] as const
export const UndoScopeSchema = z.enum(UNDO_SCOPES)
export type UndoScope = z.infer<typeof UndoScopeSchema>

/**
 * `POST /api/admin/status-changes/undo`: undoes status changes whose mail is still held. Each
 * change is undone on its own, all or nothing: the mail is cancelled in the same statement that
 * checks it has not been taken by the worker, so a change is either undone with its mail not
 * sent, or left as it is because its mail has gone (or is going).
 */
export const StatusUndoRequestSchema = z.object({
  eventIds: z.array(RowIdSchema).min(1).max(BULK_MAX),
  scope: UndoScopeSchema,
})
export type StatusUndoRequest = z.infer<typeof StatusUndoRequestSchema>

/**
 * undone; already_sent (the mail left or is leaving: nothing changed); moved_since (the
 * application changed again: nothing changed); not_held (no mail was held for this change, or it
 * is no status change: nothing changed).
 */
export const UNDO_OUTCOMES = ['undone', 'already_sent', 'moved_since', 'not_held'] as const
export const UndoOutcomeSchema = z.enum(UNDO_OUTCOMES)
export type UndoOutcome = z.infer<typeof UndoOutcomeSchema>

export const StatusUndoResponseSchema = z.object({
  results: z.array(z.object({ eventId: z.number().int(), outcome: UndoOutcomeSchema })),
})
export type StatusUndoResponse = z.infer<typeof StatusUndoResponseSchema>

/** `PATCH /api/admin/applications/:applicationId`: owner, next action date and words (null clears). */
export const ApplicantUpdateRequestSchema = z
  .object({
    ownerStaffId: RowIdSchema.nullable().optional(),
    nextActionOn: DateSchema.nullable().optional(),
    nextActionText: plainText(NEXT_ACTION_TEXT_MAX).nullable().optional(),
  })
  .refine(
    (value) =>
      value.ownerStaffId !== undefined || value.nextActionOn !== undefined || value.nextActionText !== undefined,
    'required',
  )
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
  joinPath: plainText(10).default(''),
  /** Both consents were read and given on the call. */
  consentGiven: z.literal(true, 'consentRequired'),
  /** How the consent was taken (the script read, who was on the line). */
  consentNote: requiredText(ACCESS_REASON_TEXT_MAX),
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
