import type { SiteFaq } from '@ctc/contract/site-faq'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { renderWithProviders } from '../../../test/render'
import { TEST_FAQ } from '../../../test/site-faq'
import { type ContentCall, SAVED_AT, serveVersionedContent } from '../../../test/versioned-content'
import { FaqContentPage } from './faq-content-page'

beforeAll(async () => {
  await initI18n('kr')
})

const PUBLISHED: SiteFaq = { categories: TEST_FAQ.categories }

const serve = (calls: ContentCall[]) =>
  serveVersionedContent({ path: 'faq', field: 'faq', published: PUBLISHED, restored: PUBLISHED, calls })

const render = () => renderWithProviders(<FaqContentPage />, { at: '/admin/faq' })

describe('FaqContentPage', () => {
  it('starts from the published FAQ, saves a change in another language as a draft, previews and publishes it', async () => {
    const calls: ContentCall[] = []
    serve(calls)
    const user = userEvent.setup()
    await render()
    expect(await screen.findByRole('heading', { name: '분류 1: 자주 묻는 질문' })).toBeVisible()
    expect(screen.getByText('게시 중: 7판.', { exact: false })).toBeVisible()
    // Nothing saved, nothing to preview or publish.
    expect(screen.queryByRole('button', { name: '게시' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: '영어' }))
    await user.click(screen.getByRole('button', { name: '분류 1의 질문 1 편집' }))
    const question = screen.getByRole('textbox', { name: '질문(영어)' })
    expect(question).toHaveValue('Does it cost anything?')
    await user.clear(question)
    await user.type(question, 'Is taking part free?')
    await user.click(screen.getByRole('button', { name: '초안 저장' }))

    await waitFor(() => expect(calls).toHaveLength(1))
    const saved = calls[0]!.body as SiteFaq
    expect(calls[0]!.url).toBe('/api/admin/site/faq/draft')
    expect(saved.categories[0]!.entries[0]!.question).toEqual({
      ...PUBLISHED.categories[0]!.entries[0]!.question,
      en: 'Is taking part free?',
    })
    expect(saved.categories[1]).toEqual(PUBLISHED.categories[1])
    expect(await screen.findByText('초안을 저장했습니다. 미리 보기를 확인한 뒤 게시하세요.')).toBeVisible()

    const preview = screen.getByRole('region', { name: '저장한 초안 미리 보기' })
    await user.click(within(preview).getByRole('tab', { name: '영어' }))
    expect(within(preview).getByText('Is taking part free?')).toBeVisible()
    // A language left empty shows the Korean text, marked as Korean.
    await user.click(within(preview).getByRole('tab', { name: '중국어' }))
    expect(within(within(preview).getByRole('tabpanel')).getByText('보상')).toHaveAttribute('lang', 'ko')

    await user.click(within(preview).getByRole('button', { name: '게시' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/admin/site/faq/publish', body: { draftSavedAt: SAVED_AT } })
    expect(await screen.findByText('자주 묻는 질문을 게시했습니다.')).toBeVisible()
    expect(screen.getByText('게시 중: 8판.', { exact: false })).toBeVisible()
  })

  it('does not publish a draft changed since it was saved', async () => {
    const calls: ContentCall[] = []
    serve(calls)
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('button', { name: '분류 1의 질문 1 편집' }))
    await user.type(screen.getByRole('textbox', { name: '질문(한국어)' }), '!')
    await user.click(screen.getByRole('button', { name: '초안 저장' }))
    expect(await screen.findByRole('button', { name: '게시' })).toBeEnabled()
    await user.type(screen.getByRole('textbox', { name: '질문(한국어)' }), '?')
    expect(screen.getByRole('button', { name: '게시' })).toBeDisabled()
    expect(screen.getByText(/바뀐 내용을 먼저 저장하세요/)).toBeVisible()
  })

  it('refuses a draft with missing Korean texts or a bad address, lists the problems and keeps what was typed', async () => {
    const calls: ContentCall[] = []
    serve(calls)
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('button', { name: '분류 추가' }))
    const third = screen.getByRole('region', { name: '분류 3: (제목 없음)' })
    await user.type(within(third).getByRole('textbox', { name: '페이지 주소(?tab=)' }), 'Bad Slug')
    await user.click(screen.getByRole('radio', { name: '영어' }))
    await user.type(within(third).getByRole('textbox', { name: '분류 이름(영어)' }), 'Parking')
    await user.click(screen.getByRole('button', { name: '초안 저장' }))

    const summary = await screen.findByRole('alert')
    expect(summary).toHaveFocus()
    expect(
      within(summary)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '분류 3 › 주소: 영문 소문자로 시작하고 영문 소문자, 숫자, 하이픈만 쓰세요.',
      '분류 3 › 분류 이름 › 한국어: 필수 입력 항목입니다.',
      '분류 3 › 질문 1 › 질문 › 한국어: 필수 입력 항목입니다.',
      '분류 3 › 질문 1 › 답변 › 한국어: 필수 입력 항목입니다.',
    ])
    expect(calls).toHaveLength(0)
    // The question with a problem is open, and the language of a problem is a click away.
    await user.click(within(summary).getByRole('button', { name: /분류 3 › 질문 1 › 질문 › 한국어/ }))
    expect(await screen.findByRole('radio', { name: '한국어 (필수)' })).toBeChecked()
    expect(within(third).getByRole('textbox', { name: '질문(한국어)' })).toHaveAttribute('aria-invalid', 'true')
    await user.click(screen.getByRole('radio', { name: '영어' }))
    expect(within(third).getByRole('textbox', { name: '분류 이름(영어)' })).toHaveValue('Parking')
    expect(within(third).getByRole('textbox', { name: '페이지 주소(?tab=)' })).toHaveValue('Bad Slug')
  })

  it('reorders and removes categories and questions', async () => {
    const calls: ContentCall[] = []
    serve(calls)
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('button', { name: '분류 2 위로' }))
    expect(screen.getByRole('heading', { name: '분류 1: 보상' })).toBeVisible()
    const second = screen.getByRole('region', { name: '분류 2: 자주 묻는 질문' })
    await user.click(within(second).getByRole('button', { name: '분류 2의 질문 1 삭제' }))
    expect(within(second).getByText('이 분류에는 아직 질문이 없습니다.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: '초안 저장' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    const saved = calls[0]!.body as SiteFaq
    expect(saved.categories.map((c) => c.slug)).toEqual(['compensation', 'faq'])
    expect(saved.categories[1]!.entries).toEqual([])
  })

  it('restores an earlier publication', async () => {
    const calls: ContentCall[] = []
    serve(calls)
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('button', { name: '3판 복원' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/admin/site/faq/versions/3/restore' })
    expect(await screen.findByText('3판을 다시 게시했습니다.')).toBeVisible()
    expect(screen.getByRole('cell', { name: '9 (3판 복원)' })).toBeVisible()
  })
})
