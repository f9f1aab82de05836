import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { insertGuestApplication } from '../staff-applicants/applicants.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { median } from './recruitment-funnel.js'

// The recruitment funnel of the dashboard, derived from statuses, status history and visits.

// Wednesday 17 June 2026, 10:00 in Seoul.
const T0 = new Date('2026-06-17T01:00:00Z')
const DAY = 86_400_000
const daysAgo = (days: number) => new Date(T0.getTime() - days * DAY)

type Funnel = {
  steps: { step: string; count: number; conversion: number | null }[]
  medianDaysToFirstContact: number | null
  medianDaysToVisit: number | null
  noShowRate: number | null
  noShows: number
  visitsMarked: number
}

describe('recruitment funnel', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let headers: Record<string, string>
  let studyId: number

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    const coordinator = await staffWithSession(app)
    headers = coordinator.headers
    studyId = await createTestStudy(app, { title: 'Funnel' })
    const otherStudy = await createTestStudy(app, { title: 'Other' })
    const slot = async (startsAt: Date) =>
      (
        await app.db
          .insertInto('visit_slots')
          .values({
            study_id: studyId,
            starts_at: startsAt.toISOString(),
            place: 'A',
            capacity: 5,
            taken: 1,
            staff_id: null,
            created_at: T0.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    const history = async (id: number, status: string, moves: [string, string, Date, boolean][]) => {
      await app.db.updateTable('applications').set({ status }).where('id', '=', id).execute()
      for (const [from, to, at, byStaff] of moves) {
        await app.db
          .insertInto('application_events')
          .values({
            application_id: id,
            staff_id: byStaff ? coordinator.staffId : null,
            staff_name: byStaff ? 'coordinator' : null,
            kind: 'status',
            from_status: from,
            to_status: to,
            created_at: at.toISOString(),
          })
          .execute()
      }
    }
    const visit = async (id: number, startsAt: Date, state: string) =>
      app.db
        .insertInto('visit_bookings')
        .values({
          application_id: id,
          slot_id: await slot(startsAt),
          state,
          created_at: T0.toISOString(),
          updated_at: T0.toISOString(),
        })
        .execute()

    // Applied only.
    await insertGuestApplication(app, studyId, {}, daysAgo(20))
    // Contacted a day after applying, passed the pre-screen, then closed: counts up to pre-screen passed.
    const closed = await insertGuestApplication(app, studyId, {}, daysAgo(20))
    await history(closed, 'not_eligible', [
      ['received', 'contacted', daysAgo(19), true],
      ['contacted', 'prescreen_passed', daysAgo(18), true],
      ['prescreen_passed', 'not_eligible', daysAgo(10), true],
    ])
    // Contacted after 3 days, booked by the link, attended after 10 days, enrolled.
    const enrolled = await insertGuestApplication(app, studyId, {}, daysAgo(20))
    await history(enrolled, 'enrolled', [
      ['received', 'prescreen_passed', daysAgo(17), true],
      ['prescreen_passed', 'screening_booked', daysAgo(16), false],
      ['screening_booked', 'screened', daysAgo(10), true],
      ['screened', 'enrolled', daysAgo(5), true],
    ])
    await visit(enrolled, daysAgo(10), 'attended')
    // Booked, did not come: back to pre-screen passed (first contact after 5 days).
    const absent = await insertGuestApplication(app, studyId, {}, daysAgo(20))
    await history(absent, 'prescreen_passed', [
      ['received', 'prescreen_passed', daysAgo(15), true],
      ['prescreen_passed', 'screening_booked', daysAgo(14), false],
      ['screening_booked', 'prescreen_passed', daysAgo(8), true],
    ])
    await visit(absent, daysAgo(8), 'no_show')
    // Booked by a coordinator on the phone straight from received: past the pre-screen step too.
    const phoned = await insertGuestApplication(app, studyId, {}, daysAgo(20))
    await history(phoned, 'screening_booked', [['received', 'screening_booked', daysAgo(12), true]])
    // Another notice's application, and one of this notice made before the range.
    await insertGuestApplication(app, otherStudy, {}, daysAgo(20))
    await insertGuestApplication(app, studyId, {}, daysAgo(200))
  })
  afterAll(() => app.close())

  const funnel = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ recruitment: Funnel }>().recruitment
  }

  it("counts a notice's applications at every step they ever reached, with conversions, medians and no-shows", async () => {
    expect(await funnel(`?studyId=${studyId}`)).toEqual({
      steps: [
        { step: 'applied', count: 5, conversion: null },
        { step: 'prescreen_passed', count: 4, conversion: 0.8 },
        { step: 'booked', count: 3, conversion: 0.75 },
        { step: 'attended', count: 1, conversion: 0.333 },
        { step: 'enrolled', count: 1, conversion: 1 },
      ],
      // First staff changes after 1, 3, 5 and 8 days.
      medianDaysToFirstContact: 4,
      medianDaysToVisit: 10,
      noShowRate: 0.5,
      noShows: 1,
      visitsMarked: 2,
    })
  })

  it("counts the center's applications of the range, and nothing in an empty range", async () => {
    const center = await funnel('')
    expect(center.steps.map((step) => step.count)).toEqual([6, 4, 3, 1, 1])
    const empty = await funnel('?from=2026-01-01&to=2026-01-31')
    expect(empty).toEqual({
      steps: [
        { step: 'applied', count: 0, conversion: null },
        { step: 'prescreen_passed', count: 0, conversion: null },
        { step: 'booked', count: 0, conversion: null },
        { step: 'attended', count: 0, conversion: null },
        { step: 'enrolled', count: 0, conversion: null },
      ],
      medianDaysToFirstContact: null,
      medianDaysToVisit: null,
      noShowRate: null,
      noShows: 0,
      visitsMarked: 0,
    })
  })

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull()
    expect(median([5, 1, 3])).toBe(3)
    expect(median([8, 1, 3, 5])).toBe(4)
    expect(median([0.25, 0.3])).toBe(0.3)
  })
})
