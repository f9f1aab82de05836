import { z } from 'zod'
import { requiredText } from './text.js'
import { IdParamSchema } from './record-id.js'
import { LocaleSchema } from './locale.js'
import { MemberInfoSchema } from './my-page.js'
import { QnaStatusSchema } from './qna.js'
import { AccessReasonShape, refineReasonText } from './staff-access-log.js'

// Member support: find one member by an exact value (never browse the list), see their
// data, unlock, send a reset link. Every call is written to the access log with its reason.

/** Path parameter of the calls on one member: `/api/admin/members/:memberId/...`. */
export const MemberIdParamsSchema = z.object({ memberId: IdParamSchema })
export type MemberIdParams = z.infer<typeof MemberIdParamsSchema>

/** What a search matches on, exactly: the e-mail (any case), the name, or the mobile number's digits. */
export const MEMBER_SEARCH_FIELDS = ['email', 'name', 'mobile'] as const
export const MemberSearchFieldSchema = z.enum(MEMBER_SEARCH_FIELDS)
export type MemberSearchField = z.infer<typeof MemberSearchFieldSchema>

/** At most this many members are listed for one search (a common name). */
export const MEMBER_SEARCH_MAX = 20

/** `POST /api/admin/members/search`: an exact value and why it is looked up. */
export const MemberSearchRequestSchema = z
  .object({
    field: MemberSearchFieldSchema,
    value: requiredText(100),
    ...AccessReasonShape,
  })
  .superRefine(refineReasonText)
export type MemberSearchRequest = z.infer<typeof MemberSearchRequestSchema>
export type MemberSearchRequestInput = z.input<typeof MemberSearchRequestSchema>

/** A member found by a search: enough to tell namesakes apart. */
export const MemberMatchSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  email: z.string(),
  birth: z.string(),
  locked: z.boolean(),
})
export type MemberMatch = z.infer<typeof MemberMatchSchema>

export const MemberSearchResponseSchema = z.object({ dataList: z.array(MemberMatchSchema) })
export type MemberSearchResponse = z.infer<typeof MemberSearchResponseSchema>

/**
 * `POST /api/admin/members/:memberId/view`: the member's record, logged with the reason. A read, but
 * its reason is free text and travels in the body: a URL ends up in request logs and browser history.
 */
export const MemberViewRequestSchema = z.object(AccessReasonShape).superRefine(refineReasonText)
export type MemberViewRequest = z.infer<typeof MemberViewRequestSchema>

/** The member's record as support sees it: profile, account state, applications and questions. */
export const MemberRecordResponseSchema = z.object({
  member: MemberInfoSchema.extend({
    memberId: z.number().int(),
    locale: LocaleSchema,
    locked: z.boolean(),
    lockedAt: z.string().nullable(),
    failedLogins: z.number().int(),
    /** Whether the standing volunteer form has been filled in. */
    hasVolunteerProfile: z.boolean(),
    /** The member paused all contact until this time; null when not paused. */
    contactPausedUntil: z.string().nullable(),
    /** The member confirmed their e-mail address (alerts and invitations need it). */
    emailVerified: z.boolean(),
  }),
  applications: z.array(
    z.object({
      applicationId: z.number().int(),
      studyId: z.number().int(),
      /** The notice's Korean title. */
      title: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  questions: z.array(
    z.object({
      qnaId: z.number().int(),
      title: z.string(),
      status: QnaStatusSchema,
      createdAt: z.string(),
      answeredAt: z.string().nullable(),
    }),
  ),
})
export type MemberRecordResponse = z.infer<typeof MemberRecordResponseSchema>

/**
 * `POST /api/admin/members/:memberId/unlock` and `/reset-link`, each with a reason.
 * Unlock clears the lock and the failed-login count and e-mails the member; reset-link
 * e-mails a one-time password reset link (the member's own flow). Both answer `{result: 'ok'}`.
 */
export const MemberSupportActionRequestSchema = z.object(AccessReasonShape).superRefine(refineReasonText)
export type MemberSupportActionRequest = z.infer<typeof MemberSupportActionRequestSchema>
