import { z } from 'zod'
import { plainText } from './text.js'
import { IdParamSchema } from './record-id.js'
import { BoundedPagingSchema, PageCursorSchema, PageCursorsSchema } from './studies.js'
import { DateSchema } from './volunteer-form.js'

// The access log (PIPA): who did what to which record, when, from where and why.
// Append-only; each row carries the hash of the one before. Read by privacy officers.

/**
 * Why personal data was revealed: picked from this list, or `other` with a typed text.
 * Answering a question records `answer_question` by itself.
 */
export const ACCESS_REASONS = [
  'member_inquiry',
  'application_review',
  'account_support',
  'answer_question',
  'privacy_audit',
  'other',
] as const
export const AccessReasonSchema = z.enum(ACCESS_REASONS)
export type AccessReason = z.infer<typeof AccessReasonSchema>

export const ACCESS_REASON_TEXT_MAX = 200

/**
 * The reason a call that reveals personal data must carry (in the body, or in the query
 * of a GET): `reason`, and `reasonText` when the reason is `other`.
 */
export const AccessReasonShape = {
  // 'required' rather than zod's enum message: the form names the field that is missing.
  reason: z.enum(ACCESS_REASONS, 'required'),
  reasonText: plainText(ACCESS_REASON_TEXT_MAX).optional(),
}
export function refineReasonText(
  value: { reason: AccessReason; reasonText?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.reason === 'other' && !value.reasonText) {
    ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'required' })
  }
}
export const AccessReasonSchemaWithText = z.object(AccessReasonShape).superRefine(refineReasonText)
export type AccessReasonInput = z.infer<typeof AccessReasonSchemaWithText>

/** What a row records, by action. */
export const ACCESS_ACTIONS = [
  'staff.login',
  'staff.login_failed',
  'staff.logout',
  'staff.password_changed',
  'staff.setup_completed',
  'staff.created',
  'staff.updated',
  'staff.disabled',
  'staff.enabled',
  'staff.reset',
  'member.search',
  'member.view',
  'member.unlock',
  'member.reset_link',
  'question.view',
  'question.answer',
  'notice.create',
  'notice.update',
  'notice.publish',
  'notice.unpublish',
  'notice.close',
  'notice.reopen',
  'notice.duplicate',
  'notice.file_upload',
  'notice.file_rename',
  'notice.file_remove',
  'notice.file_reorder',
  'access_log.view',
  'access_log.export',
  'application.list',
  'application.view',
  'application.status',
  'application.update',
  'application.phone_create',
  'application.export',
  'application.prescreen_view',
  'notice.recruitment',
  'notice.prescreen_save',
  'pool.search',
  'pool.reveal',
  'pool.invite',
  'settings.update',
  'privacy_policy.draft',
  'privacy_policy.publish',
  'consent.publish',
  'visit.slot_create',
  'visit.slot_update',
  'visit.slot_delete',
  'visit.list',
  'visit.invite',
  'visit.book',
  'visit.cancel',
  'visit.attendance',
  'site.identity_publish',
  'site.identity_restore',
  'site.logo_upload',
  'site.faq_draft',
  'site.faq_publish',
  'site.faq_restore',
  'site.about_draft',
  'site.about_publish',
  'site.about_restore',
  'site.banners_draft',
  'site.banners_publish',
  'site.banners_restore',
] as const
export const AccessActionSchema = z.enum(ACCESS_ACTIONS)
export type AccessAction = z.infer<typeof AccessActionSchema>

/** The kinds of record a row names (by id, never by content). */
export const ACCESS_RECORD_TYPES = [
  'staff',
  'member',
  'question',
  'notice',
  'attachment',
  'access_log',
  'application',
  'settings',
  'privacy_policy',
  'consent_version',
  'visit_slot',
  'site_content',
] as const
export const AccessRecordTypeSchema = z.enum(ACCESS_RECORD_TYPES)
export type AccessRecordType = z.infer<typeof AccessRecordTypeSchema>

/** Rows per page of the log. */
export const ACCESS_LOG_PAGE_SIZE = 50
/**
 * Rows a filtered page of the log counts at most (200 pages): beyond, the total reads "10,000 or
 * more". The pages go on past the bound: `cursors.next` leads to the next page while one exists,
 * and a page number beyond the counted pages is still read (by its offset). The whole log, without
 * a filter, is counted exactly from the chain's ends.
 */
export const ACCESS_LOG_COUNT_BOUND = 10_000

/**
 * `GET /api/admin/access-log`: filters (all optional; dates are Korea time, inclusive),
 * newest first. `GET /api/admin/access-log.csv` takes the same filters (without `page`, `cursor`)
 * and answers the rows as a CSV file (UTF-8 with BOM, for spreadsheet programs).
 */
export const AccessLogQuerySchema = z.object({
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  staffId: IdParamSchema.optional(),
  action: AccessActionSchema.optional(),
  recordType: AccessRecordTypeSchema.optional(),
  recordId: plainText(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** `cursors.next` (or `.previous`) of the page before (or after) `page`, with the same filters. */
  cursor: PageCursorSchema.optional(),
})
export type AccessLogQuery = z.infer<typeof AccessLogQuerySchema>
export type AccessLogQueryInput = z.input<typeof AccessLogQuerySchema>

/** One row of the log. */
export const AccessLogEntrySchema = z.object({
  /** Gapless sequence number. */
  seq: z.number().int(),
  occurredAt: z.string(),
  /** Null for a failed login with an e-mail no staff account has. */
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  action: AccessActionSchema,
  recordType: AccessRecordTypeSchema.nullable(),
  /** One id, or several separated by commas (a search that found several members). */
  recordId: z.string().nullable(),
  reason: AccessReasonSchema.nullable(),
  reasonText: z.string().nullable(),
  /** The client's IP address. */
  address: z.string(),
  /** How many rows an export held. */
  rowCount: z.number().int().nullable(),
})
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>

export const AccessLogResponseSchema = z.object({
  dataList: z.array(AccessLogEntrySchema),
  /** Exact without a filter; with one, counted up to ACCESS_LOG_COUNT_BOUND. */
  paging: BoundedPagingSchema,
  cursors: PageCursorsSchema,
})
export type AccessLogResponse = z.infer<typeof AccessLogResponseSchema>

/** The CSV columns of the export, in order. */
export const ACCESS_LOG_CSV_COLUMNS = [
  'seq',
  'occurredAt',
  'staffId',
  'staffName',
  'action',
  'recordType',
  'recordId',
  'reason',
  'reasonText',
  'address',
  'rowCount',
] as const
