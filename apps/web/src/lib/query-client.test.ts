import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../test/msw-server'
import { apiRequest } from './api-client'
import { createQueryClient } from './query-client'

/** Runs one query with the app's default options and counts the calls the server got. */
async function callsFor(status: number) {
  let calls = 0
  server.use(
    http.get('/api/kr/qna/view', () => {
      calls += 1
      const code = status === 404 ? 'QNA_NOT_FOUND' : 'SERVICE_UNAVAILABLE'
      return HttpResponse.json({ error: { code, message: 'x' } }, { status })
    }),
  )
  const client = createQueryClient()
  const query = client.getQueryCache().build(client, {
    queryKey: ['qna', 999],
    queryFn: () => apiRequest('/api/kr/qna/view'),
    retryDelay: 0,
  })
  await query.fetch().catch(() => undefined)
  return calls
}

describe('createQueryClient', () => {
  it('never asks again after a 4xx answer', async () => {
    expect(await callsFor(404)).toBe(1)
  })

  it('tries once more after a 5xx answer', async () => {
    expect(await callsFor(503)).toBe(2)
  })
})
