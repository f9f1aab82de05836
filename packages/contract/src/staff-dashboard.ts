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

export const DashboardResponseSchema = z.object({
  /** The days counted (Korea time, both included): the range asked for, or the default one. */
  from: z.string(),
  to: z.string(),
  /** Applications per week (Monday to Sunday, Korea time) of the range, oldest first. */
  weekly: z.array(z.object({ weekStart: z.string(), applications: z.number().int() })),
  /** Applications made in the range, per status, in pipeline order (zeros included). */
  funnel: z.array(z.object({ status: ApplicationStatusSchema, count: z.number().int() })),
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
