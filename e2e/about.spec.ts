import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SITE_PAGES, type SitePage, sitePath } from '@ctc/contract/public-pages'
import { ABOUT_PAGES } from '@ctc/contract/site-about'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEMO_ABOUT } from '../apps/server/src/db/seed/demo-about'
import { DEMO_IDENTITY } from '../apps/server/src/db/seed/demo-identity'
import { LOCALES, catalog, expectNoAxeViolations } from './support'

type Locale = (typeof LOCALES)[number]
const FOLDER: Record<Locale, string> = { kr: 'ko', en: 'en', cn: 'zh', jp: 'ja' }
const HREFLANG: Record<Locale, string> = { kr: 'ko', en: 'en', cn: 'zh-CN', jp: 'ja' }

interface Common {
  pages: Record<string, string>
  descriptions: Record<string, string>
  groups: Record<string, string>
  a11y: { sideMenu: string }
}

// The catalogs are the source of every expected text, so a reworded page needs no test change.
function common(locale: Locale): Common {
  const file = fileURLToPath(new URL(`../apps/web/src/locales/${FOLDER[locale]}/common.json`, import.meta.url))
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Common
}

const PAGES = [
  { id: 'introduce', path: 'about/introduce' },
  { id: 'meaning', path: 'about/meaning' },
  { id: 'process', path: 'about/process' },
  { id: 'subjectGuide', path: 'about/subjectguide' },
  { id: 'appGuide', path: 'about/appguide', koreanOnly: true },
  { id: 'location', path: 'contact/location' },
] as const

async function alternates(page: Page) {
  return page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
    )
}

for (const locale of LOCALES) {
  test.describe(`about pages in ${locale}`, () => {
    const messages = common(locale)
    for (const { id, path, ...rest } of PAGES) {
      if ('koreanOnly' in rest && locale !== 'kr') continue
      test(`/${locale}/${path} has its title, description, heading, hreflang links and no axe violations`, async ({
        page,
      }) => {
        await page.goto(`/${locale}/${path}`)
        const title = messages.pages[id] ?? ''
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page).toHaveTitle(`${title} | ${catalog(locale, 'common')('site.name')}`)
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
          'content',
          catalog(locale, 'common')(`descriptions.${id}`),
        )
        await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
        const expected =
          'koreanOnly' in rest
            ? [['ko', `/kr/${path}`]]
            : LOCALES.map((other) => [HREFLANG[other], `/${other}/${path}`])
        await expect.poll(() => alternates(page)).toEqual([...expected, ['x-default', `/kr/${path}`]])
        // Content is there, in sections with headings in order under the one h1.
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test.describe('page metadata', () => {
  test('follows in-app navigation: title, description and hreflang change with the page', async ({ page }) => {
    const en = common('en')
    const center = catalog('en', 'common')('site.name')
    await page.goto('/en/about/introduce')
    await expect(page).toHaveTitle(`${en.pages.introduce} | ${center}`)
    await page
      .getByRole('navigation', { name: 'About the Center section menu' })
      .getByRole('link', { name: en.pages.process })
      .click()
    await expect(page).toHaveURL('/en/about/process')
    await expect(page).toHaveTitle(`${en.pages.process} | ${center}`)
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      catalog('en', 'common')('descriptions.process'),
    )
    await expect.poll(() => alternates(page)).toContainEqual(['ja', '/jp/about/process'])
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(5)
  })

  test('gives other pages of the route table their own description, and keeps private ones out of search', async ({
    page,
  }) => {
    const jp = common('jp')
    await page.goto('/jp/contact/faq')
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', jp.descriptions.faq ?? '')
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
    // A private page a visitor without a login sees (My Page pages send them on to the public login).
    await page.goto('/jp/login/idfind')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await page.goto('/kr/nowhere')
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0)
  })

  test('links each privacy policy to the ones in the other languages', async ({ page }) => {
    await page.goto('/en/PrivacyPageEn')
    await expect
      .poll(() => alternates(page))
      .toEqual([
        ['ko', '/kr/PrivacyPage'],
        ['en', '/en/PrivacyPageEn'],
        ['zh-CN', '/cn/PrivacyPageCn'],
        ['ja', '/jp/PrivacyPageJp'],
        ['x-default', '/kr/PrivacyPage'],
      ])
  })
})

test.describe('app guide', () => {
  test('exists in Korean only: other locales show not found and leave it out of the side menu', async ({ page }) => {
    const kr = common('kr')
    await page.goto('/kr/about/introduce')
    const krMenu = page.getByRole('navigation', { name: `${kr.groups.about} 하위 메뉴` })
    await expect(krMenu.getByRole('link', { name: kr.pages.appGuide })).toHaveAttribute('href', '/kr/about/appguide')

    for (const locale of ['en', 'cn', 'jp'] as const) {
      const messages = common(locale)
      await page.goto(`/${locale}/about/introduce`)
      const menu = page.getByRole('navigation', {
        name: messages.a11y.sideMenu.replace('{{group}}', messages.groups.about ?? ''),
      })
      await expect(menu.getByRole('link')).toHaveCount(4)
      await expect(menu.getByRole('link', { name: messages.pages.appGuide })).toHaveCount(0)
      await page.goto(`/${locale}/about/appguide`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pages.notFound ?? '')
    }
  })
})

test.describe('content', () => {
  test('the process is a numbered sequence of 13 steps', async ({ page }) => {
    await page.goto('/kr/about/process')
    const steps = page.getByRole('main').getByRole('list').first().getByRole('listitem')
    await expect(steps).toHaveCount(13)
    await expect(steps.first()).toContainText('모집 공고 확인')
    await expect(steps.last()).toContainText('21일 이내')
  })

  test("directions give the center's address, contacts and way, and an online map in a new window", async ({
    page,
  }) => {
    await page.goto('/cn/contact/location')
    const main = page.getByRole('main')
    await expect(main).toContainText(DEMO_IDENTITY.address.cn)
    await expect(main.getByRole('link', { name: DEMO_IDENTITY.phone })).toHaveAttribute('href', 'tel:+8227414221')
    await expect(main.getByRole('link', { name: DEMO_IDENTITY.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_IDENTITY.email}`,
    )
    await expect(main.getByRole('region', { name: '乘车路线' })).toContainText('惠化站4号出口')
    const online = main.getByRole('link', { name: /NAVER地图/ })
    await expect(online).toHaveAttribute('target', '_blank')
    await expect(online).toHaveAttribute('href', /^https:\/\/map\.naver\.com\//)
  })

  for (const path of ['/kr/about/process', '/jp/contact/location', '/en/about/introduce', '/cn/about/subjectguide']) {
    test(`${path} fits a 360 px phone without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    })
  }
})

const headingsOf = (html: string) => [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map(([, heading]) => heading ?? '')

// The bodies are content the demo seed published (issue 28), rendered by the server: readable
// before and without any script.
for (const javaScriptEnabled of [true, false]) {
  test(`the about pages show the published body in each locale's own language, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000)
    const context = await browser.newContext({ javaScriptEnabled, baseURL })
    const page = await context.newPage()
    for (const locale of LOCALES) {
      for (const id of ABOUT_PAGES) {
        const { locales = LOCALES }: SitePage = SITE_PAGES[id]
        if (!locales.includes(locale)) continue
        await page.goto(sitePath(id, locale))
        const headings = page.getByRole('main').getByRole('heading', { level: 2 })
        await expect(headings).toHaveText(headingsOf(DEMO_ABOUT[id][locale]))
        await expect(headings.first().locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute(
          'lang',
          HREFLANG[locale],
        )
      }
    }
    await context.close()
  })
}

test.describe('robots.txt and sitemap.xml', () => {
  test('robots.txt allows the public site and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    const body = await response.text()
    expect(body).toContain('User-agent: *')
    expect(body).toContain('Disallow: /*/myinfo/')
    expect(body).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
  })

  test('sitemap.xml lists every about page in every locale, appguide in Korean only', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const body = await response.text()
    const locs = [...body.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path ?? '')
    for (const locale of LOCALES) {
      for (const { path, ...rest } of PAGES) {
        if ('koreanOnly' in rest && locale !== 'kr') expect(locs).not.toContain(`/${locale}/${path}`)
        else expect(locs).toContain(`/${locale}/${path}`)
      }
    }
    expect(locs.some((path) => path.includes('/myinfo/'))).toBe(false)
    expect(body).toMatch(/hreflang="zh-CN" href="https?:\/\/[^/]+\/cn\/contact\/location"/)
  })
})
