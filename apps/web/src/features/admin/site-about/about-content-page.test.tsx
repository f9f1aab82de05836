import { ABOUT_PAGES, type SiteAbout } from '@ctc/contract/site-about'
import type { StaffRole } from '@ctc/contract/staff-auth'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../../lib/i18n'
import { endStaffSession, startStaffSession } from '../../../lib/staff-session'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { type ContentCall, SAVED_AT, serveVersionedContent } from '../../../test/versioned-content'
import { ConsoleLayout } from '../shell/console-layout'
import { AboutContentPage } from './about-content-page'

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces(['admin', 'form'])
  // jsdom lays nothing out; the rich text editor asks where the selection is to scroll to it.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
  Range.prototype.getClientRects = noRects
  Range.prototype.getBoundingClientRect = () => new DOMRect()
  document.elementFromPoint = () => null
})

afterEach(() => endStaffSession('logout'))

const body = (kr: string, en = '') => ({ kr, en, cn: '', jp: '' })
const PUBLISHED: SiteAbout = {
  ...(Object.fromEntries(ABOUT_PAGES.map((page) => [page, body(`<p>${page} 본문</p>`)])) as SiteAbout),
  introduce: body('<p>센터를 소개합니다.</p>', '<p>About the center.</p>'),
  meaning: body('<h2>임상시험이란</h2><p>새 약을 확인하는 연구입니다.</p>'),
}

const serve = (calls: ContentCall[], refuseSave = false) =>
  serveVersionedContent({
    path: 'about',
    field: 'about',
    published: PUBLISHED,
    restored: { ...PUBLISHED, introduce: body('<p>예전 소개</p>') },
    calls,
    refuseSave,
  })

const render = () => renderWithProviders(<AboutContentPage />, { at: '/admin/about' })

/** The rich text editor of a body, once it has loaded. */
const editorOf = (name: string) => screen.findByRole('textbox', { name })

/** Replaces what an editor holds with a text typed into it. */
async function retype(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement, text: string) {
  await user.click(editor)
  await user.keyboard('{Control>}a{/Control}{Backspace}')
  if (text) await user.type(editor, text)
}

describe('AboutContentPage', () => {
  it('starts from the published pages, saves a page in another language, previews and publishes it', async () => {
    const calls: ContentCall[] = []
    serve(calls)
    const user = userEvent.setup()
    await render()
    expect(await screen.findByText('게시 중: 7판.', { exact: false })).toBeVisible()
    expect(await editorOf("'센터 소개' 본문(한국어)")).toHaveTextContent('센터를 소개합니다.')
    // Nothing saved, nothing to preview or publish.
    expect(screen.queryByRole('button', { name: '게시' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: '영어' }))
    await retype(user, await editorOf("'센터 소개' 본문(영어)"), 'Welcome to our center.')
    await user.click(screen.getByRole('button', { name: '초안 저장' }))

    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.url).toBe('/api/admin/site/about/draft')
    const saved = calls[0]!.body as SiteAbout
    expect(saved.introduce).toEqual({ ...PUBLISHED.introduce, en: '<p>Welcome to our center.</p>' })
    expect(saved.process).toEqual(PUBLISHED.process)
    expect(await screen.findByText('초안을 저장했습니다. 미리 보기를 확인한 뒤 게시하세요.')).toBeVisible()

    const preview = screen.getByRole('region', { name: '저장한 초안 미리 보기' })
    await user.click(within(preview).getByRole('tab', { name: '영어' }))
    expect(within(preview).getByText('Welcome to our center.')).toBeVisible()
    // A language left empty shows the Korean text, marked as Korean.
    await user.click(within(preview).getByRole('tab', { name: '일본어' }))
    const japanese = within(within(preview).getByRole('tabpanel')).getByText('센터를 소개합니다.')
    expect(japanese.closest('[lang]')).toHaveAttribute('lang', 'ko')

    await user.click(within(preview).getByRole('button', { name: '게시' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/admin/site/about/publish', body: { draftSavedAt: SAVED_AT } })
    expect(await screen.findByText('센터 소개 페이지를 게시했습니다.')).toBeVisible()
    expect(screen.getByText('게시 중: 8판.', { exact: false })).toBeVisible()
    // The form starts again from what is published, in the language being edited.
    expect(screen.getByRole('radio', { name: '영어' })).toBeChecked()
    expect(await editorOf("'센터 소개' 본문(영어)")).toHaveTextContent('Welcome to our center.')
  })

  it('edits another page, keeps its section headings, and keeps what was typed on each page', async () => {
    const calls: ContentCall[] = []
    serve(calls)
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('tab', { name: '참여 절차' }))
    await retype(user, await editorOf("'참여 절차' 본문(한국어)"), '새 절차')
    await user.click(screen.getByRole('tab', { name: '임상시험이란' }))
    const meaning = await editorOf("'임상시험이란' 본문(한국어)")
    await user.type(meaning, '!')
    await user.click(screen.getByRole('tab', { name: '참여 절차' }))
    expect(await editorOf("'참여 절차' 본문(한국어)")).toHaveTextContent('새 절차')
    await user.click(screen.getByRole('button', { name: '초안 저장' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    const saved = calls[0]!.body as SiteAbout
    expect(saved.process.kr).toBe('<p>새 절차</p>')
    // The edit is in, and the page's h2 is still an h2 (an editor without it would make a paragraph of it).
    expect(saved.meaning.kr).toContain('!')
    expect(saved.meaning.kr.replace('!', '')).toBe(PUBLISHED.meaning.kr)
    expect(saved.introduce).toEqual(PUBLISHED.introduce)
  })

  it('refuses an empty Korean text next to the field and in the list, and keeps the other texts', async () => {
    const calls: ContentCall[] = []
    serve(calls)
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('radio', { name: '영어' }))
    await retype(user, await editorOf("'센터 소개' 본문(영어)"), 'Kept in English.')
    await user.click(screen.getByRole('tab', { name: '임상시험이란' }))
    await user.click(screen.getByRole('radio', { name: '한국어 (필수)' }))
    await retype(user, await editorOf("'임상시험이란' 본문(한국어)"), '')
    await user.click(screen.getByRole('tab', { name: '센터 소개' }))
    await user.click(screen.getByRole('button', { name: '초안 저장' }))

    const summary = await screen.findByRole('alert')
    expect(summary).toHaveFocus()
    expect(within(summary).getByRole('button')).toHaveTextContent('임상시험이란 › 한국어: 필수 입력 항목입니다.')
    expect(calls).toHaveLength(0)
    // The problem's button opens its page and language, with the message beside the field.
    await user.click(within(summary).getByRole('button'))
    const editor = await editorOf("'임상시험이란' 본문(한국어)")
    await waitFor(() => expect(editor).toHaveFocus())
    expect(editor).toHaveAccessibleDescription('필수 입력 항목입니다.')
    await user.click(screen.getByRole('tab', { name: '센터 소개' }))
    await user.click(screen.getByRole('radio', { name: '영어' }))
    expect(await editorOf("'센터 소개' 본문(영어)")).toHaveTextContent('Kept in English.')
  })

  it('says in words when the server refuses the draft, and keeps the form', async () => {
    const calls: ContentCall[] = []
    serve(calls, true)
    const user = userEvent.setup()
    await render()
    await retype(user, await editorOf("'센터 소개' 본문(한국어)"), '고친 소개')
    await user.click(screen.getByRole('button', { name: '초안 저장' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '받아들일 수 없는 값이 있습니다. 입력 내용을 확인해 주세요.',
    )
    expect(screen.getByRole('textbox', { name: "'센터 소개' 본문(한국어)" })).toHaveTextContent('고친 소개')
    expect(screen.queryByRole('button', { name: '게시' })).not.toBeInTheDocument()
  })

  it('restores an earlier publication into the form', async () => {
    const calls: ContentCall[] = []
    serve(calls)
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('button', { name: '3판 복원' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/admin/site/about/versions/3/restore' })
    expect(await screen.findByText('3판을 다시 게시했습니다.')).toBeVisible()
    expect(screen.getByRole('cell', { name: '9 (3판 복원)' })).toBeVisible()
    expect(await editorOf("'센터 소개' 본문(한국어)")).toHaveTextContent('예전 소개')
  })

  it("says in words that a coordinator's role does not open the pages", async () => {
    server.use(
      http.get('/api/admin/site/about', () =>
        HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'forbidden' } }, { status: 403 }),
      ),
    )
    await render()
    expect(await screen.findByRole('alert')).toHaveTextContent('현재 역할로는 할 수 없는 작업입니다.')
    expect(screen.queryByRole('button', { name: '초안 저장' })).not.toBeInTheDocument()
  })

  it.each([
    ['admin', true],
    ['coordinator', false],
  ] as [StaffRole, boolean][])('shows the menu entry to the role %s: %s', async (role, shown) => {
    startStaffSession({
      token: 'staff-token',
      staff: { staffId: 1, email: 'first@ctc.example.org', name: '김관리', role },
      expiresAt: '2099-01-01T00:00:00.000Z',
      idleMinutes: 15,
      recoveryCodesLeft: 10,
    })
    server.use(http.get('/api/admin/site/status', () => HttpResponse.json({ identitySet: true })))
    await renderWithProviders(<ConsoleLayout />, { at: '/admin' })
    const menu = await screen.findByRole('navigation', { name: '콘솔 메뉴' })
    const link = within(menu).queryByRole('link', { name: '센터 소개 페이지' })
    if (shown) expect(link).toHaveAttribute('href', '/admin/about')
    else expect(link).not.toBeInTheDocument()
  })
})
