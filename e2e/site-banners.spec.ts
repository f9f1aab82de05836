import fs from 'node:fs'
import { type Browser, type Page } from '@playwright/test'
import { DEMO_BANNERS } from '../apps/server/src/db/seed/demo-banners'
import { expect, test } from './fixtures'
import { LOCALES, catalog, expectNoAxeViolations } from './support'

// The home banners as content (issue 28): a coordinator adds a banner with an English text and a
// link and another from tomorrow, and publishes them; the English home page shows the first, with
// JavaScript on and off, and not the second; restoring the demo's publication brings its banners
// back. The e2e server starts with the demo center's banners.

const admin = catalog('kr', 'admin')
const adminEn = catalog('en', 'admin')
const home = catalog('en', 'home')
const SHOTS = process.env.E2E_SHOTS_DIR
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text)

/** A day in Korea `offset` days from today, as YYYY-MM-DD. */
const koreaDay = (offset: number) =>
  new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10)

const NEW_TITLE = 'Evening check-ups on Thursdays'
const LATER_TITLE = '내일부터 보이는 배너'
const PHONE_TITLE = DEMO_BANNERS.banners[1]!.title.en

/** The English home page's banners, as a visitor sees them: their titles. */
async function bannerTitles(page: Page): Promise<string[]> {
  await page.goto('/en/main')
  const region = page.getByRole('region', { name: home('banners.title') })
  return region.getByRole('heading', { level: 3 }).allTextContents()
}

async function bannerTitlesWithoutJavaScript(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
  try {
    return await bannerTitles(await context.newPage())
  } finally {
    await context.close()
  }
}

/** Fills a field of a banner in the language being edited. */
function field(page: Page, banner: number, label: string) {
  return page
    .getByRole('region', { name: new RegExp(`^${fill(admin('siteBanners.bannerHeading'), { n: banner, title: '' })}`) })
    .getByLabel(label, { exact: true })
}

async function chooseLanguage(page: Page, locale: 'kr' | 'en') {
  const name = admin(`locales.${locale}`)
  await page.getByRole('radio', { name: locale === 'kr' ? `${name} (${admin('siteContent.required')})` : name }).check()
}

test('a coordinator publishes a banner with an English text and a link; the home page shows it on its days, and a restore brings the demo banners back', async ({
  page,
  browser,
  staff: _staff,
}) => {
  test.setTimeout(180_000)
  const demoTitles = DEMO_BANNERS.banners
    .filter((b) => (!b.startsOn || b.startsOn <= koreaDay(0)) && (!b.endsOn || koreaDay(0) <= b.endsOn))
    .map((b) => b.title.en)
  expect(await bannerTitles(page)).toEqual(demoTitles)

  await page.goto('/admin')
  await page.getByRole('link', { name: admin('nav.siteBanners') }).click()
  await expect(page.getByRole('heading', { level: 1, name: admin('siteBanners.title') })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(DEMO_BANNERS.banners.length)
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: adminEn('siteBanners.title') })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: '한국어' }).click()
  await expect(page.getByRole('heading', { level: 1, name: admin('siteBanners.title') })).toBeVisible()

  // Two more banners: one with an English text and a link to the notices, one from tomorrow.
  const addButton = page.getByRole('button', { name: admin('siteBanners.addBanner') })
  const locale = (code: string) => ({ locale: admin(`locales.${code}`) })
  const n = DEMO_BANNERS.banners.length
  await addButton.click()
  await field(page, n + 1, fill(admin('siteBanners.fields.titleIn'), locale('kr'))).fill('목요일 야간 검진')
  await field(page, n + 1, admin('siteBanners.fields.link')).fill('/kr/studyinfo/recruitment')
  await chooseLanguage(page, 'en')
  await field(page, n + 1, fill(admin('siteBanners.fields.titleIn'), locale('en'))).fill(NEW_TITLE)
  await field(page, n + 1, fill(admin('siteBanners.fields.textIn'), locale('en'))).fill(
    'Screening visits until 8 pm every Thursday in December.',
  )
  await field(page, n + 1, fill(admin('siteBanners.fields.linkLabelIn'), locale('en'))).fill('See the studies')
  await chooseLanguage(page, 'kr')
  await addButton.click()
  await field(page, n + 2, fill(admin('siteBanners.fields.titleIn'), locale('kr'))).fill(LATER_TITLE)
  await field(page, n + 2, admin('siteBanners.fields.startsOn')).fill(koreaDay(1))
  await page.getByRole('button', { name: admin('siteContent.saveDraft') }).click()
  await expect(page.getByText(admin('siteContent.saved'))).toBeVisible()
  await page
    .getByRole('region', { name: admin('siteContent.preview') })
    .getByRole('button', { name: admin('siteContent.publish'), exact: true })
    .click()
  await expect(page.getByText(admin('siteBanners.published'))).toBeVisible()

  const visitor = await browser.newPage({ locale: 'en-US' })
  try {
    const shown = [...demoTitles, NEW_TITLE]
    expect(await bannerTitles(visitor)).toEqual(shown)
    expect(await bannerTitlesWithoutJavaScript(browser)).toEqual(shown)
    // The link leads to the notices in the visitor's language.
    await expect(visitor.getByRole('link', { name: 'See the studies' })).toHaveAttribute(
      'href',
      '/en/studyinfo/recruitment',
    )
    await expect(visitor.getByText(LATER_TITLE)).toHaveCount(0)

    // The home page passes axe in every language with its banners, and fits a phone's width.
    for (const code of LOCALES) {
      await visitor.goto(`/${code}/main`)
      await visitor.waitForLoadState('networkidle')
      await expectNoAxeViolations(visitor)
      for (const width of [360, 1280]) {
        await visitor.setViewportSize({ width, height: 900 })
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        if (SHOTS && (code === 'kr' || code === 'jp')) {
          fs.mkdirSync(SHOTS, { recursive: true })
          await visitor.screenshot({ path: `${SHOTS}/home-banners-${code}-${width}.png` })
        }
      }
    }

    // The demo's publication, the one before, is the newest that can be restored.
    await page
      .getByRole('button', { name: /^\d+판 복원$/ })
      .first()
      .click()
    await expect(page.getByText(/판을 다시 게시했습니다/)).toBeVisible()
    expect(await bannerTitles(visitor)).toEqual(demoTitles)
    expect(await bannerTitlesWithoutJavaScript(browser)).toEqual(demoTitles)
    expect(demoTitles).toContain(PHONE_TITLE)
  } finally {
    await visitor.close()
  }
})
