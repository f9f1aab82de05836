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

const seoulToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

test('a coordinator publishes a notice in four languages with an attachment; the public pages show it, and its closing at once', async ({
  page,
  baseURL,
}) => {
  const email = `${unique('coord')}@ctc.example`
  const secret = await setUpStaff(page, baseURL ?? '', email, 'coordinator', '김코디')
  await logInToConsole(page, email, secret)
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
  await expect(page).toHaveURL(/\/admin\/notices\/\d+$/)
  const studyId = Number(/\/admin\/notices\/(\d+)$/.exec(page.url())?.[1])

  await page.getByLabel(admin('attachments.add')).setInputFiles({ name: '안내문.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByText(admin('attachments.uploaded').replace('{{name}}', '안내문.pdf'))).toBeVisible()

  await page.goto('/jp/studyinfo/recruitment')
  await expect(page.getByRole('link', { name: `JP ${title}` })).toBeVisible()
  await page.goto(`/en/studyinfo/recruitmentView?studyId=${studyId}`)
  await expect(page.getByRole('heading', { name: `EN ${title}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /안내문\.pdf/ })).toBeVisible()

  await page.goto(`/admin/notices/${studyId}`)
  await page.getByRole('button', { name: admin('noticeActions.close'), exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: admin('noticeActions.close'), exact: true }).click()
  await expect(page.getByText(admin('noticeActions.done.close'))).toBeVisible()
  await page.goto(`/en/studyinfo/recruitmentView?studyId=${studyId}`)
  await expect(page.getByText(catalog('en', 'recruitment')('view.closed'))).toBeVisible()
})
