import { APPLICATION_STATUSES } from '@ctc/contract/application-status'
import {
  DASHBOARD_CLOSING_DAYS,
  type DashboardQuery,
  DashboardQuerySchema,
  type DashboardResponse,
  DashboardResponseSchema,
  FunnelExportQuerySchema,
} from '@ctc/contract/staff-dashboard'
import contentDisposition from 'content-disposition'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { addDays, daysBetween, seoulToday } from '../../lib/seoul-dates.js'
import { requireStaff, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import { dashboardRange, mondayOf } from './dashboard-range.js'
import { exportFunnel } from './funnel-export.js'
import { recruitmentFunnel } from './recruitment-funnel.js'

// The dashboard's figures: counts only, never a person. Applications per week, the funnel by
// status, sources and notice page views of a range of days; notices closing soon with enrolled
// and target.

async function dashboard(db: Db, now: Date, query: DashboardQuery): Promise<DashboardResponse> {
  const today = seoulToday(now)
  const range = dashboardRange(query, today)
  const firstWeek = mondayOf(range.from)
  const weeks = daysBetween(firstWeek, mondayOf(range.to)) / 7 + 1
  const studyId = query.studyId
  if (studyId !== undefined) {
    const exists = await db.selectFrom('studies').select('id').where('id', '=', studyId).executeTakeFirst()
    if (!exists) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
  }
  const applications = db
    .selectFrom('applications as a')
    .where('a.created_at', '>=', range.since)
    .where('a.created_at', '<', range.until)
    .$if(studyId !== undefined, (qb) => qb.where('a.study_id', '=', studyId ?? 0))
  const [created, byStatus, bySource, closing, views, recruitment] = await Promise.all([
    applications.select('a.created_at').execute(),
    applications
      .select(['a.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('a.status')
      .execute(),
    applications
      .select(['a.join_path', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('a.join_path')
      .orderBy('n', 'desc')
      .orderBy('a.join_path')
      .execute(),
    db
      .selectFrom('studies as s')
      .innerJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
      .select(['s.id', 'k.title', 's.recruit_end', 's.target_count'])
      .select((eb) =>
        eb
          .selectFrom('applications as e')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('e.study_id', '=', 's.id')
          .where('e.status', '=', 'enrolled')
          .as('enrolled'),
      )
      .where('s.published_yn', '=', 'Y')
      .where('s.closed_yn', '=', 'N')
      .where('s.recruit_start', '<=', today)
      .where('s.recruit_end', '>=', today)
      .where('s.recruit_end', '<=', addDays(today, DASHBOARD_CLOSING_DAYS))
      .$if(studyId !== undefined, (qb) => qb.where('s.id', '=', studyId ?? 0))
      .orderBy('s.recruit_end')
      .orderBy('s.id')
      .execute(),
    studyId === undefined ? mostViewed(db, range) : weeklyViews(db, studyId, range),
    recruitmentFunnel(db, { since: range.since, until: range.until, studyId }),
  ])

  const perWeek = new Map<string, number>()
  for (const { created_at } of created) {
    const week = mondayOf(seoulToday(new Date(created_at)))
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1)
  }
  const counts = new Map(byStatus.map((row) => [row.status, Number(row.n)]))
  return {
    from: range.from,
    to: range.to,
    weekly: Array.from({ length: weeks }, (_, index) => {
      const weekStart = addDays(firstWeek, 7 * index)
      return { weekStart, applications: perWeek.get(weekStart) ?? 0 }
    }),
    funnel: APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    recruitment,
    sources: bySource.map((row) => ({ joinPath: row.join_path, count: Number(row.n) })),
    closingSoon: closing.map((row) => ({
      studyId: row.id,
      title: row.title,
      recruitEnd: row.recruit_end,
      enrolled: Number(row.enrolled ?? 0),
      target: row.target_count,
    })),
    pageViews: studyId === undefined ? views : fillWeeks(views, firstWeek),
  }

  function fillWeeks(rows: { label: string; studyId: number | null; views: number }[], first: string) {
    return Array.from({ length: weeks }, (_, index) => {
      const label = addDays(first, 7 * index)
      return { label, studyId: studyId ?? null, views: rows.find((row) => row.label === label)?.views ?? 0 }
    })
  }
}

type Range = { since: string; until: string }

// A notice's page as the site records its views: /<locale>/studyinfo/recruitmentView?studyId=<id>[&…].
const NOTICE_VIEW_PATH = '/__/studyinfo/recruitmentView?studyId='

/** The ten most viewed notices of the range (the site's page-view records of notice pages). */
async function mostViewed(db: Db, range: Range) {
  const paths = await db
    .selectFrom('page_views')
    .select(['path', (eb) => eb.fn.countAll<number>().as('n')])
    .where('viewed_at', '>=', range.since)
    .where('viewed_at', '<', range.until)
    .where('path', 'like', `${NOTICE_VIEW_PATH}%`)
    .groupBy('path')
    .execute()
  const perStudy = new Map<number, number>()
  for (const row of paths) {
    const id = /[?&]studyId=(\d+)(?:&|$)/.exec(row.path)?.[1]
    if (id !== undefined) perStudy.set(Number(id), (perStudy.get(Number(id)) ?? 0) + Number(row.n))
  }
  if (perStudy.size === 0) return []
  const titles = await db
    .selectFrom('studies as s')
    .innerJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .select(['s.id', 'k.title'])
    .where('s.id', 'in', [...perStudy.keys()])
    .execute()
  return titles
    .map((row) => ({ label: row.title, studyId: row.id, views: perStudy.get(row.id) ?? 0 }))
    .sort((a, b) => b.views - a.views || a.studyId - b.studyId)
    .slice(0, 10)
}

/** Views of one notice's page per week, from the site's own page-view records. */
async function weeklyViews(db: Db, studyId: number, range: Range) {
  const rows = await db
    .selectFrom('page_views')
    .select('viewed_at')
    .where('viewed_at', '>=', range.since)
    .where('viewed_at', '<', range.until)
    .where((eb) =>
      eb.or([
        eb('path', 'like', `${NOTICE_VIEW_PATH}${studyId}`),
        eb('path', 'like', `${NOTICE_VIEW_PATH}${studyId}&%`),
      ]),
    )
    .execute()
  const perWeek = new Map<string, number>()
  for (const { viewed_at } of rows) {
    const week = mondayOf(seoulToday(new Date(viewed_at)))
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1)
  }
  return [...perWeek].map(([label, views]) => ({ label, studyId, views }))
}

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      onRequest: requireStaff('dailyWork'),
      schema: {
        ...STAFF_ROUTE,
        summary:
          "The center's or a notice's figures for a range of days: weekly applications, funnel, sources, page views; closing soon",
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => dashboard(app.db, app.now(), request.query),
  )

  app.get(
    '/api/admin/dashboard/funnel-export',
    {
      onRequest: requireStaff('dailyWork'),
      schema: {
        ...STAFF_ROUTE,
        summary:
          'The recruitment funnel per notice and for the center (or of one notice) for a range of days, as CSV: counts, conversions, median days, no-show rate',
        querystring: FunnelExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportFunnel(app.db, app.now(), request.query)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.body)
    },
  )
}
