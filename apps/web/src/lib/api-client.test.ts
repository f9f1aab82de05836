import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest } from './api-client'
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
