import type { StaffLoginCodeRequest, StaffSession } from '@ctc/contract/staff-auth'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { readStaffSession } from '../../../lib/staff-session'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { LoginPage } from './login-page'

const SESSION: StaffSession = {
  token: 'staff-token',
  staff: { staffId: 7, email: 'coord@ctc.example.org', name: '김민지', role: 'coordinator' },
  expiresAt: '2026-11-24T08:00:00.000Z',
  idleMinutes: 15,
  recoveryCodesLeft: 10,
}

const routes = [
  { path: '/admin/login', element: <LoginPage /> },
  { path: '/admin/notices', element: <p>notices screen</p> },
  { path: '/admin', element: <p>home screen</p> },
]

beforeAll(async () => {
  await initI18n('kr')
})

async function passPasswordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/이메일/), 'coord@ctc.example.org')
  await user.type(screen.getByLabelText(/비밀번호/), 'Console#Desk2026')
  await user.click(screen.getByRole('button', { name: '다음' }))
}

describe('staff login', () => {
  it('takes the password, then a 6-digit code; a refused code keeps what was typed and says why', async () => {
    const codes: StaffLoginCodeRequest[] = []
    server.use(
      http.post('/api/admin/login', async ({ request }) => {
        expect(await request.json()).toEqual({ email: 'coord@ctc.example.org', password: 'Console#Desk2026' })
        return HttpResponse.json({ challenge: 'challenge-1', expiresAt: '2026-11-24T00:05:00.000Z' })
      }),
      http.post('/api/admin/login/code', async ({ request }) => {
        const body = (await request.json()) as StaffLoginCodeRequest
        codes.push(body)
        if (body.code === '111111') {
          return HttpResponse.json({ error: { code: 'TOTP_INVALID', message: 'no' } }, { status: 401 })
        }
        return HttpResponse.json(SESSION)
      }),
    )
    const user = userEvent.setup()
    const { router } = await renderWithProviders(routes, { at: '/admin/login?next=%2Fadmin%2Fnotices' })
    await passPasswordStep(user)

    const code = await screen.findByLabelText(/6자리 인증 코드/)
    await user.type(code, '12345')
    await user.click(screen.getByRole('button', { name: '로그인' }))
    expect(await screen.findByText('6자리 숫자를 입력해 주세요.', { selector: 'a, p' })).toBeInTheDocument()
    expect(codes).toEqual([])

    await user.clear(code)
    await user.type(code, '111 111')
    await user.click(screen.getByRole('button', { name: '로그인' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용된 코드')
    expect(code).toHaveValue('111 111')
    expect(readStaffSession()).toBeUndefined()

    await user.clear(code)
    await user.type(code, '654321')
    await user.click(screen.getByRole('button', { name: '로그인' }))
    expect(await screen.findByText('notices screen')).toBeInTheDocument()
    expect(router.location.pathname).toBe('/admin/notices')
    expect(codes.map((body) => body.code)).toEqual(['111111', '654321'])
    // The token lives in this tab's sessionStorage only, apart from the member's login record.
    expect(readStaffSession()?.token).toBe('staff-token')
    expect(window.sessionStorage.getItem('staffSession')).toContain('staff-token')
    expect(Object.values({ ...window.localStorage }).join()).not.toContain('staff-token')
  })

  it('takes a recovery code instead of the app code', async () => {
    let sent: StaffLoginCodeRequest | undefined
    server.use(
      http.post('/api/admin/login', () => HttpResponse.json({ challenge: 'c', expiresAt: '2026-11-24T00:05:00Z' })),
      http.post('/api/admin/login/code', async ({ request }) => {
        sent = (await request.json()) as StaffLoginCodeRequest
        return HttpResponse.json(SESSION)
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(routes, { at: '/admin/login' })
    await passPasswordStep(user)
    await user.click(await screen.findByRole('button', { name: '복구 코드로 로그인' }))
    await user.type(screen.getByLabelText(/복구 코드/), 'abcd-efgh-ijkl-mnop')
    await user.click(screen.getByRole('button', { name: '로그인' }))
    expect(await screen.findByText('home screen')).toBeInTheDocument()
    expect(sent).toEqual({ challenge: 'c', recoveryCode: 'ABCDEFGHIJKLMNOP' })
  })

  it('says when the password is wrong and keeps the e-mail', async () => {
    server.use(
      http.post('/api/admin/login', () =>
        HttpResponse.json({ error: { code: 'LOGIN_MISMATCH', message: 'no' } }, { status: 401 }),
      ),
    )
    const user = userEvent.setup()
    await renderWithProviders(routes, { at: '/admin/login' })
    await passPasswordStep(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 올바르지 않습니다.')
    expect(screen.getByLabelText(/이메일/)).toHaveValue('coord@ctc.example.org')
  })

  it('starts again from the password, e-mail kept, when the code step has expired', async () => {
    server.use(
      http.post('/api/admin/login', () => HttpResponse.json({ challenge: 'c', expiresAt: '2026-11-24T00:05:00Z' })),
      http.post('/api/admin/login/code', () =>
        HttpResponse.json({ error: { code: 'LOGIN_CHALLENGE_INVALID', message: 'expired' } }, { status: 401 }),
      ),
    )
    const user = userEvent.setup()
    await renderWithProviders(routes, { at: '/admin/login' })
    await passPasswordStep(user)
    await user.type(await screen.findByLabelText(/6자리 인증 코드/), '123456')
    await user.click(screen.getByRole('button', { name: '로그인' }))
    await waitFor(() => expect(screen.getByLabelText(/이메일/)).toHaveValue('coord@ctc.example.org'))
    expect(screen.getByRole('status')).toHaveTextContent('로그인 시간이 초과되었습니다.')
    expect(screen.getByLabelText(/비밀번호/)).toHaveValue('')
  })
})

describe('safe next path', () => {
  it('follows console paths only', async () => {
    const { safeNextPath } = await import('./login-page')
    expect(safeNextPath('/admin/notices/3?x=1')).toBe('/admin/notices/3?x=1')
    expect(safeNextPath('https://evil.example/admin')).toBe('/admin')
    expect(safeNextPath('//evil.example/admin')).toBe('/admin')
    expect(safeNextPath('/administrator')).toBe('/admin')
    expect(safeNextPath(null)).toBe('/admin')
  })
})
