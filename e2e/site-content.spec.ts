import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Browser, type Page } from '@playwright/test'
import pg from 'pg'
import { expect, test } from './fixtures'
import { whenHealthy } from './own-server'
import { STAFF_PASSWORD, codeAt, logInToConsole } from './staff'
import { LOCALES, type Locale, catalog, expectNoAxeViolations } from './support'

// The FAQ as content on two server processes over one PostgreSQL database (issue 28): what an
// admin publishes on the first reaches the second through the change feed within a second, with
// JavaScript off as well as on, and a restore brings the earlier text back. The database is made
// for the run on E2E_POSTGRES_URL's server (e.g. postgres://root@127.0.0.1:5432/postgres) and
// dropped after; without it the journey is skipped.

const serverUrl = process.env.E2E_POSTGRES_URL
const portA = Number(process.env.E2E_PORT ?? 4310) + 3
const portB = portA + 1
const baseA = `http://127.0.0.1:${portA}`
const baseB = `http://127.0.0.1:${portB}`
const database = `ctc_e2e_site_${process.pid}_${Date.now()}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-e2e-site-'))
const admin = catalog('kr', 'admin')
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text)

const databaseUrl = () => {
  const url = new URL(serverUrl ?? 'postgres://localhost')
  url.pathname = `/${database}`
  return url.toString()
}
const env = () => ({
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl(),
  LOG_LEVEL: 'warn',
  PUBLIC_URL: baseA,
})

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const servers: ChildProcess[] = []

test.describe.configure({ mode: 'serial' })
test.skip(!serverUrl, 'E2E_POSTGRES_URL names no PostgreSQL server')
test.use({ baseURL: baseA })

test.beforeAll(async () => {
  // Two starts, each migrating or checking a new PostgreSQL database, on a busy machine.
  test.setTimeout(150_000)
  await onServer(`create database ${database}`)
  // The first process migrates the new database; the second starts on it once it is ready.
  servers.push(spawn('node', ['apps/server/dist/main.js'], { env: { ...env(), PORT: String(portA) }, stdio: 'ignore' }))
  await whenHealthy(baseA, 30_000)
  servers.push(spawn('node', ['apps/server/dist/main.js'], { env: { ...env(), PORT: String(portB) }, stdio: 'ignore' }))
  await whenHealthy(baseB, 30_000)
})

test.afterAll(async () => {
  test.setTimeout(60_000)
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.once('exit', () => resolve())
          server.kill()
        }),
    ),
  )
  if (serverUrl) await onServer(`drop database if exists ${database}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** An admin made with the command line on the shared database, set up in the browser; answers the secret. */
async function setUpAdmin(page: Page, email: string) {
  const run = spawnSync(
    'npm',
    ['run', '--silent', 'staff', '--', 'create', '--email', email, '--name', '김관리', '--role', 'admin'],
    {
      encoding: 'utf8',
      env: { ...env(), LOG_LEVEL: 'silent' },
    },
  )
  expect(run.status, run.stderr).toBe(0)
  const link = new URL(/https?:\/\/\S+#token=[\w-]+/.exec(run.stdout)?.[0] ?? '')
  await page.goto(link.pathname + link.hash)
  await page.locator('#field-password').fill(STAFF_PASSWORD)
  await page.locator('#field-passwordConfirm').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: admin('setup.next'), exact: true }).click()
  const secret = (await page.getByLabel(admin('setup.secretLabel')).innerText()).replace(/\s/g, '')
  await page.locator('#field-code').fill(codeAt(secret))
  await page.getByRole('button', { name: admin('setup.confirmCode') }).click()
  await page.getByLabel(admin('setup.saved')).check()
  await page.getByRole('button', { name: admin('setup.finish') }).click()
  await expect(page.getByText(admin('login.setupDone'))).toBeVisible()
  return secret
}

/** The admin's console, logged in by the first journey and kept open for the next (a second login would reuse its code). */
let consolePage: Page | undefined

const OLD_QUESTION = '주차할 수 있나요?'
const NEW_ENTRY: Record<Locale, { question: string; answer: string }> = {
  kr: { question: '검진 전날 술을 마셔도 되나요?', answer: '검진 전 3일 동안은 술을 드시면 안 됩니다.' },
  en: {
    question: 'May I drink alcohol the day before screening?',
    answer: 'Please drink no alcohol for 3 days before.',
  },
  cn: { question: '体检前一天可以喝酒吗？', answer: '体检前3天内请不要饮酒。' },
  jp: { question: '検診の前日にお酒を飲んでもよいですか？', answer: '検診前の3日間はお酒を控えてください。' },
}

async function saveAndPublish(page: Page) {
  await page.getByRole('button', { name: admin('siteContent.saveDraft') }).click()
  await expect(page.getByText(admin('siteContent.saved'))).toBeVisible()
  await page.getByRole('button', { name: admin('siteContent.publish'), exact: true }).click()
  await expect(page.getByText(admin('siteFaq.published'))).toBeVisible()
}

async function editEntry(page: Page, locale: Locale, question: string, answer: string) {
  const language = admin(`locales.${locale}`)
  await page
    .getByRole('radio', { name: locale === 'kr' ? `${language} (${admin('siteContent.required')})` : language })
    .check()
  await page.getByRole('textbox', { name: fill(admin('siteFaq.question'), { locale: language }) }).fill(question)
  const editor = page.getByRole('textbox', { name: fill(admin('siteFaq.answer'), { locale: language }) })
  await editor.click()
  await editor.fill(answer)
}

/** The second process's FAQ page for a locale, as a browser without JavaScript gets it. */
const pageHtml = (locale: Locale) => fetch(`${baseB}/${locale}/contact/faq?tab=visit`).then((r) => r.text())

async function expectShown(browser: Browser, javaScriptEnabled: boolean, shown: (locale: Locale) => string) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: baseB })
  const page = await context.newPage()
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/contact/faq?tab=visit`)
    const question = page.getByText(shown(locale), { exact: true })
    await expect(question).toBeVisible()
    // The answer opens from its question, scripts or not.
    await question.click()
    await expect(question.locator('xpath=ancestor::details')).toHaveAttribute('open', '')
  }
  if (javaScriptEnabled) await expectNoAxeViolations(page)
  await context.close()
}

test('an admin publishes a new FAQ entry in four languages; the other process shows it within a second, and a restore brings the old FAQ back', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await (await browser.newContext({ baseURL: baseA })).newPage()
  consolePage = page
  const email = `faq-admin-${Date.now()}@ctc.example`
  const secret = await setUpAdmin(page, email)
  await logInToConsole(page, email, secret)

  // The first publication: one category with one question.
  await page.getByRole('link', { name: admin('nav.siteFaq') }).click()
  await expect(page.getByText(admin('siteFaq.noCategories'))).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: admin('siteFaq.addCategory') }).click()
  await page.getByRole('textbox', { name: admin('siteFaq.slug') }).fill('visit')
  await page
    .getByRole('textbox', { name: fill(admin('siteFaq.categoryTitle'), { locale: admin('locales.kr') }) })
    .fill('방문')
  await page
    .getByRole('button', {
      name: fill(admin('siteFaq.editEntry'), { item: fill(admin('siteFaq.entryOf'), { c: 1, n: 1 }) }),
    })
    .click()
  await editEntry(page, 'kr', OLD_QUESTION, '네, 지하 주차장을 이용하실 수 있습니다.')
  await saveAndPublish(page)
  await expect.poll(() => pageHtml('kr'), { timeout: 1000, intervals: [50] }).toContain(OLD_QUESTION)

  // The second: a new question in four languages.
  await page.getByRole('button', { name: fill(admin('siteFaq.addEntry'), { n: 1 }) }).click()
  for (const locale of LOCALES) await editEntry(page, locale, NEW_ENTRY[locale].question, NEW_ENTRY[locale].answer)
  await expectNoAxeViolations(page)
  await saveAndPublish(page)
  const published = Date.now()
  for (const locale of LOCALES) {
    await expect.poll(() => pageHtml(locale), { timeout: 1000, intervals: [50] }).toContain(NEW_ENTRY[locale].question)
  }
  expect(Date.now() - published).toBeLessThan(1500)
  await expectShown(browser, false, (locale) => NEW_ENTRY[locale].question)
  await expectShown(browser, true, (locale) => NEW_ENTRY[locale].question)

  // Restoring the first publication takes the new question away again, on the other process too.
  await page.getByRole('button', { name: /판 복원$/ }).click()
  await expect(page.getByText(/판을 다시 게시했습니다/)).toBeVisible()
  for (const locale of LOCALES) {
    await expect
      .poll(() => pageHtml(locale), { timeout: 1000, intervals: [50] })
      .not.toContain(NEW_ENTRY[locale].question)
  }
  // The empty languages show the Korean question, marked as Korean.
  await expectShown(browser, false, () => OLD_QUESTION)
  const html = await pageHtml('en')
  expect(html).toMatch(new RegExp(`lang="ko"[^>]*>${OLD_QUESTION}`))
})

/** The second process's footer and directions page, as a browser without JavaScript gets them. */
const contactHtml = () =>
  Promise.all([`${baseB}/kr/main`, `${baseB}/kr/contact/location`].map((url) => fetch(url).then((r) => r.text())))

async function expectPhoneOnSecondProcess(browser: Browser, phone: string, other: string) {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: baseB })
    const page = await context.newPage()
    await page.goto('/kr/main')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: phone })).toBeVisible()
    await page.goto('/kr/contact/location')
    await expect(page.getByRole('main')).toContainText(phone)
    await expect(page.getByRole('main')).not.toContainText(other)
    await context.close()
  }
}

test("an admin sets the center's phone on one process; the other shows it within a second, and a restore brings the earlier number back", async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = consolePage
  if (!page) throw new Error('the first journey left no console open')
  await page.goto('/admin/settings/identity')
  const field = (label: string) => page.getByLabel(`${label} (${admin('locales.kr')})`, { exact: false }).first()
  const publish = async (phone: string) => {
    await page.getByLabel(admin('siteIdentity.fields.phone')).fill(phone)
    await page.getByRole('button', { name: admin('siteIdentity.publish'), exact: true }).click()
    await expect(page.getByText(admin('siteIdentity.published'))).toBeVisible()
    const published = Date.now()
    await expect
      .poll(async () => (await contactHtml()).every((html) => html.includes(phone)), { timeout: 1000, intervals: [50] })
      .toBe(true)
    expect(Date.now() - published).toBeLessThan(1500)
  }

  // The site starts without an identity: the first publication sets it up.
  await field(admin('siteIdentity.fields.name')).fill('한빛병원 임상시험센터')
  await field(admin('siteIdentity.fields.address')).fill('서울특별시 중구 세종대로 1')
  await publish('02-555-0101')
  await publish('02-555-0202')
  await expectPhoneOnSecondProcess(browser, '02-555-0202', '02-555-0101')

  // Restoring the version before brings its number back on the other process too.
  await page
    .getByRole('button', { name: /^버전 \d+ 복원$/ })
    .first()
    .click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: admin('siteIdentity.history.confirmYes'), exact: true })
    .click()
  await expect
    .poll(async () => (await contactHtml()).every((html) => html.includes('02-555-0101')), {
      timeout: 1000,
      intervals: [50],
    })
    .toBe(true)
  await expectPhoneOnSecondProcess(browser, '02-555-0101', '02-555-0202')
  await page.context().close()
})
