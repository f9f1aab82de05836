import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { SetupPage } from './setup-page'

const TOKEN = 'A'.repeat(43)
const CODES = Array.from({ length: 10 }, (_, index) => `ABCD-EFGH-IJKL-MN${String.fromCharCode(65 + index)}2`)

const newPassword = () => screen.getByLabelText(/^새 비밀번호\s*\*/)
const confirmPassword = () => screen.getByLabelText(/^새 비밀번호 확인/)

const routes = [
  { path: '/admin/setup', element: <SetupPage /> },
  { path: '/admin/login', element: <p>login screen</p> },
]

beforeAll(async () => {
  await initI18n('kr')
})

describe('staff account set-up', () => {
  it('goes from the link through password, authenticator and recovery codes to the login', async () => {
    const passwords: unknown[] = []
    server.use(
      http.post('/api/admin/setup/start', async ({ request }) => {
        expect(await request.json()).toEqual({ setupToken: TOKEN })
        return HttpResponse.json({
          email: 'new@ctc.example.org',
          name: '이서연',
          role: 'admin',
          expiresAt: '2026-11-24T12:00:00.000Z',
        })
      }),
      http.post('/api/admin/setup/password', async ({ request }) => {
        const body = (await request.json()) as { password: string }
        passwords.push(body)
        if (body.password === 'Password1!') {
          return HttpResponse.json({ error: { code: 'PASSWORD_TOO_COMMON', message: 'common' } }, { status: 400 })
        }
        return HttpResponse.json({
          otpauthUri: 'otpauth://totp/CTC:new?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        })
      }),
      http.post('/api/admin/setup/totp', async ({ request }) => {
        const body = (await request.json()) as { code: string }
        if (body.code !== '246810') {
          return HttpResponse.json({ error: { code: 'TOTP_INVALID', message: 'no' } }, { status: 400 })
        }
        return HttpResponse.json({ recoveryCodes: CODES })
      }),
    )
    const user = userEvent.setup()
    const { router } = await renderWithProviders(routes, { at: `/admin/setup#token=${TOKEN}` })

    // Who the link is for, with the expiry in Korea time (21:00 there is 12:00 UTC).
    expect(
      await screen.findByText(/이서연\(new@ctc\.example\.org\) 님의 설정 링크입니다\. 역할: 관리자\./),
    ).toBeInTheDocument()
    expect(screen.getByText(/9:00까지 한 번만/)).toBeInTheDocument()

    // The member password rule, then the server's refusal of a common one: nothing typed is lost.
    await user.type(newPassword(), 'short')
    await user.type(confirmPassword(), 'short')
    await user.click(screen.getByRole('button', { name: '다음' }))
    expect(await screen.findAllByText(/9~64자|9자/)).not.toHaveLength(0)
    expect(passwords).toHaveLength(0)
    await user.clear(newPassword())
    await user.clear(confirmPassword())
    await user.type(newPassword(), 'Password1!')
    await user.type(confirmPassword(), 'Password1!')
    await user.click(screen.getByRole('button', { name: '다음' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('너무 흔한 비밀번호입니다.')
    expect(newPassword()).toHaveValue('Password1!')
    await user.clear(newPassword())
    await user.clear(confirmPassword())
    await user.type(newPassword(), 'Quiet#Harbor2026')
    await user.type(confirmPassword(), 'Quiet#Harbor2026')
    await user.click(screen.getByRole('button', { name: '다음' }))

    // The QR code and the same secret as text, grouped for typing by hand.
    expect(await screen.findByRole('img', { name: '인증 앱에 이 계정을 추가하는 QR 코드' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    )
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/6자리 인증 코드/), '135790')
    await user.click(screen.getByRole('button', { name: '코드 확인' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('인증 코드가 올바르지 않거나')
    await user.clear(screen.getByLabelText(/6자리 인증 코드/))
    await user.type(screen.getByLabelText(/6자리 인증 코드/), '246810')
    await user.click(screen.getByRole('button', { name: '코드 확인' }))

    // Ten codes shown once; going on needs the "saved" confirmation.
    const list = await screen.findByRole('list', { name: '' })
    expect(list.querySelectorAll('li')).toHaveLength(10)
    expect(screen.getByText(CODES[0] ?? '')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '인쇄' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '완료하고 로그인하기' }))
    expect(await screen.findByText('복구 코드를 보관했는지 확인해 주세요.')).toBeInTheDocument()
    expect(router.location.pathname).toBe('/admin/setup')
    await user.click(screen.getByRole('checkbox', { name: '복구 코드를 보관했습니다' }))
    await user.click(screen.getByRole('button', { name: '완료하고 로그인하기' }))
    expect(await screen.findByText('login screen')).toBeInTheDocument()
  })

  it('says a used or expired link needs a new one', async () => {
    server.use(
      http.post('/api/admin/setup/start', () =>
        HttpResponse.json({ error: { code: 'SETUP_LINK_INVALID', message: 'used' } }, { status: 400 }),
      ),
    )
    await renderWithProviders(routes, { at: `/admin/setup#token=${TOKEN}` })
    expect(await screen.findByRole('alert')).toHaveTextContent('관리자에게 새 링크를 요청해 주세요.')
    expect(screen.queryByLabelText(/새 비밀번호/)).not.toBeInTheDocument()
  })
})
