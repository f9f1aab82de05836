import { z } from 'zod'
import { optionalText, plainText, requiredText, tooLong } from './text.js'
import { codeOf } from './codes.js'
import { IdParamSchema } from './record-id.js'
import { LocaleSchema } from './locale.js'
import {
  ApplyMethodSchema,
  HistoryRuleSchema,
  PagingSchema,
  SEARCH_BOUNDS,
  StudyConditionSchema,
  StudyGenderSchema,
} from './studies.js'
import { DateSchema } from './volunteer-form.js'

// Recruitment notices as the console writes them. Names here are plain (the public
// calls keep the spec's wire names). Messages are keys the console translates.

/** Notices per page of the console's list. */
export const NOTICE_PAGE_SIZE = 20
/** Attachments: at most this many bytes each… */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024
/** …and this many per notice. */
export const ATTACHMENTS_PER_NOTICE = 20
/** What an attachment may be, judged by its content, not its name. */
export const ATTACHMENT_KINDS = ['pdf', 'png', 'jpg', 'gif', 'webp', 'hwp', 'docx', 'xlsx'] as const
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number]

/** Bounds of the notice form's numbers; the public search uses the same ranges. */
export const NOTICE_BOUNDS = {
  age: SEARCH_BOUNDS.age,
  termMonths: SEARCH_BOUNDS.termMonths,
  heightCm: SEARCH_BOUNDS.heightCm,
  weightKg: SEARCH_BOUNDS.weightKg,
  bmi: { min: 10, max: 60 },
  rewardWon: { min: 0, max: 100_000_000 },
} as const

/** Trial phases a notice can name. */
export const PHASES = ['1', '2', '3', '4', 'BE'] as const
export const PhaseSchema = z.enum(PHASES)

/**
 * draft: not on the public site (never published, or unpublished); the others are
 * published and derived as on the public site: upcoming, open, closed.
 */
export const NOTICE_STATUSES = ['draft', 'upcoming', 'open', 'closed'] as const
export const NoticeStatusSchema = z.enum(NOTICE_STATUSES)
export type NoticeStatus = z.infer<typeof NoticeStatusSchema>

/** Path parameter of the calls on one notice: `/api/admin/notices/:studyId/...`. */
export const NoticeIdParamsSchema = z.object({ studyId: IdParamSchema })
export type NoticeIdParams = z.infer<typeof NoticeIdParamsSchema>

/** Path parameters of the calls on one attachment. */
export const AttachmentParamsSchema = NoticeIdParamsSchema.extend({
  fileId: IdParamSchema,
})
export type AttachmentParams = z.infer<typeof AttachmentParamsSchema>

const SORTS = ['updated', 'recruitEnd', 'recruitStart', 'title', 'views'] as const

/** `GET /api/admin/notices`: search by title (any locale), status, classification and dates; paged. */
export const NoticeListQuerySchema = z.object({
  /** Words in the title, in any locale. */
  q: plainText(100).optional(),
  status: NoticeStatusSchema.optional(),
  condition: StudyConditionSchema.optional(),
  /** Notices whose recruitment period overlaps [from, to]. */
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  sort: z.enum(SORTS).default('updated'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type NoticeListQuery = z.infer<typeof NoticeListQuerySchema>
export type NoticeListQueryInput = z.input<typeof NoticeListQuerySchema>

/** One notice in the console's list. */
export const NoticeListItemSchema = z.object({
  studyId: z.number().int(),
  /** The Korean title. */
  title: z.string(),
  status: NoticeStatusSchema,
  condition: StudyConditionSchema,
  recruitStart: z.string(),
  recruitEnd: z.string(),
  /** The locales with a text besides Korean. */
  locales: z.array(LocaleSchema),
  viewCount: z.number().int(),
  applicationCount: z.number().int(),
  updatedAt: z.string(),
})
export type NoticeListItem = z.infer<typeof NoticeListItemSchema>

export const NoticeListResponseSchema = z.object({
  dataList: z.array(NoticeListItemSchema),
  paging: PagingSchema,
})
export type NoticeListResponse = z.infer<typeof NoticeListResponseSchema>

/** One locale's texts of a notice. Details are rich text (bold, lists, links, headings), sanitized on the server. */
export const NoticeTextSchema = z.object({
  title: requiredText(200),
  trialType: optionalText(200),
  volunteerType: optionalText(200),
  targetDisease: optionalText(500, { multiline: true }),
  medicalHistory: optionalText(2000, { multiline: true }),
  professor: optionalText(100),
  trialDrug: optionalText(500),
  targetPatient: optionalText(2000, { multiline: true }),
  extraInfo: optionalText(2000, { multiline: true }),
  detailsHtml: z.string().max(200_000, tooLong(200_000)).default(''),
})
export type NoticeText = z.infer<typeof NoticeTextSchema>
export type NoticeTextInput = z.input<typeof NoticeTextSchema>

const optionalNumber = (bounds: { min: number; max: number }, int = true) =>
  (int ? z.number('number').int('number') : z.number('number'))
    .min(bounds.min, 'outOfRange')
    .max(bounds.max, 'outOfRange')
    .nullable()

const RANGES = [
  ['ageMin', 'ageMax'],
  ['heightMin', 'heightMax'],
  ['weightMin', 'weightMax'],
  ['bmiMin', 'bmiMax'],
  ['recruitStart', 'recruitEnd'],
  ['researchStart', 'researchEnd'],
] as const

/**
 * Every field of a notice and its eligibility bounds (null = no bound), with the texts of
 * the four locales: Korean required, each other locale null or complete (the public site
 * shows the Korean text, marked, where one is missing).
 */
export const NoticeInputSchema = z
  .object({
    condition: StudyConditionSchema,
    /** Disease code (code list disasesCd). */
    diseaseCode: codeOf('disasesCd').nullable(),
    /** Cancer type (code list cencerCd); a cancer study takes phone applications only. */
    cancerCode: codeOf('cencerCd').nullable(),
    applyMethod: ApplyMethodSchema,
    gender: StudyGenderSchema,
    ageMin: optionalNumber(NOTICE_BOUNDS.age),
    ageMax: optionalNumber(NOTICE_BOUNDS.age),
    smokerAllowed: z.boolean(),
    historyRule: HistoryRuleSchema,
    termMonths: optionalNumber(NOTICE_BOUNDS.termMonths),
    heightMin: optionalNumber(NOTICE_BOUNDS.heightCm, false),
    heightMax: optionalNumber(NOTICE_BOUNDS.heightCm, false),
    weightMin: optionalNumber(NOTICE_BOUNDS.weightKg, false),
    weightMax: optionalNumber(NOTICE_BOUNDS.weightKg, false),
    bmiMin: optionalNumber(NOTICE_BOUNDS.bmi, false),
    bmiMax: optionalNumber(NOTICE_BOUNDS.bmi, false),
    rewardWon: optionalNumber(NOTICE_BOUNDS.rewardWon),
    recruitStart: DateSchema,
    recruitEnd: DateSchema,
    researchStart: DateSchema.nullable(),
    researchEnd: DateSchema.nullable(),
    phase: PhaseSchema.nullable(),
    texts: z.object({
      kr: NoticeTextSchema,
      en: NoticeTextSchema.nullable(),
      cn: NoticeTextSchema.nullable(),
      jp: NoticeTextSchema.nullable(),
    }),
  })
  .superRefine((value, ctx) => {
    for (const [min, max] of RANGES) {
      const low = value[min]
      const high = value[max]
      if (low !== null && high !== null && low > high) {
        ctx.addIssue({ code: 'custom', path: [max], message: 'rangeOrder' })
      }
    }
    if (value.cancerCode !== null && value.applyMethod !== 'phone') {
      ctx.addIssue({ code: 'custom', path: ['applyMethod'], message: 'cancerPhoneOnly' })
    }
  })
export type NoticeInput = z.infer<typeof NoticeInputSchema>
export type NoticeInputValues = z.input<typeof NoticeInputSchema>

/**
 * `POST /api/admin/notices`: a new notice, saved as a draft unless `publish` is true.
 * Answers `NoticeSavedResponseSchema`.
 */
export const NoticeCreateRequestSchema = z.object({ notice: NoticeInputSchema, publish: z.boolean().default(false) })
export type NoticeCreateRequest = z.infer<typeof NoticeCreateRequestSchema>

/**
 * `PUT /api/admin/notices/:studyId`: the whole notice again, with the `updatedAt` it was read
 * with; a notice changed since answers 409 `EDIT_CONFLICT` rather than overwriting it.
 */
export const NoticeUpdateRequestSchema = z.object({ notice: NoticeInputSchema, updatedAt: z.string().min(1).max(40) })
export type NoticeUpdateRequest = z.infer<typeof NoticeUpdateRequestSchema>

/** The notice's id, status and version after a write (create, update, duplicate, publish, close…). */
export const NoticeSavedResponseSchema = z.object({
  studyId: z.number().int(),
  status: NoticeStatusSchema,
  updatedAt: z.string(),
})
export type NoticeSavedResponse = z.infer<typeof NoticeSavedResponseSchema>

// Actions, each `POST /api/admin/notices/:studyId/<action>` without a body, answering
// NoticeSavedResponseSchema: `publish` (a draft goes on the public site), `unpublish` (back
// to draft, off the public site), `close` (published, shown as closed), `reopen` (undoes
// close), `duplicate` (a new draft copy with its texts and attachments: answers the copy).
export const NOTICE_ACTIONS = ['publish', 'unpublish', 'close', 'reopen', 'duplicate'] as const
export type NoticeAction = (typeof NOTICE_ACTIONS)[number]

/** An attachment as the console lists it, in the public order. */
export const AttachmentSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
})
export type Attachment = z.infer<typeof AttachmentSchema>

/** `GET /api/admin/notices/:studyId`: the notice as the form edits it, its state and attachments. */
export const NoticeDetailResponseSchema = z.object({
  studyId: z.number().int(),
  /** The stored values, not re-judged by today's cross-field rules on the way out. */
  notice: z.object(NoticeInputSchema.shape),
  status: NoticeStatusSchema,
  /** Manually closed (the status is then closed whatever the dates). */
  closed: z.boolean(),
  published: z.boolean(),
  files: z.array(AttachmentSchema),
  viewCount: z.number().int(),
  applicationCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type NoticeDetailResponse = z.infer<typeof NoticeDetailResponseSchema>

/**
 * `POST /api/admin/notices/:studyId/files?fileName=<name>`: the raw bytes of one file as the
 * body, `content-type: application/octet-stream`. PDF, images, HWP, DOCX or XLSX judged by
 * content (`ATTACHMENT_TYPE_REFUSED` otherwise), at most ATTACHMENT_MAX_BYTES
 * (413 `ATTACHMENT_TOO_LARGE`). Answers the new attachment.
 */
export const AttachmentUploadQuerySchema = z.object({
  fileName: requiredText(200),
})
export type AttachmentUploadQuery = z.infer<typeof AttachmentUploadQuerySchema>

/** `PATCH /api/admin/notices/:studyId/files/:fileId`: a new name (the extension is kept as the content says). */
export const AttachmentRenameRequestSchema = z.object({
  fileName: requiredText(200),
})
export type AttachmentRenameRequest = z.infer<typeof AttachmentRenameRequestSchema>

/** `PUT /api/admin/notices/:studyId/files/order`: every attachment id of the notice, in the new order. */
export const AttachmentOrderRequestSchema = z.object({
  fileIds: z.array(z.number().int().positive()).max(ATTACHMENTS_PER_NOTICE),
})
export type AttachmentOrderRequest = z.infer<typeof AttachmentOrderRequestSchema>

/** The attachments after a change (upload, rename, remove, reorder). */
export const AttachmentListResponseSchema = z.object({ files: z.array(AttachmentSchema) })
export type AttachmentListResponse = z.infer<typeof AttachmentListResponseSchema>

// `DELETE /api/admin/notices/:studyId/files/:fileId` removes one (answers the list);
// `GET /api/admin/notices/:studyId/files/:fileId` answers its bytes, drafts included.

/**
 * `GET /api/admin/notices/:studyId/preview?lang=`: the public detail page's data
 * (`StudyViewResponseSchema` of the public call), drafts included; counts no view.
 */
export const NoticePreviewQuerySchema = z.object({ lang: LocaleSchema.default('kr') })
export type NoticePreviewQuery = z.infer<typeof NoticePreviewQuerySchema>
