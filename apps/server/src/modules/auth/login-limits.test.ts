import { describe, expect, it } from 'vitest'
import { countStatuses, errorCode, fireAtOnce, listeningTestApp } from '../../test/concurrent-http.js'
import { callJson } from '../../test/server-process.js'
import { VALID_PASSWORD, signUp } from '../members/members.factory.js'
import { UNKNOWN_DEVICES, findLoginFailures } from './login-failures.repository.js'
import { emailHash } from './tokens.js'

// Limits on logins, proven with requests that arrive together on connections of
// their own. The server trusts one proxy hop, so each test presents its own client
// address as a proxy would (the last X-Forwarded-For entry).
describe('login limits under concurrent requests', () => {
  // The clock stands still: an account's wait after its third failure cannot run out while a
  // loaded machine is still working through the burst, so what passes is the limits' doing alone.
  const frozen = new Date()
  const server = listeningTestApp({ TRUST_PROXY: '1' }, { now: () => frozen })

  const login = (email: string, password: string, address: string, cookie?: string) =>
    callJson(server.base, {
      path: '/api/auth/login',
      body: { email, password },
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    })
  const unknownDeviceFailures = async (email: string) =>
    (await findLoginFailures(server.app.db, emailHash(server.app.config.appSecret, email), UNKNOWN_DEVICES))
      ?.failures ?? 0

  it('forty wrong passwords at once from browsers the account does not know: at most three are checked', async () => {
    await signUp(server.app, { userId: 'race@example.com' })
    const first = await login('race@example.com', VALID_PASSWORD, '203.0.113.200')
    const ownDevice = first.headers.getSetCookie()[0]?.split(';')[0]
    const answers = await fireAtOnce(40, (index) =>
      login('race@example.com', `Wrong#Guess${index}`, `203.0.113.${index + 1}`),
    )
    const counts = countStatuses(answers)
    // The first two go on at once, the third waits for a claim, then the account waits a second.
    expect(Object.keys(counts).sort()).toEqual(['401', '429'])
    expect(counts[401]).toBeLessThanOrEqual(3)
    expect(await unknownDeviceFailures('race@example.com')).toBe(counts[401])
    // The owner's own browser is not held up by any of it.
    const own = await login('race@example.com', VALID_PASSWORD, '203.0.113.200', ownDevice)
    expect(own.status).toBe(200)
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
