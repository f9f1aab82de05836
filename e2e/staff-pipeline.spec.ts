import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { applyThroughApi, logInWithStorage, openOnlineStudy, unique } from './members'
import { catalog, expectNoAxeViolations } from './support'

const admin = catalog('kr', 'admin')
const mine = catalog('en', 'mypage')

const outboxMails = () => {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  return fs.existsSync(outbox)
    ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    : []
}

// The members of these journeys speak English.
test.use({ memberLocale: 'en' })

test('a coordinator moves an applicant from received to enrolled with notes; the member sees each status in English and gets the mail', async ({
  page,
  browser,
  request,
  memberAccount: person,
  staffLogin,
}) => {
  test.setTimeout(240_000)
  // The console's charts must live with the strict CSP: the browser reports each blocked style or script.
  const blocked: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) blocked.push(message.text())
  })
  // An English-speaking member applies to an open online notice.
  const studyId = await openOnlineStudy(request)
  await applyThroughApi(request, 'en', person.auth, person, studyId)

  await staffLogin('coordinator')
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

  // Each mail waits a minute for an undo; the booking's was replaced by the later changes before it
  // went, so the applicant hears once, of the enrolment, in English, without the notes. The screen
  // says so once the mail has gone.
  await expect(page.getByRole('status').filter({ hasText: admin('applicants.saved.sent') })).toBeVisible({
    timeout: 100_000,
  })
  const mailsToPerson = () =>
    outboxMails().filter(
      (mail) => mail.includes(`To: ${person.email}`) && mail.includes('An update on your application'),
    )
  expect(mailsToPerson()).toHaveLength(1)
  expect(mailsToPerson()[0]?.replace(/=\r?\n/g, '')).toContain('You are enrolled in the study')
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
  // The demo applications fill the funnel in several statuses, in the table screen readers read.
  const funnel = page.getByRole('table', { name: admin('dashboard.funnel') })
  for (const status of ['received', 'contacted', 'screening_booked', 'screened', 'enrolled', 'not_eligible']) {
    const row = funnel.locator('tr', {
      has: page.getByRole('rowheader', { name: admin(`applicants.status.${status}`), exact: true }),
    })
    expect(Number(await row.locator('td').textContent()), status).toBeGreaterThan(0)
  }
  expect(blocked).toEqual([])
})

const english = catalog('en', 'admin')
const form = catalog('kr', 'form')

test('an admin sets the center-wide address and a coordinator their own choice; a new application mails the center without the applicant', async ({
  page,
  browser,
  request,
  memberAccount: person,
  staffLogin,
}) => {
  test.setTimeout(120_000)
  await staffLogin('admin')
  await page
    .getByRole('navigation', { name: admin('nav.label') })
    .getByRole('link', { name: admin('nav.settings') })
    .click()
  await expect(page.getByRole('heading', { name: admin('settings.title'), level: 1 })).toBeVisible()
  const address = page.getByLabel(admin('settings.centerEmail'))

  // A wrong address is refused in words, linked from the summary, and nothing is saved.
  await address.fill('center@')
  await page.getByRole('button', { name: admin('settings.save') }).click()
  await expect(
    page
      .getByRole('alert')
      .getByRole('link', { name: `${admin('settings.centerEmail')}: ${form('validation.email')}` }),
  ).toBeVisible()
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  const centerEmail = `${unique('center')}@ctc.example`
  await address.fill(centerEmail.toUpperCase())
  await page.getByLabel(admin('notifications.modes.each')).check()
  await page.getByRole('button', { name: admin('settings.save') }).click()
  await expect(page.getByRole('status').getByText(admin('settings.saved'))).toBeVisible()
  await page.reload()
  await expect(address).toHaveValue(centerEmail)
  await expect(page.getByLabel(admin('notifications.modes.each'))).toBeChecked()

  // The same screen in English.
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: english('settings.title'), level: 1 })).toBeVisible()
  await expect(page.getByLabel(english('settings.centerEmail'))).toHaveValue(centerEmail)
  await expectNoAxeViolations(page)

  // A coordinator has no settings, but chooses how they hear of their own notices.
  // A context of its own (not browser.newPage()): axe opens a second page in it.
  const coordinatorContext = await browser.newContext()
  const coordinator = await coordinatorContext.newPage()
  const { email: coordinatorEmail } = await staffLogin('coordinator', coordinator)
  const menu = coordinator.getByRole('navigation', { name: admin('nav.label') })
  await expect(menu.getByRole('link', { name: admin('nav.home'), exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: admin('nav.settings') })).toHaveCount(0)
  await coordinator.goto('/admin/settings')
  await expect(coordinator.getByRole('alert')).toHaveText(admin('errors.FORBIDDEN'))
  await coordinator
    .getByRole('banner')
    .getByRole('link', { name: admin('nav.myNotifications') })
    .click()
  await expect(coordinator.getByRole('heading', { name: admin('myNotifications.title'), level: 1 })).toBeVisible()
  await expect(coordinator.getByText(coordinatorEmail)).toBeVisible()
  await expect(coordinator.getByLabel(admin('notifications.modes.each'))).toBeChecked()
  await coordinator.getByLabel(admin('notifications.modes.daily')).check()
  await coordinator.getByRole('button', { name: admin('myNotifications.save'), exact: true }).click()
  await expect(coordinator.getByRole('status').getByText(admin('myNotifications.saved'))).toBeVisible()
  await coordinator.reload()
  await expect(coordinator.getByLabel(admin('notifications.modes.daily'))).toBeChecked()
  await expectNoAxeViolations(coordinator)
  await coordinator.getByRole('button', { name: 'English' }).click()
  await expect(coordinator.getByRole('heading', { name: english('myNotifications.title'), level: 1 })).toBeVisible()
  await expectNoAxeViolations(coordinator)
  await coordinatorContext.close()

  // A new application: the center address is told at once, with no word of who applied.
  await applyThroughApi(request, 'en', person.auth, person, await openOnlineStudy(request))
  const centerMails = () => outboxMails().filter((mail) => mail.includes(`To: ${centerEmail}`))
  await expect.poll(() => centerMails().length, { timeout: 15_000 }).toBeGreaterThan(0)
  for (const mail of centerMails()) {
    expect(mail).not.toContain(person.name)
    expect(mail).not.toContain(person.email)
    expect(mail).not.toContain(person.mobile)
  }

  // Set back, so that the other journeys' applications do not mail this address.
  await page.getByLabel(english('settings.centerEmail')).fill('')
  await page.getByRole('button', { name: english('settings.save') }).click()
  await expect(page.getByRole('status').getByText(english('settings.saved'))).toBeVisible()
})
