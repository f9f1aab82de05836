import { z } from 'zod'
import { ApplicationStatusSchema } from './application-status.js'
import { IdParamSchema } from './record-id.js'
import { DateSchema } from './volunteer-form.js'

// The console's dashboard: for the center, or for one notice.

/** Weeks of the weekly charts, the current one last. */
export const DASHBOARD_WEEKS = 12
/** Notices ending within this many days are "closing soon". */
export const DASHBOARD_CLOSING_DAYS = 14

/** The longest range the dashboard counts at once (a year and a day: 53 weekly bars at most). */
export const DASHBOARD_MAX_DAYS = 366

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000

/**
 * `GET /api/admin/dashboard?studyId=&from=&to=`: the center's figures, or one notice's, for the
 * days from `from` to `to` (Korea time, both included). Without them: the last DASHBOARD_WEEKS
 * weeks, this one included.
 */
export const DashboardQuerySchema = z
  .object({
    studyId: IdParamSchema.optional(),
    from: DateSchema.optional(),
    to: DateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.from === undefined || value.to === undefined) return
    const days = dayNumber(value.to) - dayNumber(value.from)
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeOrder' })
    else if (days >= DASHBOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeTooLong' })
  })
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>
export type DashboardQueryInput = z.input<typeof DashboardQuerySchema>

/**
 * The recruitment funnel's steps. An application counts at a step when it reached that step's
 * status, or a later open one, at any time (its current status or any status change in its
 * history): pre-screen passed = prescreen_passed, screening_booked, screened or enrolled;
 * booked = screening_booked, screened or enrolled; attended = screened or enrolled (a visit
 * marked attended moves the application to screened); enrolled = enrolled. An application that
 * closed later still counts at every step it reached.
 */
export const FUNNEL_STEPS = ['applied', 'prescreen_passed', 'booked', 'attended', 'enrolled'] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

export const RecruitmentFunnelSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      count: z.number().int(),
      /** count / the previous step's count (0 to 1); null for the first step or after an empty one. */
      conversion: z.number().nullable(),
    }),
  ),
  /** Median days from the application to the first status change made by staff; null without any. */
  medianDaysToFirstContact: z.number().nullable(),
  /** Median days from the application to the start of its attended screening visit; null without any. */
  medianDaysToVisit: z.number().nullable(),
  /** Visits marked no-show among those marked attended or no-show (0 to 1); null when none is marked. */
  noShowRate: z.number().nullable(),
  noShows: z.number().int(),
  visitsMarked: z.number().int(),
})
export type RecruitmentFunnel = z.infer<typeof RecruitmentFunnelSchema>

export const DashboardResponseSchema = z.object({
  /** The days counted (Korea time, both included): the range asked for, or the default one. */
  from: z.string(),
  to: z.string(),
  /** Applications per week (Monday to Sunday, Korea time) of the range, oldest first. */
  weekly: z.array(z.object({ weekStart: z.string(), applications: z.number().int() })),
  /** Applications made in the range, per status, in pipeline order (zeros included). */
  funnel: z.array(z.object({ status: ApplicationStatusSchema, count: z.number().int() })),
  /** The recruitment funnel of the applications made in the range. */
  recruitment: RecruitmentFunnelSchema,
  /** Applications made in the range per join-path code ('' when unknown), most first. */
  sources: z.array(z.object({ joinPath: z.string(), count: z.number().int() })),
  /** Open notices ending soon, soonest first, with enrolled and target counts. */
  closingSoon: z.array(
    z.object({
      studyId: z.number().int(),
      title: z.string(),
      recruitEnd: z.string(),
      enrolled: z.number().int(),
      target: z.number().int().nullable(),
    }),
  ),
  /**
   * Notice page views in the range (the site's page-view records): per week for one notice; for
   * the center, the ten most viewed notices.
   */
  pageViews: z.array(z.object({ label: z.string(), studyId: z.number().int().nullable(), views: z.number().int() })),
})
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>

/**
 * `GET /api/admin/dashboard/funnel-export`: the recruitment funnel of the applications made in a
 * range of days (the dashboard's default range when none is given), one CSV row per notice that
 * has any and a last row for the center; counts and rates only, never a person.
 */
export const FunnelExportQuerySchema = z.object({
  studyId: IdParamSchema.optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  /** The language of the header row and the center's row. */
  language: z.enum(['ko', 'en']).default('ko'),
})
export type FunnelExportQuery = z.infer<typeof FunnelExportQuerySchema>
export type FunnelExportQueryInput = z.input<typeof FunnelExportQuerySchema>
