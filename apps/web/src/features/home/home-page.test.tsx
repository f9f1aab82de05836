import { seoulToday } from '@ctc/contract/seoul-today'
import { http, HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { buildBanner, siteBannersHandler } from '../../test/site-banners'
import { buildStudyCard, studyPage } from '../../test/studies'
import { HomePage } from './home-page'

const KOREAN_ONLY = buildStudyCard({ title: '한국어 공고', fallbackLocale: 'kr', daysLeft: 3 })
const TRANSLATED = buildStudyCard({ title: 'An English notice', daysLeft: 56 })

function mainHandlers() {
  const counts = { volunteersThisYear: 1, studiesThisYear: 2, studiesRunning: 2 }
  server.use(
    http.get('/api/en/main/list', () =>
      HttpResponse.json({ data: { slideList: [KOREAN_ONLY], closingList: [KOREAN_ONLY, TRANSLATED], counts } }),
    ),
    http.get('/api/en/main/healtyStudyList', () => HttpResponse.json(studyPage([KOREAN_ONLY, TRANSLATED]))),
    http.get('/api/en/main/disasesStudyList', () => HttpResponse.json(studyPage([]))),
  )
}

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('home')
  // jsdom has no matchMedia; the carousel asks it whether motion is reduced.
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
  )
})

describe('HomePage in English', () => {
  it('marks Korean-only notices in the slide, the closing-soon list and the tabs, and reads them as Korean', async () => {
    mainHandlers()
    await renderWithProviders(<HomePage />, { at: '/en/main', path: '/:locale/main', locale: 'en' })
    const slide = (await screen.findByRole('heading', { level: 3, name: '한국어 공고' })).parentElement!
    const closing = screen.getByRole('region', { name: 'Closing soon' })
    const tabs = await screen.findByRole('tabpanel')
    for (const widget of [slide, closing, tabs]) {
      expect(within(widget).getByText('한국어 공고')).toHaveAttribute('lang', 'ko')
      expect(within(widget).getAllByText('Korean only')).toHaveLength(1)
    }
    expect(within(tabs).getByText('An English notice')).not.toHaveAttribute('lang')
  })

  it('shows the days left as urgent only in the last week', async () => {
    mainHandlers()
    await renderWithProviders(<HomePage />, { at: '/en/main', path: '/:locale/main', locale: 'en' })
    const closing = await screen.findByRole('region', { name: 'Closing soon' })
    expect(await within(closing).findByText('3 days left')).toHaveAttribute('data-urgent', 'true')
    expect(within(closing).getByText('56 days left')).not.toHaveAttribute('data-urgent')
  })
})

/** A day in Korea `offset` days from today, as YYYY-MM-DD. */
const koreaDay = (offset: number) => seoulToday(new Date(Date.now() + offset * 86_400_000))

describe('HomePage banners', () => {
  it("shows today's banners in order, in the locale or in Korean, with their links", async () => {
    mainHandlers()
    server.use(
      siteBannersHandler([
        buildBanner({
          link: 'https://ctc.example/open-day',
          linkLabel: { kr: '신청하기', en: 'Sign up', cn: '', jp: '' },
          startsOn: koreaDay(0),
          endsOn: koreaDay(0),
        }),
        buildBanner({ title: { kr: '내일부터', en: 'From tomorrow', cn: '', jp: '' }, startsOn: koreaDay(1) }),
        buildBanner({ title: { kr: '어제까지', en: 'Until yesterday', cn: '', jp: '' }, endsOn: koreaDay(-1) }),
        buildBanner({
          title: { kr: '전화 상담 안내', en: '', cn: '', jp: '' },
          text: { kr: '평일 9시부터', en: '', cn: '', jp: '' },
          link: '/kr/about/process',
        }),
      ]),
    )
    await renderWithProviders(<HomePage />, { at: '/en/main', path: '/:locale/main', locale: 'en' })
    const region = await screen.findByRole('region', { name: 'News from the center' })
    const titles = within(region).getAllByRole('heading', { level: 3 })
    expect(titles.map((title) => title.textContent)).toEqual(['Open information day', '전화 상담 안내'])
    expect(titles[0]).not.toHaveAttribute('lang')
    expect(titles[1]).toHaveAttribute('lang', 'ko')
    expect(within(region).getByText('평일 9시부터')).toHaveAttribute('lang', 'ko')

    const outside = within(region).getByRole('link', { name: /^Sign up/ })
    expect(outside).toHaveTextContent('Sign up (opens in a new window)')
    expect(outside).toHaveAttribute('href', 'https://ctc.example/open-day')
    expect(outside).toHaveAttribute('target', '_blank')
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer')
    // A page of the site opens in the visitor's language; without a label it reads "Read more".
    const inside = within(region).getByRole('link', { name: 'Read more' })
    expect(inside).toHaveAttribute('href', '/en/about/process')
    expect(inside).not.toHaveAttribute('target')
    expect(inside).toHaveAccessibleDescription('전화 상담 안내')
  })

  it('shows no box at all when no banner is published or none is shown today', async () => {
    for (const banners of [null, [buildBanner({ startsOn: koreaDay(1) })]]) {
      mainHandlers()
      server.use(siteBannersHandler(banners))
      const { unmount, queryClient } = await renderWithProviders(<HomePage />, {
        at: '/en/main',
        path: '/:locale/main',
        locale: 'en',
      })
      await waitFor(() => expect(queryClient.getQueryState(['site', 'banners'])?.status).toBe('success'))
      expect(screen.queryByRole('region', { name: 'News from the center' })).toBeNull()
      expect(screen.queryByText('Open information day')).toBeNull()
      unmount()
    }
  })
})
