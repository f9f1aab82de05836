import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { readNewestMail } from '../../test/test-outbox.js'
import { memberWithSession } from '../members/members.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { retentionCutoff } from './application-retention.js'
import { withdrawalToken } from './guest-withdrawal.js'
import { insertBookedVisit, visitsLeft } from '../visits/visits.factory.js'
import { saveQuestionnaire } from '../prescreen/prescreen.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { applyAndConfirm, buildApplication, insertApplicationOf } from './applications.factory.js'

let clock = new Date('2026-06-15T01:00:00.000Z')

describe('retention of non-members applications', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
  })
  afterAll(() => app.close())

  const exists = async (id: number) =>
    (await app.db.selectFrom('applications').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  const snapshotKey = async (id: number) => {
    const row = await app.db
      .selectFrom('applications')
      .select('snapshot')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return Number(/^[^:]+:(\d+):/.exec(row.snapshot)?.[1])
  }
  const keyExists = async (keyId: number) =>
    (await app.db.selectFrom('data_keys').select('id').where('id', '=', keyId).executeTakeFirst()) !== undefined

  it('counts months back from a day, clamped to the end of a shorter month', () => {
    expect(retentionCutoff('2027-07-31', 12)).toBe('2026-07-31')
    expect(retentionCutoff('2027-03-31', 1)).toBe('2027-02-28')
    expect(retentionCutoff('2028-02-29', 12)).toBe('2027-02-28')
    expect(retentionCutoff('2027-01-15', 3)).toBe('2026-10-15')
  })

  it('deletes a non-member application the day after the kept months end, once a day, and keeps the rest', async () => {
    clock = new Date('2026-06-15T01:00:00.000Z')
    // Both notices open 1 June; one ends 31 July 2026, the other a month later.
    const ended = await createTestStudy(app, { recruit_end: '2026-07-31' })
    const later = await createTestStudy(app, { recruit_end: '2026-08-31' })
    const guest = await applyAndConfirm(app, buildApplication(ended))
    const guestLater = await applyAndConfirm(app, buildApplication(later))
    const member = await memberWithSession(app)
    const memberApplication = await insertApplicationOf(app, member.id, ended)
    const key = await snapshotKey(guest)
    // The guest was invited and booked a screening visit; so was the later guest.
    const guestSlot = await insertBookedVisit(app, guest, ended)
    const laterSlot = await insertBookedVisit(app, guestLater, later)

    // 31 July 2027 in Korea: twelve months after the end, still kept.
    clock = new Date('2027-07-31T14:00:00.000Z')
    await app.jobs.worker.runDue()
    expect(await exists(guest)).toBe(true)

    // 1 August 2027 in Korea (15:00 UTC is midnight in Seoul): gone with its data key.
    clock = new Date('2027-07-31T15:00:00.000Z')
    await app.jobs.worker.runDue()
    expect(await exists(guest)).toBe(false)
    expect(await keyExists(key)).toBe(false)
    expect(await exists(guestLater)).toBe(true)
    expect(await exists(memberApplication)).toBe(true)
    // The visit went with the application and gave its place back; the other stayed.
    expect(await visitsLeft(app, [guest], guestSlot)).toEqual({ bookings: 0, invitations: 0, taken: 0 })
    expect(await visitsLeft(app, [guestLater], laterSlot)).toEqual({ bookings: 1, invitations: 1, taken: 1 })
    const jobs = await app.db.selectFrom('jobs').selectAll().where('kind', '=', 'application-retention').execute()
    expect(jobs.find((job) => job.unique_key === 'application-retention:2027-08-01')).toMatchObject({
      status: 'done',
      result: 'deleted 1 (recruitment ended before 2026-08-01)',
    })

    // Later the same day: the day's job ran already.
    clock = new Date('2027-08-01T05:00:00.000Z')
    await app.jobs.worker.runDue()
    const today = await app.db
      .selectFrom('jobs')
      .select('id')
      .where('unique_key', '=', 'application-retention:2027-08-01')
      .execute()
    expect(today).toHaveLength(1)
  })

  it('deletes the answers to pre-screening questions with the application, and their data key', async () => {
    clock = new Date('2026-06-15T01:00:00.000Z')
    const staff = await staffWithSession(app)
    const ended = await createTestStudy(app, { recruit_end: '2026-08-31' })
    const { versionId } = await saveQuestionnaire(app, staff.headers, ended)
    const answers = { anticoag: 'yes', smoker: 'never', conditions: ['none'], last_dose: '2026-06-01' }
    const guest = await applyAndConfirm(app, { ...buildApplication(ended), prescreen: { versionId, answers } })
    const row = await app.db
      .selectFrom('applications')
      .select(['prescreen_answers', 'prescreen_result'])
      .where('id', '=', guest)
      .executeTakeFirstOrThrow()
    expect(row.prescreen_result).toBe('excluded')
    // The answers are sealed with the application's own key, the one its form has.
    const answersKey = Number(/^[^:]+:(\d+):/.exec(row.prescreen_answers ?? '')?.[1])
    expect(answersKey).toBe(await snapshotKey(guest))

    // 1 September 2027 in Korea (the job of 1 August ran in the test before).
    clock = new Date('2027-08-31T15:00:00.000Z')
    await app.jobs.worker.runDue()
    expect(await exists(guest)).toBe(false)
    expect(await keyExists(answersKey)).toBe(false)
    const left = await app.db
      .selectFrom('applications')
      .select('id')
      .where('prescreen_version_id', '=', versionId)
      .execute()
    expect(left).toEqual([])
  })

  it('honours a retention setting other than twelve months', async () => {
    const short = await createTestApp({ now: () => clock, env: { APPLICATION_RETENTION_MONTHS: '3' } })
    try {
      expect(short.config.applicationRetentionMonths).toBe(3)
    } finally {
      await short.close()
    }
    await expect(createTestApp({ env: { APPLICATION_RETENTION_MONTHS: '0' } })).rejects.toThrow(
      /APPLICATION_RETENTION_MONTHS/,
    )
  })
})

describe("a non-member's withdrawal link", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    clock = new Date('2026-06-15T01:00:00.000Z')
    app = await createTestApp({ now: () => clock })
  })
  afterAll(() => app.close())

  const post = (url: string, token: unknown) => app.inject({ method: 'POST', url, payload: { token } })
  const linkToken = () => {
    const mail = readNewestMail(app)
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
    return /applicationWithdraw\?token=(\d+\.[\w-]+)/.exec(mail)?.[1] ?? ''
  }

  it('comes in the confirmation mail, shows what it withdraws, then deletes it', async () => {
    const studyId = await createTestStudy(app, { title: 'Withdrawable' })
    const id = await applyAndConfirm(app, buildApplication(studyId), 'en')
    const token = linkToken()
    expect(token).toBe(withdrawalToken(app.config.appSecret, id))

    const check = await post('/api/en/recruit/withdraw/check', token)
    expect(check.statusCode).toBe(200)
    expect(check.json()).toEqual({ data: { studyTitle: 'EN Withdrawable', appliedOn: '2026-06-15' } })

    expect((await post('/api/en/recruit/withdraw', token)).statusCode).toBe(200)
    expect(await app.db.selectFrom('applications').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined()
    const again = await post('/api/en/recruit/withdraw', token)
    expect(again.statusCode).toBe(404)
    expect(again.json<{ error: { code: string } }>().error.code).toBe('WITHDRAWAL_LINK_INVALID')
    expect((await post('/api/en/recruit/withdraw/check', token)).statusCode).toBe(404)
  })

  it('takes the answers to pre-screening questions with it, and their data key', async () => {
    const staff = await staffWithSession(app)
    const studyId = await createTestStudy(app)
    const { versionId } = await saveQuestionnaire(app, staff.headers, studyId)
    const answers = { anticoag: 'no', smoker: 'never', conditions: ['heart'], last_dose: '2026-06-01' }
    const id = await applyAndConfirm(app, { ...buildApplication(studyId), prescreen: { versionId, answers } })
    const row = await app.db
      .selectFrom('applications')
      .select('prescreen_answers')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const keyId = Number(/^[^:]+:(\d+):/.exec(row.prescreen_answers ?? '')?.[1])
    expect(await app.db.selectFrom('data_keys').select('id').where('id', '=', keyId).executeTakeFirst()).toBeDefined()

    expect((await post('/api/kr/recruit/withdraw', linkToken())).statusCode).toBe(200)
    expect(
      await app.db.selectFrom('applications').select('id').where('prescreen_version_id', '=', versionId).execute(),
    ).toEqual([])
    expect(await app.db.selectFrom('data_keys').select('id').where('id', '=', keyId).executeTakeFirst()).toBeUndefined()
  })

  it("refuses a signature of another application and a member's application", async () => {
    const studyId = await createTestStudy(app)
    const first = await applyAndConfirm(app, buildApplication(studyId))
    const second = await applyAndConfirm(app, buildApplication(studyId))
    const signature = withdrawalToken(app.config.appSecret, first).split('.')[1]
    expect((await post('/api/kr/recruit/withdraw', `${second}.${signature}`)).statusCode).toBe(404)
    const member = await memberWithSession(app)
    const mine = await insertApplicationOf(app, member.id, studyId)
    expect((await post('/api/kr/recruit/withdraw', withdrawalToken(app.config.appSecret, mine))).statusCode).toBe(404)
    expect(
      await app.db.selectFrom('applications').select('id').where('id', 'in', [first, second, mine]).execute(),
    ).toHaveLength(3)
  })

  it('refuses tokens that are not one', async () => {
    for (const token of ['', '12', 'abc.def', `1.${'x'.repeat(28)}`, 42, `${'9'.repeat(13)}.${'x'.repeat(27)}`])
      expect((await post('/api/kr/recruit/withdraw', token)).statusCode, String(token)).toBe(400)
  })
})
