import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { readDraft, writeDraft } from '../../lib/session-drafts'
import { readLoginRecord, storeLoginRecord } from '../../lib/storage'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { LoginPage } from './login-page'

const NOTICE = '/kr/studyinfo/recruitmentWriteMember?studyId=5'

const ROUTES = [
  { path: '/:locale/login', element: <LoginPage /> },
  { path: '/:locale/studyinfo/recruitmentWriteMember', element: <p>application</p> },
  { path: '/:locale/myinfo/qnaWrite', element: <p>question</p> },
  { path: '/:locale/main', element: <p>home</p> },
]

const t = (key: string) => i18n.t(key, { ns: 'account' })

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces(['account', 'form'])
})

async function logIn(email: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: /이메일/ }), email)
  await user.type(document.querySelector<HTMLInputElement>('#field-password')!, 'Volunteer#2026')
  await user.click(screen.getByRole('button', { name: t('login.submit') }))
}

describe('the login page', () => {
  it('keeps where the visitor was going on its sign-up link', async () => {
    await renderWithProviders(ROUTES, { at: `/kr/login?returnTo=${encodeURIComponent(NOTICE)}` })
    expect(await screen.findByRole('link', { name: t('login.join') })).toHaveAttribute(
      'href',
      `/kr/membership/join?returnTo=${encodeURIComponent(NOTICE)}`,
    )
  })

  it('links to a plain sign-up without a page to go back to, or with one on another site', async () => {
    await renderWithProviders(ROUTES, { at: `/kr/login?returnTo=${encodeURIComponent('https://evil.example')}` })
    expect(await screen.findByRole('link', { name: t('login.join') })).toHaveAttribute('href', '/kr/membership/join')
  })

  it('says that the session ended, forgets its record, and keeps what the same member typed', async () => {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ auth: 'new-token-of-the-session', userName: '김하늘' })),
    )
    // The member logged in here before and typed a question; then the session ended.
    const before = await renderWithProviders(ROUTES, { at: '/kr/login' })
    await logIn('kim@example.com')
    expect(await screen.findByText('home')).toBeVisible()
    before.unmount()
    writeDraft('question', { title: '검진 일정 문의', body: '' })
    storeLoginRecord({ token: 'the-old-session-token-that-ended' })

    const back = `/kr/myinfo/qnaWrite`
    const { router } = await renderWithProviders(ROUTES, {
      at: `/kr/login?returnTo=${encodeURIComponent(back)}&reason=sessionEnded`,
    })
    expect(await screen.findByText(t('login.sessionEnded'))).toBeVisible()
    expect(readLoginRecord()).toBeUndefined()
    await logIn('Kim@example.com')
    expect(await screen.findByText('question')).toBeVisible()
    expect(router.location.pathname).toBe(back)
    expect(readDraft('question')).toEqual({ title: '검진 일정 문의', body: '' })
  })

  it('drops drafts that another account typed', async () => {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ auth: 'token-of-the-other-one', userName: '이영희' })),
    )
    writeDraft('question', { title: '다른 사람의 문의', body: '' })
    await renderWithProviders(ROUTES, { at: `/kr/login?returnTo=${encodeURIComponent(NOTICE)}` })
    await logIn('lee@example.com')
    expect(await screen.findByText('application')).toBeVisible()
    expect(readDraft('question')).toBeUndefined()
  })
})
