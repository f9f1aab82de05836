import fs from 'node:fs'
import { expect, test } from './fixtures'
import { unique, uniqueClientAddress } from './members'
import { LOCALES, catalog, expectNoAxeViolations } from './support'

// A request limit is not a broken connection (issue 27, item 2): when sign-up's e-mail check is
// refused by a limit, the visitor is told, in their language, how long to wait.
const SHOTS = process.env.E2E_SHOTS_DIR

/** The lookups of one e-mail that the server answers in an hour, from any address (RATE_LIMITS.lookupTarget). */
const CHECKS_PER_EMAIL = 10

for (const locale of LOCALES) {
  test(`sign-up's e-mail check, when limited, says how long to wait on a 360 px phone (${locale})`, async ({
    page,
    request,
  }) => {
    const account = catalog(locale, 'account')
    const common = catalog(locale, 'common')
    const email = `${unique(`limited-${locale}`)}@example.com`
    // Someone has checked this e-mail as often as the limit allows, from many addresses.
    for (let i = 0; i < CHECKS_PER_EMAIL; i++) {
      const answer = await request.post('/api/register/emailCheck', {
        data: { email },
        headers: { 'x-forwarded-for': uniqueClientAddress() },
      })
      expect(answer.status()).toBe(200)
    }

    await page.setViewportSize({ width: 360, height: 740 })
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
    await page.goto(`/${locale}/membership/join`)
    const agree = page.getByRole('radio', { name: account('consent.agree'), exact: true })
    await agree.nth(0).check()
    await agree.nth(1).check()
    await page.getByRole('button', { name: account('join.next'), exact: true }).click()
    await page.locator('#field-userId').fill(email)
    await page.getByRole('button', { name: account('join.checkEmail'), exact: true }).click()

    // 'Too many attempts: try again in 60 minutes', the figure from Retry-After, in the page's words.
    const [before, after] = common('rateLimit.wait').split('{{wait}}') as [string, string]
    const [number, unit] = common('rateLimit.minutes_other').split('{{count}}') as [string, string]
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const message = new RegExp(`${escape(before)}${escape(number)}(\\d+)${escape(unit)}${escape(after)}`)
    const status = page.getByRole('status').filter({ hasText: message })
    await expect(status).toBeVisible()
    const minutes = Number(message.exec((await status.textContent()) ?? '')?.[1])
    expect(minutes).toBeGreaterThanOrEqual(59)
    expect(minutes).toBeLessThanOrEqual(60)
    await expect(page.locator('main')).not.toContainText(common('errors.NETWORK'))

    // The message fits the phone: nothing scrolls sideways, and it reads as a whole.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.mouse.move(0, 0)
    await expectNoAxeViolations(page)
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true })
      await status.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/join-email-limited-${locale}.png` })
    }
  })
}
