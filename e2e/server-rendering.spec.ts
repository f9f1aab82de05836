import { expect, test } from './fixtures'
import { LOCALES } from './support'

// The public pages come from the server with their content and data; the browser takes them over
// (hydrates) without a mismatch, without a warning and without asking the API again (issue 15).

const PAGES = [
  'main',
  'about/introduce',
  'about/process',
  'contact/faq',
  'contact/location',
  'studyinfo/recruitment',
  'studyinfo/recruitment?age=30&gender=M&cp=2',
]

// The server draws the carousel still, as for a visitor who asks for reduced motion.
test.use({ reducedMotion: 'reduce' })

for (const locale of LOCALES) {
  test(`the public pages hydrate with no warning and no second call for their data (${locale})`, async ({
    page,
    request,
    browser,
  }) => {
    // The same page as the server's HTML alone draws it.
    const htmlOnly = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
    const list = await request.post(`/api/${locale}/recruit/list`, { data: { cp: 1 } })
    const { dataList } = (await list.json()) as { dataList: { studyId: number }[] }
    const notice = `studyinfo/recruitmentView?studyId=${dataList[0]?.studyId}`
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const calls: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      // Page views are recorded by the app, not read: they are not the page's data.
      if (pathname.startsWith('/api/') && !pathname.endsWith('/pageview')) calls.push(pathname)
    })

    for (const path of [...PAGES, notice]) {
      const response = await htmlOnly.goto(`/${locale}/${path}`)
      expect(await response?.text()).toContain('id="server-state"')
      await page.goto(`/${locale}/${path}`)
      // What the server drew is what the app shows once it has taken over, with nothing re-fetched.
      expect(await page.locator('main').textContent(), path).toBe(await htmlOnly.locator('main').textContent())
    }
    expect(problems).toEqual([])
    expect(calls).toEqual([])
  })
}

test('a page the server rendered still fetches what changes for a logged-in member', async ({ page, member }) => {
  // The server renders as a visitor sees the page: the member's menu comes after hydration.
  await page.goto('/kr/main')
  await expect(page.getByRole('navigation', { name: '회원 메뉴' })).toContainText(member.name)
})
