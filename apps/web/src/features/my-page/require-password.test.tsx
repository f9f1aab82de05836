import { PASSWORD_CONFIRMATION_MINUTES } from '@ctc/contract/auth'
import type { MemberInfoResponse } from '@ctc/contract/my-page'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { storeLoginRecord } from '../../lib/storage'
import { codeListHandler } from '../../test/code-lists'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { PERSON } from '../../test/volunteer'
import { markPasswordConfirmed } from '../../lib/password-confirmation'
import { UserInfoPage } from './user-info-page'
import { UserInfoPwConfirmPage } from './user-info-pw-confirm-page'
import { UserModifyPage } from './user-modify-page'

const TOKEN = 'a-session-token-of-43-characters-or-so-xyz'

const MEMBER: MemberInfoResponse = {
  user: {
    userId: 'kim@example.com',
    ...PERSON,
    alwaysApplyYn: 'Y',
    entryMonth: '01',
    joinDate: '2026-11-22',
  },
  sickList: [],
  sbjCondList: [],
  sbjTyList: [],
  langList: [],
}

const ROUTES = [
  { path: '/:locale/myinfo/userInfoPwConfirm', element: <UserInfoPwConfirmPage /> },
  { path: '/:locale/myinfo/userinfo', element: <UserInfoPage /> },
  { path: '/:locale/myinfo/userModify', element: <UserModifyPage /> },
]

function memberInfo(answer: () => Response = () => HttpResponse.json(MEMBER)) {
  server.use(codeListHandler(), http.get('/api/kr/sbjUser/edit', answer))
}

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces(['mypage', 'form'])
})

describe('the password check of My Page', () => {
  it('sends a direct link to the check and back to the page asked for', async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    memberInfo()
    let checked: unknown
    server.use(
      http.post('/api/kr/sbjUser/pwConfirm', async ({ request }) => {
        checked = await request.json()
        return HttpResponse.json({ result: 'ok' })
      }),
    )
    const { router } = await renderWithProviders(ROUTES, { at: '/kr/myinfo/userModify' })
    const password = await screen.findByLabelText(/비밀번호/)
    expect(router.location.pathname).toBe('/kr/myinfo/userInfoPwConfirm')
    expect(router.location.search).toBe(`?returnTo=${encodeURIComponent('/kr/myinfo/userModify')}`)
    const user = userEvent.setup()
    await user.type(password, 'Secret#Pass1')
    await user.click(screen.getByRole('button', { name: '확인' }))
    expect(await screen.findByDisplayValue('김하늘')).toBeVisible()
    expect(router.location.pathname).toBe('/kr/myinfo/userModify')
    expect(checked).toEqual({ password: 'Secret#Pass1' })
  })

  it('does not ask again within the window, after a reload too', async () => {
    storeLoginRecord({ token: TOKEN })
    markPasswordConfirmed(TOKEN, Date.now() - (PASSWORD_CONFIRMATION_MINUTES - 1) * 60_000)
    memberInfo()
    const { router } = await renderWithProviders(ROUTES, { at: '/kr/myinfo/userinfo' })
    expect(await screen.findByText('kim@example.com')).toBeVisible()
    expect(router.location.pathname).toBe('/kr/myinfo/userinfo')
  })

  it('asks again once the window has passed, or for another session', async () => {
    storeLoginRecord({ token: TOKEN })
    markPasswordConfirmed(TOKEN, Date.now() - PASSWORD_CONFIRMATION_MINUTES * 60_000)
    memberInfo()
    const first = await renderWithProviders(ROUTES, { at: '/kr/myinfo/userinfo' })
    await screen.findByLabelText(/비밀번호/)
    expect(first.router.location.pathname).toBe('/kr/myinfo/userInfoPwConfirm')
    first.unmount()

    markPasswordConfirmed('another-session-token-entirely-different')
    const second = await renderWithProviders(ROUTES, { at: '/kr/myinfo/userinfo' })
    await screen.findByLabelText(/비밀번호/)
    expect(second.router.location.pathname).toBe('/kr/myinfo/userInfoPwConfirm')
  })

  it('takes the check again when the server says the confirmation has expired, then comes back', async () => {
    storeLoginRecord({ token: TOKEN })
    markPasswordConfirmed(TOKEN)
    memberInfo(() =>
      HttpResponse.json({ error: { code: 'PASSWORD_CONFIRMATION_REQUIRED', message: 'confirm' } }, { status: 403 }),
    )
    const { router } = await renderWithProviders(ROUTES, { at: '/kr/myinfo/userinfo' })
    await screen.findByLabelText(/비밀번호/)
    expect(router.location.pathname).toBe('/kr/myinfo/userInfoPwConfirm')
    expect(router.location.search).toBe(`?returnTo=${encodeURIComponent('/kr/myinfo/userinfo')}`)
  })
})
