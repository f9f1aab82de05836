import { render, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { readLoginRecord, storeLoginRecord } from '../lib/storage'
import { server } from '../test/msw-server'
import { SessionCheck } from './session-check'

/** `GET /api/auth/logined` answers `body` (or fails like a dropped connection); returns the tokens it was sent. */
function sessionAnswers(body: object | 'network error') {
  const tokens: (string | null)[] = []
  server.use(
    http.get('/api/auth/logined', ({ request }) => {
      tokens.push(request.headers.get('x-auth-token'))
      return body === 'network error' ? HttpResponse.error() : HttpResponse.json(body)
    }),
  )
  return tokens
}

describe('the session check at start', () => {
  it('asks nothing without a stored record', async () => {
    const tokens = sessionAnswers({ data: true })
    render(<SessionCheck />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(tokens).toEqual([])
  })

  it('sends the stored token and restores the user when the session lives', async () => {
    storeLoginRecord({ token: 't0k3n', userName: 'old name' })
    const tokens = sessionAnswers({ data: true, userName: '홍길동' })
    render(<SessionCheck />)
    await waitFor(() => expect(readLoginRecord()).toEqual({ token: 't0k3n', userName: '홍길동' }))
    expect(tokens).toEqual(['t0k3n'])
  })

  it('logs out when the answer is falsy', async () => {
    storeLoginRecord({ token: 't0k3n', userName: '홍길동' })
    sessionAnswers({ data: false })
    render(<SessionCheck />)
    await waitFor(() => expect(readLoginRecord()).toBeUndefined())
  })

  it('removes the record silently when the check fails', async () => {
    storeLoginRecord({ token: 't0k3n' })
    sessionAnswers('network error')
    render(<SessionCheck />)
    await waitFor(() => expect(readLoginRecord()).toBeUndefined())
  })
})
