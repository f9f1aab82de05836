import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  applyThroughApi,
  createMember,
  logInThroughApi,
  logInWithStorage,
  openOnlineStudy,
  unique,
  uniqueMobile,
} from './members'
import { logInToConsole, setUpStaff } from './staff'
import { catalog, expectNoAxeViolations } from './support'

const admin = catalog('kr', 'admin')
const mine = catalog('en', 'mypage')

const outboxMails = () => {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  return fs.existsSync(outbox)
    ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    : []
}

test('a coordinator moves an applicant from received to enrolled with notes; the member sees each status in English and gets the mails', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // An English-speaking member applies to an open online notice.
  const person = { email: `${unique('pipeline')}@example.com`, name: unique('Pipe '), mobile: uniqueMobile() }
  await createMember(request, 'en', person)
  const studyId = await openOnlineStudy(request)
  const { auth } = await logInThroughApi(request, person.email)
  await applyThroughApi(request, 'en', auth, person, studyId)

  const email = `${unique('pipe')}@ctc.example`
  const secret = await setUpStaff(page, baseURL ?? '', email, 'coordinator', '정코디')
  await logInToConsole(page, email, secret)
  await page.goto(`/admin/notices/${studyId}/applicants`)
  await page.getByRole('link', { name: person.name }).click()
  await expect(page.getByRole('heading', { name: `${admin('applicant.title')}: ${person.name}` })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)

  const member = await browser.newPage()
  await logInWithStorage(member, request, person.email)
  const steps = [
    ['contacted', 'Called at 10:00, interested'],
    ['screening_booked', 'Visit on Monday 9:00'],
    ['screened', ''],
    ['enrolled', 'Cohort 2'],
  ] as const
  for (const [status, note] of steps) {
    await page.locator('#field-status').selectOption(status)
    if (note) await page.locator('#field-note').fill(note)
    await page
      .getByRole('button', { name: admin('applicant.save') })
      .first()
      .click()
    await expect(page.locator('dd').getByText(admin(`applicants.status.${status}`), { exact: true })).toBeVisible()
    if (note) await expect(page.getByText(note)).toBeVisible()

    await member.goto('/en/myinfo/history')
    await expect(member.getByText(mine(`history.statuses.${status}`), { exact: true })).toBeVisible()
    await expect(member.getByText(mine(`history.explanations.${status}`))).toBeVisible()
  }
  await member.close()

  // Screening booked and enrolled are e-mailed, in English, without the notes.
  await expect
    .poll(
      () =>
        outboxMails().filter(
          (mail) => mail.includes(`To: ${person.email}`) && mail.includes('An update on your application'),
        ).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(2)
  expect(outboxMails().some((mail) => mail.includes('Cohort 2'))).toBe(false)

  // The pipeline, the pool and the dashboard (with the demo applications) pass axe.
  for (const screen of [`/admin/notices/${studyId}/applicants`, '/admin/pool', '/admin/dashboard']) {
    await page.goto(screen)
    await expect(page.getByRole('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
  }
  await expect(page.getByRole('heading', { name: admin('dashboard.funnel') })).toBeVisible()
  await expect(page.locator('svg.recharts-surface').first()).toBeVisible()
})
