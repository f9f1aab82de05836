import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { insertGuestApplication } from '../staff-applicants/applicants.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'

// Wednesday 17 June 2026, 10:00 in Seoul.
const T0 = new Date('2026-06-17T01:00:00Z')
const DAY = 86_400_000

type Dashboard = {
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
    await app.db.updateTable('applications').set({ status: 'enrolled' }).where('id', 'in', ids.slice(0, 2)).execute()
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
    expect(body.weekly).toHaveLength(12)
    expect(body.weekly.slice(-2)).toEqual([
      { weekStart: '2026-06-08', applications: 1 },
      { weekStart: '2026-06-15', applications: 2 },
    ])
    expect(body.weekly.reduce((sum, week) => sum + week.applications, 0)).toBe(3)
    expect(body.funnel.find((row) => row.status === 'enrolled')?.count).toBe(2)
    expect(body.funnel.find((row) => row.status === 'received')?.count).toBe(2)
    expect(body.funnel).toHaveLength(9)
    expect(body.sources).toEqual([
      { joinPath: '01', count: 2 },
      { joinPath: '02', count: 1 },
      { joinPath: '03', count: 1 },
    ])
    expect(body.closingSoon).toEqual([{ studyId, title: 'KR Dash', recruitEnd: '2026-06-20', enrolled: 2, target: 12 }])
    expect(body.pageViews.at(-1)).toEqual({ label: '2026-06-15', studyId, views: 2 })
  })

  it('counts the center, and refuses an unknown notice and a missing session', async () => {
    const body = await get()
    expect(body.closingSoon.map((row) => row.studyId)).toEqual([studyId])
    expect(body.pageViews.length).toBe(2)
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard?studyId=999999', headers })).statusCode).toBe(
      404,
    )
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard?studyId=x', headers })).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401)
  })
})
