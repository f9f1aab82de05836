import type { SiteBanners } from '@ctc/contract/site-banners'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { renderWithProviders } from '../../../test/render'
import { buildBanner } from '../../../test/site-banners'
import { type ContentCall, SAVED_AT, serveVersionedContent } from '../../../test/versioned-content'
import { BannersContentPage } from './banners-content-page'

beforeAll(async () => {
  await initI18n('kr')
})

const PUBLISHED: SiteBanners = {
  banners: [
    buildBanner({ title: { kr: '전화 상담 안내', en: 'Talk to us', cn: '', jp: '' } }),
    buildBanner({ startsOn: '2026-12-01', endsOn: '2026-12-09' }),
  ],
}

/** The console API of the banners; restoring version 3 brings back the published ones. */
function serveBanners(refuseSave = false) {
  const calls: ContentCall[] = []
  serveVersionedContent({
    path: 'banners',
    field: 'banners',
    published: PUBLISHED,
    restored: PUBLISHED,
    calls,
    refuseSave,
  })
  return calls
}

const render = () => renderWithProviders(<BannersContentPage />, { at: '/admin/banners' })

/** Types a text into a field at once (typing it key by key only makes the test slower). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

describe('BannersContentPage', () => {
  it(
    'adds a banner in English with a link and days, saves it as a draft, previews and publishes it',
    { timeout: 30_000 },
    async () => {
      const calls = serveBanners()
      const user = userEvent.setup()
      await render()
      expect(await screen.findByRole('heading', { name: '배너 1: 전화 상담 안내' })).toBeVisible()
      expect(screen.getByText('게시 중: 7판.', { exact: false })).toBeVisible()
      expect(screen.queryByRole('button', { name: '게시' })).not.toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: '배너 추가' }))
      const third = screen.getByRole('region', { name: '배너 3: (제목 없음)' })
      await enter(user, within(third).getByRole('textbox', { name: '제목(한국어)' }), '야간 검진')
      await enter(user, within(third).getByRole('textbox', { name: '링크' }), 'https://ctc.example/night')
      await user.type(within(third).getByLabelText('게시 시작일'), '2026-12-01')
      await user.click(screen.getByRole('radio', { name: '영어' }))
      await enter(user, within(third).getByRole('textbox', { name: '제목(영어)' }), 'Evening check-ups')
      await enter(user, within(third).getByRole('textbox', { name: '내용(영어)' }), 'On Thursdays until 8 pm.')
      await user.click(screen.getByRole('button', { name: '배너 3 위로' }))
      await user.click(screen.getByRole('button', { name: '초안 저장' }))

      await waitFor(() => expect(calls).toHaveLength(1))
      expect(calls[0]!.url).toBe('/api/admin/site/banners/draft')
      const saved = calls[0]!.body as SiteBanners
      expect(saved.banners).toHaveLength(3)
      expect(saved.banners[0]).toEqual(PUBLISHED.banners[0])
      expect(saved.banners[1]).toEqual({
        title: { kr: '야간 검진', en: 'Evening check-ups', cn: '', jp: '' },
        text: { kr: '', en: 'On Thursdays until 8 pm.', cn: '', jp: '' },
        link: 'https://ctc.example/night',
        linkLabel: { kr: '', en: '', cn: '', jp: '' },
        startsOn: '2026-12-01',
        endsOn: null,
      })
      expect(saved.banners[2]).toEqual(PUBLISHED.banners[1])
      expect(await screen.findByText('초안을 저장했습니다. 미리 보기를 확인한 뒤 게시하세요.')).toBeVisible()

      const preview = screen.getByRole('region', { name: '저장한 초안 미리 보기' })
      await user.click(within(preview).getByRole('tab', { name: '영어' }))
      const panel = within(preview).getByRole('tabpanel')
      expect(within(panel).getByRole('heading', { name: 'Evening check-ups' })).toBeVisible()
      // A language left empty shows the Korean text, marked as Korean.
      await user.click(within(preview).getByRole('tab', { name: '일본어' }))
      expect(within(within(preview).getByRole('tabpanel')).getByRole('heading', { name: '야간 검진' })).toHaveAttribute(
        'lang',
        'ko',
      )

      await user.click(within(preview).getByRole('button', { name: '게시' }))
      await waitFor(() => expect(calls).toHaveLength(2))
      expect(calls[1]).toEqual({
        method: 'POST',
        url: '/api/admin/site/banners/publish',
        body: { draftSavedAt: SAVED_AT },
      })
      expect(await screen.findByText('배너를 게시했습니다.')).toBeVisible()
      expect(screen.getByText('게시 중: 8판.', { exact: false })).toBeVisible()
    },
  )

  it('refuses an unsafe link and a last day before the first, lists the problems and keeps what was typed', async () => {
    const calls = serveBanners()
    const user = userEvent.setup()
    await render()
    const first = await screen.findByRole('region', { name: '배너 1: 전화 상담 안내' })
    await enter(user, within(first).getByRole('textbox', { name: '링크' }), 'javascript:alert(1)')
    await user.type(within(first).getByLabelText('게시 시작일'), '2026-12-10')
    await user.type(within(first).getByLabelText('게시 종료일'), '2026-12-09')
    await user.click(screen.getByRole('radio', { name: '영어' }))
    await user.clear(within(first).getByRole('textbox', { name: '제목(영어)' }))
    await enter(user, within(first).getByRole('textbox', { name: '제목(영어)' }), 'Phone hours')
    await user.click(screen.getByRole('button', { name: '초안 저장' }))

    const summary = await screen.findByRole('alert')
    expect(summary).toHaveFocus()
    expect(
      within(summary)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '배너 1 › 링크: /로 시작하는 이 사이트의 페이지(//는 안 됩니다)나 https://로 시작하는 주소를 입력하세요.',
      '배너 1 › 게시 종료일: 게시 종료일이 시작일보다 앞섭니다.',
    ])
    expect(calls).toHaveLength(0)
    expect(within(first).getByRole('textbox', { name: '링크' })).toHaveAttribute('aria-invalid', 'true')
    expect(within(first).getByRole('textbox', { name: '링크' })).toHaveValue('javascript:alert(1)')
    expect(within(first).getByRole('textbox', { name: '제목(영어)' })).toHaveValue('Phone hours')
  })

  it("shows the server's refusal and keeps the form as typed", async () => {
    const calls = serveBanners(true)
    const user = userEvent.setup()
    await render()
    const first = await screen.findByRole('region', { name: '배너 1: 전화 상담 안내' })
    await enter(user, within(first).getByRole('textbox', { name: '제목(한국어)' }), '!')
    await user.click(screen.getByRole('button', { name: '초안 저장' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(await screen.findByRole('alert')).toHaveTextContent('받아들일 수 없는 값이 있습니다.')
    expect(within(first).getByRole('textbox', { name: '제목(한국어)' })).toHaveValue('전화 상담 안내!')
  })

  it('removes a banner, and restores an earlier publication', async () => {
    const calls = serveBanners()
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('button', { name: '배너 1 삭제' }))
    expect(screen.getByRole('heading', { name: '배너 1: 공개 설명회' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: '초안 저장' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect((calls[0]!.body as SiteBanners).banners).toEqual([PUBLISHED.banners[1]])

    await user.click(await screen.findByRole('button', { name: '3판 복원' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/admin/site/banners/versions/3/restore' })
    expect(await screen.findByText('3판을 다시 게시했습니다.')).toBeVisible()
    expect(screen.getByRole('cell', { name: '9 (3판 복원)' })).toBeVisible()
    // A restore leaves the saved draft as it was.
    expect(screen.getByRole('heading', { name: '배너 1: 공개 설명회' })).toBeVisible()
  })
})
