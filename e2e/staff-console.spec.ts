import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { PASSWORD, logInWithStorage, unique, uniqueClientAddress } from './members'
import { logInToConsole, setUpStaff } from './staff'
import { catalog, expectNoAxeViolations } from './support'

const admin = catalog('kr', 'admin')

test('a new admin made with the command line sets up password and authenticator, and logs in with a code', async ({
  page,
  baseURL,
}) => {
  // Six screens with every axe rule: about 1 s of axe work each, but several seconds each once the
  // machine is loaded (the page itself answers in well under a second), so the budget is the
  // pipeline journey's, not the default 30 s.
  test.setTimeout(120_000)
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
  for (const screen of [
    '/admin',
    '/admin/notices',
    '/admin/notices/new',
    '/admin/questions',
    '/admin/members',
    '/admin/staff',
  ]) {
    await page.goto(screen)
    await expect(page.getByRole('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
  }
})

const seoulToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

test('a coordinator publishes a notice in four languages with an attachment; the public pages show it, and its closing at once', async ({
  page,
  staff: _staff,
}) => {
  await page.getByRole('link', { name: admin('nav.notices') }).click()
  await page.getByRole('link', { name: admin('notices.new') }).click()

  const title = unique('E2E 공고 ')
  await page.locator('#field-recruitStart').fill(seoulToday())
  await page.locator('#field-recruitEnd').fill('2030-12-31')
  await page.locator('#field-texts\\.kr\\.title').fill(title)
  await page.locator('#field-texts\\.en\\.title').fill(`EN ${title}`)
  await page.locator('#field-texts\\.cn\\.title').fill(`CN ${title}`)
  await page.locator('#field-texts\\.jp\\.title').fill(`JP ${title}`)
  await page.getByRole('button', { name: admin('noticeForm.saveAndPublish') }).click()
  // A new notice stays in its form, for attachments.
  await expect(page).toHaveURL(/\/admin\/notices\/\d+\/edit$/)
  const studyId = Number(/\/admin\/notices\/(\d+)\/edit$/.exec(page.url())?.[1])

  await page
    .getByLabel(admin('attachments.add'))
    .setInputFiles({ name: '안내문.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByText(admin('attachments.uploaded').replace('{{name}}', '안내문.pdf'))).toBeVisible()

  await page.goto('/jp/studyinfo/recruitment')
  await expect(page.getByRole('link', { name: `JP ${title}` })).toBeVisible()
  await page.goto(`/en/studyinfo/recruitmentView?studyId=${studyId}`)
  await expect(page.getByRole('heading', { name: `EN ${title}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /안내문\.pdf/ })).toBeVisible()

  await page.goto(`/admin/notices/${studyId}`)
  await page.getByRole('button', { name: admin('noticeActions.close'), exact: true }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: admin('noticeActions.close'), exact: true })
    .click()
  await expect(page.getByText(admin('noticeActions.done.close'))).toBeVisible()
  await page.goto(`/en/studyinfo/recruitmentView?studyId=${studyId}`)
  await expect(page.getByText(catalog('en', 'recruitment')('view.closed'))).toBeVisible()
})

const outboxMails = () => {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  return fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
}

test.describe('a Japanese-speaking member', () => {
  test.use({ memberLocale: 'jp' })

  test("a member's question answered in the console is on their My Page, and the e-mail is in the outbox", async ({
    page,
    request,
    memberAccount: member,
    staff: _staff,
  }) => {
    const asked = await request.post('/api/jp/qna/write', {
      headers: { 'x-auth-token': member.auth },
      data: { title: unique('検査の時間 '), body: '検査は何時間かかりますか。' },
    })
    const { qnaId } = (await asked.json()) as { qnaId: number }

    await page.goto(`/admin/questions/${qnaId}`)
    await expect(page.getByText('検査は何時間かかりますか。')).toBeVisible()
    await page.locator('#field-answer').fill('約3時間です。当日は朝食を取らずにお越しください。')
    await page.getByRole('button', { name: admin('question.send') }).click()
    await expect(page.getByText(admin('question.sent'))).toBeVisible()
    expect(outboxMails().some((mail) => mail.includes(member.email) && !mail.includes('検査は何時間'))).toBe(true)

    await page.evaluate(() => sessionStorage.clear())
    await logInWithStorage(page, request, member.email)
    await page.goto(`/jp/myinfo/qnaView?qnaId=${qnaId}`)
    await expect(page.getByText('約3時間です。当日は朝食を取らずにお越しください。')).toBeVisible()
  })
})

test('failed logins from strangers never lock a member: the console shows the account open', async ({
  page,
  playwright,
  baseURL,
  memberAccount: member,
  staffLogin,
}) => {
  // Waiting out the account's growing delay between the strangers' tries takes a few seconds.
  test.slow()
  // The strangers' browsers: without the device cookie the member's own logins were given.
  const strangers = await playwright.request.newContext({ baseURL })
  const login = (password: string) =>
    strangers.post('/api/auth/login', {
      headers: { 'x-forwarded-for': uniqueClientAddress() },
      data: { email: member.email, password },
    })
  for (let failures = 0; failures < 6;) {
    const answer = await login('Wrong#Password1')
    if (answer.status() === 429) await page.waitForTimeout(Number(answer.headers()['retry-after']) * 1000)
    else failures += 1
  }
  // A browser the account does not know now waits before its next try; nothing is locked.
  expect((await login(PASSWORD)).status()).toBe(429)
  await strangers.dispose()

  await staffLogin('coordinator')
  await page.getByRole('link', { name: admin('nav.members') }).click()
  await page.locator('#field-value').fill(member.email)
  await page.locator('#field-reason').selectOption('account_support')
  await page.getByRole('button', { name: admin('members.search'), exact: true }).click()
  await page.getByRole('link', { name: member.name }).click()
  await expect(page.getByText(admin('member.notLocked'))).toBeVisible()
  await expect(page.getByRole('button', { name: admin('member.unlock') })).toHaveCount(0)
})
