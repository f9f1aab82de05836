import { z } from 'zod'
import { ApplicationStatusSchema } from './application-status.js'
import { IdParamSchema } from './record-id.js'

// The console's dashboard: for the center, or for one notice.

/** Weeks of the weekly charts, the current one last. */
export const DASHBOARD_WEEKS = 12
/** Notices ending within this many days are "closing soon". */
export const DASHBOARD_CLOSING_DAYS = 14

/** `GET /api/admin/dashboard?studyId=`: the center's figures, or one notice's. */
export const DashboardQuerySchema = z.object({ studyId: IdParamSchema.optional() })
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>

export const DashboardResponseSchema = z.object({
  /** Applications per week (Monday to Sunday, Korea time), oldest first. */
  weekly: z.array(z.object({ weekStart: z.string(), applications: z.number().int() })),
  /** Applications per status, in pipeline order (zeros included). */
  funnel: z.array(z.object({ status: ApplicationStatusSchema, count: z.number().int() })),
  /** Applications per join-path code ('' when unknown), most first. */
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
  /** Notice page views: per week for one notice; for the center, the most viewed notices. */
  pageViews: z.array(z.object({ label: z.string(), studyId: z.number().int().nullable(), views: z.number().int() })),
})
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>
