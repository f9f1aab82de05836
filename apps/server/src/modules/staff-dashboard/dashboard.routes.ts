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
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { addDays, daysBetween, seoulToday } from '../../lib/seoul-dates.js'
import { requireStaff, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import { dashboardRange, mondayOf, seoulMidnight } from './dashboard-range.js'
import { exportFunnel } from './funnel-export.js'
import { funnelFacts, recruitmentFunnel } from './recruitment-funnel.js'

// The dashboard's figures: counts only, never a person. Applications per week, the funnel by
// status, sources and notice page views of a range of days; notices closing soon with enrolled
// and target.

/** The dashboard of the center, or of one notice, for a range of days. */
export async function dashboard(db: Db, now: Date, query: DashboardQuery): Promise<DashboardResponse> {
  const today = seoulToday(now)
  const range = dashboardRange(query, today)
  const firstWeek = mondayOf(range.from)
  const weeks = daysBetween(firstWeek, mondayOf(range.to)) / 7 + 1
  const studyId = query.studyId
  if (studyId !== undefined) {
    const exists = await db.selectFrom('studies').select('id').where('id', '=', studyId).executeTakeFirst()
    if (!exists) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
  }
  const weekStarts = Array.from({ length: weeks }, (_, index) => addDays(firstWeek, 7 * index))
  // Every figure of the range's applications, counted by week, status, source and the furthest
  // funnel step kept on each row: one grouped query per week, joined by `union all`, so that each
  // week's rows are sorted for their groups apart (on SQLite, 30 ms at a large center's 74,566
  // applications of twelve weeks, where sorting all of them by a computed week took 56). The rows
  // are a few hundred at most, never a person.
  const weekGroups = (week: string, index: number) =>
    db
      .selectFrom('applications as a')
      .select([sql.lit(index).as('week'), 'a.status', 'a.join_path', 'a.furthest_step'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('a.created_at', '>=', index === 0 ? range.since : seoulMidnight(week))
      .where('a.created_at', '<', index === weeks - 1 ? range.until : seoulMidnight(addDays(week, 7)))
      .$if(studyId !== undefined, (qb) => qb.where('a.study_id', '=', studyId ?? 0))
      .groupBy(['a.status', 'a.join_path', 'a.furthest_step'])
  const applications = weekStarts
    .slice(1)
    .reduce((query, week, index) => query.unionAll(weekGroups(week, index + 1)), weekGroups(firstWeek, 0))
  const [groups, facts, closing, views] = await Promise.all([
    applications.execute(),
    funnelFacts(db, { since: range.since, until: range.until, studyId }),
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
  ])
  const perWeek = new Map<number, number>()
  const counts = new Map<string, number>()
  const perSource = new Map<string, number>()
  const byFurthestStep = new Map<number, number>()
  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n)
  for (const group of groups) {
    const n = Number(group.n)
    add(perWeek, Number(group.week), n)
    add(counts, group.status, n)
    add(perSource, group.join_path, n)
    add(byFurthestStep, Number(group.furthest_step), n)
  }
  const recruitment = recruitmentFunnel(byFurthestStep, facts)
  return {
    from: range.from,
    to: range.to,
    weekly: weekStarts.map((weekStart, index) => ({ weekStart, applications: perWeek.get(index) ?? 0 })),
    funnel: APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    recruitment,
    sources: [...perSource]
      .map(([joinPath, count]) => ({ joinPath, count }))
      .sort((a, b) => b.count - a.count || (a.joinPath < b.joinPath ? -1 : a.joinPath > b.joinPath ? 1 : 0)),
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
