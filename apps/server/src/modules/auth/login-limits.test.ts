import { describe, expect, it } from 'vitest'
import { countStatuses, errorCode, fireAtOnce, listeningTestApp } from '../../test/concurrent-http.js'
import { callJson } from '../../test/server-process.js'
import { VALID_PASSWORD, signUp } from '../members/members.factory.js'
import { memberIndex } from '../members/members.repository.js'

// Limits on logins, proven with requests that arrive together on connections of
// their own. The server trusts one proxy hop, so each test presents its own client
// address as a proxy would (the last X-Forwarded-For entry).
describe('login limits under concurrent requests', () => {
  // The clock stands still: an account's wait after its third failure cannot run out while a
  // loaded machine is still working through the burst, so what passes is the limits' doing alone.
  const frozen = new Date()
  const server = listeningTestApp({ TRUST_PROXY: '1' }, { now: () => frozen })

  const login = (email: string, password: string, address: string) =>
    callJson(server.base, {
      path: '/api/auth/login',
      body: { email, password },
      headers: { 'x-forwarded-for': address },
    })
  const failedLogins = async (email: string) =>
    (
      await server.app.db
        .selectFrom('members')
        .select('failed_logins')
        .where('email', '=', memberIndex.email(server.app.config.appSecret, email))
        .executeTakeFirstOrThrow()
    ).failed_logins

  it('forty wrong passwords and the right one at once: at most five passwords of the account are checked', async () => {
    await signUp(server.app, { userId: 'race@example.com' })
    const answers = await fireAtOnce(41, (index) =>
      login('race@example.com', index === 20 ? VALID_PASSWORD : `Wrong#Guess${index}`, '203.0.113.41'),
    )
    const counts = countStatuses(answers)
    // Every answer is a refusal the client understands: mismatch, locked, or wait (429).
    expect(Object.keys(counts).every((status) => ['200', '401', '423', '429'].includes(status))).toBe(true)
    // Checked passwords answer 401 or 200 (the fifth failure answers 423): never more than five.
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5)
    expect(await failedLogins('race@example.com')).toBeLessThanOrEqual(5)
  })

  it('one hundred failed logins at once from one address: no more than thirty are answered', async () => {
    const answers = await fireAtOnce(100, (index) =>
      login(`nobody${index}@example.com`, 'Wrong#Password1', '203.0.113.100'),
    )
    const counts = countStatuses(answers)
    expect(counts[401] ?? 0).toBeLessThanOrEqual(30)
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(70)
    const limited = answers.find((answer) => answer.status === 429)
    expect(limited && errorCode(limited)).toBe('RATE_LIMITED')
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
  })
  it('with TRUST_PROXY as a hop count, a forged X-Forwarded-For entry does not give a new address', async () => {
    // The client writes any first entry it likes; the one proxy appends the address it saw.
    const answers = await fireAtOnce(40, (index) =>
      login(`rotating${index}@example.com`, 'Wrong#Password1', `198.18.${index}.1, 203.0.113.77`),
    )
    const counts = countStatuses(answers)
    expect(counts[401] ?? 0).toBeLessThanOrEqual(30)
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(10)
  })
})
