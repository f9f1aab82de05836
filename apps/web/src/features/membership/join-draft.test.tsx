import { fireEvent, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { codeListHandler } from '../../test/code-lists'
import { server } from '../../test/msw-server'
import { PERSON } from '../../test/volunteer'
import { renderWithProviders } from '../../test/render'
import { clearJoinDraft, forgetJoinDraftInMemory, updateJoinDraft } from './join-draft'
import { JoinPage } from './join-page'
import { JoinWritePage } from './join-write-page'

const PASSWORD = 'Volunteer!2026'

const MEMBER = {
  userId: 'hana@example.com',
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  ...PERSON,
  alwaysApplyYn: 'Y',
  entryMonth: '3',
} as const

const ROUTES = [
  { path: '/:locale/membership/join', element: <JoinPage /> },
  { path: '/:locale/membership/write', element: <JoinWritePage /> },
]

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces(['account', 'form'])
})

beforeEach(() => {
  clearJoinDraft()
  server.use(codeListHandler())
})

describe('the sign-up draft', () => {
  it('after a reload of step 2, step 1 shows the details typed and asks for the password again', async () => {
    updateJoinDraft({ consented: true, member: MEMBER })
    forgetJoinDraftInMemory()
    const { router } = await renderWithProviders(ROUTES, { at: '/kr/membership/write' })

    expect(await screen.findByText(/비밀번호를 다시 입력해 주세요/)).toBeVisible()
    expect(router.location.pathname).toBe('/kr/membership/join')
    expect(screen.getByRole('textbox', { name: /이메일/ })).toHaveValue(MEMBER.userId)
    expect(screen.getByRole('textbox', { name: /^이름/ })).toHaveValue(MEMBER.name)
    expect(document.querySelector('#field-password')).toHaveValue('')
    // Neither the password nor anything of step 2 is in the browser's storage.
    const stored = JSON.stringify({ ...window.sessionStorage })
    expect(stored).toContain(MEMBER.name)
    expect(stored).not.toContain(PASSWORD)
  })

  it('keeps the notice when step 2 saves its answers on the way back to step 1', async () => {
    updateJoinDraft({ consented: true, member: MEMBER })
    forgetJoinDraftInMemory()
    updateJoinDraft({ profile: { height: '172' } })
    await renderWithProviders(ROUTES, { at: '/kr/membership/join' })
    expect(await screen.findByText(/비밀번호를 다시 입력해 주세요/)).toBeVisible()
  })

  it('a draft that was never reloaded shows no notice', async () => {
    updateJoinDraft({ consented: true, member: MEMBER })
    await renderWithProviders(ROUTES, { at: '/kr/membership/join' })
    expect(await screen.findByRole('textbox', { name: /^이름/ })).toHaveValue(MEMBER.name)
    expect(screen.queryByText(/비밀번호를 다시 입력해 주세요/)).not.toBeInTheDocument()
  })

  it('step 2 asks before the page is left once a health answer is typed, and keeps the answers out of storage', async () => {
    updateJoinDraft({ consented: true, member: MEMBER })
    await renderWithProviders(ROUTES, { at: '/kr/membership/write' })
    const height = await screen.findByRole('textbox', { name: /^키/ })

    const untouched = new Event('beforeunload', { cancelable: true })
    fireEvent(window, untouched)
    expect(untouched.defaultPrevented).toBe(false)

    await userEvent.type(height, '172')
    const leaving = new Event('beforeunload', { cancelable: true })
    fireEvent(window, leaving)
    expect(leaving.defaultPrevented).toBe(true)
    // \b keeps the draft's own timestamp (…172…) from matching.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toMatch(/\b172\b/)
  })

  it('keeps what step 1 has typed through a reload before Next, and never the password', async () => {
    updateJoinDraft({ consented: true })
    const first = await renderWithProviders(ROUTES, { at: '/kr/membership/join' })
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: /^이름/ }), '김하나')
    await user.type(screen.getByRole('textbox', { name: /주소/ }), '서울특별시 종로구')
    await user.type(document.querySelector<HTMLInputElement>('#field-password')!, PASSWORD)
    // What a reload finds is what storage holds now: a reload runs none of the page's code.
    const stored = JSON.stringify({ ...window.sessionStorage })
    expect(stored).toContain('김하나')
    expect(stored).toContain('서울특별시 종로구')
    expect(stored).not.toContain(PASSWORD)

    first.unmount()
    forgetJoinDraftInMemory()
    await renderWithProviders(ROUTES, { at: '/kr/membership/join' })
    expect(await screen.findByRole('textbox', { name: /^이름/ })).toHaveValue('김하나')
    expect(screen.getByRole('textbox', { name: /주소/ })).toHaveValue('서울특별시 종로구')
    expect(document.querySelector('#field-password')).toHaveValue('')
    expect(screen.getByText(/비밀번호를 다시 입력해 주세요/)).toBeVisible()
  })
})
