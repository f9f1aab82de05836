import { APPLICATION_STATUSES } from '@ctc/contract/application-status'
import {
  DASHBOARD_CLOSING_DAYS,
  DASHBOARD_WEEKS,
  type DashboardQuery,
  DashboardQuerySchema,
  type DashboardResponse,
  DashboardResponseSchema,
} from '@ctc/contract/staff-dashboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { addDays, seoulToday } from '../../lib/seoul-dates.js'
import { requireStaff, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'

// The dashboard's figures: counts only, never a person. Applications per week, the funnel by
// status, sources, notices closing soon with enrolled and target, and notice page views.

/** The Monday (Korea time) of the week a day falls in. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

async function dashboard(db: Db, now: Date, query: DashboardQuery): Promise<DashboardResponse> {
  const today = seoulToday(now)
  const firstWeek = addDays(mondayOf(today), -7 * (DASHBOARD_WEEKS - 1))
  const since = new Date(Date.parse(`${firstWeek}T00:00:00+09:00`)).toISOString()
  const studyId = query.studyId
  if (studyId !== undefined) {
    const exists = await db.selectFrom('studies').select('id').where('id', '=', studyId).executeTakeFirst()
    if (!exists) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
  }
  const applications = db
    .selectFrom('applications as a')
    .$if(studyId !== undefined, (qb) => qb.where('a.study_id', '=', studyId ?? 0))
  const [created, byStatus, bySource, closing, views] = await Promise.all([
    applications.select('a.created_at').where('a.created_at', '>=', since).execute(),
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
    studyId === undefined ? mostViewed(db) : weeklyViews(db, studyId, since),
  ])

  const perWeek = new Map<string, number>()
  for (const { created_at } of created) {
    const week = mondayOf(seoulToday(new Date(created_at)))
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1)
  }
  const counts = new Map(byStatus.map((row) => [row.status, Number(row.n)]))
  return {
    weekly: Array.from({ length: DASHBOARD_WEEKS }, (_, index) => {
      const weekStart = addDays(firstWeek, 7 * index)
      return { weekStart, applications: perWeek.get(weekStart) ?? 0 }
    }),
    funnel: APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
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
    return Array.from({ length: DASHBOARD_WEEKS }, (_, index) => {
      const label = addDays(first, 7 * index)
      return { label, studyId: studyId ?? null, views: rows.find((row) => row.label === label)?.views ?? 0 }
    })
  }
}

/** The ten most viewed notices (views counted once per visitor and day). */
async function mostViewed(db: Db) {
  const rows = await db
    .selectFrom('studies as s')
    .innerJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .select(['s.id', 'k.title', 's.view_count'])
    .where('s.published_yn', '=', 'Y')
    .orderBy('s.view_count', 'desc')
    .orderBy('s.id')
    .limit(10)
    .execute()
  return rows.map((row) => ({ label: row.title, studyId: row.id, views: row.view_count }))
}

/** Views of one notice's page per week, from the site's own page-view records. */
async function weeklyViews(db: Db, studyId: number, since: string) {
  const rows = await db
    .selectFrom('page_views')
    .select('viewed_at')
    .where('viewed_at', '>=', since)
    .where((eb) =>
      eb.or([
        eb('path', 'like', `/__/studyinfo/recruitmentView?studyId=${studyId}`),
        eb('path', 'like', `/__/studyinfo/recruitmentView?studyId=${studyId}&%`),
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
        summary: "The center's or a notice's figures: weekly applications, funnel, sources, closing soon, page views",
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => dashboard(app.db, app.now(), request.query),
  )
}
