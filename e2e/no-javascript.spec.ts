import { expect, test } from '@playwright/test'
import { LOCALES } from './support'

// The public pages come from the server as HTML with their content and head, so that they are
// readable before and without any script (issue 15).
test.use({ javaScriptEnabled: false })

const LANG = { kr: 'ko', en: 'en', cn: 'zh-CN', jp: 'ja' } as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const locale of LOCALES) {
  test(`a notice is readable with JavaScript off (${locale})`, async ({ page, request }) => {
    const list = await request.post(`/api/${locale}/recruit/list`, { data: { cp: 1 } })
    const { dataList } = (await list.json()) as { dataList: { studyId: number; title: string }[] }
    const notice = dataList[0]
    if (!notice) throw new Error('no demo notice')

    const response = await page.goto(`/${locale}/studyinfo/recruitmentView?studyId=${notice.studyId}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 2, name: notice.title })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(notice.title)))
    await expect(page.locator('html')).toHaveAttribute('lang', LANG[locale])
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type'?: string
      name?: string
    }
    expect(jsonLd).toMatchObject({ '@type': 'MedicalTrial', name: notice.title })
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  })

  test(`the home, about, list, FAQ, directions and privacy pages are readable with JavaScript off (${locale})`, async ({
    page,
    request,
  }) => {
    const home = await page.goto(`/${locale}/main`)
    expect(home?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', LANG[locale])
    // The home page's lists, with the notices the API lists.
    const main = (await (await request.get(`/api/${locale}/main/list`)).json()) as {
      data: { closingList: { title: string }[] }
    }
    const closing = main.data.closingList[0]
    if (!closing) throw new Error('no demo notice closing soon')
    await expect(page.getByRole('link', { name: closing.title }).first()).toBeVisible()

    // The recruitment list with the filters of its address: the same notices as the API's search.
    await page.goto(`/${locale}/studyinfo/recruitment?age=30&gender=M`)
    const search = (await (
      await request.post(`/api/${locale}/recruit/list`, { data: { cp: 1, age: 30, gender: 'M' } })
    ).json()) as { dataList: { title: string }[] }
    const first = search.dataList[0]
    if (!first) throw new Error('no demo notice for a man of 30')
    await expect(page.getByRole('link', { name: first.title }).first()).toBeVisible()

    for (const path of ['about/introduce', 'contact/faq', 'contact/location']) {
      const response = await page.goto(`/${locale}/${path}`)
      expect(response?.status()).toBe(200)
      // The page's own heading, title and description come with the HTML.
      const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
      expect(heading.length).toBeGreaterThan(1)
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(heading)} \\| `))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
      await expect(page.locator('main')).not.toContainText('로딩중입니다')
    }
    await page.goto(`/${locale}/contact/faq`)
    await expect(page.getByRole('tab').first()).toBeVisible()
  })
}

test('each privacy policy is readable with JavaScript off', async ({ page }) => {
  for (const path of ['/kr/PrivacyPage', '/en/PrivacyPageEn', '/cn/PrivacyPageCn', '/jp/PrivacyPageJp']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main h2').first()).toBeVisible()
  }
})
