import { type Browser, type Page } from '@playwright/test'
import { DEMO_IDENTITY } from '../apps/server/src/db/seed/demo-identity'
import { expect, test } from './fixtures'
import { catalog, expectNoAxeViolations } from './support'

// The center's identity is data (decision 0033): an admin changes the phone in the console, the
// public pages show it with and without JavaScript, and restoring the previous version brings the
// old number back. The e2e server starts with the demo center's identity.

const admin = catalog('kr', 'admin')
const NEW_PHONE = '02-555-0142'

test.use({ staffRole: 'admin' })

/** The footer's phone link and the directions page's contact, as a visitor sees them. */
async function expectPhoneOnPublicPages(page: Page, phone: string, other: string) {
  await page.goto('/kr/main')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: phone })).toBeVisible()
  await expect(footer).not.toContainText(other)
  await page.goto('/kr/contact/location')
  await expect(page.getByRole('main')).toContainText(phone)
  await expect(page.getByRole('main')).not.toContainText(other)
}

/** The same pages in a browser with JavaScript off: the server's HTML alone. */
async function expectPhoneWithoutJavaScript(browser: Browser, phone: string, other: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' })
  try {
    const page = await context.newPage()
    await expectPhoneOnPublicPages(page, phone, other)
    // The center as search engines read it, from the identity published now.
    await page.goto('/kr/main')
    const jsonLd = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type'?: string; telephone?: string },
    )
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'MedicalOrganization', telephone: phone }))
  } finally {
    await context.close()
  }
}

test('an admin changes the phone; the public pages show it with JavaScript on and off, and a restore brings the old one back', async ({
  page,
  browser,
  staff: _staff,
}) => {
  test.setTimeout(120_000)
  const oldPhone = DEMO_IDENTITY.phone

  await page.getByRole('link', { name: admin('nav.siteIdentity') }).click()
  await expect(page.getByRole('heading', { level: 1, name: admin('siteIdentity.title') })).toBeVisible()
  const phone = page.getByLabel(admin('siteIdentity.fields.phone'))
  await expect(phone).toHaveValue(oldPhone)
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
  // On a phone's width the screen needs no sideways scrolling (WCAG 1.4.10).
  await page.setViewportSize({ width: 360, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.setViewportSize({ width: 1280, height: 720 })

  // A wrong number is refused in words, and nothing is published.
  await phone.fill('call us')
  await page.getByRole('button', { name: admin('siteIdentity.publish'), exact: true }).click()
  await expect(
    page.getByRole('alert').getByRole('link', { name: new RegExp(admin('siteIdentity.fields.phone')) }),
  ).toBeVisible()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')

  await phone.fill(NEW_PHONE)
  await page.getByRole('button', { name: admin('siteIdentity.publish'), exact: true }).click()
  await expect(page.getByText(admin('siteIdentity.published'))).toBeVisible()
  const history = page.getByRole('table')
  await expect(history.getByRole('row').nth(1)).toContainText(admin('siteIdentity.history.current'))

  await expectPhoneWithoutJavaScript(browser, NEW_PHONE, oldPhone)
  const visitor = await browser.newPage({ locale: 'ko-KR' })
  try {
    await expectPhoneOnPublicPages(visitor, NEW_PHONE, oldPhone)

    // The version before the change is the newest of those that can be restored.
    const previous = page.getByRole('button', { name: /^버전 \d+ 복원$/ }).first()
    const label = (await previous.textContent()) ?? ''
    const versionId = /\d+/.exec(label)?.[0] ?? ''
    await previous.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(admin('siteIdentity.history.confirm').replace('{{id}}', versionId))
    await dialog.getByRole('button', { name: admin('siteIdentity.history.confirmYes'), exact: true }).click()
    await expect(page.getByText(admin('siteIdentity.history.restored').replace('{{id}}', versionId))).toBeVisible()
    await expect(phone).toHaveValue(oldPhone)

    await expectPhoneOnPublicPages(visitor, oldPhone, NEW_PHONE)
    await expectPhoneWithoutJavaScript(browser, oldPhone, NEW_PHONE)
  } finally {
    await visitor.close()
  }
})
