import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../test/msw-server'
import { ApiError } from './api-client'
import { staffRequest } from './staff-api-client'
import { readStaffSession, staffSessionEnd, startStaffSession } from './staff-session'
import { storeLoginRecord } from './storage'

const session = {
  token: 'staff-token',
  staff: { staffId: 1, email: 'a@ctc.example.org', name: '김민지', role: 'admin' as const },
  expiresAt: '2026-11-24T08:00:00.000Z',
  idleMinutes: 15,
  recoveryCodesLeft: 10,
}

describe('staffRequest', () => {
  it("sends the staff token in its own header and never the member's token", async () => {
    storeLoginRecord({ token: 'member-token' })
    startStaffSession(session)
    let headers: Headers | undefined
    server.use(
      http.get('/api/admin/home', ({ request }) => {
        headers = request.headers
        return HttpResponse.json({ waitingQuestions: 0, closingSoonNotices: 0, lockedMembers: 0, draftNotices: 0 })
      }),
    )
    await staffRequest('/api/admin/home')
    expect(headers?.get('x-staff-token')).toBe('staff-token')
    expect(headers?.get('x-auth-token')).toBeNull()
  })

  it('forgets the session when the server says it has ended, and says why', async () => {
    startStaffSession(session)
    server.use(
      http.get('/api/admin/home', () =>
        HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'idle' } }, { status: 401 }),
      ),
    )
    await expect(staffRequest('/api/admin/home')).rejects.toEqual(new ApiError(401, 'UNAUTHENTICATED', 'idle'))
    expect(readStaffSession()).toBeUndefined()
    expect(window.sessionStorage.getItem('staffSession')).toBeNull()
    expect(staffSessionEnd()).toBe('expired')
  })
})
