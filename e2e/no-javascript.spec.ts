import { expect, test } from '@playwright/test'
import { LOCALES } from './support'

// A notice's page is readable before and without any script: the server writes the notice's
// summary, its title and its structured data into the document (issue 15).
test.use({ javaScriptEnabled: false })

const LANG = { kr: 'ko', en: 'en', cn: 'zh-CN', jp: 'ja' } as const

for (const locale of LOCALES) {
  test(`a notice is readable with JavaScript off (${locale})`, async ({ page, request }) => {
    const list = await request.post(`/api/${locale}/recruit/list`, { data: { cp: 1 } })
    const { dataList } = (await list.json()) as { dataList: { studyId: number; title: string }[] }
    const notice = dataList[0]
    if (!notice) throw new Error('no demo notice')

    const response = await page.goto(`/${locale}/studyinfo/recruitmentView?studyId=${notice.studyId}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(notice.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expect(page.locator('html')).toHaveAttribute('lang', LANG[locale])
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type'?: string
      name?: string
    }
    expect(jsonLd).toMatchObject({ '@type': 'MedicalTrial', name: notice.title })
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5)
  })
}
