import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { unique } from './members'
import { LOCALES, catalog, expectNoAxeViolations, findMailedLink, queryDatabase, storedEmail } from './support'

// Study alerts: a member opts in on My Page and confirms the address by the mailed link; a notice
// published in the console is mailed to them with RFC 8058 unsubscribe headers; the link in the
// mail stops the alerts without a login.

const admin = catalog('kr', 'admin')
const seoulToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)

/** The raw mails in the e2e server's outbox to an address, headers unfolded, quoted-printable joined. */
function mailsTo(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => raw.includes(`To: ${email}`))
    .map((raw) =>
      raw
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
}

test('a member opts in and confirms the address; a published notice is mailed once; the link in the mail unsubscribes without a login', async ({
  page,
  browser,
  member,
  staffLogin,
}) => {
  test.setTimeout(120_000)
  const mypage = catalog('kr', 'mypage')
  await page.goto('/kr/myinfo/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog('kr', 'common')('pages.contactPreferences'))
  // The words of the alerts consent in effect, from the server (its first version's title).
  await expect(page.getByRole('heading', { level: 3, name: '맞춤 임상시험 알림 수신 동의(선택)' })).toBeVisible()
  await page.getByRole('checkbox', { name: mypage('contact.alertsLabel') }).check()
  await page.getByRole('button', { name: mypage('contact.saveAlerts') }).click()
  await expect(page.getByText(mypage('contact.alertsNeedAddress'))).toBeVisible()
  await expectNoAxeViolations(page)

  // The first opt-in mailed a confirmation link; opening it confirms the address.
  let verify: string | undefined
  await expect
    .poll(() => (verify = findMailedLink(member.email, /\/kr\/myinfo\/verifyEmail\?token=[\w.-]+/)), {
      timeout: 15_000,
    })
    .toBeTruthy()
  await page.goto(verify ?? '')
  await expect(page.getByText(mypage('contact.verified'))).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/kr/myinfo/contact')
  await expect(page.getByText(mypage('contact.addressConfirmed'))).toBeVisible()

  // A coordinator publishes a notice open to everyone.
  const console = await browser.newPage()
  await staffLogin('coordinator', console)
  await console.goto('/admin/notices/new')
  const title = unique('알림 공고 ')
  await console.locator('#field-recruitStart').fill(seoulToday())
  await console.locator('#field-recruitEnd').fill('2030-12-31')
  await console.locator('#field-texts\\.kr\\.title').fill(title)
  await console.getByRole('button', { name: admin('noticeForm.saveAndPublish') }).click()
  await expect(console).toHaveURL(/\/admin\/notices\/\d+\/edit$/)
  const studyId = Number(/\/admin\/notices\/(\d+)\/edit$/.exec(console.url())?.[1])
  await console.close()

  const alertsOf = () => mailsTo(member.email).filter((mail) => mail.includes('List-Unsubscribe-Post'))
  await expect.poll(() => alertsOf().length, { timeout: 15_000 }).toBe(1)
  const [alert] = alertsOf()
  expect(alert).toContain(`/kr/studyinfo/recruitmentView?studyId=${studyId}`)
  expect(alert).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[\w.-]+>/m)
  expect(alert).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)

  // The link in the mail, in a browser that is not logged in.
  const unsubscribe = findMailedLink(member.email, /\/kr\/alerts\/unsubscribe\?token=[\w.-]+/)
  const visitor = await browser.newContext()
  const outside = await visitor.newPage()
  await outside.goto(unsubscribe ?? '')
  await expect(outside.getByText(mypage('contact.unsubscribeQuestion'))).toBeVisible()
  await expectNoAxeViolations(outside)
  await outside.getByRole('button', { name: mypage('contact.unsubscribe') }).click()
  await expect(outside.getByText(mypage('contact.unsubscribed'))).toBeVisible()
  await expectNoAxeViolations(outside)
  await visitor.close()

  // The member's own page shows the alerts off.
  await page.goto('/kr/myinfo/contact')
  await expect(page.getByText(mypage('contact.addressConfirmed'))).toBeVisible()
  await expect(page.getByRole('checkbox', { name: mypage('contact.alertsLabel') })).not.toBeChecked()

  // My consents agrees: the link withdrew the alerts consent (kept, not standing).
  const alertsRow = page.getByRole('row').filter({ hasText: mypage('consents.kinds.alerts') })
  await page.goto('/kr/myinfo/consents')
  await expect(alertsRow).toHaveCount(1)
  await expect(alertsRow).not.toContainText(mypage('consents.standing'))

  // And the other way: alerts on again, then the consent withdrawn on My consents turns them off.
  await page.goto('/kr/myinfo/contact')
  await page.getByRole('checkbox', { name: mypage('contact.alertsLabel') }).check()
  await page.getByRole('button', { name: mypage('contact.saveAlerts') }).click()
  await expect(page.getByText(mypage('contact.saved'))).toBeVisible()
  await page.goto('/kr/myinfo/consents')
  const standing = alertsRow.filter({ hasText: mypage('consents.standing') })
  await expect(standing).toHaveCount(1)
  await standing.getByRole('button', { name: mypage('consents.withdraw') }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: mypage('consents.withdraw') })
    .click()
  await expect(page.getByRole('status')).toHaveText(mypage('consents.withdrawn'))
  await page.goto('/kr/myinfo/contact')
  await expect(page.getByText(mypage('contact.addressConfirmed'))).toBeVisible()
  await expect(page.getByRole('checkbox', { name: mypage('contact.alertsLabel') })).not.toBeChecked()
})

for (const locale of LOCALES) {
  test.describe(`alerts and contact in ${locale}`, () => {
    test.use({ memberLocale: locale })

    test(`the My Page section pauses and resumes contact, and a bad unsubscribe link is explained (${locale})`, async ({
      page,
      member: _member,
    }) => {
      const mypage = catalog(locale, 'mypage')
      await page.goto(`/${locale}/myinfo/contact`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        catalog(locale, 'common')('pages.contactPreferences'),
      )
      await expect(page.getByText(mypage('contact.addressUnconfirmed'))).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('radio', { name: mypage('contact.months_other').replace('{{count}}', '6') }).check()
      await page.getByRole('button', { name: mypage('contact.pause'), exact: true }).click()
      await expect(page.getByRole('button', { name: mypage('contact.resume') })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: mypage('contact.resume') }).click()
      await expect(page.getByRole('button', { name: mypage('contact.pause'), exact: true })).toBeVisible()

      await page.goto(`/${locale}/alerts/unsubscribe?token=1.forged-signature-of-the-link`)
      await page.getByRole('button', { name: mypage('contact.unsubscribe') }).click()
      await expect(page.getByRole('alert')).toHaveText(mypage('errors.CONTACT_LINK_INVALID'))
      await expectNoAxeViolations(page)
    })
  })
}

test('a member who paused contact shows as paused and unconfirmed in the pool', async ({
  page,
  browser,
  baseURL,
  member,
  staffLogin,
}) => {
  test.setTimeout(90_000)
  const mypage = catalog('kr', 'mypage')
  await page.goto('/kr/myinfo/contact')
  await page.getByRole('radio', { name: mypage('contact.months_other').replace('{{count}}', '3') }).check()
  await page.getByRole('button', { name: mypage('contact.pause'), exact: true }).click()
  await expect(page.getByRole('button', { name: mypage('contact.resume') })).toBeVisible()
  const [row] = queryDatabase<{ pool_id: string }>(
    'select pool_id from members where email = ?',
    storedEmail('members', member.email),
  )

  const office = await browser.newContext({ baseURL })
  const console = await office.newPage()
  await staffLogin('coordinator', console)
  await console.goto('/admin/pool')
  await console.getByRole('button', { name: admin('pool.byHand') }).click()
  await console.getByRole('button', { name: admin('pool.search') }).click()
  const entry = console.getByRole('row').filter({ has: console.getByText(row?.pool_id ?? 'none', { exact: true }) })
  await expect(entry).toContainText(admin('pool.pausedUntil').split('{{date}}')[1] ?? '')
  await expect(entry).toContainText(admin('pool.unverified'))
  await expectNoAxeViolations(console)
  await office.close()
})
