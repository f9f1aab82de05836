import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_STATUSES } from '@ctc/contract/application-status'
import { withPlugin } from '../../db/database.js'
import { createTestApp } from '../../test/test-app.js'
import { dashboard } from './dashboard.routes.js'
import { insertGuestApplication } from '../staff-applicants/applicants.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { furthestStepWith } from '../applications/funnel-step.js'

// Wednesday 17 June 2026, 10:00 in Seoul.
const T0 = new Date('2026-06-17T01:00:00Z')
const DAY = 86_400_000

type Dashboard = {
  from: string
  to: string
  weekly: { weekStart: string; applications: number }[]
  funnel: { status: string; count: number }[]
  sources: { joinPath: string; count: number }[]
  closingSoon: { studyId: number; enrolled: number; target: number | null }[]
  pageViews: { label: string; views: number }[]
}

describe('dashboard', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let headers: Record<string, string>
  let studyId: number

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    headers = (await staffWithSession(app)).headers
    studyId = await createTestStudy(app, { title: 'Dash', recruit_end: '2026-06-20', target_count: 12 })
    await createTestStudy(app, { title: 'Later', recruit_end: '2026-09-30' })
    // Two this week (from Monday 15 June), one the week before, one thirteen weeks ago (outside).
    const ids = [
      await insertGuestApplication(app, studyId, { joinPath: '01' }, new Date(T0.getTime() - DAY)),
      await insertGuestApplication(app, studyId, { joinPath: '01' }, T0),
      await insertGuestApplication(app, studyId, { joinPath: '03' }, new Date(T0.getTime() - 7 * DAY)),
      await insertGuestApplication(app, studyId, { joinPath: '02' }, new Date(T0.getTime() - 91 * DAY)),
    ]
    await app.db
      .updateTable('applications')
      .set({ status: 'enrolled', furthest_step: furthestStepWith('enrolled') })
      .where('id', 'in', ids.slice(0, 2))
      .execute()
    for (const path of [
      `/kr/studyinfo/recruitmentView?studyId=${studyId}`,
      `/en/studyinfo/recruitmentView?studyId=${studyId}&x=1`,
      `/kr/studyinfo/recruitmentView?studyId=${studyId}0`,
    ]) {
      await app.db.insertInto('page_views').values({ path, locale: 'kr', viewed_at: T0.toISOString() }).execute()
    }
  })
  afterAll(() => app.close())

  const get = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Dashboard>()
  }

  it('counts a notice: weeks, funnel, sources, closing soon with enrolled of target, and its page views', async () => {
    const body = await get(`?studyId=${studyId}`)
    // Without a range: the twelve weeks up to today.
    expect([body.from, body.to]).toEqual(['2026-03-30', '2026-06-17'])
    expect(body.weekly).toHaveLength(12)
    expect(body.weekly.slice(-2)).toEqual([
      { weekStart: '2026-06-08', applications: 1 },
      { weekStart: '2026-06-15', applications: 2 },
    ])
    expect(body.weekly.reduce((sum, week) => sum + week.applications, 0)).toBe(3)
    expect(body.funnel.find((row) => row.status === 'enrolled')?.count).toBe(2)
    // The application of thirteen weeks ago is outside the range.
    expect(body.funnel.find((row) => row.status === 'received')?.count).toBe(1)
    expect(body.funnel.map((row) => row.status)).toEqual([...APPLICATION_STATUSES])
    expect(body.sources).toEqual([
      { joinPath: '01', count: 2 },
      { joinPath: '03', count: 1 },
    ])
    expect(body.closingSoon).toEqual([{ studyId, title: 'KR Dash', recruitEnd: '2026-06-20', enrolled: 2, target: 12 }])
    expect(body.pageViews.at(-1)).toEqual({ label: '2026-06-15', studyId, views: 2 })
  })

  it('counts the center, and refuses an unknown notice and a missing session', async () => {
    const body = await get()
    expect(body.closingSoon.map((row) => row.studyId)).toEqual([studyId])
    // Views of the range from the page-view records; a notice that does not exist is left out.
    expect(body.pageViews).toEqual([{ label: 'KR Dash', studyId, views: 2 }])
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard?studyId=999999', headers })).statusCode).toBe(
      404,
    )
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard?studyId=x', headers })).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401)
  })

  it('counts the range asked for, and refuses a range backwards, too long or badly written', async () => {
    const body = await get(`?studyId=${studyId}&from=2026-03-01&to=2026-06-16`)
    expect([body.from, body.to]).toEqual(['2026-03-01', '2026-06-16'])
    // Weeks from the Monday of the first day (23 February) to that of the last (15 June).
    expect(body.weekly).toHaveLength(17)
    expect(body.weekly[0]?.weekStart).toBe('2026-02-23')
    expect(body.weekly.find((week) => week.weekStart === '2026-03-16')?.applications).toBe(1)
    // 16 June ends before today's application and today's views.
    expect(body.weekly.at(-1)).toEqual({ weekStart: '2026-06-15', applications: 1 })
    expect(body.funnel.find((row) => row.status === 'received')?.count).toBe(2)
    expect(body.sources.map((row) => row.joinPath)).toEqual(['01', '02', '03'])
    expect(body.pageViews.at(-1)).toEqual({ label: '2026-06-15', studyId, views: 0 })
    const center = await get('?from=2026-06-17&to=2026-06-17')
    expect(center.weekly).toEqual([{ weekStart: '2026-06-15', applications: 1 }])
    expect(center.pageViews).toEqual([{ label: 'KR Dash', studyId, views: 2 }])

    for (const query of [
      '?from=2026-06-17&to=2026-06-16',
      '?from=2025-06-01&to=2026-06-16',
      '?from=2025-01-01',
      '?from=2026-02-30&to=2026-03-01',
      '?to=17-06-2026',
    ]) {
      const refused = await app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers })
      expect(refused.statusCode, query).toBe(400)
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED')
    }
  })

  it('counts each application in the Korea-time week and range it came in, to the millisecond', async () => {
    const edges = await createTestStudy(app, { title: 'Edges' })
    // The range runs from Wednesday 3 June to Tuesday 9 June (Seoul): weeks of 1 and 8 June.
    for (const at of [
      '2026-06-02T14:59:59.999Z', // Tuesday 2 June, 23:59:59.999 in Seoul: before the range
      '2026-06-02T15:00:00.000Z', // the range's first instant
      '2026-06-07T14:59:59.999Z', // the last instant of the first week
      '2026-06-07T15:00:00.000Z', // Monday 8 June, 00:00 in Seoul
      '2026-06-09T14:59:59.999Z', // the range's last instant
      '2026-06-09T15:00:00.000Z', // after the range
    ]) {
      await insertGuestApplication(app, edges, { joinPath: '01' }, new Date(at))
    }
    const body = await get(`?studyId=${edges}&from=2026-06-03&to=2026-06-09`)
    expect(body.weekly).toEqual([
      { weekStart: '2026-06-01', applications: 2 },
      { weekStart: '2026-06-08', applications: 2 },
    ])
    expect(body.sources).toEqual([{ joinPath: '01', count: 4 }])
  })

  it('counts in grouped queries: more applications of a kind already counted read no more rows', async () => {
    let rows = 0
    const counted = withPlugin(app.db, {
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => {
        rows += result.rows.length
        return Promise.resolve(result)
      },
    })
    const read = async () => {
      rows = 0
      const figures = await dashboard(counted, T0, { studyId })
      return { rows, figures }
    }
    const arrived = new Date(T0.getTime() - DAY)
    await insertGuestApplication(app, studyId, { joinPath: '01' }, arrived)
    const before = await read()
    for (let i = 0; i < 30; i++) {
      await insertGuestApplication(app, studyId, { joinPath: '01' }, arrived)
    }
    const after = await read()
    expect(after.rows).toBe(before.rows)
    expect(after.figures.weekly.at(-1)?.applications).toBe((before.figures.weekly.at(-1)?.applications ?? 0) + 30)
    expect(after.figures.recruitment.steps[0]?.count).toBe((before.figures.recruitment.steps[0]?.count ?? 0) + 30)
  })
})
