import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberWithSession } from '../members/members.factory.js'
import { createTestApp } from '../../test/test-app.js'
import { insertGuestApplication } from '../staff-applicants/applicants.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { median } from './recruitment-funnel.js'
import { firstContactWith, furthestStepWith } from '../applications/funnel-step.js'

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
  let otherStudy: number

  /** A slot of the notice at the instant, one place of five taken. */
  const insertSlot = async (notice: number, startsAt: string) =>
    (
      await app.db
        .insertInto('visit_slots')
        .values({
          study_id: notice,
          starts_at: startsAt,
          place: 'A',
          capacity: 5,
          taken: 1,
          staff_id: null,
          created_at: T0.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    const coordinator = await staffWithSession(app)
    headers = coordinator.headers
    studyId = await createTestStudy(app, { title: 'Funnel' })
    otherStudy = await createTestStudy(app, { title: 'Other' })
    const slot = (startsAt: Date) => insertSlot(studyId, startsAt.toISOString())
    // A history written as the status changes write it: each move raises the furthest step reached,
    // and a person's first move is the first contact.
    const history = async (id: number, moves: [string, string, Date, boolean][]) => {
      for (const [from, to, at, byStaff] of moves) {
        await app.db
          .updateTable('applications')
          .set({
            status: to,
            furthest_step: furthestStepWith(to),
            ...(byStaff
              ? {
                  ...firstContactWith(app.db, at.toISOString()),
                }
              : {}),
          })
          .where('id', '=', id)
          .execute()
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
    await history(closed, [
      ['received', 'contacted', daysAgo(19), true],
      ['contacted', 'prescreen_passed', daysAgo(18), true],
      ['prescreen_passed', 'not_eligible', daysAgo(10), true],
    ])
    // Contacted after 3 days, booked by the link, attended after 10 days, enrolled.
    const enrolled = await insertGuestApplication(app, studyId, {}, daysAgo(20))
    await history(enrolled, [
      ['received', 'prescreen_passed', daysAgo(17), true],
      ['prescreen_passed', 'screening_booked', daysAgo(16), false],
      ['screening_booked', 'screened', daysAgo(10), true],
      ['screened', 'enrolled', daysAgo(5), true],
    ])
    await visit(enrolled, daysAgo(10), 'attended')
    // Booked, did not come: back to pre-screen passed (first contact after 5 days).
    const absent = await insertGuestApplication(app, studyId, {}, daysAgo(20))
    await history(absent, [
      ['received', 'prescreen_passed', daysAgo(15), true],
      ['prescreen_passed', 'screening_booked', daysAgo(14), false],
      ['screening_booked', 'prescreen_passed', daysAgo(8), true],
    ])
    await visit(absent, daysAgo(8), 'no_show')
    // Booked by a coordinator on the phone straight from received: past the pre-screen step too.
    const phoned = await insertGuestApplication(app, studyId, {}, daysAgo(20))
    await history(phoned, [['received', 'screening_booked', daysAgo(12), true]])
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

  const exported = (query: string, extra: Record<string, string> = headers) =>
    app.inject({ method: 'GET', url: `/api/admin/dashboard/funnel-export${query}`, headers: extra })
  const rowsOf = (body: string) => {
    const rows: string[][] = parse(body, { bom: true })
    return rows
  }

  it('exports the funnel per notice and for the center as CSV, the same figures as the dashboard', async () => {
    const response = await exported('?language=en')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toContain('funnel-center-')
    const [header, ...rows] = rowsOf(response.body)
    expect(header).toEqual([
      'Notice no.',
      'Notice title',
      'From',
      'To',
      'Applied',
      'Pre-screen passed',
      'Visit booked',
      'Visit attended',
      'Enrolled',
      'Conversion Applied → Pre-screen passed',
      'Conversion Pre-screen passed → Visit booked',
      'Conversion Visit booked → Visit attended',
      'Conversion Visit attended → Enrolled',
      'Median days to first contact',
      'Median days to visit',
      'No-show rate',
      'No-shows',
      'Visits marked',
    ])
    const notice = rows.find((row) => row[0] === String(studyId))
    expect(notice?.slice(1)).toEqual([
      'KR Funnel',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      '2026-06-17',
      ...['5', '4', '3', '1', '1'],
      ...['0.8', '0.75', '0.333', '1'],
      ...['4', '10', '0.5', '1', '2'],
    ])
    expect(rows.find((row) => row[0] === String(otherStudy))?.slice(4, 9)).toEqual(['1', '0', '0', '0', '0'])
    const center = rows.at(-1)
    expect(center?.slice(0, 2)).toEqual(['', 'Whole center'])
    expect(center?.slice(4, 9)).toEqual(['6', '4', '3', '1', '1'])
    // 0 of 1 is a rate of 0; after an empty step, and without any contact or visit, the cell is empty.
    expect(rows.find((row) => row[0] === String(otherStudy))?.slice(9)).toEqual(['0', '', '', '', '', '', '', '0', '0'])
  })

  it("exports one notice's funnel in Korean without the center's row, and an empty range with no notice", async () => {
    const response = await exported(`?studyId=${studyId}`)
    const [header, ...rows] = rowsOf(response.body)
    expect(header?.slice(0, 5)).toEqual(['공고 번호', '공고 제목', '기간 시작', '기간 끝', '지원'])
    expect(rows).toHaveLength(1)
    expect(rows[0]?.slice(4, 9)).toEqual(['5', '4', '3', '1', '1'])
    const empty = rowsOf((await exported('?from=2026-01-01&to=2026-01-31')).body)
    expect(empty.slice(1)).toEqual([
      ['', '센터 전체', '2026-01-01', '2026-01-31', '0', '0', '0', '0', '0', '', '', '', '', '', '', '', '0', '0'],
    ])
  })

  it('refuses callers without a console session, bad queries and unknown notices', async () => {
    const member = await memberWithSession(app)
    const callers: Record<string, string>[] = [{}, { 'x-auth-token': member.token }, { 'x-staff-token': member.token }]
    for (const caller of callers) expect((await exported('', caller)).statusCode).toBe(401)
    for (const bad of [
      '?language=fr',
      '?from=2026-02-30',
      '?from=2026-06-10&to=2026-06-01',
      '?studyId=abc',
      '?from=2024-01-01&to=2026-06-01',
    ]) {
      expect((await exported(bad)).statusCode, bad).toBe(400)
    }
    expect((await exported('?studyId=999999')).statusCode).toBe(404)
  })

  it('takes the medians of an odd count of contacts and an even count of first attended visits, on both engines', async () => {
    const HOUR = 3_600_000
    const notice = await createTestStudy(app, { title: 'Medians' })
    const applied = daysAgo(30)
    const after = (ms: number) => new Date(applied.getTime() + ms).toISOString()
    const application = async (contactAfter: number | null) => {
      const id = await insertGuestApplication(app, notice, {}, applied)
      if (contactAfter !== null)
        await app.db
          .updateTable('applications')
          // As the writers set them: the instant, and the milliseconds since applying from it.
          .set({
            ...firstContactWith(app.db, after(contactAfter)),
          })
          .where('id', '=', id)
          .execute()
      return id
    }
    const visit = async (id: number, startsAfter: number, state: string) => {
      const slotId = await insertSlot(notice, after(startsAfter))
      await app.db
        .insertInto('visit_bookings')
        .values({
          application_id: id,
          slot_id: slotId,
          state,
          created_at: T0.toISOString(),
          updated_at: T0.toISOString(),
        })
        .execute()
    }
    // First contacts after 2, 30 and 61 hours (0.08, 1.25 and 2.54 days): the middle one, 1.25, rounds to 1.3.
    const twice = await application(30 * HOUR)
    const once = await application(2 * HOUR)
    await application(61 * HOUR)
    const never = await application(null)
    // Did not come after 3 days, came after 5 and again after 9: the first attended visit counts (5 days).
    await visit(twice, 9 * 24 * HOUR, 'attended')
    await visit(twice, 3 * 24 * HOUR, 'no_show')
    await visit(twice, 5 * 24 * HOUR, 'attended')
    // Came after 2 days and 12 hours; a booking not yet marked is neither a visit nor a no-show.
    await visit(once, 60 * HOUR, 'attended')
    await visit(never, 4 * 24 * HOUR, 'booked')
    const figures = {
      medianDaysToFirstContact: 1.3,
      // The mean of 2.5 and 5 days.
      medianDaysToVisit: 3.8,
      noShowRate: 0.25,
      noShows: 1,
      visitsMarked: 4,
    }
    expect(await funnel(`?studyId=${notice}`)).toMatchObject(figures)
    const [, ...rows] = rowsOf((await exported('?language=en')).body)
    expect(rows.find((row) => row[0] === String(notice))?.slice(13)).toEqual(['1.3', '3.8', '0.25', '1', '4'])
    // The center's: contacts after 1, 3, 5 and 8 days (the other notice) and these three; visits after
    // 10 days (attended), 2.5 and 5; no-shows 2 of 6.
    expect(rows.at(-1)?.slice(13)).toEqual(['2.5', '5', '0.333', '2', '6'])
  })

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull()
    expect(median([5, 1, 3])).toBe(3)
    expect(median([8, 1, 3, 5])).toBe(4)
    expect(median([0.25, 0.3])).toBe(0.3)
  })
})
