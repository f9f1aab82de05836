import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { LOCALES, expectNoAxeViolations } from './support'

const FAQ = {
  kr: { title: '자주 묻는 질문', tabs: ['자주 묻는 질문', '임상시험', '보상', '지원', '검진', '입원'] },
  en: {
    title: 'Frequently asked questions',
    tabs: ['FAQ', 'Clinical trials', 'Compensation', 'Applying', 'Screening', 'Hospital stay'],
  },
  cn: { title: '常见问题', tabs: ['常见问题', '临床试验', '补偿', '报名', '筛选体检', '住院'] },
  jp: { title: 'よくあるご質問', tabs: ['よくあるご質問', '臨床試験', '補償', '応募', '事前検診', '入院'] },
} as const

const TAB_IDS = ['faq', 'trial', 'compensation', 'application', 'screening', 'hospitalization']

/** Headings never skip a level: each is at most one deeper than the one before it. */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page
    .locator('main :is(h1, h2, h3, h4, h5, h6):visible')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))))
  expect(levels[0]).toBe(1)
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
  })
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('FAQ', () => {
  for (const locale of LOCALES) {
    test(`/${locale}/contact/faq: every tab by keyboard, an answer expanded, no axe violations`, async ({ page }) => {
      const { title, tabs } = FAQ[locale]
      await page.goto(`/${locale}/contact/faq`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const tabList = page.getByRole('tablist')
      await expect(tabList.getByRole('tab')).toHaveText([...tabs])

      const first = tabList.getByRole('tab', { name: tabs[0], exact: true })
      await expect(first).toHaveAttribute('aria-selected', 'true')
      await first.focus()
      for (const [index, name] of tabs.entries()) {
        if (index > 0) await page.keyboard.press('ArrowRight')
        const tab = tabList.getByRole('tab', { name, exact: true })
        await expect(tab).toBeFocused()
        await expect(tab).toHaveAttribute('aria-selected', 'true')
        await expect(page).toHaveURL(new RegExp(index === 0 ? '/contact/faq$' : `\\?tab=${TAB_IDS[index]}$`))
        const panel = page.getByRole('tabpanel')
        await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id')) ?? '')
        expect(await panel.locator('details > summary').count()).toBeGreaterThanOrEqual(6)
      }
      // Right from the last tab wraps to the first; End and Home jump.
      await page.keyboard.press('ArrowRight')
      await expect(first).toBeFocused()
      await page.keyboard.press('End')
      await expect(tabList.getByRole('tab', { name: tabs[5], exact: true })).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Home')
      await expect(first).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('ArrowLeft')
      await expect(page).toHaveURL(/\?tab=hospitalization$/)
      // Wait until the panel shown is the selected tab's before moving into it.
      const last = tabList.getByRole('tab', { name: tabs[5], exact: true })
      await expect(last).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await last.getAttribute('id')) ?? '')

      // Tab moves from the tab list into the panel, then to the first question (a native disclosure).
      await page.keyboard.press('Tab')
      await expect(page.getByRole('tabpanel')).toBeFocused()
      await page.keyboard.press('Tab')
      const question = page.getByRole('tabpanel').locator('details > summary').first()
      await expect(question).toBeFocused()
      const details = page.getByRole('tabpanel').locator('details').first()
      await expect(details).not.toHaveAttribute('open')
      await page.keyboard.press('Enter')
      await expect(details).toHaveAttribute('open', '')
      await expect(details.locator('.prose')).toBeVisible()

      await expectHeadingsInOrder(page)
      await expectNoAxeViolations(page)
    })
  }

  test('a link opens a tab, and Back and Forward move between tabs', async ({ page }) => {
    await page.goto('/en/contact/faq?tab=compensation')
    const tabList = page.getByRole('tablist', { name: 'Question topics' })
    await expect(tabList.getByRole('tab', { name: 'Compensation' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('When and how is the reward paid?')
    await tabList.getByRole('tab', { name: 'Screening' }).click()
    await expect(page).toHaveURL(/\?tab=screening$/)
    await page.goBack()
    await expect(tabList.getByRole('tab', { name: 'Compensation' })).toHaveAttribute('aria-selected', 'true')
    await page.goForward()
    await expect(tabList.getByRole('tab', { name: 'Screening' })).toHaveAttribute('aria-selected', 'true')
  })

  test('fits a 360 px phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/kr/contact/faq?tab=hospitalization')
    await page.getByRole('tabpanel').locator('details > summary').first().click()
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
  })
})

// The demo center's policy is the e2e server's start data (npm run seed:demo-policy), effective 2026-01-01.
const POLICIES = [
  { path: '/kr/PrivacyPage', lang: 'ko', effective: '시행일', first: '제1조(개인정보의 처리 목적)' },
  { path: '/x/PrivacyPage', lang: 'ko', effective: '시행일', first: '제1조(개인정보의 처리 목적)' },
  { path: '/kr/PrivacyPageEn', lang: 'en', effective: 'Effective date', first: '1. Purposes of processing' },
  { path: '/pages/PrivacyPageCn', lang: 'zh-CN', effective: '施行日期', first: '个人信息的处理目的' },
  { path: '/jp/PrivacyPageJp', lang: 'ja', effective: '施行日', first: '第1条（個人情報の処理目的）' },
] as const

test.describe('privacy policies', () => {
  for (const policy of POLICIES) {
    test(`${policy.path} is a complete policy in ${policy.lang}, with ordered headings and no axe violations`, async ({
      page,
    }) => {
      await page.goto(policy.path)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/페이지를 찾을 수 없습니다|Page not found/)
      const article = page.locator('main article')
      await expect(article).toHaveAttribute('lang', policy.lang)
      await expect(article.getByRole('heading', { level: 2, name: new RegExp(policy.effective) })).toBeVisible()
      const sections = article.locator('section h3')
      await expect(sections).toHaveCount(13)
      await expect(sections.first()).toContainText(policy.first)
      await expect(article).toContainText('02-741-4221')
      await expect(article).toContainText('1833-6972')

      await expectHeadingsInOrder(page)
      await expectNoAxeViolations(page)
    })
  }

  test('the language links keep the first segment, and a phone screen does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/x/PrivacyPage')
    await page.getByRole('navigation', { name: '다른 언어로 보기' }).getByRole('link', { name: '日本語' }).click()
    await expect(page).toHaveURL('/x/PrivacyPageJp')
    await expect(page.locator('main article')).toHaveAttribute('lang', 'ja')
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
  })
})
