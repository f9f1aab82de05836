import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { siteAboutHandler } from '../../test/site-about'
import { IntroducePage, ProcessPage, SubjectGuidePage } from './about-page'

type Locale = 'kr' | 'en' | 'cn' | 'jp'

const renderAt = (page: React.ReactNode, at: string, locale: Locale) =>
  renderWithProviders(page, { at, path: '/:locale/about/:page', locale })

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces('about')
})

describe('about pages', () => {
  it("show the published body of the page in the page's locale, its rich text as written", async () => {
    await renderAt(<ProcessPage />, '/en/about/process', 'en')
    const heading = await screen.findByRole('heading', { level: 2, name: 'How to take part' })
    const body = heading.parentElement as HTMLElement
    expect(body).not.toHaveAttribute('lang')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('Get paid').tagName).toBe('STRONG')
    expect(body).toHaveTextContent('Within 21 days.')
    expect(body).not.toHaveTextContent('모집 공고')
  })

  it.each([
    ['kr', '인사말'],
    ['en', 'Welcome'],
    ['cn', '致辞'],
    ['jp', 'ごあいさつ'],
  ] as const)('show the introduction in %s', async (locale, title) => {
    await renderAt(<IntroducePage />, `/${locale}/about/introduce`, locale)
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible()
  })

  it('show the Korean body, marked lang="ko", where the locale was left empty', async () => {
    await renderAt(<SubjectGuidePage />, '/jp/about/subjectguide', 'jp')
    const heading = await screen.findByRole('heading', { level: 2, name: '스크리닝 검진 안내' })
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'ko')
    expect(screen.getByText('신분증을 가져오세요.')).toBeVisible()
  })

  it('show a neutral note, and no text of any center, when nothing was published', async () => {
    server.use(siteAboutHandler(null))
    await renderAt(<IntroducePage />, '/en/about/introduce', 'en')
    expect(await screen.findByText('This page has not been written yet.')).toBeVisible()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })

  it('say so while loading, and when the body cannot be loaded', async () => {
    server.use(http.get('/api/site/about', () => HttpResponse.json({ error: { code: 'INTERNAL' } }, { status: 500 })))
    await renderAt(<IntroducePage />, '/kr/about/introduce', 'kr')
    expect(screen.getByRole('status')).toHaveTextContent('페이지 내용을 불러오는 중입니다.')
    expect(await screen.findByRole('alert')).toHaveTextContent('페이지 내용을 불러오지 못했습니다.')
  })
})
