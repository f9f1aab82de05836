import type { MemberInfoResponse } from '@ctc/contract/my-page'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { markPasswordConfirmed } from '../../lib/password-confirmation'
import { storeLoginRecord } from '../../lib/storage'
import { codeListHandler } from '../../test/code-lists'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { PERSON } from '../../test/volunteer'
import { QnaWritePage } from './qna-write-page'
import { UserModifyPage } from './user-modify-page'

// What a member types on My Page is kept while the session ends: the save sends them to log in
// again (which says why), and the form opens again with what they typed, said so.

const TOKEN = 'a-session-token-of-43-characters-or-so-xyz'

const MEMBER: MemberInfoResponse = {
  user: { userId: 'kim@example.com', ...PERSON, alwaysApplyYn: 'Y', entryMonth: '3', joinDate: '2026-11-22' },
  sickList: [],
  sbjCondList: [],
  sbjTyList: [],
  langList: [],
}

const ROUTES = [
  { path: '/:locale/myinfo/qnaWrite', element: <QnaWritePage /> },
  { path: '/:locale/myinfo/qna', element: <p>questions</p> },
  { path: '/:locale/myinfo/userModify', element: <UserModifyPage /> },
  { path: '/:locale/myinfo/userinfo', element: <p>member info</p> },
  { path: '/:locale/login', element: <p>login</p> },
]

const sessionEnded = () => HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'log in' } }, { status: 401 })
const t = (key: string) => i18n.t(key, { ns: 'mypage' })

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces(['mypage', 'form'])
})

describe('a My Page form whose session ends', () => {
  it('keeps a new question through logging in again, and says it was kept', async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    server.use(http.post('/api/kr/qna/write', sessionEnded))
    const first = await renderWithProviders(ROUTES, { at: '/kr/myinfo/qnaWrite' })
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: /제목/ }), '검진 일정 문의')
    await user.type(screen.getByRole('textbox', { name: /내용/ }), '다음 방문은 언제인가요?')
    await user.click(screen.getByRole('button', { name: t('qna.send') }))
    expect(await screen.findByText('login')).toBeVisible()
    expect(first.router.location.search).toBe(
      `?returnTo=${encodeURIComponent('/kr/myinfo/qnaWrite')}&reason=sessionEnded`,
    )
    first.unmount()

    // Logged in again, back on the page: the question is there, and the page says why.
    storeLoginRecord({ token: `${TOKEN}-new`, userName: '김하늘' })
    await renderWithProviders(ROUTES, { at: '/kr/myinfo/qnaWrite' })
    expect(await screen.findByRole('textbox', { name: /제목/ })).toHaveValue('검진 일정 문의')
    expect(screen.getByRole('textbox', { name: /내용/ })).toHaveValue('다음 방문은 언제인가요?')
    expect(screen.getByText(t('draftRestored'))).toBeVisible()
  })

  it('keeps edited member info, and forgets it once saved', async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    markPasswordConfirmed(TOKEN)
    let saved: unknown
    server.use(
      codeListHandler(),
      http.get('/api/kr/sbjUser/edit', () => HttpResponse.json(MEMBER)),
      http.post('/api/kr/sbjUser/edit', sessionEnded),
    )
    const first = await renderWithProviders(ROUTES, { at: '/kr/myinfo/userModify' })
    const user = userEvent.setup()
    const address = await screen.findByRole('textbox', { name: /주소/ })
    await user.clear(address)
    await user.type(address, '부산광역시 해운대구')
    await user.click(screen.getByRole('button', { name: t('save') }))
    expect(await screen.findByText('login')).toBeVisible()
    first.unmount()

    markPasswordConfirmed(`${TOKEN}-new`)
    storeLoginRecord({ token: `${TOKEN}-new`, userName: '김하늘' })
    server.use(
      http.post('/api/kr/sbjUser/edit', async ({ request }) => {
        saved = await request.json()
        return HttpResponse.json({ result: 'ok' })
      }),
    )
    const second = await renderWithProviders(ROUTES, { at: '/kr/myinfo/userModify' })
    expect(await screen.findByRole('textbox', { name: /주소/ })).toHaveValue('부산광역시 해운대구')
    expect(screen.getByText(t('draftRestored'))).toBeVisible()
    await user.click(screen.getByRole('button', { name: t('save') }))
    expect(await screen.findByText('member info')).toBeVisible()
    expect(saved).toMatchObject({ address: '부산광역시 해운대구' })
    second.unmount()

    // Saved, nothing is kept: the form opens with the stored details and no note.
    await renderWithProviders(ROUTES, { at: '/kr/myinfo/userModify' })
    expect(await screen.findByRole('textbox', { name: /주소/ })).toHaveValue(PERSON.address)
    expect(screen.queryByText(t('draftRestored'))).toBeNull()
  })

  it('keeps nothing of a form left unchanged, and drops what was typed on cancel', async () => {
    storeLoginRecord({ token: TOKEN, userName: '김하늘' })
    const first = await renderWithProviders(ROUTES, { at: '/kr/myinfo/qnaWrite' })
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: /제목/ }), '취소할 문의')
    await user.click(screen.getByRole('link', { name: t('cancel') }))
    expect(await screen.findByText('questions')).toBeVisible()
    first.unmount()
    await renderWithProviders(ROUTES, { at: '/kr/myinfo/qnaWrite' })
    expect(await screen.findByRole('textbox', { name: /제목/ })).toHaveValue('')
    expect(screen.queryByText(t('draftRestored'))).toBeNull()
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([])
  })
})
