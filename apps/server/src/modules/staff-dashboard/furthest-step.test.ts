import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { statusStep } from '../applications/funnel-step.js'
import { insertGuestApplication } from '../staff-applicants/applicants.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'

// The furthest funnel step kept on the application row (furthest_step) by every way a status
// changes: the status change and its undo, a visit booked, cancelled and marked. It must equal
// what the status history gives (the dashboard used to read it from there), and a status moved
// back keeps it.

// 10:00 on Monday 15 June 2026 in Seoul.
const T0 = new Date('2026-06-15T01:00:00Z')

describe('the furthest funnel step on the application row', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let clock = T0
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
    coordinator = await staffWithSession(app, 'coordinator', '한코디')
    studyId = await createTestStudy(app, { title: '단계 시험' })
  })
  afterAll(() => app.close())

  const staff = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: coordinator.headers, ...(payload ? { payload } : {}) })
    expect(response.statusCode, response.body).toBe(200)
    return response
  }
  const move = (id: number, fromStatus: string, status: string, extra: object = {}) =>
    staff('POST', `/api/admin/applications/${id}/status`, { fromStatus, status, ...extra })
  /** The step kept on the row, and the step its current status and status history give. */
  const steps = async (id: number) => {
    const row = await app.db
      .selectFrom('applications')
      .select(['status', 'furthest_step'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const events = await app.db
      .selectFrom('application_events')
      .select('to_status')
      .where('application_id', '=', id)
      .where('kind', '=', 'status')
      .execute()
    const history = Math.max(statusStep(row.status), ...events.map((event) => statusStep(event.to_status ?? '')))
    return { kept: row.furthest_step, history }
  }
  const funnel = async () =>
    (await staff('GET', `/api/admin/dashboard?studyId=${studyId}`))
      .json<{ recruitment: { steps: { count: number }[] } }>()
      .recruitment.steps.map((step) => step.count)

  it('follows status changes, keeps the furthest step when the status moves back, and the dashboard counts it', async () => {
    const id = await insertGuestApplication(app, studyId, { email: 'step.moves@example.com' })
    expect(await steps(id)).toEqual({ kept: 0, history: 0 })
    const path: [string, string, number, object?][] = [
      ['received', 'contacted', 0],
      ['contacted', 'prescreen_passed', 1],
      ['prescreen_passed', 'screening_booked', 2],
      // Moved back, then closed: the row still counts as booked.
      ['screening_booked', 'contacted', 2],
      ['contacted', 'not_eligible', 2, { reason: 'schedule', notify: false }],
    ]
    for (const [from, to, step, extra] of path) {
      await move(id, from, to, extra)
      expect(await steps(id), `${from} → ${to}`).toEqual({ kept: step, history: step })
    }
    expect(await funnel()).toEqual([1, 1, 1, 0, 0])
  })

  it('keeps what an undone change reached, as its history does', async () => {
    const id = await insertGuestApplication(app, studyId, { email: 'step.undo@example.com' })
    const change = (await move(id, 'received', 'enrolled')).json<{ change: { eventId: number } }>().change
    expect(await steps(id)).toEqual({ kept: 4, history: 4 })
    await staff('POST', '/api/admin/status-changes/undo', { eventIds: [change.eventId], scope: 'change' })
    const row = await app.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.status).toBe('received')
    expect(await steps(id)).toEqual({ kept: 4, history: 4 })
  })

  it('follows a visit booked, cancelled, booked again and marked attended', async () => {
    const slot = (
      await staff('POST', `/api/admin/notices/${studyId}/visit-slots`, {
        date: '2026-06-17',
        time: '11:00',
        place: '본관',
        capacity: 3,
      })
    ).json<{ dataList: { slotId: number; date: string }[] }>().dataList[0]
    const id = await insertGuestApplication(app, studyId, { email: 'step.visit@example.com' })
    await move(id, 'received', 'prescreen_passed')
    await staff('POST', `/api/admin/applications/${id}/visit`, { slotId: slot?.slotId })
    expect(await steps(id)).toEqual({ kept: 2, history: 2 })
    await staff('DELETE', `/api/admin/applications/${id}/visit`)
    expect(await steps(id)).toEqual({ kept: 2, history: 2 })
    await staff('POST', `/api/admin/applications/${id}/visit`, { slotId: slot?.slotId })
    clock = new Date('2026-06-17T03:00:00Z')
    coordinator = await staffWithSession(app, 'coordinator', '한코디')
    try {
      await staff('POST', `/api/admin/applications/${id}/visit/attendance`, { state: 'attended' })
    } finally {
      clock = T0
      coordinator = await staffWithSession(app, 'coordinator', '한코디')
    }
    expect(await steps(id)).toEqual({ kept: 3, history: 3 })
  })
})
