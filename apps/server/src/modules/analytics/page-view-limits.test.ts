import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../lib/rate-limits.js'
import { expectLimited, fireAtOnce, listeningTestApp } from '../../test/concurrent-http.js'
import { callJson } from '../../test/server-process.js'
import { memberWithSession } from '../members/members.factory.js'

// Page views are anonymous writes: counted per client address, and per session for a member,
// with requests that arrive together on connections of their own.
describe('page views under concurrent requests', () => {
  const server = listeningTestApp({ TRUST_PROXY: '1' })

  const view = (path: string, address: string, token?: string) =>
    callJson(server.base, {
      path: '/api/analytics/pageview',
      body: { path, locale: 'kr' },
      headers: { 'x-forwarded-for': address, ...(token ? { 'x-auth-token': token } : {}) },
    })
  const storedViews = async (path: string) =>
    (await server.app.db.selectFrom('page_views').select('id').where('path', '=', path).execute()).length

  it('150 page views at once from one address: at most 120 are stored, the rest answered 429', async () => {
    const answers = await fireAtOnce(150, () => view('/kr/about/introduce', '203.0.113.150'))
    const stored = expectLimited(answers, { passed: 204, points: RATE_LIMITS.pageViewAddress.points })
    expect(await storedViews('/kr/about/introduce')).toBe(stored)
    // Another address is not held back.
    expect((await view('/kr/about/introduce', '203.0.113.151')).status).toBe(204)
  })

  it("eighty page views at once of one member's session from eighty addresses: at most sixty are stored", async () => {
    const member = await memberWithSession(server.app)
    const answers = await fireAtOnce(80, (i) => view('/kr/contact/faq', `198.18.80.${i}`, member.token))
    const stored = expectLimited(answers, { passed: 204, points: RATE_LIMITS.pageViewSession.points })
    expect(await storedViews('/kr/contact/faq')).toBe(stored)
  })
})
