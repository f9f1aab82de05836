import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../lib/rate-limits.js'
import { countStatuses, expectLimited, fireAtOnce, listeningTestApp } from '../../test/concurrent-http.js'
import { callJson } from '../../test/server-process.js'
import { signUp } from '../members/members.factory.js'

// Account lookups (is this e-mail taken, what is my ID, send me a reset link) say something about
// a person: each is limited per client address, with a ceiling that a whole hospital's guest Wi-Fi
// does not reach, and per person from any address (decision 0013).
// Hundreds of requests at once: a machine busy with other suites takes well over the default 20 s.
describe('account lookups under concurrent requests', { timeout: 90_000 }, () => {
  const server = listeningTestApp({ TRUST_PROXY: '1' })
  const { lookupAddress, lookupTarget } = RATE_LIMITS

  const post = (path: string, body: unknown, address: string) =>
    callJson(server.base, { path, body, headers: { 'x-forwarded-for': address } })

  it('200 people behind one address, each checking their own e-mail three times at once: all are answered', async () => {
    const answers = await fireAtOnce(600, (index) =>
      post('/api/register/emailCheck', { email: `ward-guest${index % 200}@example.com` }, '203.0.113.200'),
    )
    expect(countStatuses(answers)).toEqual({ 200: 600 })
  })

  it(`past ${lookupAddress.points} lookups in an hour one address is refused, with the wait`, async () => {
    const answers = await fireAtOnce(lookupAddress.points + 40, (index) =>
      post('/api/register/emailCheck', { email: `campus${index}@example.com` }, '203.0.113.150'),
    )
    expectLimited(answers, { passed: 200, points: lookupAddress.points })
  })

  it('checks of one e-mail from forty addresses at once: no more than the per-person limit are answered', async () => {
    await signUp(server.app, { userId: 'target@example.com' })
    const answers = await fireAtOnce(40, (index) =>
      post('/api/register/emailCheck', { email: 'target@example.com' }, `198.51.100.${index + 1}`),
    )
    expectLimited(answers, { passed: 409, points: lookupTarget.points })
  })

  it("a stranger hammering an e-mail's check does not keep its owner from recovering the password", async () => {
    // target@example.com is used up at the e-mail check (above); find password counts on its own.
    const answer = await post(
      '/api/register/findUserPwd',
      { email: 'target@example.com', name: '홍길동', birth: '1990-03-15', mobile: '010-1234-0001' },
      '192.0.2.10',
    )
    expect(answer.status).toBe(200)
  })

  it('find-ID of one mobile number, however it is written, from forty addresses at once: limited', async () => {
    const spellings = ['+82 10-5555-0001', '010-5555-0001', '01055550001', '010 5555 0001']
    const answers = await fireAtOnce(40, (index) =>
      post(
        '/api/register/findUserId',
        // A guesser varies the other details; the number is the person.
        { name: `홍길동${index}`, gender: 'M', birth: '1990-03-15', mobile: spellings[index % spellings.length] },
        `198.51.101.${index + 1}`,
      ),
    )
    expectLimited(answers, { passed: 404, points: lookupTarget.points })
  })

  it('find-password of one e-mail from forty addresses at once: no more than the per-person limit are taken', async () => {
    const answers = await fireAtOnce(40, (index) =>
      post(
        '/api/register/findUserPwd',
        { email: 'hammered@example.com', name: '홍길동', birth: '1990-03-15', mobile: '010-1234-0001' },
        `198.51.102.${index + 1}`,
      ),
    )
    expectLimited(answers, { passed: 200, points: lookupTarget.points })
  })
})
