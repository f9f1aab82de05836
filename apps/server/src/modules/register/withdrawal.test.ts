import fs from 'node:fs'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectWithToken } from '../../test/inject-with-token.js'
import { readOutbox } from '../../test/test-outbox.js'
import { createTestApp } from '../../test/test-app.js'
import { emailHash } from '../auth/tokens.js'
import {
  applyAndConfirm,
  applyAsGuestTaking,
  buildApplication,
  insertApplicationOf,
  postGuestApplication,
} from '../applications/applications.factory.js'
import {
  VALID_PASSWORD,
  buildHealthAnswers,
  buildJoinRequest,
  logIn,
  memberWithSession,
} from '../members/members.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { applicantIndex } from '../../crypto/applicant-keys.js'
import { insertBookedVisit, visitsLeft } from '../visits/visits.factory.js'
import { saveQuestionnaire } from '../prescreen/prescreen.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'

const clock = new Date('2026-11-22T09:00:00.000Z')

describe('POST /api/register/withdraw', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
  })
  afterAll(() => app.close())

  const withdraw = (token: string | undefined, payload: unknown) =>
    injectWithToken(app, token, { method: 'POST', url: '/api/register/withdraw', payload })

  /** Every row of every table, as text: what a dump of the database would hold. */
  async function dumpAllRows(): Promise<string> {
    const tables =
      app.dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(app.db)
        : await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = 'public'`.execute(app.db)
    const rows = []
    for (const { name } of tables.rows) {
      rows.push(...(await sql`select * from ${sql.table(name)}`.execute(app.db)).rows)
    }
    return JSON.stringify(rows)
  }

  it('refuses a call without a token and a wrong or missing password, deleting nothing', async () => {
    const { token, id } = await memberWithSession(app)
    expect((await withdraw(undefined, { password: VALID_PASSWORD })).statusCode).toBe(401)
    const wrong = await withdraw(token, { password: 'Wrong#Password1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('PASSWORD_MISMATCH')
    expect((await withdraw(token, {})).statusCode).toBe(400)
    expect((await withdraw(token, { password: 'x'.repeat(1000) })).statusCode).toBe(400)
    const member = await app.db.selectFrom('members').select('id').where('id', '=', id).executeTakeFirst()
    expect(member).toBeDefined()
  })

  it("deletes everything of the member at once, keeps only the e-mail's keyed hash, and leaves no trace", async () => {
    const secrets = {
      email: 'leaving.volunteer@example.com',
      name: '탈퇴할사람',
      mobile: '010-5555-7777',
      address: 'Marimba-ro 4321',
      drug: 'Zyxoprofenum',
      question: 'UniqueQuestionAboutMyLiver',
      guestDrug: 'Quorvatinibum',
    }
    const study = await createTestStudy(app, {
      title: 'withdrawal study',
      recruit_start: '2026-11-01',
      recruit_end: '2026-12-31',
    })
    // Before signing up, the person applied without an account, with the same e-mail; and so did someone else.
    const guestApplication = await applyAsGuestTaking(app, study, secrets.email, secrets.guestDrug)
    const stayingGuest = await applyAndConfirm(app, buildApplication(study, { email: 'staying.guest@example.com' }))
    // Applications waiting for their link, with the member's e-mail and with the other guest's.
    for (const email of [secrets.email, 'staying.guest@example.com']) {
      const pending = await postGuestApplication(app, buildApplication(study, { email }))
      expect(pending.statusCode, pending.body).toBe(200)
    }
    const other = await memberWithSession(app)
    const leaving = await memberWithSession(app, {
      userId: secrets.email,
      name: secrets.name,
      mobile: secrets.mobile,
      address: secrets.address,
    })
    const post = (url: string, token: string, payload: unknown) =>
      injectWithToken(app, token, { method: 'POST', url, payload })
    await post('/api/kr/sbjUser/sbjEdit', leaving.token, {
      alwaysApplyYn: 'Y',
      entryMonth: '3',
      profile: buildHealthAnswers({ drugYn: 'Y', drugName: secrets.drug, drugLastDate: '2026-11-01' }),
    })
    await post('/api/kr/qna/write', leaving.token, { title: 'liver', body: secrets.question })
    await post('/api/kr/qna/write', other.token, { title: 'other', body: 'the other question' })
    const memberStudy = await createTestStudy(app, { title: 'member study' })
    const leavingApplication = await insertApplicationOf(app, leaving.id, memberStudy)
    const otherApplication = await insertApplicationOf(app, other.id, memberStudy)
    // Screening visits booked by the member, by the member's earlier guest application, and by others.
    const visitSlots = {
      leaving: await insertBookedVisit(app, leavingApplication, memberStudy),
      guest: await insertBookedVisit(app, guestApplication, study),
      other: await insertBookedVisit(app, otherApplication, memberStudy),
      staying: await insertBookedVisit(app, stayingGuest, study),
    }
    // An unused password-reset link of the member.
    await app.inject({
      method: 'POST',
      url: '/api/register/findUserPwd',
      payload: { email: secrets.email, name: secrets.name, birth: '1990-03-15', mobile: secrets.mobile },
    })

    const { database } = app.config
    const rawBytes = () =>
      database.dialect === 'sqlite'
        ? Buffer.concat(
            [database.file, `${database.file}-wal`]
              .filter((file) => fs.existsSync(file))
              .map((file) => fs.readFileSync(file)),
          )
        : undefined
    // Everything personal is sealed with the member's key (or the application's), or kept as a blind
    // index: not readable in the files even while the member is there.
    const before = rawBytes()
    if (before) {
      expect(before.includes('withdrawal study'), 'sanity: live data is readable').toBe(true)
      for (const [what, value] of Object.entries({ ...secrets, digits: '01055557777' })) {
        expect(before.includes(Buffer.from(value, 'utf8')), what).toBe(false)
      }
    }
    const info = await injectWithToken(app, leaving.token, { method: 'GET', url: '/api/kr/sbjUser/edit' })
    expect(info.json().user, 'sanity: the member is there').toMatchObject({
      userId: secrets.email,
      name: secrets.name,
      mobile: secrets.mobile,
      address: secrets.address,
    })
    expect(readOutbox(app)).toContain(secrets.email)

    // Another connection reads throughout the withdrawal's first moments: the WAL cannot be emptied
    // until it is done, and the withdrawal waits for that rather than leave the pages there.
    const reader = database.dialect === 'sqlite' ? new SQLite(database.file, { readonly: true }) : undefined
    reader?.exec('begin')
    reader?.prepare('select count(*) from members').get()
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        reader?.exec('commit')
        reader?.close()
        resolve()
      }, 400),
    )
    const response = await withdraw(leaving.token, { password: VALID_PASSWORD })
    await released
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ result: 'ok' })

    for (const table of [
      'consents',
      'volunteer_profiles',
      'applications',
      'questions',
      'sessions',
      'password_resets',
    ] as const) {
      const rows = await app.db.selectFrom(table).selectAll().where('member_id', '=', leaving.id).execute()
      expect(rows, table).toEqual([])
    }
    expect(await app.db.selectFrom('members').selectAll().where('id', '=', leaving.id).execute()).toEqual([])
    // Their visits went with the applications and gave their places back; the others' stayed.
    const gone = { bookings: 0, invitations: 0, taken: 0 }
    expect(await visitsLeft(app, [leavingApplication], visitSlots.leaving)).toEqual(gone)
    expect(await visitsLeft(app, [guestApplication], visitSlots.guest)).toEqual(gone)
    const kept = { bookings: 1, invitations: 1, taken: 1 }
    expect(await visitsLeft(app, [otherApplication], visitSlots.other)).toEqual(kept)
    expect(await visitsLeft(app, [stayingGuest], visitSlots.staying)).toEqual(kept)
    // The application made without an account went too, with the data keys; the other guest's stayed.
    const guestRows = await app.db
      .selectFrom('applications')
      .select('applicant_email')
      .where('member_id', 'is', null)
      .execute()
    const staying = applicantIndex.email(app.config.appSecret, 'staying.guest@example.com')
    expect(guestRows).toEqual([{ applicant_email: staying }])
    const pendingRows = await app.db.selectFrom('pending_applications').select('applicant_email').execute()
    expect(pendingRows).toEqual([{ applicant_email: staying }])
    expect(await app.db.selectFrom('data_keys').selectAll().where('member_id', '=', leaving.id).execute()).toEqual([])
    // No mail addressed to the member is kept in the outbox; the other guest's is.
    const outbox = readOutbox(app)
    expect(outbox).not.toContain(secrets.email)
    expect(outbox).toContain('staying.guest@example.com')
    expect(
      await app.db
        .selectFrom('withdrawn_emails')
        .selectAll()
        .where('email_hash', '=', emailHash(app.config.appSecret, secrets.email))
        .execute(),
    ).toEqual([{ email_hash: emailHash(app.config.appSecret, secrets.email), withdrawn_on: '2026-11-22' }])

    // The old token is refused everywhere.
    const again = await app.inject({
      method: 'GET',
      url: '/api/kr/sbjUser/edit',
      headers: { 'x-auth-token': leaving.token },
    })
    expect(again.statusCode).toBe(401)
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/auth/logined', headers: { 'x-auth-token': leaving.token } })
      ).json(),
    ).toEqual({
      data: false,
    })
    // Logging in fails like an unknown e-mail (login tells no one who had an account);
    // signing up with it is refused, in any case.
    const login = await logIn(app, secrets.email)
    expect(login.statusCode).toBe(401)
    expect(login.json().error.code).toBe('LOGIN_MISMATCH')
    const join = await app.inject({
      method: 'POST',
      url: '/api/register/write',
      payload: buildJoinRequest({ userId: 'Leaving.Volunteer@Example.com' }),
    })
    expect(join.json().error.code).toBe('WITHDRAWN_EMAIL')
    const check = await app.inject({
      method: 'POST',
      url: '/api/register/emailCheck',
      payload: { email: secrets.email },
    })
    expect(check.json().error.code).toBe('WITHDRAWN_EMAIL')

    // The other member keeps everything.
    const otherInfo = await app.inject({
      method: 'GET',
      url: '/api/kr/sbjUser/edit',
      headers: { 'x-auth-token': other.token },
    })
    expect(otherInfo.statusCode).toBe(200)
    const otherHistory = await post('/api/kr/sbjUser/history', other.token, {})
    expect(otherHistory.json().dataList).toHaveLength(1)
    expect((await post('/api/kr/qna/list', other.token, {})).json().dataList).toHaveLength(1)

    // No row of any table holds the member's e-mail, name, phone or answers…
    const dump = await dumpAllRows()
    for (const [what, value] of Object.entries({ ...secrets, digits: '01055557777' })) {
      expect(dump.includes(value), what).toBe(false)
    }
    // …and on SQLite no byte of the database files does either (secure_delete and a checkpoint).
    const bytes = rawBytes()
    if (bytes) {
      expect(bytes.includes('withdrawal study'), 'sanity: live data is readable').toBe(true)
      for (const [what, value] of Object.entries({ ...secrets, digits: '01055557777' })) {
        expect(bytes.includes(Buffer.from(value, 'utf8')), what).toBe(false)
      }
    }
  })

  it("deletes the member's answers to pre-screening questions with the applications, and nobody else's", async () => {
    const staff = await staffWithSession(app)
    const study = await createTestStudy(app, { recruit_start: '2026-11-01', recruit_end: '2026-12-31' })
    const { versionId } = await saveQuestionnaire(app, staff.headers, study)
    const answers = {
      anticoag: 'no',
      smoker: 'daily',
      cigarettes: 12,
      conditions: ['diabetes'],
      last_dose: '2026-11-01',
    }
    const leaving = await memberWithSession(app)
    const staying = await memberWithSession(app)
    const ids: number[] = []
    for (const member of [leaving, staying]) {
      const applied = await injectWithToken(app, member.token, {
        method: 'POST',
        url: '/api/kr/recruit/writeRegi',
        payload: { ...buildApplication(study), prescreen: { versionId, answers } },
      })
      expect(applied.statusCode, applied.body).toBe(200)
      ids.push(applied.json<{ data: { applicationId: number } }>().data.applicationId)
    }
    // A non-member's application, waiting for its link, with the leaving member's e-mail and answers.
    const pending = await postGuestApplication(app, {
      ...buildApplication(study, { email: leaving.email }),
      prescreen: { versionId, answers },
    })
    expect(pending.statusCode, pending.body).toBe(200)
    const answered = () =>
      app.db.selectFrom('applications').select('id').where('prescreen_version_id', '=', versionId).execute()
    const pendingAnswers = () =>
      app.db
        .selectFrom('pending_applications')
        .select('token_hash')
        .where('prescreen_version_id', '=', versionId)
        .execute()
    expect(await answered()).toHaveLength(2)
    expect(await pendingAnswers()).toHaveLength(1)

    expect((await withdraw(leaving.token, { password: VALID_PASSWORD })).statusCode).toBe(200)

    expect((await answered()).map((row) => row.id)).toEqual([ids[1]])
    expect(await pendingAnswers()).toEqual([])
    const view = await app.inject({
      method: 'POST',
      url: `/api/admin/applications/${ids[1]}/prescreen/view`,
      headers: staff.headers,
    })
    expect(view.json().data).toMatchObject({ result: 'review', versionId })
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/applications/${ids[0]}/prescreen/view`,
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('lets the member withdraw only themselves', async () => {
    const a = await memberWithSession(app)
    const b = await memberWithSession(app)
    expect(
      (await withdraw(a.token, { password: VALID_PASSWORD, memberId: b.id, userId: b.request.member.userId }))
        .statusCode,
    ).toBe(200)
    expect(await app.db.selectFrom('members').select('id').where('id', '=', b.id).executeTakeFirst()).toEqual({
      id: b.id,
    })
    expect((await logIn(app, b.request.member.userId)).statusCode).toBe(200)
  })
})
