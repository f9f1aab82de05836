import { z } from 'zod'
import { ConsentKindSchema, ConsentPublishTextsSchema, ConsentVersionSchema } from './consents.js'
import { LOCALES } from './locale-codes.js'
import { tooLong } from './text.js'
import { DateSchema } from './volunteer-form.js'

// The privacy policy's versions and the consent texts, written and published in the console by
// the roles with `publishPrivacyTexts` (decision 0034). The public page shows the version in
// effect today in Korea and lists the earlier ones, each at its own address.

export const POLICY_BODY_MAX = 400_000
// HTML from the editor: the sanitizer, not the text rules, decides what it may hold.
const PolicyBodySchema = z.string().max(POLICY_BODY_MAX, tooLong(POLICY_BODY_MAX))

/** The policy's body in each locale: rich text, sanitized on the server; an empty locale shows the Korean one. */
export const PolicyBodiesSchema = z.object({
  kr: PolicyBodySchema,
  en: PolicyBodySchema.default(''),
  cn: PolicyBodySchema.default(''),
  jp: PolicyBodySchema.default(''),
})
export type PolicyBodies = z.infer<typeof PolicyBodiesSchema>

/** `POST /api/admin/privacy-policy` and `PUT /api/admin/privacy-policy/{policyId}`: a draft's bodies and planned date. */
export const PolicyDraftRequestSchema = z.object({
  bodies: PolicyBodiesSchema,
  /** The Korean calendar date from which it applies (may be left open until publication). */
  effectiveDate: DateSchema.nullable().default(null),
})
export type PolicyDraftRequest = z.infer<typeof PolicyDraftRequestSchema>
export type PolicyDraftRequestInput = z.input<typeof PolicyDraftRequestSchema>

/** The console's draft form: the same rules, with the date box empty until a date is chosen. */
export const PolicyDraftFormSchema = PolicyDraftRequestSchema.extend({
  bodies: z.object({ kr: PolicyBodySchema, en: PolicyBodySchema, cn: PolicyBodySchema, jp: PolicyBodySchema }),
  effectiveDate: z.literal('').or(DateSchema),
})
export type PolicyDraftForm = z.infer<typeof PolicyDraftFormSchema>

/** The id of the draft a `POST /api/admin/privacy-policy` saved. */
export const PolicySavedResponseSchema = z.object({ policyId: z.number().int() })

/** `POST /api/admin/privacy-policy/{policyId}/publish`: the date from which it applies (today or later, Korea time). */
export const PolicyPublishRequestSchema = z.object({ effectiveDate: DateSchema })
export type PolicyPublishRequest = z.infer<typeof PolicyPublishRequestSchema>

export const PolicyIdParamsSchema = z.object({ policyId: z.coerce.number().int().min(1).max(2_147_483_647) })

export const POLICY_STATUSES = ['draft', 'published'] as const
export type PolicyStatus = (typeof POLICY_STATUSES)[number]

/** One version in the console's list. */
export const PolicySummarySchema = z.object({
  policyId: z.number().int(),
  status: z.enum(POLICY_STATUSES),
  effectiveDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Whether this is the version in effect today. */
  current: z.boolean(),
})
export type PolicySummary = z.infer<typeof PolicySummarySchema>

/** `GET /api/admin/privacy-policy`: every version and draft, newest first. */
export const PolicyListResponseSchema = z.object({ dataList: z.array(PolicySummarySchema) })
export type PolicyListResponse = z.infer<typeof PolicyListResponseSchema>

/** `GET /api/admin/privacy-policy/{policyId}`: one version with its bodies, as stored (sanitized). */
export const PolicyDetailResponseSchema = z.object({
  data: PolicySummarySchema.extend({
    bodies: z.object({ kr: z.string(), en: z.string(), cn: z.string(), jp: z.string() }),
  }),
})
export type PolicyDetail = z.infer<typeof PolicyDetailResponseSchema>['data']

/** `GET /api/{x}/privacy-policy?policyId=`: the version in effect today, or an earlier one by its id. */
export const PublicPolicyQuerySchema = z.object({
  policyId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
})
export type PublicPolicyQuery = z.infer<typeof PublicPolicyQuerySchema>

/** A version that has taken effect, as the public list names it. */
export const PublicPolicyVersionSchema = z.object({
  policyId: z.number().int(),
  effectiveDate: z.string(),
})

/** The public policy page: the version asked for (null when none is in effect yet) and every version that has taken effect. */
export const PublicPolicyResponseSchema = z.object({
  data: z
    .object({
      policyId: z.number().int(),
      effectiveDate: z.string(),
      /** The day before the next version took effect; null for the version in effect today. */
      effectiveUntil: z.string().nullable(),
      /** The locale the body is written in: the one asked for, or kr when that one is empty. */
      locale: z.enum(LOCALES),
      html: z.string(),
    })
    .nullable(),
  /** The versions in effect today and before, newest first. */
  versions: z.array(PublicPolicyVersionSchema),
})
export type PublicPolicyResponse = z.infer<typeof PublicPolicyResponseSchema>

/** `POST /api/admin/consents`: a new consent version in four locales (what `npm run consents -- publish` does). */
export const ConsentPublishRequestSchema = z.object({
  kind: ConsentKindSchema,
  version: ConsentVersionSchema,
  /** From when members are asked to agree to it (ISO 8601 with offset); omitted: at once. */
  effectiveAt: z.iso.datetime({ offset: true }).optional(),
  texts: ConsentPublishTextsSchema,
})
export type ConsentPublishRequest = z.infer<typeof ConsentPublishRequestSchema>

/** A `datetime-local` value: a Korean wall-clock time to the minute. */
const KOREA_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** The console's consent form: the effective time as typed in Korea time (`2027-01-01T09:00`), empty for at once. */
export const ConsentPublishFormSchema = ConsentPublishRequestSchema.extend({
  effectiveAt: z.literal('').or(z.string().regex(KOREA_MINUTE, 'invalid')),
})
export type ConsentPublishForm = z.infer<typeof ConsentPublishFormSchema>

/** The request for what the console's form holds: Korea time carries its offset (+09:00, no summer time). */
export function consentPublishRequest(form: ConsentPublishForm): ConsentPublishRequest {
  const { effectiveAt, ...rest } = form
  return effectiveAt === '' ? rest : { ...rest, effectiveAt: `${effectiveAt}:00+09:00` }
}

/** One consent version in the console's list. */
export const ConsentVersionSummarySchema = z.object({
  kind: ConsentKindSchema,
  version: z.string(),
  effectiveAt: z.string(),
  publishedAt: z.string(),
  /** Whether members are asked to agree to this version now. */
  current: z.boolean(),
})
export type ConsentVersionSummary = z.infer<typeof ConsentVersionSummarySchema>

/** `GET /api/admin/consents`: every version of every kind, newest first within a kind. */
export const ConsentVersionListResponseSchema = z.object({ dataList: z.array(ConsentVersionSummarySchema) })
export type ConsentVersionListResponse = z.infer<typeof ConsentVersionListResponseSchema>
