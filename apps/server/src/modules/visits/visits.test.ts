import fs from 'node:fs'
import path from 'node:path'
import { VISIT_NEXT_SLOTS } from '@ctc/contract/visit-booking'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { countStatuses, errorCode, fireAtOnce, listenOnLoopback } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { insertGuestApplication } from '../staff-applicants/applicants.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'

// Screening visits: slots in the console, invitations by signed link, booking, moving and
// cancelling by the link (until the cut-off), the booking mail with its calendar file, the
// reminder the day before from the job table, attendance, the access log, and 20 applicants
// taking the last place at once.

// 10:00 on Monday 15 June 2026 in Seoul.
const T0 = new Date('2026-06-15T01:00:00Z')
const HOUR = 3_600_000

type Slot = { slotId: number; date: string; time: string; taken: number; capacity: number; closed: boolean }
type Page = {
  data: {
    studyTitle: string
    booking: { slotId: number; date: string; time: string } | null
    changeable: boolean
    slots: { slotId: number; left: number }[]
  }
}

/** Every mail in the outbox as text, quoted-printable and encoded words decoded, oldest first. */
function mails(app: FastifyInstance): string[] {
  const outbox = path.join(app.config.dataDir, 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) =>
      fs
        .readFileSync(path.join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_all, text: string) => text.replace(/_/g, ' '))
        .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8')),
    )
}
const mailsTo = (app: FastifyInstance, address: string) => mails(app).filter((mail) => mail.includes(`To: ${address}`))
/** The calendar file attached to a mail, decoded. */
function calendarIn(mail: string): string {
  const part = /name=screening-visit\.ics[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n?--/.exec(mail)?.[1] ?? ''
  const encoding = /name=screening-visit\.ics[\s\S]*?Content-Transfer-Encoding: ([\w-]+)/i.exec(mail)?.[1]
  return encoding?.toLowerCase() === 'base64' ? Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8') : part
}
const tokenIn = (mail: string | undefined) => /visitBooking\?token=([\w.-]+)/.exec(mail ?? '')?.[1] ?? ''

describe('screening-visit booking', () => {
  let app: FastifyInstance
  let clock = T0
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
    coordinator = await staffWithSession(app, 'coordinator', '한코디')
    studyId = await createTestStudy(app, { title: '방문 시험' })
  })
  afterAll(() => app.close())

  /** Moves the clock; the console session (idle expiry) is made again at the new time. */
  const setClock = async (at: Date) => {
    clock = at
    coordinator = await staffWithSession(app, 'coordinator', '한코디')
  }
  const staff = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: coordinator.headers, ...(payload ? { payload } : {}) })
  const open = async (date: string, time: string, capacity = 2, place = '본관 3층 임상시험센터', study = studyId) =>
    staff('POST', `/api/admin/notices/${study}/visit-slots`, { date, time, place, capacity })
  const slotsOf = async (study = studyId) =>
    (await staff('GET', `/api/admin/notices/${study}/visit-slots`)).json<{ dataList: Slot[] }>().dataList
  const applicant = async (email: string, locale = 'kr', study = studyId) => {
    const id = await insertGuestApplication(app, study, { email, name: '박지원' })
    await app.db.updateTable('applications').set({ locale }).where('id', '=', id).execute()
    return id
  }
  const invite = (applicationIds: number[], study = studyId) =>
    staff('POST', `/api/admin/notices/${study}/visit-invitations`, { applicationIds })
  const runJobs = () => app.jobs.worker.runDue()
  const invitedToken = async (applicationId: number, email: string) => {
    const answer = await invite([applicationId])
    expect(answer.json()).toMatchObject({ invited: [applicationId] })
    await runJobs()
    return tokenIn(mailsTo(app, email).at(-1))
  }
  const check = (token: string, lang = 'kr') =>
    app.inject({ method: 'POST', url: `/api/${lang}/visit/check`, payload: { token } })
  const book = (token: string, slotId: number, lang = 'kr') =>
    app.inject({ method: 'POST', url: `/api/${lang}/visit/book`, payload: { token, slotId } })
  const cancel = (token: string) => app.inject({ method: 'POST', url: '/api/kr/visit/cancel', payload: { token } })
  const statusOf = async (id: number) =>
    (await app.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
  const accessRows = (action: string) =>
    app.db
      .selectFrom('access_log')
      .select(['record_type', 'record_id', 'staff_id'])
      .where('action', '=', action)
      .execute()

  it('opens slots in Korea time, lists them with places taken, refuses bad input and closes or deletes them', async () => {
    const created = await open('2026-06-20', '10:00', 3)
    expect(created.statusCode).toBe(200)
    const [slot] = created.json<{ dataList: (Slot & { startsAt: string })[] }>().dataList
    expect(slot).toMatchObject({ date: '2026-06-20', time: '10:00', capacity: 3, taken: 0, closed: false })
    expect(slot?.startsAt).toBe('2026-06-20T01:00:00.000Z')
    expect(await accessRows('visit.slot_create')).toEqual([
      { record_type: 'visit_slot', record_id: String(slot?.slotId), staff_id: coordinator.staffId },
    ])

    for (const bad of [
      { date: '2026-06-20', time: '25:00', place: 'A', capacity: 1 },
      { date: '2026-02-30', time: '10:00', place: 'A', capacity: 1 },
      { date: '2026-06-20', time: '10:00', place: '', capacity: 1 },
      { date: '2026-06-20', time: '10:00', place: '본관\n3층', capacity: 1 },
      { date: '2026-06-20', time: '10:00', place: 'x'.repeat(101), capacity: 1 },
      { date: '2026-06-20', time: '10:00', place: 'A', capacity: 0 },
      { date: '2026-06-20', time: '10:00', place: 'A', capacity: 51 },
      // In the past.
      { date: '2026-06-15', time: '09:00', place: 'A', capacity: 1 },
    ]) {
      const answer = await staff('POST', `/api/admin/notices/${studyId}/visit-slots`, bad)
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400)
      expect(errorCode({ body: answer.json() })).toBe('VALIDATION_FAILED')
    }
    expect(
      (
        await staff('POST', '/api/admin/notices/999999/visit-slots', {
          date: '2026-06-20',
          time: '10:00',
          place: 'A',
          capacity: 1,
        })
      ).statusCode,
    ).toBe(404)
    expect((await app.inject({ method: 'GET', url: `/api/admin/notices/${studyId}/visit-slots` })).statusCode).toBe(401)

    const closed = await staff('PATCH', `/api/admin/visit-slots/${slot?.slotId}`, { closed: true })
    expect(closed.json<{ dataList: Slot[] }>().dataList[0]?.closed).toBe(true)
    const removed = await staff('DELETE', `/api/admin/visit-slots/${slot?.slotId}`)
    expect(removed.json<{ dataList: Slot[] }>().dataList).toEqual([])
    expect((await staff('DELETE', `/api/admin/visit-slots/${slot?.slotId}`)).statusCode).toBe(404)
  })

  it('invites by a signed link in the applicant language; the applicant books, gets the calendar file, moves and cancels until the cut-off', async () => {
    const early = (await open('2026-06-19', '14:00', 2)).json<{ dataList: Slot[] }>().dataList.at(-1)
    const later = (await open('2026-06-22', '09:30', 1)).json<{ dataList: Slot[] }>().dataList.at(-1)
    const id = await applicant('visit.en@example.com', 'en')
    const token = await invitedToken(id, 'visit.en@example.com')
    const invitation = mailsTo(app, 'visit.en@example.com').at(-1) ?? ''
    expect(invitation).toContain('Please book your screening visit')
    expect(invitation).toContain('/en/studyinfo/visitBooking?token=')
    expect(await accessRows('visit.invite')).toContainEqual({
      record_type: 'application',
      record_id: String(id),
      staff_id: coordinator.staffId,
    })

    const page = (await check(token, 'en')).json<Page>().data
    expect(page.booking).toBeNull()
    expect(page.slots.map((slot) => slot.slotId)).toEqual([early?.slotId, later?.slotId])

    const booked = await book(token, early?.slotId ?? 0, 'en')
    expect(booked.statusCode).toBe(200)
    expect(booked.json<Page>().data).toMatchObject({
      booking: { slotId: early?.slotId, date: '2026-06-19', time: '14:00' },
      changeable: true,
    })
    expect(await statusOf(id)).toBe('screening_booked')
    await runJobs()
    const confirmation = mailsTo(app, 'visit.en@example.com').at(-1) ?? ''
    expect(confirmation).toContain('Your screening visit is booked')
    expect(confirmation).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=screening-visit\.ics/i)
    expect(calendarIn(confirmation)).toMatch(
      /^BEGIN:VCALENDAR[\s\S]*DTSTART:20260619T050000Z[\s\S]*LOCATION:본관 3층 임상시험센터[\s\S]*END:VCALENDAR/,
    )

    // Booking the same slot again changes nothing; another slot moves the booking (a new sequence).
    expect((await book(token, early?.slotId ?? 0)).statusCode).toBe(200)
    const moved = await book(token, later?.slotId ?? 0)
    expect(moved.json<Page>().data.booking?.slotId).toBe(later?.slotId)
    const slots = await slotsOf()
    expect(slots.find((slot) => slot.slotId === early?.slotId)?.taken).toBe(0)
    expect(slots.find((slot) => slot.slotId === later?.slotId)?.taken).toBe(1)
    await runJobs()
    const movedMail = mailsTo(app, 'visit.en@example.com').at(-1) ?? ''
    expect(movedMail).toContain('Your screening visit has moved')
    expect(calendarIn(movedMail)).toMatch(/DTSTART:20260622T003000Z[\s\S]*SEQUENCE:2/)

    // The later slot is full now: another applicant is told so, with the next free slots.
    const other = await applicant('visit.other@example.com')
    const otherToken = await invitedToken(other, 'visit.other@example.com')
    const full = await book(otherToken, later?.slotId ?? 0)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({ error: { code: 'SLOT_FULL', nextSlots: [{ slotId: early?.slotId, left: 2 }] } })

    // Cancelled by the link: the place is free again and the application stands where it was.
    const cancelled = await cancel(token)
    expect(cancelled.json<Page>().data.booking).toBeNull()
    expect(await statusOf(id)).toBe('received')
    await runJobs()
    expect(mailsTo(app, 'visit.en@example.com').at(-1)).toContain('Your screening visit is cancelled')
    expect((await cancel(token)).json()).toMatchObject({ error: { code: 'VISIT_NOT_BOOKED' } })

    // Within the cut-off the link no longer changes the booking.
    expect((await book(token, early?.slotId ?? 0)).statusCode).toBe(200)
    clock = new Date(Date.parse('2026-06-19T05:00:00Z') - 23 * HOUR)
    try {
      const late = await cancel(token)
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ error: { code: 'VISIT_CHANGE_CLOSED' } })
      expect((await check(token)).json<Page>().data.changeable).toBe(false)
    } finally {
      clock = T0
    }
  })

  it('refuses forged, replaced and expired links without naming anyone', async () => {
    const id = await applicant('visit.links@example.com')
    const first = await invitedToken(id, 'visit.links@example.com')
    const second = await invitedToken(id, 'visit.links@example.com')
    expect(second).not.toBe(first)
    for (const token of [first, `${second.split('.')[0]}.${'A'.repeat(27)}`, `999999.${second.split('.')[1]}`]) {
      const answer = await check(token)
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toEqual({ error: { code: 'VISIT_LINK_INVALID', message: expect.any(String) } })
    }
    expect((await check('not-a-token')).statusCode).toBe(400)
    expect((await check(second)).statusCode).toBe(200)
    clock = new Date(T0.getTime() + 15 * 24 * HOUR)
    try {
      expect((await check(second)).statusCode).toBe(404)
    } finally {
      clock = T0
    }
  })

  it('sends the reminder once at 9:00 the day before, from the job table, whichever process runs it', async () => {
    const slot = (await open('2026-06-25', '15:00', 1))
      .json<{ dataList: Slot[] }>()
      .dataList.find((row) => row.date === '2026-06-25')
    const id = await applicant('visit.reminder@example.com', 'jp')
    const token = await invitedToken(id, 'visit.reminder@example.com')
    expect((await book(token, slot?.slotId ?? 0, 'jp')).statusCode).toBe(200)
    await runJobs()
    const reminders = () =>
      mailsTo(app, 'visit.reminder@example.com').filter((mail) =>
        mail.includes('明日のスクリーニング来院についてお知らせします'),
      )
    expect(reminders()).toHaveLength(0)
    try {
      // 8:59 the day before: not yet.
      clock = new Date('2026-06-23T23:59:00Z')
      await runJobs()
      expect(reminders()).toHaveLength(0)
      // 9:00 the day before, in a server that started afresh: the job was waiting in the table.
      clock = new Date('2026-06-24T00:00:00Z')
      const restarted = await buildApp(app.config, { now: () => clock })
      try {
        await restarted.jobs.worker.runDue()
      } finally {
        await restarted.close()
      }
      expect(reminders()).toHaveLength(1)
      expect(reminders()[0]).toContain('場所：본관 3층 임상시험센터')
      await runJobs()
      clock = new Date('2026-06-24T06:00:00Z')
      await runJobs()
      expect(reminders()).toHaveLength(1)
    } finally {
      clock = T0
    }
  })

  it('lets a coordinator book, cancel and mark attendance (each logged); a no-show can be invited again', async () => {
    const slot = (await open('2026-06-17', '11:00', 3))
      .json<{ dataList: Slot[] }>()
      .dataList.find((row) => row.date === '2026-06-17')
    const attended = await applicant('visit.came@example.com')
    const absent = await applicant('visit.absent@example.com')
    for (const id of [attended, absent]) {
      const answer = await staff('POST', `/api/admin/applications/${id}/visit`, { slotId: slot?.slotId })
      expect(answer.json()).toMatchObject({ state: 'booked', slot: { slotId: slot?.slotId } })
    }
    expect((await accessRows('visit.book')).map((row) => row.record_id)).toEqual([String(attended), String(absent)])
    // Before the day of the visit attendance cannot be marked.
    const early = await staff('POST', `/api/admin/applications/${attended}/visit/attendance`, { state: 'attended' })
    expect(early.statusCode).toBe(409)

    await setClock(new Date('2026-06-17T03:00:00Z'))
    try {
      expect(
        (await staff('POST', `/api/admin/applications/${attended}/visit/attendance`, { state: 'attended' })).json(),
      ).toMatchObject({ state: 'attended' })
      expect(await statusOf(attended)).toBe('screened')
      expect(
        (await staff('POST', `/api/admin/applications/${absent}/visit/attendance`, { state: 'no_show' })).json(),
      ).toMatchObject({ state: 'no_show' })
      expect(await statusOf(absent)).toBe('received')
      expect(
        (await staff('POST', `/api/admin/applications/${absent}/visit/attendance`, { state: 'attended' })).statusCode,
      ).toBe(409)
      expect((await accessRows('visit.attendance')).map((row) => row.record_id)).toEqual([
        String(attended),
        String(absent),
      ])

      const visits = (await staff('GET', `/api/admin/notices/${studyId}/visits`)).json<{
        dataList: { applicationId: number; state: string | null }[]
      }>().dataList
      expect(visits.find((visit) => visit.applicationId === attended)?.state).toBe('attended')
      expect(visits.find((visit) => visit.applicationId === absent)?.state).toBe('no_show')

      const again = await invite([absent, attended, 999_999])
      expect(again.json()).toEqual({
        invited: [absent],
        skipped: [
          { applicationId: attended, reason: 'attended' },
          { applicationId: 999_999, reason: 'not_found' },
        ],
      })
    } finally {
      await setClock(T0)
    }
    const cancelled = await applicant('visit.staffcancel@example.com')
    await staff('POST', `/api/admin/applications/${cancelled}/visit`, { slotId: slot?.slotId })
    expect((await staff('DELETE', `/api/admin/applications/${cancelled}/visit`)).json()).toMatchObject({ state: null })
    expect(await accessRows('visit.cancel')).toEqual([
      { record_type: 'application', record_id: String(cancelled), staff_id: coordinator.staffId },
    ])
  })

  it("does not invite another notice's applications or book another notice's slots", async () => {
    const otherStudy = await createTestStudy(app, { title: '다른 시험' })
    const foreignSlot = (await open('2026-06-26', '10:00', 5, '별관', otherStudy)).json<{ dataList: Slot[] }>()
      .dataList[0]
    const id = await applicant('visit.foreign@example.com')
    expect((await invite([id], otherStudy)).json()).toEqual({
      invited: [],
      skipped: [{ applicationId: id, reason: 'not_found' }],
    })
    const token = await invitedToken(id, 'visit.foreign@example.com')
    const answer = await book(token, foreignSlot?.slotId ?? 0)
    expect(answer.statusCode).toBe(409)
    expect(errorCode({ body: answer.json() })).toBe('SLOT_FULL')
    expect((await slotsOf(otherStudy))[0]?.taken).toBe(0)
  })
})

describe('twenty applicants and the last place of a slot', { timeout: 60_000 }, () => {
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    base = await listenOnLoopback(app)
  })
  afterAll(() => app.close())

  it('lets exactly one take it; the others are told it is full and shown the next free slots', async () => {
    const coordinator = await staffWithSession(app)
    const studyId = await createTestStudy(app, { title: '마지막 자리' })
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: coordinator.headers, payload })
    const place = (date: string, capacity: number) =>
      post(`/api/admin/notices/${studyId}/visit-slots`, { date, time: '10:00', place: '본관', capacity })
    await place('2026-06-20', 2)
    await place('2026-06-21', 3)
    await place('2026-06-22', 3)
    const slots = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/notices/${studyId}/visit-slots`,
        headers: coordinator.headers,
      })
    ).json<{ dataList: Slot[] }>().dataList
    const [last, next, after] = slots
    // One place of the first slot is taken already.
    const first = await insertGuestApplication(app, studyId)
    await post(`/api/admin/applications/${first}/visit`, { slotId: last?.slotId })

    const ids = await Promise.all(Array.from({ length: 20 }, () => insertGuestApplication(app, studyId)))
    expect(
      (await post(`/api/admin/notices/${studyId}/visit-invitations`, { applicationIds: ids })).json<{
        invited: number[]
      }>().invited,
    ).toHaveLength(20)
    const { visitToken } = await import('./visit-links.js')
    const invitations = await app.db
      .selectFrom('visit_invitations')
      .select(['id', 'application_id'])
      .where('application_id', 'in', ids)
      .execute()
    const tokens = invitations.map((row) => visitToken(app.config.appSecret, row.id))

    const answers = await fireAtOnce(20, async (index) => {
      const response = await fetch(`${base}/api/kr/visit/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: tokens[index], slotId: last?.slotId }),
      })
      return { status: response.status, body: await response.json() }
    })
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: 19 })
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body).toEqual({
        error: {
          code: 'SLOT_FULL',
          message: expect.any(String),
          nextSlots: [
            { slotId: next?.slotId, date: '2026-06-21', time: '10:00', place: '본관', left: 3 },
            { slotId: after?.slotId, date: '2026-06-22', time: '10:00', place: '본관', left: 3 },
          ],
        },
      })
    }
    expect(VISIT_NEXT_SLOTS).toBeGreaterThanOrEqual(2)
    const slot = await app.db
      .selectFrom('visit_slots')
      .select(['taken', 'capacity'])
      .where('id', '=', last?.slotId ?? 0)
      .executeTakeFirstOrThrow()
    expect(slot).toEqual({ taken: 2, capacity: 2 })
    const booked = await app.db
      .selectFrom('visit_bookings')
      .select('application_id')
      .where('slot_id', '=', last?.slotId ?? 0)
      .execute()
    expect(booked).toHaveLength(2)
    const screeningBooked = await app.db
      .selectFrom('applications')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'screening_booked')
      .execute()
    expect(screeningBooked).toHaveLength(1)
  })
})
