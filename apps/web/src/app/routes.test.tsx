import type { PageId } from '@ctc/contract/public-pages'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGES } from '../config/paths'
import { i18n, initI18n } from '../lib/i18n'
import { codeListHandler } from '../test/code-lists'
import { server } from '../test/msw-server'
import { renderWithProviders } from '../test/render'
import { routes } from './routes'

async function renderAt(path: string) {
  const { router } = await renderWithProviders(routes, { at: path })
  return router
}

beforeAll(async () => {
  await initI18n('kr')
})

// The page views the shell recorded, in order.
let pageViews: unknown[] = []
const EMPTY_PAGE = { dataList: [], paging: { cp: 1, pageSize: 10, totalCount: 0, totalPages: 0 } }

beforeEach(() => {
  pageViews = []
  // Only what the shell and the public screens call without a login; anything else fails the test.
  server.use(
    http.post('/api/analytics/pageview', async ({ request }) => {
      pageViews.push(await request.json())
      return new HttpResponse(null, { status: 204 })
    }),
    codeListHandler(),
    http.post('/api/:lang/recruit/list', () => HttpResponse.json(EMPTY_PAGE)),
    http.get('/api/:lang/recruit/view', () =>
      HttpResponse.json({ code: 'STUDY_NOT_FOUND', message: 'not found' }, { status: 404 }),
    ),
    http.get('/api/:lang/main/healtyStudyList', () => HttpResponse.json(EMPTY_PAGE)),
    http.get('/api/:lang/main/disasesStudyList', () => HttpResponse.json(EMPTY_PAGE)),
    http.get('/api/:lang/main/list', () => HttpResponse.json({ dataList: [] })),
  )
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

// What each public screen itself draws, inside the shell's <main> (the shell draws the <h1>
// from the route alone, so the title proves nothing about the screen).
const SCREEN_CONTENT: Partial<Record<PageId, (main: HTMLElement) => Promise<HTMLElement>>> = {
  login: (main) => within(main).findByRole('button', { name: '로그인' }),
  idFind: (main) => within(main).findByRole('radio', { name: '남성' }),
  pwFind: (main) => within(main).findByRole('button', { name: '링크 받기' }),
  pwChange: (main) => within(main).findByText(/이메일로 받은 링크를 열거나 먼저 로그인해 주세요/),
  join: (main) => within(main).findByRole('heading', { level: 2, name: '개인정보 수집·이용 동의' }),
  introduce: (main) => within(main).findByRole('heading', { level: 2, name: '인사말' }),
  meaning: (main) => within(main).findByRole('heading', { level: 2, name: '임상시험이란' }),
  process: (main) => within(main).findByRole('heading', { level: 2, name: '참여 절차' }),
  subjectGuide: (main) => within(main).findByRole('heading', { level: 2, name: '스크리닝 검진 안내' }),
  appGuide: (main) => within(main).findByRole('heading', { level: 2, name: '앱에서 할 수 있는 일' }),
  faq: (main) => within(main).findByRole('tab', { name: '자주 묻는 질문' }),
  location: (main) => within(main).findByRole('heading', { level: 2, name: '교통편 안내' }),
  recruitment: (main) => within(main).findByRole('search'),
  recruitmentView: (main) => within(main).findByText(/찾으시는 모집공고가 없습니다/),
  recruitmentWrite: (main) => within(main).findByText('모집 공고를 찾을 수 없습니다.'),
  alertsUnsubscribe: (main) => within(main).findByRole('button', { name: '알림 그만 받기' }),
  applicationWithdraw: (main) => within(main).findByText(/이 링크로는 지원을 철회할 수 없습니다/),
  visitBooking: (main) => within(main).findByText(/유효하지 않은 예약 링크입니다/),
}
const PUBLIC = PAGES.filter((page) => SCREEN_CONTENT[page.id])
// Member pages, and the member's application: a visitor is sent to log in, and back after.
const MEMBER_ONLY = PAGES.filter((page) => page.group === 'myinfo' || page.id === 'recruitmentWriteMember')

describe('routes', () => {
  it('know every page: each is public with its screen, member-only, or tested on its own', () => {
    const elsewhere = [
      'main',
      'joinWrite',
      'privacy',
      'privacyEn',
      'privacyCn',
      'privacyJp',
      'duplicateLogin',
      // Opening it calls the API: contact-page.test.tsx.
      'verifyEmail',
    ]
    expect([...PUBLIC, ...MEMBER_ONLY].map((page) => page.id).sort()).toEqual(
      PAGES.map((page) => page.id)
        .filter((id) => !elsewhere.includes(id))
        .sort(),
    )
  })

  it.each(PUBLIC)('/kr/$path shows its own screen under its title', async (page) => {
    const router = await renderAt(`/kr/${page.path}`)
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
      i18n.t(`pages.${page.id}`),
    )
    expect(await SCREEN_CONTENT[page.id]!(screen.getByRole('main'))).toBeVisible()
    expect(router.location.pathname).toBe(`/kr/${page.path}`)
  })

  it.each(MEMBER_ONLY)('/kr/$path sends a visitor to log in, to come back after', async (page) => {
    const router = await renderAt(`/kr/${page.path}`)
    await waitFor(() => expect(router.location.pathname).toBe('/kr/login'), { timeout: 10_000 })
    expect(router.location.search).toBe(`?returnTo=${encodeURIComponent(`/kr/${page.path}`)}`)
    expect(await within(screen.getByRole('main')).findByRole('button', { name: '로그인' })).toBeVisible()
  })

  it.each(['/de/main', '/kr/Main', '/kr/about', '/en/about/appguide', '/kr/main/x'])(
    '%s is not found',
    async (path) => {
      await renderAt(path)
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
        /페이지를 찾을 수 없습니다|Page not found/,
      )
    },
  )

  it('sends / to the main page of the stored locale', async () => {
    window.localStorage.setItem('locale', 'cn')
    const router = await renderAt('/')
    await waitFor(() => expect(router.location.pathname).toBe('/cn/main'), { timeout: 10_000 })
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible()
  })

  it('stores the locale of the path it shows', async () => {
    await renderAt('/jp/contact/location')
    await screen.findByRole('heading', { level: 1, name: 'アクセス' }, { timeout: 10_000 })
    expect(window.localStorage.getItem('locale')).toBe('jp')
  })

  it('records a page view for each location', async () => {
    const router = await renderAt('/kr/about/meaning')
    await screen.findByRole('heading', { level: 1 })
    await router.navigate('/kr/about/process')
    await screen.findByRole('heading', { level: 1, name: '참여 절차' })
    // The notice viewed and the list page are kept; anything else in the query is not.
    // (The first visit to a screen waits for its code: room for a slow, loaded machine.)
    await router.navigate('/kr/studyinfo/recruitmentView?studyId=7&from=mail')
    await screen.findByRole('heading', { level: 1, name: '모집 공고 상세' }, { timeout: 10_000 })
    await router.navigate('/kr/studyinfo/recruitmentView?studyId=8')
    await waitFor(() => expect(pageViews).toHaveLength(4))
    await router.navigate('/kr/studyinfo/recruitment?cp=2&age=30')
    await screen.findByRole('heading', { level: 1, name: '모집 공고' }, { timeout: 10_000 })
    await waitFor(() => expect(pageViews).toHaveLength(5))
    expect(pageViews).toEqual([
      { path: '/kr/about/meaning', locale: 'kr' },
      { path: '/kr/about/process', locale: 'kr' },
      { path: '/kr/studyinfo/recruitmentView?studyId=7', locale: 'kr' },
      { path: '/kr/studyinfo/recruitmentView?studyId=8', locale: 'kr' },
      { path: '/kr/studyinfo/recruitment?cp=2', locale: 'kr' },
    ])
  })
})

describe('family-site dropdown', () => {
  it("lists the center's related sites, and closes on Escape and on a click outside it", async () => {
    const user = userEvent.setup()
    await renderAt('/kr/main')
    const footer = await screen.findByRole('contentinfo')
    const button = await within(footer).findByRole('button', { name: '관련 사이트' })
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(footer).getByRole('link', { name: /보건복지부/ })).toHaveAttribute('href', 'https://www.mohw.go.kr')
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    await user.click(button)
    await user.click(document.body)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
