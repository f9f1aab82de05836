import { spawnSync } from 'node:child_process'
import { type Page, expect } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { catalog } from './support'

// The staff console's journeys: accounts made with the command line, as the README says, and
// codes computed from the authenticator secret the set-up page shows, as an app would.

export const STAFF_PASSWORD = 'Console#Desk2026'
const admin = catalog('kr', 'admin')

/** `npm run staff -- …` on the e2e server's database; answers its standard output. */
export function staffCli(baseURL: string, ...args: string[]): string {
  return staffCliIn(process.env.E2E_DATA_DIR, baseURL, ...args)
}

/** `npm run staff -- …` on the database of a server a journey started itself, in `dataDir`. */
export function staffCliIn(dataDir: string | undefined, baseURL: string, ...args: string[]): string {
  const run = spawnSync('npm', ['run', '--silent', 'staff', '--', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: 'silent' },
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

/** The code an authenticator app shows for the secret, `stepsAhead` 30-second steps from now. */
export function codeAt(secret: string, stepsAhead = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  })
}

/**
 * Creates an account with the command line and sets it up in the browser; answers its secret.
 * `dataDir`: the database of a server the journey started itself (the e2e server's by default).
 */
export async function setUpStaff(
  page: Page,
  baseURL: string,
  email: string,
  role: string,
  name: string,
  dataDir = process.env.E2E_DATA_DIR,
) {
  const output = staffCliIn(dataDir, baseURL, 'create', '--email', email, '--name', name, '--role', role)
  const link = /https?:\/\/\S+#token=[\w-]+/.exec(output)?.[0]
  expect(link, output).toBeTruthy()
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').hash)
  await expect(page.getByText(email)).toBeVisible()
  await page.locator('#field-password').fill(STAFF_PASSWORD)
  await page.locator('#field-passwordConfirm').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: admin('setup.next'), exact: true }).click()
  const secret = (await page.getByLabel(admin('setup.secretLabel')).innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await page.locator('#field-code').fill(codeAt(secret))
  await page.getByRole('button', { name: admin('setup.confirmCode') }).click()
  await expect(page.getByRole('heading', { name: admin('setup.steps.recovery') })).toBeVisible()
  await page.getByLabel(admin('setup.saved')).check()
  await page.getByRole('button', { name: admin('setup.finish') }).click()
  return secret
}

/**
 * Logs in at /admin/login with the password and then a code `stepsAhead` steps from now, and waits
 * for the console's menu: a journey that goes to a screen at once would otherwise race the login.
 */
export async function logInToConsole(page: Page, email: string, secret: string, stepsAhead = 1) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: admin('login.next'), exact: true }).click()
  await page.locator('#field-code').fill(codeAt(secret, stepsAhead))
  await page.getByRole('button', { name: admin('login.submit'), exact: true }).click()
  await expect(page.getByRole('navigation', { name: admin('nav.label') })).toBeVisible({ timeout: 15_000 })
}
