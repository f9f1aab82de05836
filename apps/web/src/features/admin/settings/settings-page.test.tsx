import type { ConsoleSettings, MyNotifications } from '@ctc/contract/staff-settings'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { endStaffSession, startStaffSession } from '../../../lib/staff-session'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { MyNotificationsPage } from './my-notifications-page'
import { SettingsPage } from './settings-page'

beforeAll(async () => {
  await initI18n('kr')
})

describe('console settings', () => {
  it('shows the stored address, refuses a wrong one in words, and saves it lower-cased', async () => {
    const saved: unknown[] = []
    server.use(
      http.get('/api/admin/settings', () =>
        HttpResponse.json<ConsoleSettings>({ centerEmail: 'old@ctc.example', centerMode: 'daily' }),
      ),
      http.put('/api/admin/settings', async ({ request }) => {
        const body = (await request.json()) as ConsoleSettings
        saved.push(body)
        return HttpResponse.json<ConsoleSettings>(body)
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders([{ path: '/admin/settings', element: <SettingsPage /> }], { at: '/admin/settings' })

    const address = await screen.findByLabelText('센터 이메일 주소')
    expect(address).toHaveValue('old@ctc.example')
    expect(screen.getByLabelText(/하루 한 번 오전 8시/)).toBeChecked()

    await user.clear(address)
    await user.type(address, 'center@')
    await user.click(screen.getByRole('button', { name: '설정 저장' }))
    const summary = await screen.findByRole('alert')
    expect(
      within(summary).getByRole('link', { name: /센터 이메일 주소: 올바른 이메일 주소를 입력해 주세요/ }),
    ).toBeVisible()
    expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(saved).toEqual([])

    await user.clear(address)
    // (Surrounding spaces are dropped by the e-mail input itself; the schema's trim is tested in the contract.)
    await user.type(address, 'Trials@CTC.example')
    // The summary that reappears while typing must not take the cursor away.
    expect(address).toHaveFocus()
    expect(address).toHaveValue('Trials@CTC.example')
    await user.click(screen.getByLabelText('새 지원이 있을 때마다 메일 받기'))
    await user.click(screen.getByRole('button', { name: '설정 저장' }))
    expect(await screen.findByText('설정을 저장했습니다.')).toBeVisible()
    expect(saved).toEqual([{ centerEmail: 'trials@ctc.example', centerMode: 'each' }])
    expect(address).toHaveValue('trials@ctc.example')
  })

  it("says in words that a coordinator's role does not open the settings", async () => {
    server.use(
      http.get('/api/admin/settings', () =>
        HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'forbidden' } }, { status: 403 }),
      ),
    )
    await renderWithProviders([{ path: '/admin/settings', element: <SettingsPage /> }], { at: '/admin/settings' })
    expect(await screen.findByRole('alert')).toHaveTextContent('현재 역할로는 할 수 없는 작업입니다.')
  })
})

describe('my notifications', () => {
  afterEach(() => endStaffSession('logout'))

  it('shows my address and current choice, and saves a new one', async () => {
    startStaffSession({
      token: 'staff-token',
      staff: { staffId: 7, email: 'coord@ctc.example.org', name: '김민지', role: 'coordinator' },
      expiresAt: '2099-01-01T00:00:00.000Z',
      idleMinutes: 15,
      recoveryCodesLeft: 10,
    })
    const saved: unknown[] = []
    server.use(
      http.get('/api/admin/me/notifications', () => HttpResponse.json<MyNotifications>({ mode: 'each' })),
      http.put('/api/admin/me/notifications', async ({ request }) => {
        saved.push(await request.json())
        return HttpResponse.json({ result: 'ok' })
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders([{ path: '/admin/notifications', element: <MyNotificationsPage /> }], {
      at: '/admin/notifications',
    })
    expect(await screen.findByLabelText('새 지원이 있을 때마다 메일 받기')).toBeChecked()
    expect(screen.getByText(/coord@ctc\.example\.org 주소로 알려 드립니다/)).toBeVisible()
    await user.click(screen.getByLabelText('메일 받지 않기'))
    await user.click(screen.getByRole('button', { name: '저장' }))
    expect(await screen.findByText('선택을 저장했습니다.')).toBeVisible()
    expect(saved).toEqual([{ mode: 'off' }])
  })
})
