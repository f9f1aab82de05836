import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCode } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { insertApplicationOf } from '../applications/applications.factory.js'
import { memberWithSession } from '../members/members.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'

// A member books the screening visit of their own application from My Page: the list shows the
// invitation and then the booking; booking, moving and cancelling follow the rules of the
// signed link (the cut-off), and nobody reaches another member's application.

// 10:00 on Monday 15 June 2026 in Seoul.
const T0 = new Date('2026-06-15T01:00:00Z')

type Page = {
  data: {
    booking: { slotId: number; date: string; time: string } | null
    changeable: boolean
    slots: { slotId: number }[]
  }
}
type History = { dataList: { applicationId: number; visit: unknown }[] }

describe('booking a screening visit from My Page', () => {
  let app: FastifyInstance
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number
  let slots: { slotId: number; date: string }[]

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    coordinator = await staffWithSession(app, 'coordinator', '한코디')
    studyId = await createTestStudy(app, { title: '마이페이지 방문' })
    for (const [date, time] of [
      ['2026-06-16', '09:00'],
      ['2026-06-18', '10:00'],
      ['2026-06-19', '14:00'],
    ])
      await app.inject({
        method: 'POST',
        url: `/api/admin/notices/${studyId}/visit-slots`,
        headers: coordinator.headers,
        payload: { date, time, place: '본관 3층', capacity: 2 },
      })
    slots = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/notices/${studyId}/visit-slots`,
        headers: coordinator.headers,
      })
    ).json<{ dataList: { slotId: number; date: string }[] }>().dataList
  })
  afterAll(() => app.close())

  const call = (token: string | undefined, action: 'check' | 'book' | 'cancel', payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/en/sbjUser/visit/${action}`,
      headers: token ? { 'x-auth-token': token } : {},
      payload,
    })
  const history = async (token: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/en/sbjUser/history',
        headers: { 'x-auth-token': token },
        payload: {},
      })
    ).json<History>().dataList
  const invite = (applicationId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/notices/${studyId}/visit-invitations`,
      headers: coordinator.headers,
      payload: { applicationIds: [applicationId] },
    })
  const slotOn = (date: string) => slots.find((slot) => slot.date === date)?.slotId ?? 0

  it('shows the invitation in the list, books, moves and cancels like the link, until the cut-off', async () => {
    const member = await memberWithSession(app)
    const applicationId = await insertApplicationOf(app, member.id, studyId)
    expect((await history(member.token)).find((row) => row.applicationId === applicationId)?.visit).toBeNull()
    // Not invited: nothing to book.
    const early = await call(member.token, 'check', { applicationId })
    expect(early.statusCode).toBe(404)
    expect(errorCode({ body: early.json() })).toBe('VISIT_LINK_INVALID')

    await invite(applicationId)
    expect((await history(member.token)).find((row) => row.applicationId === applicationId)?.visit).toEqual({
      state: 'invited',
      date: null,
      time: null,
      place: null,
    })
    const page = (await call(member.token, 'check', { applicationId })).json<Page>().data
    // Tomorrow 09:00 is within the 24-hour cut-off: not offered.
    expect(page.slots.map((slot) => slot.slotId)).toEqual([slotOn('2026-06-18'), slotOn('2026-06-19')])
    expect(page.booking).toBeNull()
    expect((await call(member.token, 'book', { applicationId, slotId: slotOn('2026-06-16') })).statusCode).toBe(409)

    const booked = await call(member.token, 'book', { applicationId, slotId: slotOn('2026-06-18') })
    expect(booked.statusCode).toBe(200)
    expect(booked.json<Page>().data).toMatchObject({
      booking: { slotId: slotOn('2026-06-18'), date: '2026-06-18', time: '10:00' },
      changeable: true,
    })
    expect((await history(member.token)).find((row) => row.applicationId === applicationId)).toMatchObject({
      status: 'screening_booked',
      visit: { state: 'booked', date: '2026-06-18', time: '10:00', place: '본관 3층' },
    })
    // The booking is the applicant's own: no staff member in the history.
    const event = await app.db
      .selectFrom('application_events')
      .select(['staff_id', 'to_status'])
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow()
    expect(event).toEqual({ staff_id: null, to_status: 'screening_booked' })

    const moved = await call(member.token, 'book', { applicationId, slotId: slotOn('2026-06-19') })
    expect(moved.json<Page>().data.booking).toMatchObject({ slotId: slotOn('2026-06-19'), time: '14:00' })
    const cancelled = await call(member.token, 'cancel', { applicationId })
    expect(cancelled.json<Page>().data.booking).toBeNull()
    expect((await history(member.token)).find((row) => row.applicationId === applicationId)).toMatchObject({
      status: 'received',
      visit: { state: 'invited' },
    })
    const taken = await app.db
      .selectFrom('visit_slots')
      .select(['id', 'taken'])
      .where('study_id', '=', studyId)
      .execute()
    expect(taken.every((slot) => slot.taken === 0)).toBe(true)
  })

  it("refuses callers without a session, another member's application, and bad input", async () => {
    const owner = await memberWithSession(app)
    const stranger = await memberWithSession(app)
    const applicationId = await insertApplicationOf(app, owner.id, studyId)
    await invite(applicationId)
    for (const action of ['check', 'book', 'cancel'] as const) {
      const payload = { applicationId, slotId: slotOn('2026-06-18') }
      expect((await call(undefined, action, payload)).statusCode).toBe(401)
      expect((await call(coordinator.token, action, payload)).statusCode).toBe(401)
      const foreign = await call(stranger.token, action, payload)
      expect(foreign.statusCode).toBe(404)
      expect(errorCode({ body: foreign.json() })).toBe('VISIT_LINK_INVALID')
    }
    for (const bad of [{}, { applicationId: 'x' }, { applicationId: 0 }, { applicationId: 1.5 }]) {
      expect((await call(owner.token, 'check', bad)).statusCode).toBe(400)
    }
    expect((await call(owner.token, 'book', { applicationId })).statusCode).toBe(400)
    // Nothing was booked by any of these.
    const bookings = await app.db
      .selectFrom('visit_bookings')
      .select('id')
      .where('application_id', '=', applicationId)
      .execute()
    expect(bookings).toEqual([])
  })
})
