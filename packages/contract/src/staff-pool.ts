import { z } from 'zod'
import { AccessReasonShape, refineReasonText } from './staff-access-log.js'
import { RowIdSchema } from './record-id.js'
import { BoundedPagingSchema, StudyConditionSchema } from './studies.js'

// The volunteer pool: members with the standing 'apply any time' option, filtered by a notice's
// eligibility or by hand. The list is de-identified (a pool id and bands); one person's contact
// details are revealed by a separate, logged action with a reason. Nothing exports the pool.

export const POOL_PAGE_SIZE = 50
/**
 * People a pool search counts at most: beyond, the answer says "1,000 or more" and the staff
 * narrow the criteria. The list goes no further than the bound either: `page` stops at
 * POOL_MAX_PAGE, and a later page is refused as any invalid request is (400 VALIDATION_FAILED).
 */
export const POOL_COUNT_BOUND = 1_000
/** The last page of a pool search (20). */
export const POOL_MAX_PAGE = POOL_COUNT_BOUND / POOL_PAGE_SIZE

const bound = (max: number) => z.number().min(0).max(max).nullable().default(null)

/** The eligibility a pool search applies: a notice's, or typed by hand (null bounds are open). */
export const PoolCriteriaSchema = z.object({
  gender: z.enum(['A', 'M', 'F']).default('A'),
  ageMin: bound(150),
  ageMax: bound(150),
  heightMin: bound(300),
  heightMax: bound(300),
  weightMin: bound(500),
  weightMax: bound(500),
  bmiMin: bound(100),
  bmiMax: bound(100),
  smokerAllowed: z.boolean().default(true),
  historyRule: z.enum(['any', 'none', 'yes']).default('any'),
  /** A sbjCondCd (healthy volunteer or patient), or null for either. */
  condition: StudyConditionSchema.nullable().default(null),
})
export type PoolCriteria = z.infer<typeof PoolCriteriaSchema>
export type PoolCriteriaInput = z.input<typeof PoolCriteriaSchema>

/**
 * `POST /api/admin/pool/search`: by a notice's eligibility (`studyId` alone), by hand
 * (`criteria`), or a notice's adjusted by hand (both; the notice then marks who was invited).
 */
export const PoolSearchRequestSchema = z
  .object({
    studyId: RowIdSchema.optional(),
    criteria: PoolCriteriaSchema.optional(),
    page: z.number().int().min(1).max(POOL_MAX_PAGE).default(1),
  })
  .refine((value) => value.studyId !== undefined || value.criteria !== undefined, 'required')
export type PoolSearchRequest = z.infer<typeof PoolSearchRequestSchema>
export type PoolSearchRequestInput = z.input<typeof PoolSearchRequestSchema>

/** Body-mass-index bands for Korean adults (WHO Asia-Pacific): below 18.5, to 22.9, to 24.9, 25 and above. */
export const BMI_BANDS = ['under', 'normal', 'over', 'obese'] as const
export type BmiBand = (typeof BMI_BANDS)[number]

export function bmiBand(bmi: number | null): BmiBand | null {
  if (bmi === null) return null
  if (bmi < 18.5) return 'under'
  if (bmi < 23) return 'normal'
  return bmi < 25 ? 'over' : 'obese'
}

/** One person of the pool, de-identified. */
export const PoolEntrySchema = z.object({
  poolId: z.string(),
  /** The first year of the decade of age (20 for 20 to 29). */
  ageBand: z.number().int().nullable(),
  sex: z.enum(['M', 'F']).nullable(),
  bmiBand: z.enum(BMI_BANDS).nullable(),
  /** The smokeYn code (N, P former, Y current), null without a volunteer form. */
  smoking: z.string().nullable(),
  /** The day (Korea time) of the last change or application. */
  lastActivityOn: z.string(),
  /** With a notice: invited to it already, applied to it already. */
  invited: z.boolean(),
  applied: z.boolean(),
  /** The member paused all contact until this day (Korea time); null when not paused. */
  pausedUntil: z.string().nullable(),
  /** The member confirmed their e-mail address: only then can they be invited. */
  emailVerified: z.boolean(),
})
export type PoolEntry = z.infer<typeof PoolEntrySchema>

export const PoolSearchResponseSchema = z.object({
  criteria: PoolCriteriaSchema,
  dataList: z.array(PoolEntrySchema),
  /** Counted up to POOL_COUNT_BOUND. */
  paging: BoundedPagingSchema,
})
export type PoolSearchResponse = z.infer<typeof PoolSearchResponseSchema>

export const PoolIdParamsSchema = z.object({ poolId: z.string().regex(/^[A-Z2-9]{10}$/, 'poolId') })

/** `POST /api/admin/pool/:poolId/reveal`: one person's contact details, with a reason (logged). */
export const PoolRevealRequestSchema = z.object(AccessReasonShape).superRefine(refineReasonText)
export type PoolRevealRequest = z.infer<typeof PoolRevealRequestSchema>
export const PoolRevealResponseSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
})
export type PoolRevealResponse = z.infer<typeof PoolRevealResponseSchema>

/**
 * `POST /api/admin/pool/:poolId/invitations`: e-mails the person an invitation to an open
 * notice, in their language (logged). Once per person and notice: 409 ALREADY_INVITED.
 */
export const PoolInviteRequestSchema = z.object({ studyId: RowIdSchema })
export type PoolInviteRequest = z.infer<typeof PoolInviteRequestSchema>
export const PoolInviteResponseSchema = z.object({ invitedAt: z.string() })
