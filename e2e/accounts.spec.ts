import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  PASSWORD,
  createMember,
  fillHealth,
  logInThroughForm,
  submitLogin,
  unique,
  uniqueClientAddress,
} from './members'
import { LOCALES, expectNoAxeViolations as axeCheck, catalog, findMailedLink } from './support'

// The pointer is parked first: after a click the layout moves, and a link that
// happens to end up under the pointer would be checked in its hover colours.
async function expectNoAxeViolations(page: Page) {
  await page.mouse.move(0, 0)
  await axeCheck(page)
}

/** The reset link e-mailed to an address, if any. */
const findResetLink = (email: string) => findMailedLink(email, /\/\w\w\/login\/pwChange\?token=[\w-]+/)

/** The reset link, once the mail has gone out: the job worker sends it within a second of the answer. */
async function resetLinkFor(email: string): Promise<string> {
  await expect.poll(() => findResetLink(email), { message: `no reset mail for ${email}` }).toBeTruthy()
  return findResetLink(email) ?? ''
}

for (const locale of LOCALES) {
  test.describe(`accounts in ${locale}`, () => {
    const account = catalog(locale, 'account')
    const form = catalog(locale, 'form')
    const common = catalog(locale, 'common')
    // Sign-ups and account lookups are limited per client address: each test is a visitor of its own.
    test.beforeEach(async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
    })

    test('sign up through both steps, log in, see the name in the top bar, log out', async ({ page }) => {
      // The whole journey, a reload of step 2 included: more than the default 30 s on a loaded machine.
      test.slow()
      const email = `${unique(locale)}@example.com`
      const name = `Tester ${unique(locale)}`
      await page.goto(`/${locale}/membership/join`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('pages.join'))
      await expect(page.getByRole('button', { name: account('join.next'), exact: true })).toBeVisible()
      await expectNoAxeViolations(page)

      // Refusing consent means no sign-up.
      await page.getByRole('button', { name: account('join.next'), exact: true }).click()
      await expect(page.getByRole('alert')).toHaveText(account('consent.agreeAll'))
      const agree = page.getByRole('radio', { name: account('consent.agree'), exact: true })
      await agree.nth(0).check()
      await page
        .getByRole('radio', { name: account('consent.disagree'), exact: true })
        .nth(1)
        .check()
      await page.getByRole('button', { name: account('join.next'), exact: true }).click()
      // The missing consent is named: here the sensitive-data one, then the privacy one.
      await expect(page.getByRole('alert')).toHaveText(account('consent.agreeSensitive'))
      await agree.nth(1).check()
      await page
        .getByRole('radio', { name: account('consent.disagree'), exact: true })
        .nth(0)
        .check()
      await page.getByRole('button', { name: account('join.next'), exact: true }).click()
      await expect(page.getByRole('alert')).toHaveText(account('consent.agreePrivacy'))
      await agree.nth(0).check()
      await page.getByRole('button', { name: account('join.next'), exact: true }).click()

      // Cancel asks first; answering no stays on the step.
      await page.getByRole('button', { name: account('join.cancel'), exact: true }).click()
      const dialog = page.getByRole('dialog', { name: account('join.cancelQuestion') })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: account('join.cancelNo') }).click()
      await expect(dialog).toBeHidden()

      // Step 1: member info. A failed step keeps what was typed and lists the problems.
      await page.locator('#field-userId').fill(email)
      await page.locator('#field-password').fill('short')
      await page.getByRole('button', { name: account('join.next'), exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(form('validation.passwordRule'))
      await expect(page.locator('#field-userId')).toHaveValue(email)
      await expectNoAxeViolations(page)

      await page.locator('#field-password').fill(PASSWORD)
      await page.locator('#field-passwordConfirm').fill(PASSWORD)
      await page.locator('#field-name').fill(name)
      await page.locator('input[name="gender"][value="M"]').check()
      await page.locator('#field-birth').fill('1990-03-15')
      await page.locator('#field-mobile').fill('010-2345-6789')
      await page.locator('#field-address').fill('185 Changgyeonggung-ro, Seoul')
      await page.locator('#field-nationality').fill('Korea')
      await page.locator('#field-joinPath').selectOption('01')
      await page.locator('#field-preferContact1').selectOption('01')
      await page.locator('#field-preferContact2').selectOption('03')
      await page.locator('#field-sbjTy').selectOption('02')
      await expect(page.locator('input[name="alwaysApplyYn"][value="Y"]')).toBeChecked()
      await page.locator('#field-entryMonth').selectOption('3')
      await page.getByRole('button', { name: account('join.next'), exact: true }).click()

      // Step 2: the volunteer form. A reload asks first (health answers are never stored), then
      // step 1 shows what was typed and asks for the password again.
      await expect(page).toHaveURL(`/${locale}/membership/write`)
      await fillHealth(page)
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (question) => {
          resolve(question.type())
          void question.accept()
        }),
      )
      await page.reload()
      expect(await asked).toBe('beforeunload')
      await expect(page).toHaveURL(`/${locale}/membership/join`)
      await expect(page.getByText(account('join.passwordAgain'))).toBeVisible()
      await expect(page.locator('#field-userId')).toHaveValue(email)
      await expect(page.locator('#field-name')).toHaveValue(name)
      await expect(page.locator('#field-password')).toHaveValue('')
      await expectNoAxeViolations(page)
      await page.locator('#field-password').fill(PASSWORD)
      await page.locator('#field-passwordConfirm').fill(PASSWORD)
      await page.getByRole('button', { name: account('join.next'), exact: true }).click()

      // A yes asks for its details.
      await expect(page).toHaveURL(`/${locale}/membership/write`)
      await fillHealth(page)
      await page.locator('input[name="drugYn"][value="Y"]').check()
      await page.getByRole('button', { name: account('join.submit'), exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(form('volunteer.fields.drugName'))
      await expectNoAxeViolations(page)
      await page.locator('#field-drugName').fill('Vitamin C')
      await page.locator('#field-drugLastDate').fill('2026-11-01')

      // A failed sign-up says so and loses nothing.
      await page.route('**/api/register/write', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'JOIN_FAILED', message: 'Failed to join' } }),
        }),
      )
      await page.getByRole('button', { name: account('join.submit'), exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(account('join.failed'))
      await expect(page.locator('#field-drugName')).toHaveValue('Vitamin C')
      await page.unroute('**/api/register/write')
      await page.getByRole('button', { name: account('join.submit'), exact: true }).click()

      await expect(page.getByRole('heading', { name: account('join.completeTitle') })).toBeVisible()
      await expect(page.getByText(email)).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: account('join.start') }).click()

      await expect(page).toHaveURL(`/${locale}/login`)
      await expectNoAxeViolations(page)
      await submitLogin(page, locale, email)
      await expect(page).toHaveURL(`/${locale}/main`)
      const accountMenu = page.getByRole('navigation', { name: common('a11y.account') })
      await expect(accountMenu).toContainText(name)
      await expect(accountMenu.getByRole('link', { name: common('topBar.myPage') })).toBeVisible()

      await accountMenu.getByRole('button', { name: common('topBar.logout') }).click()
      await expect(accountMenu.getByRole('link', { name: common('topBar.login') })).toBeVisible()
      await expect(accountMenu).not.toContainText(name)
      expect(await page.evaluate(() => localStorage.getItem('loginInfo'))).toBeNull()
    })

    test('a login in a second browser sends the first to the DuplicateLogin page', async ({ browser, request }) => {
      const email = `${unique(locale)}@example.com`
      await createMember(request, locale, { email, name: `Dup ${locale}`, mobile: '010-3000-0001' })
      const first = await browser.newContext()
      const second = await browser.newContext()
      const firstPage = await first.newPage()
      const secondPage = await second.newPage()
      await logInThroughForm(firstPage, locale, email)
      await expect(firstPage).toHaveURL(`/${locale}/main`)
      await logInThroughForm(secondPage, locale, email)
      await expect(secondPage).toHaveURL(`/${locale}/main`)

      await firstPage.reload()
      await expect(firstPage).toHaveURL(`/${locale}/DuplicateLogin`)
      await expect(firstPage.getByRole('heading', { level: 1 })).toHaveText(common('pages.duplicateLogin'))
      await expect(firstPage.getByText(account('duplicateLogin.message'))).toBeVisible()
      await expectNoAxeViolations(firstPage)
      expect(await firstPage.evaluate(() => localStorage.getItem('loginInfo'))).toBeNull()
      await first.close()
      await second.close()
    })

    test('find ID shows the ID partly masked, or says none was found', async ({ page, request }) => {
      const name = `Find ${unique(locale)}`
      await createMember(request, locale, { email: `findme.${locale}@example.com`, name, mobile: '010-4000-0001' })
      await page.goto(`/${locale}/login/idfind`)
      await expect(page.locator('#field-name')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.locator('#field-name').fill(name)
      await page.locator('input[name="gender"][value="F"]').check()
      await page.locator('#field-birth').fill('1992-07-01')
      await page.locator('#field-mobile').fill('01040000001')
      await page.getByRole('button', { name: account('idFind.submit'), exact: true }).click()
      await expect(page.getByRole('status')).toContainText(`fi${'*'.repeat(`findme.${locale}`.length - 2)}@e******.com`)
      await expectNoAxeViolations(page)

      await page.locator('input[name="gender"][value="M"]').check()
      await page.getByRole('button', { name: account('idFind.submit'), exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(account('errors.ID_NOT_FOUND'))
    })

    test('find password, then change it through the e-mailed link', async ({ page, request }) => {
      const email = `${unique(locale)}@example.com`
      const name = `Reset ${locale}`
      await createMember(request, locale, { email, name, mobile: '010-5000-0001' })
      await page.goto(`/${locale}/login/pwfind`)
      await expect(page.locator('#field-email')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.locator('#field-email').fill(email)
      await page.locator('#field-name').fill(name)
      await page.locator('#field-birth').fill('1992-07-01')
      await page.locator('#field-mobile').fill('010-5000-0001')
      await page.getByRole('button', { name: account('pwFind.submit'), exact: true }).click()
      await expect(page.getByRole('status')).toContainText(account('pwFind.sent'))

      const link = await resetLinkFor(email)
      expect(link.startsWith(`/${locale}/login/pwChange?token=`)).toBe(true)
      await page.goto(link)
      await expect(page.locator('#field-password')).toBeVisible()
      await expectNoAxeViolations(page)
      const newPassword = 'Renewed#Pass2026'
      await page.locator('#field-password').fill(newPassword)
      await page.locator('#field-passwordConfirm').fill(newPassword)
      await page.getByRole('button', { name: account('pwChange.submit'), exact: true }).click()
      await expect(page.getByRole('status')).toContainText(account('pwChange.done'))

      // The link works once.
      await page.goto(link)
      await page.locator('#field-password').fill(newPassword)
      await page.locator('#field-passwordConfirm').fill(newPassword)
      await page.getByRole('button', { name: account('pwChange.submit'), exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(account('errors.RESET_LINK_INVALID'))

      await logInThroughForm(page, locale, email, newPassword)
      await expect(page).toHaveURL(`/${locale}/main`)
    })

    test("failed logins elsewhere make other browsers wait, never the member's own", async ({
      page,
      browser,
      request,
    }) => {
      // A stranger's failures must wait out the account's growing delay: more than 30 s on a loaded machine.
      test.slow()
      const email = `${unique(locale)}@example.com`
      await createMember(request, locale, { email, name: `Device ${locale}`, mobile: '010-6000-0001' })
      // The member logs in once from this browser, which holds a device cookie from then on.
      await logInThroughForm(page, locale, email)
      await expect(page).toHaveURL(`/${locale}/main`)
      const device = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('device_'))
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' })
      await page.evaluate(() => localStorage.removeItem('loginInfo'))

      // Strangers get the password wrong six times, each from an address of its own and each when
      // allowed: a browser the account does not know now waits 8 seconds before its next try.
      for (let failures = 0; failures < 6;) {
        const answer = await request.post('/api/auth/login', {
          headers: { 'x-forwarded-for': uniqueClientAddress() },
          data: { email, password: 'Wrong#Pass2026' },
        })
        if (answer.status() === 429) await page.waitForTimeout(Number(answer.headers()['retry-after']) * 1000)
        else failures += 1
      }
      const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() } })
      const stranger = await elsewhere.newPage()
      await logInThroughForm(stranger, locale, email)
      await expect(stranger.getByRole('alert')).toBeVisible()
      await expect(stranger).toHaveURL(`/${locale}/login`)
      await elsewhere.close()

      // The member's own browser logs in at once.
      await logInThroughForm(page, locale, email)
      await expect(page).toHaveURL(`/${locale}/main`)
    })
  })
}
