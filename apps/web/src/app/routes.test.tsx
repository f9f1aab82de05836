import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGES } from '../config/paths'
import { i18n, initI18n } from '../lib/i18n'
import { routes } from './routes'

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return router
}

beforeAll(async () => {
  await initI18n('kr')
})

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  )
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

describe('routes', () => {
  it.each(PAGES.filter((page) => !page.anySegment && page.id !== 'main'))('/kr/$path shows its title', async (page) => {
    renderAt(`/kr/${page.path}`)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(i18n.t(`pages.${page.id}`))
  })

  it.each(['/de/main', '/kr/Main', '/kr/about', '/en/about/appguide', '/kr/main/x'])(
    '%s is not found',
    async (path) => {
      renderAt(path)
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        /페이지를 찾을 수 없습니다|Page not found/,
      )
    },
  )

  it('sends / to the main page of the stored locale', async () => {
    window.localStorage.setItem('locale', 'cn')
    const router = renderAt('/')
    await screen.findByRole('heading', { level: 1 })
    expect(router.state.location.pathname).toBe('/cn/main')
  })

  it('stores the locale of the path it shows', async () => {
    renderAt('/jp/contact/location')
    await screen.findByRole('heading', { level: 1, name: 'アクセス' })
    expect(window.localStorage.getItem('locale')).toBe('jp')
  })

  it('records a page view for each location', async () => {
    const pageViews = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([url]) => typeof url === 'string' && url.endsWith('/api/analytics/pageview'))
        .map(([, init]) => JSON.parse(init?.body as string) as unknown)
    const router = renderAt('/kr/about/meaning')
    await screen.findByRole('heading', { level: 1 })
    await router.navigate('/kr/about/process')
    await screen.findByRole('heading', { level: 1, name: '참여 절차' })
    // The notice viewed and the list page are kept; anything else in the query is not.
    // (The first visit to a screen waits for its code: room for a slow, loaded machine.)
    await router.navigate('/kr/studyinfo/recruitmentView?studyId=7&from=mail')
    await screen.findByRole('heading', { level: 1, name: '모집 공고 상세' }, { timeout: 10_000 })
    await router.navigate('/kr/studyinfo/recruitmentView?studyId=8')
    await waitFor(() => expect(pageViews()).toHaveLength(4))
    await router.navigate('/kr/studyinfo/recruitment?cp=2&age=30')
    await screen.findByRole('heading', { level: 1, name: '모집 공고' }, { timeout: 10_000 })
    expect(pageViews()).toEqual([
      { path: '/kr/about/meaning', locale: 'kr' },
      { path: '/kr/about/process', locale: 'kr' },
      { path: '/kr/studyinfo/recruitmentView?studyId=7', locale: 'kr' },
      { path: '/kr/studyinfo/recruitmentView?studyId=8', locale: 'kr' },
      { path: '/kr/studyinfo/recruitment?cp=2', locale: 'kr' },
    ])
  })
})

describe('family-site dropdown', () => {
  it('closes on Escape and on a click outside it', async () => {
    const user = userEvent.setup()
    renderAt('/kr/main')
    const footer = await screen.findByRole('contentinfo')
    const button = within(footer).getByRole('button', { name: '관련 사이트' })
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(footer).getByRole('link', { name: /한국임상시험참여포털/ })).toBeVisible()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    await user.click(button)
    await user.click(document.body)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
