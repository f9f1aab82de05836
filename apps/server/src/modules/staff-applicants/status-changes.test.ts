import { STATUS_MAIL_HOLD_SECONDS } from '@ctc/contract/staff-applicants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { readOutboxDecoded } from '../../test/test-outbox.js'
import { buildApplication } from '../applications/applications.factory.js'
import { memberWithSession } from '../members/members.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { insertGuestApplication } from './applicants.factory.js'

// Status mails are held for an undo window: what a change says about its mail, the preview of
// the mail before it, a change without a mail, and the undo of a change or of its mail alone,
// including an undo racing the worker that sends the mail.

// 10:00 on 15 June 2026 in Seoul.
const T0 = new Date('2026-06-15T01:00:00Z')
const HOLD_MS = STATUS_MAIL_HOLD_SECONDS * 1000

type Change = { eventId: number; mail: string; sendAt: string | null }
type Detail = {
  applicant: { status: string; mobile: string }
  history: {
    kind: string
    fromStatus: string | null
    toStatus: string | null
    mail: string | null
    mailAt: string | null
  }[]
  statusMails: { language: string; mails: Record<string, { subject: string; text: string }> } | null
  change: Change | null
}
type Undo = { results: { eventId: number; outcome: string }[] }

describe('status mails held for an undo window', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let clock = T0
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
    coordinator = await staffWithSession(app, 'coordinator', '한코디')
    studyId = await createTestStudy(app, { title: '보류 시험' })
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: coordinator.headers, ...(payload ? { payload } : {}) })
  const move = (applicationId: number, fromStatus: string, status: string, extra: object = {}) =>
    call('POST', `/api/admin/applications/${applicationId}/status`, { fromStatus, status, ...extra })
  const undo = (eventIds: number[], scope: 'change' | 'mail') =>
    call('POST', '/api/admin/status-changes/undo', { eventIds, scope })
  const detail = async (applicationId: number) =>
    (await call('GET', `/api/admin/applications/${applicationId}`)).json<Detail>()
  const statusOf = async (applicationId: number) =>
    (
      await app.db
        .selectFrom('applications')
        .select(['status', 'closing_reason'])
        .where('id', '=', applicationId)
        .executeTakeFirstOrThrow()
    ).status
  const mailsTo = (email: string) => readOutboxDecoded(app).split(`To: ${email}`).length - 1
  const afterHold = (ms = HOLD_MS + 1000) => {
    clock = new Date(clock.getTime() + ms)
  }
  const runJobs = () => app.jobs.worker.runDue()

  it('shows each mail before the change, in the applicant language; a change holds its mail for the window, then it goes', async () => {
    const member = await memberWithSession(app)
    await app.db.updateTable('members').set({ locale: 'en' }).where('id', '=', member.id).execute()
    const applied = await app.inject({
      method: 'POST',
      url: '/api/en/recruit/writeRegi',
      headers: { 'x-auth-token': member.token },
      payload: buildApplication(studyId),
    })
    expect(applied.statusCode, applied.body).toBe(200)
    const { applicationId } = applied.json<{ data: { applicationId: number } }>().data
    await runJobs()
    const baseline = mailsTo(member.email)

    const before = await detail(applicationId)
    expect(before.statusMails?.language).toBe('en')
    expect(Object.keys(before.statusMails?.mails ?? {}).sort()).toEqual(
      ['declined', 'enrolled', 'no_answer', 'not_eligible', 'screening_booked', 'withdrawn'].sort(),
    )
    expect(before.statusMails?.mails.not_eligible?.text).toContain('After review, you cannot take part in this study')

    const saved = await move(applicationId, 'received', 'not_eligible', { reason: 'inclusion_criteria' })
    expect(saved.statusCode, saved.body).toBe(200)
    const { change, history } = saved.json<Detail>()
    expect(change).toMatchObject({ mail: 'held', sendAt: new Date(T0.getTime() + HOLD_MS).toISOString() })
    expect(history.at(-1)).toMatchObject({ toStatus: 'not_eligible', mail: 'held', mailAt: change?.sendAt })

    // Within the window the worker sends nothing; once it ends, the mail goes, in English.
    afterHold(HOLD_MS - 1000)
    await runJobs()
    expect(mailsTo(member.email)).toBe(baseline)
    afterHold(2000)
    await runJobs()
    expect(mailsTo(member.email)).toBe(baseline + 1)
    expect(readOutboxDecoded(app)).toContain('After review, you cannot take part in this study')
    expect((await detail(applicationId)).history.at(-1)).toMatchObject({ mail: 'sent' })
    // Too late to undo: the answer says the mail has gone, and nothing changes.
    const late = await undo([change?.eventId ?? 0], 'change')
    expect(late.json<Undo>().results).toEqual([{ eventId: change?.eventId, outcome: 'already_sent' }])
    expect(await statusOf(applicationId)).toBe('not_eligible')
  })

  it('saves a rejection without a mail when the coordinator says so, and says why none goes to a phone applicant without e-mail', async () => {
    const email = 'no-mail@example.com'
    const applicationId = await insertGuestApplication(app, studyId, { email })
    const saved = await move(applicationId, 'received', 'not_eligible', { reason: 'schedule', notify: false })
    expect(saved.json<Detail>().change).toMatchObject({ mail: 'off', sendAt: null })
    expect(saved.json<Detail>().history.at(-1)).toMatchObject({ mail: 'off' })
    afterHold()
    await runJobs()
    expect(mailsTo(email)).toBe(0)

    const contacted = await move(applicationId, 'not_eligible', 'contacted')
    expect(contacted.json<Detail>().change).toMatchObject({ mail: 'none' })

    const phoneStudy = await createTestStudy(app, { title: '전화 시험', apply_method: 'phone' })
    const phoned = await call('POST', `/api/admin/notices/${phoneStudy}/applicants/phone`, {
      name: '이전화',
      gender: 'F',
      birth: '1970-05-06',
      mobile: '010-7777-8888',
      consentGiven: true,
      consentNote: '동의서 낭독',
    })
    const phoneId = phoned.json<{ applicant: { applicationId: number } }>().applicant.applicationId
    expect(phoned.json<Detail>().statusMails).toBeNull()
    const booked = await move(phoneId, 'received', 'screening_booked')
    expect(booked.json<Detail>().change).toMatchObject({ mail: 'no_address', sendAt: null })
  })

  it('undoes a change within the window: the status goes back with its reason and the mail never goes', async () => {
    const email = 'undo-change@example.com'
    const applicationId = await insertGuestApplication(app, studyId, { email })
    await move(applicationId, 'received', 'no_answer', { reason: 'unreachable' })
    const wrong = (await move(applicationId, 'no_answer', 'enrolled')).json<Detail>().change
    const undone = await undo([wrong?.eventId ?? 0], 'change')
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json<Undo>().results).toEqual([{ eventId: wrong?.eventId, outcome: 'undone' }])
    const row = await app.db
      .selectFrom('applications')
      .select(['status', 'closing_reason'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'no_answer', closing_reason: 'unreachable' })
    const { history } = await detail(applicationId)
    expect(history.slice(-2)).toMatchObject([
      { kind: 'status', toStatus: 'enrolled', mail: 'cancelled' },
      { kind: 'undo', fromStatus: 'enrolled', toStatus: 'no_answer' },
    ])
    // The earlier change's mail was cancelled by the later change: the applicant gets none.
    afterHold()
    await runJobs()
    expect(mailsTo(email)).toBe(0)
    // A second undo of the same change does nothing.
    expect((await undo([wrong?.eventId ?? 0], 'change')).json<Undo>().results[0]?.outcome).toBe('moved_since')
    const accessRows = await app.db
      .selectFrom('access_log')
      .select(['action', 'record_id'])
      .where('action', '=', 'application.status')
      .where('record_id', '=', String(applicationId))
      .execute()
    expect(accessRows).toHaveLength(3)
  })

  it('cancels only the mail and keeps the status; refuses to undo a change that was changed again', async () => {
    const email = 'undo-mail@example.com'
    const applicationId = await insertGuestApplication(app, studyId, { email })
    const booked = (await move(applicationId, 'received', 'screening_booked')).json<Detail>().change
    expect((await undo([booked?.eventId ?? 0], 'mail')).json<Undo>().results[0]?.outcome).toBe('undone')
    expect(await statusOf(applicationId)).toBe('screening_booked')
    expect((await detail(applicationId)).history.at(-1)).toMatchObject({ mail: 'cancelled' })

    const enrolled = (await move(applicationId, 'screening_booked', 'enrolled')).json<Detail>().change
    await move(applicationId, 'enrolled', 'screened')
    expect((await undo([enrolled?.eventId ?? 0], 'change')).json<Undo>().results[0]?.outcome).toBe('moved_since')
    expect(await statusOf(applicationId)).toBe('screened')
    // A change to a status that mails nobody has nothing held to undo.
    const contacted = (await move(applicationId, 'screened', 'contacted')).json<Detail>().change
    expect((await undo([contacted?.eventId ?? 0], 'change')).json<Undo>().results[0]?.outcome).toBe('not_held')
    afterHold()
    await runJobs()
    expect(mailsTo(email)).toBe(0)
  })

  it('holds the mails of a bulk change and undoes them together', async () => {
    const emails = ['bulk-1@example.com', 'bulk-2@example.com']
    const ids = [
      await insertGuestApplication(app, studyId, { email: emails[0] }),
      await insertGuestApplication(app, studyId, { email: emails[1] }),
    ]
    const bulk = await call('POST', `/api/admin/notices/${studyId}/applicants/status`, {
      applicationIds: ids,
      status: 'declined',
      reason: 'lost_interest',
    })
    expect(bulk.statusCode, bulk.body).toBe(200)
    const body = bulk.json<{ changed: number[]; eventIds: number[]; mail: string; sendAt: string }>()
    expect(body).toMatchObject({ mail: 'held', sendAt: new Date(clock.getTime() + HOLD_MS).toISOString() })
    expect(body.eventIds).toHaveLength(2)
    const undone = (await undo(body.eventIds, 'change')).json<Undo>()
    expect(undone.results.map((result) => result.outcome)).toEqual(['undone', 'undone'])
    for (const id of ids) expect(await statusOf(id)).toBe('received')
    afterHold()
    await runJobs()
    for (const email of emails) expect(mailsTo(email)).toBe(0)
  })

  it('of an undo racing the worker, either the mail is cancelled or the undo says it was sent, never both', async () => {
    const count = 24
    const applicants = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const email = `race-${index}@example.com`
        return { email, applicationId: await insertGuestApplication(app, studyId, { email }) }
      }),
    )
    // Each change's mail falls due, then the worker and the undo go for it at once, one or the
    // other given a head start of a few milliseconds, so that each wins some of the races.
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    const changes: number[] = []
    const answers = []
    for (const [index, { applicationId }] of applicants.entries()) {
      const change = (await move(applicationId, 'received', 'not_eligible', { reason: 'study_full' })).json<Detail>()
        .change
      changes.push(change?.eventId ?? 0)
      afterHold()
      const [, answer] = await Promise.all([
        pause(index % 4).then(runJobs),
        pause(3 - (index % 4)).then(() => undo([change?.eventId ?? 0], 'change')),
      ])
      answers.push(answer)
    }
    await runJobs()
    const outcomes = answers.map((answer) => answer.json<Undo>().results[0]?.outcome)
    const jobs = await app.db
      .selectFrom('jobs')
      .select(['unique_key', 'status'])
      .where(
        'unique_key',
        'in',
        changes.map((eventId) => `application.status_mail:${eventId}`),
      )
      .execute()
    const jobStatus = new Map(jobs.map((job) => [job.unique_key, job.status]))
    for (const [index, { email, applicationId }] of applicants.entries()) {
      const outcome = outcomes[index]
      const mailed = mailsTo(email)
      const status = await statusOf(applicationId)
      const job = jobStatus.get(`application.status_mail:${changes[index]}`)
      if (outcome === 'undone') {
        expect([mailed, status, job], email).toEqual([0, 'received', 'cancelled'])
      } else {
        expect([outcome, mailed, status, job], email).toEqual(['already_sent', 1, 'not_eligible', 'done'])
      }
    }
  })

  it('refuses an undo without a session or with bad input', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/status-changes/undo',
          payload: { eventIds: [1], scope: 'change' },
        })
      ).statusCode,
    ).toBe(401)
    expect((await undo([], 'change')).statusCode).toBe(400)
    expect((await call('POST', '/api/admin/status-changes/undo', { eventIds: [1], scope: 'all' })).statusCode).toBe(400)
    expect((await call('POST', '/api/admin/status-changes/undo', { eventIds: ['1'], scope: 'mail' })).statusCode).toBe(
      400,
    )
    expect((await undo([999_999], 'change')).json<Undo>().results).toEqual([{ eventId: 999_999, outcome: 'not_held' }])
    const applicationId = await insertGuestApplication(app, studyId)
    expect((await move(applicationId, 'received', 'contacted', { notify: 'no' })).statusCode).toBe(400)
  })
})
