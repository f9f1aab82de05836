import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { siteFaqHandler } from '../../test/site-faq'
import { FaqPage } from './faq-page'

async function renderAt(path: string, locale: 'kr' | 'en' | 'cn' | 'jp' = 'kr') {
  const { router } = await renderWithProviders(<FaqPage />, { at: path, path: '/:locale/contact/faq', locale })
  return router
}

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces('faq')
})

describe('FaqPage', () => {
  it('shows the published categories as tabs, the first without a query, and the one named by ?tab= otherwise', async () => {
    await renderAt('/kr/contact/faq')
    expect(await screen.findByRole('tab', { name: '자주 묻는 질문' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['자주 묻는 질문', '보상'])
  })

  it('keeps the selected tab in the URL, so Back returns to the previous tab', async () => {
    const user = userEvent.setup()
    const router = await renderAt('/kr/contact/faq?tab=compensation')
    const compensation = await screen.findByRole('tab', { name: '보상' })
    expect(compensation).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('사례비는 언제 받나요?')

    await user.click(compensation)
    await user.keyboard('{ArrowLeft}')
    expect(router.location.search).toBe('?tab=faq')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('참여 비용이 있나요?')

    await router.navigate(-1)
    expect(await screen.findByRole('tab', { name: '보상', selected: true })).toBeInTheDocument()
  })

  it('falls back to the first tab for an unknown ?tab=', async () => {
    await renderAt('/kr/contact/faq?tab=nope')
    expect(await screen.findByRole('tab', { name: '자주 묻는 질문' })).toHaveAttribute('aria-selected', 'true')
  })

  it('opens and closes an answer, rich text included, with its question', async () => {
    const user = userEvent.setup()
    await renderAt('/kr/contact/faq?tab=compensation')
    const panel = await screen.findByRole('tabpanel')
    const question = within(panel).getByText('사례비는 언제 받나요?')
    const details = question.closest('details')
    expect(details).not.toHaveAttribute('open')
    await user.click(question)
    expect(details).toHaveAttribute('open')
    expect(within(panel).getByText('3주 이내').tagName).toBe('STRONG')
    await user.click(question)
    expect(details).not.toHaveAttribute('open')
  })

  it("shows a locale's own texts", async () => {
    await renderAt('/en/contact/faq?tab=compensation', 'en')
    expect(await screen.findByRole('tab', { name: 'Compensation' })).toBeInTheDocument()
    expect(screen.getByText('When am I paid?')).not.toHaveAttribute('lang')
  })

  it('shows the Korean texts, marked lang=ko, where a locale has none', async () => {
    await renderAt('/cn/contact/faq?tab=compensation', 'cn')
    expect(await screen.findByText('보상')).toHaveAttribute('lang', 'ko')
    expect(screen.getByText('사례비는 언제 받나요?')).toHaveAttribute('lang', 'ko')
    expect(screen.getByText('3주 이내').closest('[lang]')).toHaveAttribute('lang', 'ko')
    expect(screen.getByText('常见问题')).not.toHaveAttribute('lang')
  })

  it('shows a neutral note and the contact section on a site without a published FAQ', async () => {
    server.use(siteFaqHandler(null))
    await renderAt('/kr/contact/faq')
    expect(await screen.findByText(/아직 등록된 자주 묻는 질문이 없습니다/)).toBeVisible()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '찾으시는 답변이 없나요?' })).toBeVisible()
  })
})
