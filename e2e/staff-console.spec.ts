import { expect, test } from '@playwright/test'
import { unique } from './members'
import { logInToConsole, setUpStaff } from './staff'
import { catalog } from './support'

const admin = catalog('kr', 'admin')

test('a new admin made with the command line sets up password and authenticator, and logs in with a code', async ({
  page,
  baseURL,
}) => {
  const email = `${unique('admin')}@ctc.example`
  const secret = await setUpStaff(page, baseURL ?? '', email, 'admin', '최관리')
  await expect(page.getByText(admin('login.setupDone'))).toBeVisible()

  // A wrong code is refused, and the console stays closed.
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill('Console#Desk2026')
  await page.getByRole('button', { name: admin('login.next'), exact: true }).click()
  await page.locator('#field-code').fill('000000')
  await page.getByRole('button', { name: admin('login.submit'), exact: true }).click()
  await expect(page.getByText(admin('errors.TOTP_INVALID')).first()).toBeVisible()

  await logInToConsole(page, email, secret)
  await expect(page.getByRole('navigation', { name: admin('nav.label') })).toBeVisible()
  await expect(page.getByRole('link', { name: admin('nav.staff') })).toBeVisible()
})
