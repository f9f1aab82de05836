import { RATE_LIMITS } from '../../lib/rate-limits.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { countStatuses, errorCode, expectLimited, fireAtOnce, listeningTestApp } from '../../test/concurrent-http.js'
import { callJson } from '../../test/server-process.js'
import { memberWithSession } from '../members/members.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { buildApplication, newestConfirmationToken, postGuestApplication } from './applications.factory.js'
import { applicantIndex } from '../../crypto/applicant-keys.js'

// Applications and their confirmation links under requests that arrive together, each on a
// connection of its own. One proxy hop is trusted, so each request names its client address.
describe('applications under concurrent requests', () => {
  const server = listeningTestApp({ TRUST_PROXY: '1' })
  let studyId: number
  beforeAll(async () => {
    const now = new Date()
    studyId = await createTestStudy(server.app, {
      recruit_start: seoulToday(now),
      recruit_end: seoulToday(new Date(now.getTime() + 30 * 86_400_000)),
    })
  })

  const apply = (payload: unknown, address: string, token?: string) =>
    callJson(server.base, {
      path: `/api/kr/recruit/${token ? 'writeRegi' : 'write'}`,
      body: payload,
      headers: { 'x-forwarded-for': address, ...(token ? { 'x-auth-token': token } : {}) },
    })
  const confirm = (token: string) => callJson(server.base, { path: '/api/kr/recruit/confirm', body: { token } })
  // The applicant e-mail column holds the address's blind index.
  const ix = (email: string) => applicantIndex.email(server.app.config.appSecret, email)
  const pendingCount = async (...emails: string[]) =>
    (
      await server.app.db
        .selectFrom('pending_applications')
        .select('token_hash')
        .where('applicant_email', 'in', emails.map(ix))
        .execute()
    ).length
  const applicationCount = async (email: string) =>
    (await server.app.db.selectFrom('applications').select('id').where('applicant_email', '=', ix(email)).execute())
      .length

  it('forty non-member applications at once from one address: at most ten are taken', async () => {
    const answers = await fireAtOnce(40, (i) =>
      apply(buildApplication(studyId, { email: `burst${i}@example.com` }), '203.0.113.40'),
    )
    const taken = expectLimited(answers, { passed: 200, points: RATE_LIMITS.guestApplicationAddress.points })
    expect(await pendingCount(...Array.from({ length: 40 }, (_, i) => `burst${i}@example.com`))).toBe(taken)
  })

  it('forty applications with one e-mail at once from forty addresses: at most five links are mailed', async () => {
    const answers = await fireAtOnce(40, (i) =>
      apply(buildApplication(studyId, { email: 'one.inbox@example.com' }), `198.18.41.${i}`),
    )
    const taken = expectLimited(answers, { passed: 200, points: RATE_LIMITS.guestApplicationEmail.points })
    expect(await pendingCount('one.inbox@example.com')).toBe(taken)
  })

  it('one link opened forty times at once makes one application', async () => {
    const applied = await postGuestApplication(server.app, buildApplication(studyId, { email: 'clicks@example.com' }))
    expect(applied.statusCode, applied.body).toBe(200)
    const token = newestConfirmationToken(server.app)
    const answers = await fireAtOnce(40, () => confirm(token))
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: 39 })
    expect(answers.filter((answer) => answer.status === 409).map(errorCode)).toEqual(
      Array(39).fill('ALREADY_CONFIRMED'),
    )
    expect(await applicationCount('clicks@example.com')).toBe(1)
  })

  it('five links of one e-mail, each opened eight times at once: one application, the rest refused', async () => {
    const tokens: string[] = []
    for (let i = 0; i < 5; i++) {
      const applied = await postGuestApplication(server.app, buildApplication(studyId, { email: 'five@example.com' }))
      expect(applied.statusCode, applied.body).toBe(200)
      tokens.push(newestConfirmationToken(server.app))
    }
    const answers = await fireAtOnce(40, (i) => confirm(tokens[i % 5]!))
    const counts = countStatuses(answers)
    expect(counts[200]).toBe(1)
    // Each other link says the address has applied (409) or, opened again, that it was used (400).
    expect((counts[409] ?? 0) + (counts[400] ?? 0)).toBe(39)
    expect(counts[409]).toBeGreaterThanOrEqual(4)
    expect(await applicationCount('five@example.com')).toBe(1)
    expect(await pendingCount('five@example.com')).toBe(0)
  })

  it('forty applications of one member at once: one is stored, the others are told it exists', async () => {
    const member = await memberWithSession(server.app)
    const answers = await fireAtOnce(40, (i) => apply(buildApplication(studyId), `198.18.42.${i}`, member.token))
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: 39 })
    expect(answers.filter((answer) => answer.status === 409).map(errorCode)).toEqual(Array(39).fill('ALREADY_APPLIED'))
    expect(await applicationCount(member.email.toLowerCase())).toBe(1)
  })
})
