import { render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readLoginRecord, storeLoginRecord } from '../lib/storage'
import { SessionCheck } from './session-check'

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the session check at start', () => {
  it('asks nothing without a stored record', () => {
    const fetchMock = answer({ data: true })
    render(<SessionCheck />)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the stored token and restores the user when the session lives', async () => {
    storeLoginRecord({ token: 't0k3n', userName: 'old name' })
    const fetchMock = answer({ data: true, userName: '홍길동' })
    render(<SessionCheck />)
    await waitFor(() => expect(readLoginRecord()).toEqual({ token: 't0k3n', userName: '홍길동' }))
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/auth/logined')
    expect((init.headers as Record<string, string>)['x-auth-token']).toBe('t0k3n')
  })

  it('logs out when the answer is falsy', async () => {
    storeLoginRecord({ token: 't0k3n', userName: '홍길동' })
    answer({ data: false })
    render(<SessionCheck />)
    await waitFor(() => expect(readLoginRecord()).toBeUndefined())
  })

  it('removes the record silently when the check fails', async () => {
    storeLoginRecord({ token: 't0k3n' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    )
    render(<SessionCheck />)
    await waitFor(() => expect(readLoginRecord()).toBeUndefined())
  })
})
