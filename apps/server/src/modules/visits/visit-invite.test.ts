import { VISIT_INVITE_MAX } from '@ctc/contract/visit-booking'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countStatuses, errorCode, fireAtOnce, listenOnLoopback } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { memberWithSession } from '../members/members.factory.js'
import { insertGuestApplication } from '../staff-applicants/applicants.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { visitToken } from './visit-links.js'

// Inviting many applicants from the pipeline in one call: each selected application of the
// notice gets its own link by e-mail and an access-log row; the others are listed with the
// reason; two coordinators inviting the same applicants at once leave one working link each.

const T0 = new Date('2026-06-15T01:00:00Z')

describe('bulk invitation to book a screening visit', { timeout: 60_000 }, () => {
  let app: FastifyInstance
  let base: string
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    base = await listenOnLoopback(app)
    coordinator = await staffWithSession(app, 'coordinator', '한코디')
    studyId = await createTestStudy(app, { title: '일괄 초대' })
  })
  afterAll(() => app.close())

  const invite = (payload: unknown, headers: Record<string, string> = coordinator.headers, study = studyId) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/notices/${study}/visit-invitations`,
      headers,
      payload: payload as object,
    })
  const invitationsOf = (ids: number[]) =>
    app.db
      .selectFrom('visit_invitations')
      .select(['id', 'application_id'])
      .where('application_id', 'in', ids)
      .orderBy('application_id')
      .execute()
  const logged = (ids: number[]) =>
    app.db
      .selectFrom('access_log')
      .select(['record_id', 'staff_id'])
      .where('action', '=', 'visit.invite')
      .where('record_id', 'in', ids.map(String))
      .execute()
  const check = (token: string) => app.inject({ method: 'POST', url: '/api/kr/visit/check', payload: { token } })

  it('invites every selected application in one call, logs each, and says why the others were not', async () => {
    const ids: number[] = []
    for (const n of [1, 2, 3]) ids.push(await insertGuestApplication(app, studyId, { email: `bulk.${n}@example.com` }))
    const [first, second, third] = ids as [number, number, number]
    await app.db.updateTable('applications').set({ status: 'closed' }).where('id', '=', third).execute()
    const otherStudy = await createTestStudy(app, { title: '다른 공고' })
    const foreign = await insertGuestApplication(app, otherStudy, { email: 'bulk.foreign@example.com' })

    const answer = await invite({ applicationIds: [first, second, third, foreign, first] })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      invited: [first, second],
      skipped: [
        { applicationId: third, reason: 'closed' },
        { applicationId: foreign, reason: 'not_found' },
      ],
    })
    expect((await invitationsOf(ids)).map((row) => row.application_id)).toEqual([first, second])
    expect(await logged([...ids, foreign])).toEqual(
      expect.arrayContaining([
        { record_id: String(first), staff_id: coordinator.staffId },
        { record_id: String(second), staff_id: coordinator.staffId },
      ]),
    )
    expect(await logged([...ids, foreign])).toHaveLength(2)
    // One mail each, in the job table.
    await app.jobs.worker.runDue()
    for (const row of await invitationsOf(ids)) {
      expect((await check(visitToken(app.config.appSecret, row.id))).statusCode).toBe(200)
    }
  })

  it('refuses callers without a console session, bad lists, and unknown notices', async () => {
    const id = await insertGuestApplication(app, studyId)
    const member = await memberWithSession(app)
    const callers: Record<string, string>[] = [{}, { 'x-auth-token': member.token }, { 'x-staff-token': member.token }]
    for (const headers of callers) {
      expect((await invite({ applicationIds: [id] }, headers)).statusCode).toBe(401)
    }
    for (const bad of [
      {},
      { applicationIds: [] },
      { applicationIds: ['x'] },
      { applicationIds: [0] },
      { applicationIds: [1.5] },
      { applicationIds: Array.from({ length: VISIT_INVITE_MAX + 1 }, (_, n) => n + 1) },
    ]) {
      const answer = await invite(bad)
      expect(answer.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400)
      expect(errorCode({ body: answer.json() })).toBe('VALIDATION_FAILED')
    }
    expect((await invite({ applicationIds: [id] }, coordinator.headers, 999_999)).statusCode).toBe(404)
    expect(await invitationsOf([id])).toEqual([])
    expect(await logged([id])).toEqual([])
  })

  it('two coordinators inviting the same applicants at once leave one invitation, with a working link, for each', async () => {
    const other = await staffWithSession(app, 'privacy_officer', '이담당')
    const ids = (await Promise.all(Array.from({ length: 8 }, () => insertGuestApplication(app, studyId)))).sort(
      (a, b) => a - b,
    )
    const answers = await fireAtOnce(4, async (index) => {
      const response = await fetch(`${base}/api/admin/notices/${studyId}/visit-invitations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(index % 2 ? other.headers : coordinator.headers) },
        body: JSON.stringify({ applicationIds: ids }),
      })
      return { status: response.status, body: (await response.json()) as { invited: number[] } }
    })
    expect(countStatuses(answers)).toEqual({ 200: 4 })
    for (const answer of answers) expect([...answer.body.invited].sort((a, b) => a - b)).toEqual(ids)
    const rows = await invitationsOf(ids)
    expect(rows.map((row) => row.application_id)).toEqual(ids)
    for (const row of rows) {
      expect((await check(visitToken(app.config.appSecret, row.id))).statusCode).toBe(200)
    }
  })
})
