import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { statusStep } from '../applications/funnel-step.js'
import { insertGuestApplication } from '../staff-applicants/applicants.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { visitToken } from '../visits/visit-links.js'

// The furthest funnel step (furthest_step) and the first contact (first_contacted_at, and
// first_contact_ms, the milliseconds from applying to it) kept on the application row by every way
// a status changes: the status change and its undo, a visit booked, cancelled and marked, by a
// coordinator or by the applicant's link. Each must equal what the status history gives (the
// dashboard used to read them from there); a status moved back keeps the step, and only a person
// of the staff changing the status is a contact.

// 10:00 on Monday 15 June 2026 in Seoul.
const T0 = new Date('2026-06-15T01:00:00Z')

describe('the furthest funnel step and the first contact on the application row', () => {
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
  /** Does `work` with the clock at `when` (and a console session made then), then puts the clock back. */
  const at = async (when: Date, work: () => Promise<unknown>) => {
    clock = when
    coordinator = await staffWithSession(app, 'coordinator', '한코디')
    try {
      await work()
    } finally {
      clock = T0
      coordinator = await staffWithSession(app, 'coordinator', '한코디')
    }
  }
  const move = (id: number, fromStatus: string, status: string, extra: object = {}) =>
    staff('POST', `/api/admin/applications/${id}/status`, { fromStatus, status, ...extra })
  /** The application's row and its status history, oldest first. */
  const rowAndHistory = async (id: number) => ({
    row: await app.db
      .selectFrom('applications')
      .select(['status', 'furthest_step', 'first_contacted_at', 'first_contact_ms', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    events: await app.db
      .selectFrom('application_events')
      .select(['to_status', 'staff_id', 'created_at'])
      .where('application_id', '=', id)
      .where('kind', '=', 'status')
      .orderBy('id')
      .execute(),
  })
  /** The step kept on the row, and the step its current status and status history give. */
  const steps = async (id: number) => {
    const { row, events } = await rowAndHistory(id)
    const history = Math.max(statusStep(row.status), ...events.map((event) => statusStep(event.to_status ?? '')))
    return { kept: row.furthest_step, history }
  }
  /**
   * The first contact kept on the row, and the one its history gives: its first status event by a
   * person of the staff. The milliseconds kept beside it must be the time from applying to that event.
   */
  const contact = async (id: number) => {
    const { row, events } = await rowAndHistory(id)
    const first = events.find((event) => event.staff_id !== null)
    const ms = first ? Date.parse(first.created_at) - Date.parse(row.created_at) : null
    expect(row.first_contact_ms === null ? null : Number(row.first_contact_ms), 'first_contact_ms').toBe(ms)
    return { kept: row.first_contacted_at, history: first?.created_at ?? null }
  }
  const both = (at: string | null) => ({ kept: at, history: at })
  /** Opens a slot of the notice for three visits at 10:00 on the day. */
  const openSlot = async (date: string) =>
    (
      await staff('POST', `/api/admin/notices/${studyId}/visit-slots`, {
        date,
        time: '10:00',
        place: '본관',
        capacity: 3,
      })
    )
      .json<{ dataList: { slotId: number }[] }>()
      .dataList.at(0)?.slotId
  const funnel = async () =>
    (await staff('GET', `/api/admin/dashboard?studyId=${studyId}`))
      .json<{ recruitment: { steps: { count: number }[] } }>()
      .recruitment.steps.map((step) => step.count)

  it('follows status changes, keeps the furthest step when the status moves back, and the dashboard counts it', async () => {
    // Applied a day, two hours and 345 ms before its first change.
    const applied = new Date(T0.getTime() - 93_600_345)
    const id = await insertGuestApplication(app, studyId, { email: 'step.moves@example.com' }, applied)
    expect(await steps(id)).toEqual({ kept: 0, history: 0 })
    const path: [string, string, number, object?][] = [
      ['received', 'contacted', 0],
      ['contacted', 'prescreen_passed', 1],
      ['prescreen_passed', 'screening_booked', 2],
      // Moved back, then closed: the row still counts as booked.
      ['screening_booked', 'contacted', 2],
      ['contacted', 'not_eligible', 2, { reason: 'schedule', notify: false }],
    ]
    expect(await contact(id)).toEqual(both(null))
    for (const [index, [from, to, step, extra]] of path.entries()) {
      await at(new Date(T0.getTime() + index * 3_600_000), () => move(id, from, to, extra))
      expect(await steps(id), `${from} → ${to}`).toEqual({ kept: step, history: step })
      // The first change is the contact; the later ones leave it.
      expect(await contact(id), `${from} → ${to}`).toEqual(both(T0.toISOString()))
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
    // The undone change stays in the history as the first contact, and on the row.
    expect(await contact(id)).toEqual(both(T0.toISOString()))
  })

  it('follows a visit booked, cancelled, booked again and marked attended', async () => {
    const slotId = await openSlot('2026-06-17')
    const id = await insertGuestApplication(app, studyId, { email: 'step.visit@example.com' })
    await move(id, 'received', 'prescreen_passed')
    await staff('POST', `/api/admin/applications/${id}/visit`, { slotId })
    expect(await steps(id)).toEqual({ kept: 2, history: 2 })
    expect(await contact(id)).toEqual(both(T0.toISOString()))
    await staff('DELETE', `/api/admin/applications/${id}/visit`)
    expect(await steps(id)).toEqual({ kept: 2, history: 2 })
    await staff('POST', `/api/admin/applications/${id}/visit`, { slotId })
    await at(new Date('2026-06-17T03:00:00Z'), () =>
      staff('POST', `/api/admin/applications/${id}/visit/attendance`, { state: 'attended' }),
    )
    expect(await steps(id)).toEqual({ kept: 3, history: 3 })
    expect(await contact(id)).toEqual(both(T0.toISOString()))
  })

  it("takes a coordinator's booking or marking as the first contact, never the applicant's own booking", async () => {
    const slotId = await openSlot('2026-06-18')
    // The applicant books by the link of the invitation mail: a status change, but no contact.
    const byLink = await insertGuestApplication(app, studyId, { email: 'contact.link@example.com' })
    await staff('POST', `/api/admin/notices/${studyId}/visit-invitations`, { applicationIds: [byLink] })
    const invitation = await app.db
      .selectFrom('visit_invitations')
      .select('id')
      .where('application_id', '=', byLink)
      .executeTakeFirstOrThrow()
    const token = visitToken(app.config.appSecret, invitation.id)
    const booked = await app.inject({ method: 'POST', url: '/api/kr/visit/book', payload: { token, slotId } })
    expect(booked.statusCode, booked.body).toBe(200)
    expect(await steps(byLink)).toEqual({ kept: 2, history: 2 })
    expect(await contact(byLink)).toEqual(both(null))
    // Then the coordinator marks the attendance on the day: the first contact, a day later.
    const day = new Date('2026-06-18T06:00:00Z')
    await at(day, () => staff('POST', `/api/admin/applications/${byLink}/visit/attendance`, { state: 'attended' }))
    expect(await contact(byLink)).toEqual(both(day.toISOString()))
    // A coordinator booking by phone straight from received is the first contact.
    const byPhone = await insertGuestApplication(app, studyId, { email: 'contact.phone@example.com' })
    await staff('POST', `/api/admin/applications/${byPhone}/visit`, { slotId })
    expect(await contact(byPhone)).toEqual(both(T0.toISOString()))
  })
})
