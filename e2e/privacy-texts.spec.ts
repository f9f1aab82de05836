import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Browser, type Page } from '@playwright/test'
import { expect, test, whenReady } from './fixtures'
import { createMember, submitLogin, unique, uniqueMobile } from './members'
import { ownServer } from './own-server'
import { logInToConsole, setUpStaff } from './staff'
import { LOCALES, type Locale, catalog, expectNoAxeViolations } from './support'

// A privacy officer publishes a privacy policy for tomorrow and a consent version from the console.
// A required consent applies to every member and a policy to every page, so the journey runs on a
// server and database of its own (E2E_PORT + 2). "Tomorrow" is seen by starting that server again
// with its clock a day ahead (shifted-clock.mjs): the same database, the next day.

const port = Number(process.env.E2E_PORT ?? 4310) + 2
const base = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-e2e-privacy-texts-'))
const admin = catalog('kr', 'admin')
const privacy = catalog('kr', 'privacy')

const seoulDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(at)
const TODAY = seoulDate(Date.now())
const TOMORROW = seoulDate(Date.now() + 86_400_000)
// The demo center's policy, the start data: in effect since 2026-01-01.
const DEMO_FIRST_ARTICLE = '제1조(개인정보의 처리 목적)'
const NEW_POLICY = {
  kr: '제1조(처리 목적) 개정된 처리방침은 시행일부터 적용됩니다.',
  en: 'Article 1 (Purposes) The revised policy applies from its effective date.',
}
const CONSENT_VERSION = `${TODAY}.2`
const NEW_TEXTS = {
  kr: { title: '개인정보 수집·이용 동의(콘솔 개정)', text: '콘솔에서 게시한 개인정보 수집·이용 동의 문구입니다.' },
  en: {
    title: 'Consent to personal information (revised in the console)',
    text: 'The consent text published in the console.',
  },
  cn: { title: '个人信息收集和使用同意（后台修订）', text: '在管理后台发布的同意文本。' },
  jp: { title: '個人情報の収集・利用への同意（管理画面で改定）', text: '管理画面で公開した同意文言です。' },
} satisfies Record<Locale, { title: string; text: string }>

const server = ownServer({ port, dataDir })

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await server.start()
})

test.afterAll(async () => {
  await server.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, locale: 'ko-KR' })
  const page = await context.newPage()
  await whenReady(page)
  return page
}

/** Replaces the text of the rich-text editor named `name` with one paragraph. */
async function rewrite(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name, exact: true })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  await editor.pressSequentially(text)
  await expect(editor).toHaveText(text)
}

const member = { email: `${unique('privacy-texts-')}@example.com`, name: unique('Privacy '), mobile: uniqueMobile() }

test('a privacy officer publishes a policy for tomorrow and a consent version in the console', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000)
  // A member who agreed to the consent texts of sign-up, before the new version.
  const request = await playwright.request.newContext({ baseURL: base })
  await createMember(request, 'kr', member)
  await request.dispose()

  const page = await newPage(browser)
  const email = `${unique('privacy-officer')}@ctc.example`
  const secret = await setUpStaff(page, base, email, 'privacy_officer', '정보호', dataDir)
  await logInToConsole(page, email, secret)
  await page.goto('/admin/privacy-texts')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin('privacyTexts.title'))

  // The policy: a new draft from the version in effect, rewritten in Korean and English.
  await page.getByRole('button', { name: admin('privacyTexts.policy.newFromLatest') }).click()
  await expect(page.getByRole('heading', { name: admin('privacyTexts.policy.newDraft') })).toBeVisible()
  const bodyName = (locale: 'kr' | 'en') =>
    admin('privacyTexts.policy.body').replace('{{locale}}', admin(`locales.${locale}`))
  await rewrite(page, bodyName('kr'), NEW_POLICY.kr)
  const localeTabs = page.getByRole('tablist', { name: admin('privacyTexts.policy.locales') })
  await localeTabs.getByRole('tab', { name: admin('locales.en') }).click()
  await rewrite(page, bodyName('en'), NEW_POLICY.en)
  await page.getByLabel(admin('privacyTexts.effectiveDate'), { exact: true }).fill(TOMORROW)
  const publish = page.getByRole('button', { name: admin('privacyTexts.policy.publish'), exact: true })
  await expect(publish).toBeDisabled()
  await page.getByRole('button', { name: admin('privacyTexts.policy.saveDraft') }).click()
  await expect(page.getByRole('status').filter({ hasText: admin('privacyTexts.policy.saved') })).toBeVisible()
  // The preview shows the text as saved: Chinese, left as the demo's, and English, rewritten.
  const preview = page.getByRole('tablist', { name: admin('privacyTexts.policy.previewLocales') })
  await preview.getByRole('tab', { name: admin('locales.en') }).click()
  await expect(page.getByRole('tabpanel').filter({ hasText: NEW_POLICY.en }).last()).toBeVisible()
  await expectNoAxeViolations(page)
  await publish.click()
  await expect(page.getByRole('status').filter({ hasText: admin('privacyTexts.policy.published') })).toBeVisible()
  const versions = page.getByRole('table', { name: admin('privacyTexts.policy.versions') })
  await expect(versions.getByRole('row')).toHaveCount(3)

  // The consent: a new version of the required privacy consent, at once, in four locales.
  await page.getByLabel(new RegExp(`^${admin('privacyTexts.consents.version')}`)).fill(CONSENT_VERSION)
  const consentTabs = page.getByRole('tablist', { name: admin('privacyTexts.consents.locales') })
  for (const locale of LOCALES) {
    const name = admin(`locales.${locale}`)
    await consentTabs.getByRole('tab', { name }).click()
    const label = (key: string) => new RegExp(`^${admin(key).replace('{{locale}}', name)}`)
    await page.getByLabel(label('privacyTexts.consents.textTitle')).fill(NEW_TEXTS[locale].title)
    await page.getByLabel(label('privacyTexts.consents.text')).fill(NEW_TEXTS[locale].text)
  }
  await page.getByRole('button', { name: admin('privacyTexts.consents.publish') }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: admin('privacyTexts.consents.published').replace('{{version}}', CONSENT_VERSION) }),
  ).toBeVisible()
  const consentRows = page.getByRole('table', { name: admin('privacyTexts.consents.versions') }).getByRole('row')
  await expect(consentRows.filter({ hasText: CONSENT_VERSION })).toContainText(admin('privacyTexts.current'))
  await expectNoAxeViolations(page)
  await page.context().close()
})

test('the member agrees to the consent version published in the console at the next login', async ({ browser }) => {
  const mine = catalog('kr', 'mypage')
  const page = await newPage(browser)
  await page.goto('/kr/login')
  await submitLogin(page, 'kr', member.email)
  await expect(page).toHaveURL(/\/kr\/myinfo\/consentRenewal\?returnTo=/)
  await expect(page.getByRole('heading', { level: 2, name: NEW_TEXTS.kr.title })).toBeVisible()
  await expect(page.getByText(NEW_TEXTS.kr.text)).toBeVisible()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: mine('consents.agreeAndContinue') }).click()
  await expect(page).not.toHaveURL(/consentRenewal/)
  await page.goto('/kr/myinfo/consents')
  const privacyRows = page.getByRole('row').filter({ hasText: mine('consents.kinds.privacy') })
  await expect(privacyRows.first()).toContainText(CONSENT_VERSION)
  await expect(privacyRows.first()).toContainText(mine('consents.standing'))
  await page.context().close()
})

test('before its date the public page shows the policy in effect; from it, the new one, the earlier one a link away', async ({
  browser,
}) => {
  const page = await newPage(browser)
  const article = page.locator('main article')
  await page.goto('/kr/PrivacyPage')
  await expect(article.locator('section h3').first()).toContainText(DEMO_FIRST_ARTICLE)
  await expect(article).not.toContainText(NEW_POLICY.kr)
  await expect(page.getByRole('navigation', { name: privacy('earlierTitle') })).toHaveCount(0)

  // The next day, on the same database.
  await server.stop()
  await server.start(1)
  await page.goto('/kr/PrivacyPage')
  await expect(article).toContainText(NEW_POLICY.kr)
  await expect(article).not.toContainText(DEMO_FIRST_ARTICLE)
  await expectNoAxeViolations(page)
  const earlier = page.getByRole('navigation', { name: privacy('earlierTitle') })
  await expect(earlier.getByRole('link')).toHaveCount(1)
  await earlier.getByRole('link').click()
  await expect(page).toHaveURL(/\/kr\/PrivacyPage\?policyId=\d+$/)
  await expect(article.locator('section h3').first()).toContainText(DEMO_FIRST_ARTICLE)
  await expect(article.getByRole('link', { name: privacy('currentLink') })).toBeVisible()
  await expectNoAxeViolations(page)

  // English reads its own revised text; Chinese, left as the demo's, its own too.
  await page.goto('/kr/PrivacyPageEn')
  await expect(article).toContainText(NEW_POLICY.en)
  await page.goto('/kr/PrivacyPageCn')
  await expect(article.locator('section h3').first()).toContainText('个人信息的处理目的')
  await page.context().close()
})
