import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { STATUS_MAIL_HOLD_SECONDS } from '@ctc/contract/staff-applicants'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { countSentMail, readOutbox, readOutboxDecoded } from '../../test/test-outbox.js'
import { createTestApp } from '../../test/test-app.js'
import { buildApplication, insertApplicationOf } from '../applications/applications.factory.js'
import { memberDataKey, sealJson } from '../../crypto/data-keys.js'
import { updateMember } from '../members/members.repository.js'
import { memberWithSession } from '../members/members.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { insertGuestApplication } from './applicants.factory.js'
import { buildNoticeInput } from '../staff-notices/notices.factory.js'

// 10:00 on 15 June 2026 in Seoul.
const T0 = new Date('2026-06-15T01:00:00Z')
const DAY = 86_400_000

type Detail = {
  applicant: {
    applicationId: number
    status: string
    stale: boolean
    ownerName: string | null
    form: Record<string, unknown>
  }
  history: {
    kind: string
    toStatus: string | null
    note: string | null
    reason: string | null
    staffName: string | null
    value: string | null
  }[]
}

describe('applicant pipeline', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let clock = T0
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let admin: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number
  let otherStudyId: number

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
    coordinator = await staffWithSession(app, 'coordinator', '박코디')
    admin = await staffWithSession(app, 'admin', '이관리')
    studyId = await createTestStudy(app, { title: '건강인 시험' })
    otherStudyId = await createTestStudy(app, { title: 'Other' })
  })
  afterAll(() => app.close())

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
    headers = coordinator.headers,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const runJobs = () => app.jobs.worker.runDue()
  // Status mails wait for their undo window: the clock moves past it, then the worker runs.
  const runJobsAfterHold = () => {
    clock = new Date(clock.getTime() + (STATUS_MAIL_HOLD_SECONDS + 1) * 1000)
    return runJobs()
  }
  const accessRows = (action: string) =>
    app.db.selectFrom('access_log').selectAll().where('action', '=', action).orderBy('seq').execute()

  async function memberApplies(locale: 'kr' | 'en' = 'kr', study = studyId) {
    const member = await memberWithSession(app)
    await app.db.updateTable('members').set({ locale }).where('id', '=', member.id).execute()
    const response = await app.inject({
      method: 'POST',
      url: `/api/${locale}/recruit/writeRegi`,
      headers: { 'x-auth-token': member.token },
      payload: buildApplication(study, { height: 181 }),
    })
    expect(response.statusCode, response.body).toBe(200)
    const { applicationId } = response.json<{ data: { applicationId: number } }>().data
    return { ...member, applicationId }
  }

  const move = (applicationId: number, fromStatus: string, status: string, extra: object = {}) =>
    call('POST', `/api/admin/applications/${applicationId}/status`, { fromStatus, status, ...extra })

  it('moves an application from received to enrolled with notes; the member sees each status and is mailed in their language', async () => {
    const member = await memberApplies('en')
    const steps = [
      ['received', 'contacted', 'Called, interested'],
      ['contacted', 'screening_booked', 'Screening on 20 June at 9:00'],
      ['screening_booked', 'screened', undefined],
      ['screened', 'enrolled', 'Cohort 2'],
    ] as const
    const mailsBefore = countSentMail(app)
    for (const [from, to, note] of steps) {
      const response = await move(member.applicationId, from, to, note ? { note } : {})
      expect(response.statusCode, response.body).toBe(200)
      await runJobsAfterHold()
      const history = await app.inject({
        method: 'POST',
        url: '/api/en/sbjUser/history',
        headers: { 'x-auth-token': member.token },
        payload: {},
      })
      const item = history
        .json<{ dataList: { applicationId: number; status: string }[] }>()
        .dataList.find((entry) => entry.applicationId === member.applicationId)
      expect(item?.status).toBe(to)
    }
    const detail = (await call('GET', `/api/admin/applications/${member.applicationId}`)).json<Detail>()
    expect((await accessRows('application.view')).at(-1)).toMatchObject({
      staff_id: coordinator.staffId,
      record_type: 'application',
      record_id: String(member.applicationId),
    })
    expect(detail.history.map((event) => [event.kind, event.toStatus, event.note, event.staffName])).toEqual([
      ['created', 'received', null, null],
      ['status', 'contacted', 'Called, interested', '박코디'],
      ['status', 'screening_booked', 'Screening on 20 June at 9:00', '박코디'],
      ['status', 'screened', null, '박코디'],
      ['status', 'enrolled', 'Cohort 2', '박코디'],
    ])
    // The notes are sealed at rest.
    const stored = await app.db
      .selectFrom('application_events')
      .select('note')
      .where('application_id', '=', member.applicationId)
      .execute()
    expect(
      stored
        .map((row) => row.note)
        .filter(Boolean)
        .every((note) => note?.startsWith('enc1:')),
    ).toBe(true)
    // Screening booked and enrolled are mailed, in English, without health details or notes.
    expect(countSentMail(app) - mailsBefore).toBe(2)
    const outbox = readOutbox(app).replace(/=\r?\n/g, '')
    expect(outbox).toContain('Your screening visit is booked')
    expect(outbox).toContain('You are enrolled in the study')
    expect(outbox).toContain(`To: ${member.email}`)
    // The height as a number of its own: '181' can turn up inside a random Message-ID or boundary.
    expect(outbox).not.toMatch(/\b181\b/)
    expect(outbox).not.toContain('Cohort 2')
    expect(await accessRows('application.status')).toHaveLength(4)
  })

  it('changes the home counters when an applicant is enrolled, and back', async () => {
    const volunteers = async () =>
      (await app.inject({ method: 'GET', url: '/api/kr/main/list' })).json<{
        data: { counts: { volunteersThisYear: number } }
      }>().data.counts.volunteersThisYear
    const before = await volunteers()
    const applicationId = await insertGuestApplication(app, studyId)
    await move(applicationId, 'received', 'enrolled')
    expect(await volunteers()).toBe(before + 1)
    await move(applicationId, 'enrolled', 'withdrawn', { reason: 'lost_interest' })
    expect(await volunteers()).toBe(before)
    await runJobsAfterHold()
  })

  it('requires a reason to close, and a note for the reason "other"; the mail never tells the reason', async () => {
    const applicationId = await insertGuestApplication(app, studyId, { email: 'closing@example.com' })
    const noReason = await move(applicationId, 'received', 'not_eligible')
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED')
    expect((await move(applicationId, 'received', 'declined', { reason: 'other' })).statusCode).toBe(400)
    const closed = await move(applicationId, 'received', 'not_eligible', {
      reason: 'screening_result',
      note: 'ALT twice the limit',
    })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json<Detail>().history.at(-1)).toMatchObject({
      reason: 'screening_result',
      note: 'ALT twice the limit',
    })
    await runJobsAfterHold()
    const outbox = readOutbox(app).replace(/=\r?\n/g, '')
    expect(outbox).toContain('To: closing@example.com')
    expect(outbox).not.toContain('ALT')
    expect(outbox).not.toContain('screening_result')
  })

  it('refuses a change made on a stale view, and of ten identical changes at once applies one', async () => {
    const applicationId = await insertGuestApplication(app, studyId)
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(applicationId, 'received', 'contacted')))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)])
    const events = await app.db
      .selectFrom('application_events')
      .select('id')
      .where('application_id', '=', applicationId)
      .execute()
    expect(events).toHaveLength(1)
  })

  it('moves selected rows in bulk, leaving rows of other notices alone', async () => {
    const ids = [await insertGuestApplication(app, studyId), await insertGuestApplication(app, studyId)]
    const foreign = await insertGuestApplication(app, otherStudyId)
    const response = await call('POST', `/api/admin/notices/${studyId}/applicants/status`, {
      applicationIds: [...ids, foreign],
      status: 'no_answer',
      reason: 'unreachable',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<{ changed: number[] }>().changed.sort()).toEqual(ids.sort())
    const foreignRow = await app.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow()
    expect(foreignRow.status).toBe('received')
    await runJobsAfterHold()
  })

  it('lists with owner, next action, source and a stale marker after 7 quiet days, filtered and sorted', async () => {
    const study = await createTestStudy(app, { title: 'Listing' })
    const quiet = await insertGuestApplication(app, study, { joinPath: '02' }, new Date(T0.getTime() - 8 * DAY))
    const busy = await insertGuestApplication(app, study, { joinPath: '01' })
    const owned = await call('PATCH', `/api/admin/applications/${busy}`, {
      ownerStaffId: admin.staffId,
      nextActionOn: '2026-06-25',
      nextActionText: '스크리닝 날짜 확인 전화',
    })
    expect(owned.statusCode, owned.body).toBe(200)
    expect(owned.json<Detail>().history.at(-1)).toMatchObject({
      kind: 'next_action',
      value: '2026-06-25',
      note: '스크리닝 날짜 확인 전화',
    })
    // The words are sealed at rest, like notes: they may name a health detail.
    const stored = await app.db
      .selectFrom('applications')
      .select('next_action_text')
      .where('id', '=', busy)
      .executeTakeFirstOrThrow()
    expect(stored.next_action_text?.startsWith('enc1:')).toBe(true)
    expect(
      (await call('PATCH', `/api/admin/applications/${busy}`, { nextActionText: 'x'.repeat(201) })).statusCode,
    ).toBe(400)
    expect((await accessRows('application.update')).at(-1)).toMatchObject({
      staff_id: coordinator.staffId,
      record_type: 'application',
      record_id: String(busy),
    })
    const list = await call('GET', `/api/admin/notices/${study}/applicants?sort=createdAt&order=asc`)
    expect(list.statusCode, list.body).toBe(200)
    const body = list.json<{
      dataList: {
        applicationId: number
        stale: boolean
        source: string
        ownerName: string | null
        nextActionOn: string | null
        nextActionText: string | null
        mobileMasked: string
        name: string
      }[]
      notice: { counts: Record<string, number> }
    }>()
    expect(
      body.dataList.map((row) => [
        row.applicationId,
        row.stale,
        row.source,
        row.ownerName,
        row.nextActionOn,
        row.nextActionText,
      ]),
    ).toEqual([
      [quiet, true, '02', null, null, null],
      [busy, false, '01', '이관리', '2026-06-25', '스크리닝 날짜 확인 전화'],
    ])
    // The list shows each mobile number masked; the applicant's own (logged) view shows it whole.
    const mobiles = body.dataList.map((row) => row.mobileMasked)
    expect(mobiles.every((mobile) => /^010-\*{4}-\d{4}$/.test(mobile))).toBe(true)
    expect(list.body).not.toMatch(/010-5555-\d{4}/)
    const whole = (await call('GET', `/api/admin/applications/${busy}`)).json<{ applicant: { mobile: string } }>()
    expect(whole.applicant.mobile).toBe(`010-5555-${mobiles[1]?.slice(-4)}`)
    expect(body.dataList[0]!.name).toBe('김지원')
    expect(body.notice.counts).toEqual({ received: 2 })
    const stale = await call('GET', `/api/admin/notices/${study}/applicants?stale=true`)
    expect(stale.json<{ dataList: { applicationId: number }[] }>().dataList.map((row) => row.applicationId)).toEqual([
      quiet,
    ])
    const mine = await call('GET', `/api/admin/notices/${study}/applicants?owner=${admin.staffId}`)
    expect(mine.json<{ dataList: { applicationId: number }[] }>().dataList.map((row) => row.applicationId)).toEqual([
      busy,
    ])
    const unowned = await call('GET', `/api/admin/notices/${study}/applicants?owner=none&source=02`)
    expect(unowned.json<{ dataList: { applicationId: number }[] }>().dataList.map((row) => row.applicationId)).toEqual([
      quiet,
    ])
    expect((await accessRows('application.list')).at(-1)).toMatchObject({
      record_type: 'notice',
      record_id: String(study),
      reason: 'application_review',
    })
  })

  it('makes whoever writes a notice its owner', async () => {
    const created = await call('POST', '/api/admin/notices', { notice: buildNoticeInput(), publish: false })
    expect(created.statusCode, created.body).toBe(200)
    const { studyId: createdId } = created.json<{ studyId: number }>()
    const list = await call('GET', `/api/admin/notices/${createdId}/applicants`)
    expect(list.json<{ notice: { ownerStaffId: number } }>().notice.ownerStaffId).toBe(coordinator.staffId)
  })

  it('records a phone application with how the consent was taken; an e-mail is optional', async () => {
    const cancer = await createTestStudy(app, {
      title: '암 시험',
      sbj_cond_cd: '02',
      cancer_code: '01',
      apply_method: 'phone',
    })
    const phone = (payload: object) => call('POST', `/api/admin/notices/${cancer}/applicants/phone`, payload)
    const base = {
      name: '최환자',
      gender: 'M',
      birth: '1960-01-02',
      mobile: '010-3333-4444',
      consentGiven: true,
      consentNote: '동의서 낭독, 본인 통화',
    }
    const first = await phone({ ...base, note: '오후 통화 선호' })
    expect(first.statusCode, first.body).toBe(200)
    const detail = first.json<Detail & { applicant: { channel: string; consentTakenBy: string } }>()
    expect(detail.applicant).toMatchObject({ channel: 'phone', consentTakenBy: '박코디', status: 'received' })
    expect(detail.history).toMatchObject([{ kind: 'created', note: '오후 통화 선호' }])
    // Another phone applicant without e-mail is no duplicate.
    expect((await phone({ ...base, name: '정환자', mobile: '010-5555-6666' })).statusCode).toBe(200)
    expect((await phone({ ...base, consentGiven: false })).statusCode).toBe(400)
    expect((await phone({ ...base, consentNote: '' })).statusCode).toBe(400)
    expect(await accessRows('application.phone_create')).toHaveLength(2)
  })

  it('tells the notice owner and the center of each new application, without the applicant, or in a digest at 8:00', async () => {
    const study = await createTestStudy(app, { title: 'Notify' })
    const owner = await staffWithSession(app, 'coordinator', '알림담당')
    expect(
      (await call('PATCH', `/api/admin/notices/${study}/recruitment`, { ownerStaffId: owner.staffId, targetCount: 20 }))
        .statusCode,
    ).toBe(200)
    expect(
      (await call('PUT', '/api/admin/settings', { centerEmail: 'center@ctc.example', centerMode: 'each' })).statusCode,
    ).toBe(403)
    const settings = await call(
      'PUT',
      '/api/admin/settings',
      { centerEmail: 'center@ctc.example', centerMode: 'each' },
      admin.headers,
    )
    expect(settings.statusCode, settings.body).toBe(200)
    await runJobs()
    const before = countSentMail(app)
    await insertGuestApplication(app, study, { name: '비밀이름' })
    await runJobs()
    expect(countSentMail(app) - before).toBe(2)
    const outbox = readOutbox(app).replace(/=\r?\n/g, '')
    expect(outbox).toContain(`To: ${owner.email}`)
    expect(outbox).toContain('To: center@ctc.example')
    expect(readOutboxDecoded(app)).not.toContain('비밀이름')

    // The owner switches to the daily digest: nothing at once, one digest the next morning.
    expect((await call('PUT', '/api/admin/me/notifications', { mode: 'daily' }, owner.headers)).statusCode).toBe(200)
    await call('PUT', '/api/admin/settings', { centerEmail: '', centerMode: 'each' }, admin.headers)
    const beforeDigest = countSentMail(app)
    onTestFinished(() => {
      clock = T0
    })
    await insertGuestApplication(app, study)
    await insertGuestApplication(app, study)
    await runJobs()
    expect(countSentMail(app)).toBe(beforeDigest)
    clock = new Date(T0.getTime() + DAY - 2 * 3_600_000) // 8:00 the next day in Seoul
    await runJobs()
    await runJobs()
    expect(countSentMail(app)).toBe(beforeDigest + 1)
    const digest = readOutboxDecoded(app)
    expect(digest).toContain(`No. ${study} KR Notify: 3`)
    // The schedule runs again within the day; the digest is not sent twice.
    clock = new Date(clock.getTime() + 3_600_000)
    await runJobs()
    expect(countSentMail(app)).toBe(beforeDigest + 1)
    clock = T0
  })

  it('exports chosen columns as CSV and XLSX that read back with Korean intact and formulas defused, each logged', async () => {
    const study = await createTestStudy(app, { title: 'Export' })
    await insertGuestApplication(app, study, { name: '김한글', address: '=HYPERLINK("http://evil.example","x")' })
    await insertGuestApplication(app, study, { name: '이영희', address: '@SUM(1+1)' })
    await insertGuestApplication(app, study, { name: '박하나', address: "+cmd|' /C calc'!A0" })
    await insertGuestApplication(app, study, { name: '최두리', address: '-2+3' })
    const exportAs = (format: 'csv' | 'xlsx', extra: object = {}) =>
      call('POST', `/api/admin/notices/${study}/applicants/export`, {
        format,
        columns: ['applicationId', 'name', 'address', 'status', 'height'],
        reason: 'application_review',
        ...extra,
      })
    const csv = await exportAs('csv')
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const rows: string[][] = parse(csv.rawPayload, { bom: true })
    expect(rows[0]).toEqual(['지원 번호', '이름', '주소', '상태', '키(cm)'])
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ['김한글', `'=HYPERLINK("http://evil.example","x")`, '접수', '172'],
      ['이영희', "'@SUM(1+1)", '접수', '172'],
      ['박하나', "'+cmd|' /C calc'!A0", '접수', '172'],
      ['최두리', "'-2+3", '접수', '172'],
    ])

    const xlsx = await exportAs('xlsx', { language: 'en' })
    expect(xlsx.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(1).values).toEqual([undefined, 'Application no.', 'Name', 'Address', 'Status', 'Height (cm)'])
    expect(sheet.getRow(2).getCell(2).value).toBe('김한글')
    const address = sheet.getRow(2).getCell(3)
    expect(address.type).toBe(ExcelJS.ValueType.String)
    expect(address.value).toBe(`'=HYPERLINK("http://evil.example","x")`)
    expect(sheet.getRow(3).getCell(3).value).toBe("'@SUM(1+1)")
    expect(sheet.getRow(4).getCell(3).value).toBe("'+cmd|' /C calc'!A0")
    expect(sheet.getRow(5).getCell(3).value).toBe("'-2+3")
    expect(sheet.getRow(5).getCell(2).value).toBe('최두리')
    expect(sheet.getRow(2).getCell(5).value).toBe(172)

    const logged = await accessRows('application.export')
    expect(logged.slice(-2).map((row) => [row.record_id, row.row_count, row.reason])).toEqual([
      [String(study), 4, 'application_review'],
      [String(study), 4, 'application_review'],
    ])
    expect((await exportAs('csv', { reason: 'other' })).statusCode).toBe(400)
    expect((await exportAs('csv', { columns: ['password'] })).statusCode).toBe(400)
  })

  it('exports names and addresses with line breaks and formulas as one row per record, no cell a spreadsheet would run', async () => {
    const study = await createTestStudy(app, { title: 'Export lines' })
    // The contract now refuses such values at sign-up: they are written through the repository,
    // as data stored before that rule would be.
    const member = await memberWithSession(app)
    const name = "Kim\n=cmd|' /C calc'!A0"
    const address = 'Seoul\r=1+2'
    await updateMember(app.db, app.config.appSecret, member.id, { name, address })
    const key = await memberDataKey(app.db, app.config.appSecret, member.id, app.now())
    await insertApplicationOf(app, member.id, study, {
      snapshot: sealJson(key, { name, address, height: 172, email: member.email, mobile: '010-1234-5678' }),
    })
    // Each text and how it is exported: an apostrophe before each line that would start a formula.
    const tricky: [string, string][] = [
      ['\uFF1DSUM(A1)', "'\uFF1DSUM(A1)"],
      [' =1+2', "' =1+2"],
      ['\t@A1', "'\t@A1"],
      ['\r-3', "'\r'-3"],
      ['\u200B+4', "'\u200B+4"],
      ['a,"b"\r\nc\n\uFF20x', 'a,"b"\r\nc\n\'\uFF20x'],
      ['-', "'-"],
    ]
    for (const [text] of tricky) await insertGuestApplication(app, study, { name: text, address: text })
    const exportAs = (format: 'csv' | 'xlsx') =>
      call('POST', `/api/admin/notices/${study}/applicants/export`, {
        format,
        columns: ['applicationId', 'name', 'address', 'height'],
        reason: 'application_review',
      })
    const live = /^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/mu
    const expectSafe = (cells: unknown[][]) => {
      for (const cell of cells.flat())
        if (typeof cell === 'string') expect(cell, JSON.stringify(cell)).not.toMatch(live)
    }

    const csv = await exportAs('csv')
    expect(csv.statusCode, csv.body).toBe(200)
    // A spreadsheet ends a row at any line break outside quotes, whichever comes first.
    const rows: string[][] = parse(csv.rawPayload, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
    })
    expect(rows).toHaveLength(1 + 1 + tricky.length)
    expect(rows[1]?.slice(1)).toEqual(["Kim\n'=cmd|' /C calc'!A0", "Seoul\r'=1+2", '172'])
    expect(rows.slice(2).map((row) => row.slice(1, 3))).toEqual(tricky.map(([, safe]) => [safe, safe]))
    expectSafe(rows)

    const xlsx = await exportAs('xlsx')
    expect(xlsx.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(1 + 1 + tricky.length)
    const cells = sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []))
    // XML reads every line break as a line feed.
    const lf = (text: string) => text.replace(/\r\n?/g, '\n')
    expect(cells[1]?.slice(1)).toEqual(["Kim\n'=cmd|' /C calc'!A0", "Seoul\n'=1+2", 172])
    expect(cells.slice(2).map((row) => row.slice(1, 3))).toEqual(tricky.map(([, safe]) => [lf(safe), lf(safe)]))
    expectSafe(cells)
  })

  it('refuses calls without a staff session, unknown applications and bad input', async () => {
    const noSession = await app.inject({ method: 'GET', url: `/api/admin/notices/${studyId}/applicants` })
    expect(noSession.statusCode).toBe(401)
    const member = await memberWithSession(app)
    const asMember = await app.inject({
      method: 'GET',
      url: `/api/admin/notices/${studyId}/applicants`,
      headers: { 'x-auth-token': member.token },
    })
    expect(asMember.statusCode).toBe(401)
    expect((await call('GET', '/api/admin/applications/999999')).statusCode).toBe(404)
    expect((await call('GET', '/api/admin/notices/999999/applicants')).statusCode).toBe(404)
    expect((await call('GET', `/api/admin/notices/${studyId}/applicants?status=lost`)).statusCode).toBe(400)
    expect((await call('GET', `/api/admin/notices/${studyId}/applicants?owner=1e0`)).statusCode).toBe(400)
    const applicationId = await insertGuestApplication(app, studyId)
    expect((await move(applicationId, 'received', 'archived')).statusCode).toBe(400)
    expect((await call('PATCH', `/api/admin/applications/${applicationId}`, { ownerStaffId: 999999 })).statusCode).toBe(
      400,
    )
    expect((await call('PATCH', `/api/admin/applications/${applicationId}`, {})).statusCode).toBe(400)
    expect(
      (
        await call('POST', `/api/admin/notices/${studyId}/applicants/status`, {
          applicationIds: [],
          status: 'contacted',
        })
      ).statusCode,
    ).toBe(400)
  })
})
