import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import type { SiteAboutResponse } from '@ctc/contract/site-about'
import { expect, test } from './fixtures'
import { catalog, expectNoAxeViolations } from './support'

// The about pages as content (issue 28): an admin edits the introduction's English text in the
// console, previews and publishes it, the site answers it, and restoring the earlier publication
// brings the old text back. The e2e server starts with the demo center's pages published.

const SHOTS = process.env.E2E_SHOTS_DIR
const admin = catalog('kr', 'admin')
const adminEn = catalog('en', 'admin')
const NEW_TEXT = 'We are the research center next door: come and see us.'

test.use({ staffRole: 'admin' })
// Setting up the admin (password hashing, two-factor) and the journey, on a busy machine.
test.describe.configure({ timeout: 120_000 })

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, value), text)

/** The rich text box of the introduction's body in a language, as the console names it. */
const introductionEditor = (page: Page, texts: (key: string) => string, locale: 'kr' | 'en') =>
  page.getByRole('textbox', {
    name: fill(texts('siteAbout.body'), {
      page: texts('siteAbout.pages.introduce'),
      locale: texts(`locales.${locale}`),
    }),
  })

/** The introduction as the site publishes it. */
async function publishedIntroduction(request: APIRequestContext) {
  const response = await request.get('/api/site/about')
  expect(response.ok()).toBe(true)
  const { about } = (await response.json()) as SiteAboutResponse
  expect(about).not.toBeNull()
  return about!.introduce
}

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

test('an admin publishes a new English introduction, the site answers it, and a restore brings the old one back', async ({
  page,
  staff: _staff,
}) => {
  const before = await publishedIntroduction(page.request)

  await page.getByRole('link', { name: admin('nav.siteAbout') }).click()
  await expect(page.getByRole('heading', { level: 1, name: admin('siteAbout.title') })).toBeVisible()
  await expect(introductionEditor(page, admin, 'kr')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
  await screenshot(page, 'about-console-kr')

  await page.getByRole('radio', { name: admin('locales.en') }).check()
  const english = introductionEditor(page, admin, 'en')
  await english.click()
  await english.fill(NEW_TEXT)
  await page.getByRole('button', { name: admin('siteContent.saveDraft') }).click()
  await expect(page.getByText(admin('siteContent.saved'))).toBeVisible()

  // The saved draft as the English page will show it, then published.
  const preview = page.getByRole('region', { name: admin('siteContent.preview') })
  await preview.getByRole('tab', { name: admin('locales.en') }).click()
  await expect(preview.getByRole('tabpanel')).toContainText(NEW_TEXT)
  await preview.getByRole('button', { name: admin('siteContent.publish'), exact: true }).click()
  await expect(page.getByText(admin('siteAbout.published'))).toBeVisible()

  const published = await publishedIntroduction(page.request)
  // The new text in place of the old (in the format of where the old text began).
  expect(published.en.replace(/<[^>]+>/g, '')).toBe(NEW_TEXT)
  // The other languages went back as they were, section headings and all.
  expect({ ...published, en: before.en }).toEqual(before)
  // The public page shows it.
  const visitor = await page.context().newPage()
  await visitor.goto('/en/about/introduce')
  await expect(visitor.getByRole('main')).toContainText(NEW_TEXT)

  // The publication before this one is the newest that can be restored.
  const restorePattern = new RegExp(`^${fill(admin('siteContent.restore'), { id: '(\\d+)' })}$`)
  const previous = page.getByRole('button', { name: restorePattern }).first()
  const versionId = restorePattern.exec((await previous.textContent()) ?? '')?.[1] ?? ''
  await previous.click()
  await expect(page.getByText(fill(admin('siteContent.restored'), { id: versionId }))).toBeVisible()
  expect(await publishedIntroduction(page.request)).toEqual(before)
  await expect(introductionEditor(page, admin, 'en')).not.toContainText(NEW_TEXT)
  await visitor.reload()
  await expect(visitor.getByRole('main')).toContainText(before.en.replace(/<[^>]+>/g, '').slice(0, 40))
  await expect(visitor.getByRole('main')).not.toContainText(NEW_TEXT)
  await visitor.close()

  // The same screen in English.
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: adminEn('siteAbout.title') })).toBeVisible()
  await expect(introductionEditor(page, adminEn, 'kr')).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'about-console-en')
})
