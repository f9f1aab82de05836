import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type APIRequestContext, type Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { PASSWORD, createMember, submitLogin, unique, uniqueMobile } from './members'
import { LOCALES, type Locale, catalog, expectNoAxeViolations } from './support'

// A new version of a required consent applies to every member at once, so these journeys run on
// a server and database of their own (E2E_PORT + 1): the other journeys' members never see it.

const port = Number(process.env.E2E_PORT ?? 4310) + 1
const base = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-e2e-consents-'))
const FIRST = '2026-11-22'
const NEXT = '2027-01-01'
const NEW_TEXTS = {
  kr: { title: '개인정보 수집·이용 동의(개정)', text: '개정된 개인정보 수집·이용 동의 문구입니다.' },
  en: { title: 'Consent to personal information (revised)', text: 'The revised consent text.' },
  cn: { title: '个人信息收集和使用同意（修订）', text: '修订后的同意文本。' },
  jp: { title: '個人情報の収集・利用への同意（改定）', text: '改定後の同意文言です。' },
} satisfies Record<Locale, { title: string; text: string }>

let server: ChildProcess | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  server = spawn('node', ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  server?.kill()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function publishNewPrivacyVersion() {
  const file = path.join(dataDir, 'privacy-texts.json')
  fs.writeFileSync(file, JSON.stringify(NEW_TEXTS))
  const run = spawnSync(
    'npm',
    ['run', '--silent', 'consents', '--', 'publish', '--kind', 'privacy', '--version', NEXT, '--texts', file],
    { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
  )
  expect(run.status, run.stderr).toBe(0)
}

const members = {} as Record<Locale, { email: string }>

test('members who agreed to the first version are asked to agree again at login, in four locales', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000)
  const request: APIRequestContext = await playwright.request.newContext({ baseURL: base })
  for (const locale of LOCALES) {
    const person = {
      email: `${unique(`consent-${locale}-`)}@example.com`,
      name: unique('Consent '),
      mobile: uniqueMobile(),
    }
    await createMember(request, locale, person)
    members[locale] = person
  }
  await request.dispose()
  publishNewPrivacyVersion()

  for (const locale of LOCALES) await renewAndReview(browser, locale)
})

async function renewAndReview(browser: Browser, locale: Locale) {
  const mine = catalog(locale, 'mypage')
  const common = catalog(locale, 'common')
  const context = await browser.newContext({ baseURL: base, locale: 'ko-KR' })
  const page = await context.newPage()
  const { email } = members[locale]

  // Right after login, before anything else: the new text.
  await page.goto(`/${locale}/login`)
  await submitLogin(page, locale, email)
  await expect(page).toHaveURL(new RegExp(`/${locale}/myinfo/consentRenewal\\?returnTo=`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('pages.consentRenewal'))
  await expect(page.getByRole('heading', { level: 2, name: NEW_TEXTS[locale].title })).toBeVisible()
  await expect(page.getByText(NEW_TEXTS[locale].text)).toBeVisible()
  await expectNoAxeViolations(page)

  // Any other member page leads back here until the member agrees.
  await page.goto(`/${locale}/myinfo/history`)
  await expect(page).toHaveURL(new RegExp(`/${locale}/myinfo/consentRenewal\\?returnTo=`))
  await page.getByRole('button', { name: mine('consents.agreeAndContinue') }).click()
  await expect(page.getByRole('alert')).toHaveText(mine('consents.agreeAll'))
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: mine('consents.agreeAndContinue') }).click()
  await expect(page).toHaveURL(`/${locale}/myinfo/history`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('pages.history'))

  // The history shows both versions, and the words of the first as agreed to.
  await page.goto(`/${locale}/myinfo/consents`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('pages.consents'))
  const privacyRows = page.getByRole('row').filter({ hasText: mine('consents.kinds.privacy') })
  await expect(privacyRows).toHaveCount(2)
  await expect(privacyRows.nth(0)).toContainText(NEXT)
  await expect(privacyRows.nth(0)).toContainText(mine('consents.standing'))
  await expect(privacyRows.nth(1)).toContainText(FIRST)
  await expect(privacyRows.nth(1)).toContainText(mine('consents.superseded'))
  await privacyRows
    .nth(1)
    .getByRole('button', { name: mine('consents.view') })
    .click()
  const firstTitle = catalog(locale, 'account')('consent.privacy.title')
  await expect(page.getByRole('heading', { level: 2, name: firstTitle })).toBeFocused()
  await expectNoAxeViolations(page)

  // The optional alerts consent: given, then withdrawn, both kept in the history.
  const alertsTitle = page.getByRole('heading', { level: 3 })
  await expect(alertsTitle).toHaveCount(1)
  await page.locator('section').filter({ has: alertsTitle }).getByRole('button').click()
  const alertsRow = page.getByRole('row').filter({ hasText: mine('consents.kinds.alerts') })
  await expect(alertsRow).toContainText(mine('consents.standing'))
  await alertsRow.getByRole('button', { name: mine('consents.withdraw') }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: mine('consents.withdraw') })
    .click()
  await expect(page.getByRole('status')).toHaveText(mine('consents.withdrawn'))
  await expect(alertsRow).not.toContainText(mine('consents.standing'))
  await expectNoAxeViolations(page)

  // My data: after the password, a JSON file with the member's own details and consents.
  await page.goto(`/${locale}/myinfo/myData`)
  await expect(page).toHaveURL(new RegExp(`/${locale}/myinfo/userInfoPwConfirm\\?returnTo=`))
  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: mine('password.submit'), exact: true }).click()
  await expect(page).toHaveURL(`/${locale}/myinfo/myData`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('pages.myData'))
  await expectNoAxeViolations(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: mine('myData.json') }).click(),
  ])
  const file = JSON.parse(fs.readFileSync((await download.path()) ?? '', 'utf8')) as {
    member: { userId: string }
    consents: { kind: string; version: string }[]
  }
  expect(file.member.userId).toBe(email)
  expect(file.consents.filter((c) => c.kind === 'privacy').map((c) => c.version)).toEqual([NEXT, FIRST])
  await expect(page.getByRole('link', { name: mine('myData.toQna') })).toHaveAttribute(
    'href',
    `/${locale}/myinfo/qnaWrite`,
  )
  await context.close()
}
