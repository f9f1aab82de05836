import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
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
