import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, parseRetryAfter } from './api-client'
import { readLoginRecord, storeLocale, storeLoginRecord } from './storage'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('on DUPLICATE_LOGIN forgets the login and goes to the duplicate-login page', async () => {
    storeLocale('jp')
    storeLoginRecord({ token: 'replaced', userName: '山田' })
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'DUPLICATE_LOGIN', message: 'replaced' } }), { status: 401 }),
      ),
    )
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    await expect(apiRequest('/api/kr/comCd/smokeYn')).rejects.toEqual(new ApiError(401, 'DUPLICATE_LOGIN', 'replaced'))
    expect(readLoginRecord()).toBeUndefined()
    expect(assign).toHaveBeenCalledWith('/jp/DuplicateLogin')
  })
})

describe('a refused call', () => {
  it("carries the server's Retry-After as seconds, from a limit's answer or a proxy's bare 429", async () => {
    const answers = [
      new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests' } }), {
        status: 429,
        headers: { 'retry-after': '1787' },
      }),
      new Response('<html>Too Many Requests</html>', { status: 429, headers: { 'retry-after': '120' } }),
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()),
    )
    for (const seconds of [1787, 120]) {
      const error: unknown = await apiRequest('/api/register/emailCheck', { method: 'POST', body: {} }).catch(
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: seconds })
    }
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-28T03:00:00Z')
    expect(parseRetryAfter('30', now)).toBe(30)
    expect(parseRetryAfter('Sat, 28 Nov 2026 03:02:00 GMT', now)).toBe(120)
    expect(parseRetryAfter('Sat, 28 Nov 2026 02:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
  })
})
