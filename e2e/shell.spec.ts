import type { APIRequestContext, Frame, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { LOCALES, expectNoAxeViolations, queryDatabase } from './support'
import { uniqueClientAddress } from './members'

const HOME_HEADINGS = {
  kr: '임상시험 참여, 안전하고 투명하게',
  en: 'Take part in clinical research, safely and openly',
  cn: '安全、透明地参与临床试验',
  jp: '安心して、透明性のある臨床試験へのご参加を',
}

test.describe('locale', () => {
  test('the language links switch locale, and the choice is stored for the site root', async ({ page }) => {
    await page.goto('/kr/main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.kr)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')

    await page.getByRole('navigation', { name: '다른 언어' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL('/en/main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.en)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en')

    await page.getByRole('link', { name: '日本語' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.jp)
    await page.goto('/')
    await expect(page).toHaveURL('/jp/main')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  })

  for (const [language, locale, tag] of [
    ['ko-KR', 'kr', 'ko'],
    ['en-US', 'en', 'en'],
    ['zh-CN', 'cn', 'zh-CN'],
    ['ja', 'jp', 'ja'],
    ['fr-FR', 'kr', 'ko'],
  ] as const) {
    test(`a first visit to / with the browser in ${language} opens /${locale}/main`, async ({ browser }) => {
      const context = await browser.newContext({ locale: language })
      const page = await context.newPage()
      await page.goto('/')
      await expect(page).toHaveURL(`/${locale}/main`)
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS[locale])
      await context.close()
    })
  }

  test('each locale has its own page titles', async ({ page }) => {
    await page.goto('/cn/contact/faq')
    await expect(page).toHaveTitle('常见问题 | 明伦大学医院临床试验中心')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('常见问题')
  })
})

test.describe('not found', () => {
  for (const [path, heading] of [
    ['/xx/main', '페이지를 찾을 수 없습니다'],
    ['/kr/nope', '페이지를 찾을 수 없습니다'],
    ['/kr/MAIN', '페이지를 찾을 수 없습니다'],
    ['/kr', '페이지를 찾을 수 없습니다'],
    ['/en/about/appguide', 'Page not found'],
    ['/jp/main/extra', 'ページが見つかりません'],
  ] as const) {
    test(`${path} answers 404 with the localized not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', /\/(kr|en|jp)\/main$/)
    })
  }

  test('appguide exists in Korean, and only there in the side menu', async ({ page }) => {
    await page.goto('/kr/about/appguide')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('모바일 앱 안내')
    await page.goto('/en/about/introduce')
    const sideMenu = page.getByRole('navigation', { name: 'About the Center section menu' })
    await expect(sideMenu.getByRole('link')).toHaveText([
      'About the Center',
      'What is a clinical trial?',
      'How to take part',
      'Screening and stay guide',
    ])
  })

  test('privacy and duplicate-login pages take any first segment', async ({ page }) => {
    expect((await page.goto('/pages/PrivacyPageEn'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('페이지를 찾을 수 없습니다')
    await page.goto('/x/DuplicateLogin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('중복 로그인 안내')
  })
})

test.describe('an unsupported browser', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/70.0 Edge/18.19045' })

  test('is told once per session that Chrome is recommended', async ({ page }) => {
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await page.goto('/kr/main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.kr)
    await page.goto('/kr/about/introduce')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toContain('Chrome')
  })
})

/** How the current document was loaded: 'navigate', 'reload', … */
const navigationType = (frame: Frame) =>
  frame.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)

test.describe('a release replaced the code of an open tab', () => {
  test('a screen whose chunk is gone reloads once and then shows the new build', async ({ page }) => {
    // The old build's chunk is gone for the document that was open; the reloaded one gets the new build.
    await page.route(/\/assets\/faq-page-[^/]+\.js$/, async (route) => {
      const reloaded = (await navigationType(route.request().frame())) === 'reload'
      return reloaded ? route.continue() : route.fulfill({ status: 404, body: 'gone' })
    })
    await page.goto('/kr/main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.kr)
    // In-app navigation, as an open tab would do: the group's link leads to the FAQ.
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '문의하기', exact: true }).click()
    await expect(page).toHaveURL('/kr/contact/faq')
    await expect(page.getByRole('tab', { name: '자주 묻는 질문' })).toBeVisible()
    expect(await navigationType(page.mainFrame())).toBe('reload')
  })

  test('a chunk that stays missing ends in a localized message with a retry and a way home, not a loop', async ({
    page,
  }) => {
    await page.route(/\/assets\/faq-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }))
    await page.goto('/en/contact/faq')
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText('This page could not be loaded.')
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0)
    // The shell stays: the page title and the way home.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
    await expect(alert.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/main')
    // One reload to pick up a new build, then no more.
    // Reloading again would replace the message with the loading text.
    expect(await navigationType(page.mainFrame())).toBe('reload')
    await expectNoAxeViolations(page)

    // The retry asks again; the home link leaves the broken screen.
    await page.unroute(/\/assets\/faq-page-[^/]+\.js$/)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('tab', { name: 'FAQ' })).toBeVisible()
  })

  test("a screen's texts that are gone reload the page once and then show the new build's texts", async ({ page }) => {
    // The catalogs of the FAQ namespace (not the screen's code, faq-page-…) in every language.
    await page.route(/\/assets\/faq-[\w-]{8}\.js$/, async (route) => {
      const reloaded = (await navigationType(route.request().frame())) === 'reload'
      return reloaded ? route.continue() : route.fulfill({ status: 404, body: 'gone' })
    })
    // In-app navigation loads the FAQ's texts (a page the server renders brings them in its document).
    await page.goto('/kr/main')
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '문의하기', exact: true }).click()
    await expect(page).toHaveURL('/kr/contact/faq')
    await expect(page.getByRole('tab', { name: '자주 묻는 질문' })).toBeVisible()
    await expect(page.getByText(/^tabs\./)).toHaveCount(0)
    expect(await navigationType(page.mainFrame())).toBe('reload')
  })

  test('a catalog that does not load falls back to the Korean texts, not raw keys', async ({ page }) => {
    // The English common catalog only; the Korean one loads in its place. (A page the server
    // renders brings its catalogs in the document: the login page is rendered by the browser.)
    await page.route(/\/assets\/common-[^/]+\.js$/, async (route) => {
      const response = await route.fetch()
      if ((await response.text()).includes('Log in')) return route.fulfill({ status: 404, body: 'gone' })
      return route.fulfill({ response })
    })
    await page.goto('/en/login')
    const account = page.getByRole('navigation', { name: '회원 메뉴' })
    await expect(account.getByRole('link')).toHaveText(['로그인', '회원가입'])
    await expect(page.getByText('topBar.login')).toHaveCount(0)
  })
})

/**
 * Holds the app's entry script, the one the document names, until released; the promise `held`
 * settles once the browser has asked for it (so that a test knows the hold took effect).
 */
async function holdEntry(page: Page, request: APIRequestContext) {
  const documentHtml = await (await request.get('/en/login')).text()
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(documentHtml)?.[1]
  if (!entry) throw new Error('no entry script in the document')
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked: () => void = () => {}
  const held = new Promise<void>((resolve) => (asked = resolve))
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      asked()
      await released
      await route.continue()
    },
  )
  return { release, held }
}

test('the first paint of a public page already shows its content, before any script has run', async ({
  page,
  request,
}) => {
  const entry = await holdEntry(page, request)
  // The entry script is held, so the page is as the server's HTML alone draws it.
  await page.goto('/en/main', { waitUntil: 'commit' })
  await entry.held
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.en)
  await expect(page.getByRole('status')).toHaveCount(0)
  await expect(page.locator('html[data-ready]')).toHaveCount(0)
  entry.release()
  await expect(page.locator('html[data-ready]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.en)
})

test('the first paint of a page the browser renders shows the Korean loading text', async ({ page, request }) => {
  const entry = await holdEntry(page, request)
  await page.goto('/en/login', { waitUntil: 'commit' })
  await entry.held
  await expect(page.getByRole('status')).toHaveText('로딩중입니다...')
  await expect(page.getByRole('status')).toHaveAttribute('lang', 'ko')
  entry.release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')
})

test('a Korean loading text, read as Korean, shows while a screen loads', async ({ page }) => {
  let releaseChunk: () => void = () => {}
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve))
  await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
    await chunkHeld
    await route.continue()
  })
  await page.goto('/kr/login')
  await expect(page.getByRole('status')).toHaveText('로딩중입니다...')
  await expect(page.getByRole('status')).toHaveAttribute('lang', 'ko')
  releaseChunk()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인')
  await expect(page.getByText('로딩중입니다...')).toHaveCount(0)
})

test.describe('page shell', () => {
  test('a visitor sees Login and Join, the four menu groups and the footer', async ({ page }) => {
    await page.goto('/kr/about/process')
    const account = page.getByRole('navigation', { name: '회원 메뉴' })
    await expect(account.getByRole('link')).toHaveText(['로그인', '회원가입'])
    await expect(account.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/kr/login')
    const mainMenu = page.getByRole('navigation', { name: '주 메뉴' })
    await expect(mainMenu.locator(':scope > ul > li > a')).toHaveText([
      '센터 소개',
      '연구 정보',
      '문의하기',
      '나의 지원 정보',
    ])
    await expect(mainMenu.getByRole('link', { name: '센터 소개', exact: true }).first()).toHaveAttribute(
      'aria-current',
      'true',
    )
    const sideMenu = page.getByRole('navigation', { name: '센터 소개 하위 메뉴' })
    await expect(sideMenu.getByRole('link', { name: '참여 절차' })).toHaveAttribute('aria-current', 'page')
    await expect(sideMenu.getByRole('link')).toHaveCount(5)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('참여 절차')

    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('서울특별시 종로구 창경궁로 185')
    await expect(footer.getByRole('link', { name: '02-741-4221' })).toHaveAttribute('href', 'tel:+8227414221')
    await expect(footer.getByRole('link', { name: 'ctc@mnuh.or.kr' })).toBeVisible()
    await expect(footer.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/kr/PrivacyPage')
  })

  test('pages that declare no side menu show none', async ({ page }) => {
    for (const path of ['/kr/main', '/kr/login', '/kr/membership/join']) {
      await page.goto(path)
      await expect(page.getByRole('navigation', { name: /하위 메뉴/ })).toHaveCount(0)
    }
  })

  test('the footer privacy link follows the locale', async ({ page }) => {
    for (const [locale, target] of [
      ['en', '/en/PrivacyPageEn'],
      ['cn', '/cn/PrivacyPageCn'],
      ['jp', '/jp/PrivacyPageJp'],
    ] as const) {
      await page.goto(`/${locale}/main`)
      await expect(
        page
          .getByRole('contentinfo')
          .getByRole('link')
          .filter({ hasText: /Privacy|隐私|个人信息|個人情報/ }),
      ).toHaveAttribute('href', target)
    }
  })

  test('a stored login record whose session the server does not know is dropped at start', async ({ page }) => {
    await page.goto('/kr/main')
    await page.evaluate(() =>
      localStorage.setItem('loginInfo', JSON.stringify({ token: 'unknown', userName: '김하늘' })),
    )
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/auth/logined'))
    await page.reload()
    await checked
    const account = page.getByRole('navigation', { name: '회원 메뉴' })
    await expect(account.getByRole('link')).toHaveText(['로그인', '회원가입'])
    await expect(account).not.toContainText('김하늘')
    expect(await page.evaluate(() => localStorage.getItem('loginInfo'))).toBeNull()
  })

  test('on a 360 px phone the menu opens from a button and nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/kr/contact/location')
    const toggle = page.getByRole('button', { name: '전체 메뉴' })
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '자주 묻는 질문' }).click()
    await expect(page).toHaveURL('/kr/contact/faq')
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})

test('on a wide screen each menu group opens its pages to the keyboard, and Escape closes them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/kr/about/process')
  const menu = page.getByRole('navigation', { name: '주 메뉴' })
  const group = menu.getByRole('link', { name: '센터 소개', exact: true }).first()
  await expect(menu.getByRole('link', { name: '참여 절차' })).toBeHidden()
  await group.focus()
  await page.keyboard.press('Tab')
  const firstItem = menu.getByRole('listitem').first().getByRole('list').getByRole('link').first()
  await expect(firstItem).toBeFocused()
  await expect(menu.getByRole('link', { name: '참여 절차' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(group).toBeFocused()
  await expect(menu.getByRole('link', { name: '참여 절차' })).toBeHidden()
  // The next group opens in turn once Tab leaves the closed one behind.
  for (let i = 0; i < 20 && !(await menu.getByRole('link', { name: '모집 공고' }).isVisible()); i += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(menu.getByRole('link', { name: '모집 공고' })).toBeVisible()
})

test.describe('family-site dropdown', () => {
  test('opens on click and closes on an outside click', async ({ page }) => {
    await page.goto('/kr/main')
    const button = page.getByRole('button', { name: '관련 사이트' })
    const list = page.getByRole('contentinfo').getByRole('list').filter({ hasText: '한국임상시험참여포털' })
    await expect(list).toBeHidden()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(list.getByRole('link')).toHaveCount(5)
    await expect(list.getByRole('link').first()).toHaveAttribute('target', '_blank')
    await page.getByRole('heading', { level: 1 }).click()
    await expect(list).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('works by keyboard and closes on Escape, returning focus to its button', async ({ page }) => {
    await page.goto('/en/main')
    const button = page.getByRole('button', { name: 'Related sites' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: /Korea Clinical Trials Participation Portal/ })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  })
})

test('every location change records a page view, with no query string', async ({ page }) => {
  // Page views are limited per client address: this visitor is one of its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
  const viewed = page.waitForRequest(
    (r) => r.url().endsWith('/api/analytics/pageview') && r.postDataJSON().path === '/jp/about/meaning',
  )
  await page.goto('/jp/about/meaning?from=test')
  expect((await viewed).postDataJSON()).toEqual({ path: '/jp/about/meaning', locale: 'jp' })
  expect((await (await viewed).response())?.status()).toBe(204)

  const next = page.waitForResponse(
    (r) => r.url().endsWith('/api/analytics/pageview') && r.request().postDataJSON().path === '/jp/about/process',
  )
  await page
    .getByRole('navigation', { name: 'センター紹介のサブメニュー' })
    .getByRole('link', { name: '参加の流れ' })
    .click()
  expect((await next).status()).toBe(204)

  const rows = queryDatabase<{ path: string; locale: string }>(
    "select path, locale from page_views where path in ('/jp/about/meaning', '/jp/about/process') order by id",
  )
  expect(rows).toEqual(
    expect.arrayContaining([
      { path: '/jp/about/meaning', locale: 'jp' },
      { path: '/jp/about/process', locale: 'jp' },
    ]),
  )
})

test.describe('accessibility of the shell', () => {
  for (const locale of LOCALES) {
    test(`axe finds no violations in ${locale}`, async ({ page }) => {
      for (const path of [`/${locale}/main`, `/${locale}/about/introduce`, `/${locale}/nowhere`]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page)
      }
      await page.getByRole('contentinfo').getByRole('button').click()
      await expectNoAxeViolations(page)
    })
  }
})
