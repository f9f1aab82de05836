import fs from 'node:fs'
import path from 'node:path'
import { type Page, type Response } from '@playwright/test'
import { expect, test } from './fixtures'

// The staff console ships in the same build as the public site, in chunks of its own: a
// visitor's browser never downloads console code (its API client, screens or the rich-text editor).
const CONSOLE_MARKERS = ['x-staff-token', '/api/admin/', 'ProseMirror']

async function scriptsLoadedBy(page: Page, paths: string[]): Promise<Map<string, string>> {
  const reads: Promise<[string, string]>[] = []
  const listener = (response: Response) => {
    if (response.url().endsWith('.js')) {
      reads.push(
        response.text().then(
          (text) => [response.url(), text] as [string, string],
          () => [response.url(), ''],
        ),
      )
    }
  }
  page.on('response', listener)
  for (const target of paths) {
    await page.goto(target)
    await page.waitForLoadState('networkidle')
  }
  page.off('response', listener)
  return new Map(await Promise.all(reads))
}

const markersIn = (scripts: Map<string, string>) =>
  [...scripts].flatMap(([url, source]) =>
    CONSOLE_MARKERS.filter((marker) => source.includes(marker)).map((marker) => `${marker} in ${url}`),
  )

test('public pages load no console code; the console loads its own chunks', async ({ page }) => {
  const publicScripts = await scriptsLoadedBy(page, [
    '/',
    '/en/studyinfo/recruitment',
    '/kr/login',
    '/jp/contact/faq',
    '/cn/myinfo/qna',
  ])
  expect(publicScripts.size).toBeGreaterThan(0)
  expect(markersIn(publicScripts)).toEqual([])

  // The entry and everything index.html preloads are free of it too, whatever a page asks for.
  const html = fs.readFileSync(path.join('apps/web/dist/index.html'), 'utf8')
  const referenced = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '')
  expect(referenced.length).toBeGreaterThan(0)
  for (const asset of referenced) {
    const source = fs.readFileSync(path.join('apps/web/dist', asset), 'utf8')
    expect(
      CONSOLE_MARKERS.filter((marker) => source.includes(marker)),
      asset,
    ).toEqual([])
  }

  // The markers are real: the console's screens do carry them.
  const consoleScripts = await scriptsLoadedBy(page, ['/admin/login'])
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect([...consoleScripts.keys()].some((url) => url.includes('admin-app'))).toBe(true)
  expect(markersIn(consoleScripts).some((found) => found.startsWith('x-staff-token'))).toBe(true)
})
