import { APPLICATION_STATUSES } from '@ctc/contract/application-status'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { type Member, expect, test } from './fixtures'
import { applyThroughApi, openOnlineStudy } from './members'
import { catalog, expectNoAxeViolations, queryDatabase } from './support'

// What a coordinator meets at a desk (1280 × 800, Korean): a notice opens on its applicants,
// a status change says before and after what it does about the applicant's mail and can be
// undone while the mail is held, the applicant's page and list, the dashboard, and one session
// shared by the browser's tabs.

const admin = catalog('kr', 'admin')
const english = catalog('en', 'admin')
/** A catalog text with its {{placeholders}} filled in, as i18next does. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name] ?? ''))

test.use({ memberLocale: 'en', viewport: { width: 1280, height: 800 } })

/** The member applies to an open online notice; answers the notice's and the application's ids. */
async function applies(request: APIRequestContext, person: Member) {
  const studyId = await openOnlineStudy(request)
  return { studyId, applicationId: await applyThroughApi(request, 'en', person.auth, person, studyId) }
}

/** A catalog text with any count in its place, as a pattern matching the whole text. */
function withAnyCount(text: string, values: Record<string, string> = {}): RegExp {
  const escaped = fill(text, { ...values, count: '{{count}}' }).replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace('{{count}}', '\\d+')}$`)
}

/** The number a count shows once it is visible. */
async function shownCount(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible()
  return Number(/\d+/.exec(await locator.innerText())?.[0])
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    document.scrollingElement?.clientWidth ?? 0,
  ])
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
}

test('a notice opens on its applicants; every count opens what it counts, and editing is one action among others', async ({
  page,
  request,
  memberAccount: person,
  staff: _staff,
}) => {
  test.setTimeout(120_000)
  const { studyId } = await applies(request, person)
  const title = queryDatabase<{ title: string }>(
    "select title from study_texts where study_id = ? and locale = 'kr'",
    studyId,
  )[0]?.title
  expect(title).toBeTruthy()

  await page.goto(`/admin/notices?q=${encodeURIComponent(title ?? '')}`)
  await page.getByRole('link', { name: title ?? '', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/notices/${studyId}$`))
  await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible()
  // Applicants first; the edit form is not on this screen, only a way to it.
  const applicants = page.getByRole('region', { name: admin('noticeOverview.applicants') })
  await expect(applicants.getByRole('link', { name: person.name })).toBeVisible()
  await expect(page.locator('#field-texts\\.kr\\.title')).toHaveCount(0)
  await expect(page.getByRole('link', { name: admin('noticeOverview.edit') })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  // The count of received applications opens exactly those. Other tests apply to the same notice
  // meanwhile, so a count shown is checked against the database before and after it was read.
  const countOf = (where: string) =>
    Number(
      queryDatabase<{ n: number }>(`select count(*) as n from applications where study_id = ? ${where}`, studyId)[0]?.n,
    )
  const receivedNow = () => countOf("and status = 'received'")
  const receivedLink = applicants.getByRole('link', {
    name: withAnyCount(admin('applicants.countsLink'), { status: admin('applicants.status.received') }),
  })
  const before = receivedNow()
  await page.reload()
  const received = await shownCount(receivedLink)
  expect(received).toBeGreaterThanOrEqual(before)
  expect(received).toBeLessThanOrEqual(receivedNow())
  await receivedLink.click()
  await expect(page).toHaveURL(new RegExp(`/admin/notices/${studyId}/applicants\\?status=received$`))
  const listed = await shownCount(page.getByText(withAnyCount(admin('applicants.count'))))
  expect(listed).toBeGreaterThanOrEqual(received)
  expect(listed).toBeLessThanOrEqual(receivedNow())

  // The total count opens the whole list; the edit action opens the form.
  await page.goto(`/admin/notices/${studyId}`)
  await page.getByRole('link', { name: withAnyCount(admin('noticeOverview.all_other')) }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/notices/${studyId}/applicants$`))
  await page.goto(`/admin/notices/${studyId}`)
  await page.getByRole('link', { name: admin('noticeOverview.edit') }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/notices/${studyId}/edit$`))
  await expect(page.locator('#field-texts\\.kr\\.title')).toHaveValue(title ?? '')
})

test('a status change says which statuses mail and shows the mail; it saves with or without one, and is undone while the mail is held', async ({
  page,
  request,
  memberAccount: person,
  staff: _staff,
}) => {
  test.setTimeout(120_000)
  const { applicationId } = await applies(request, person)
  await page.goto(`/admin/applications/${applicationId}`)
  const panel = page.getByRole('region', { name: admin('applicant.move') })
  await expect(panel.getByText(admin('applicants.mail.which').split(':')[0] ?? '')).toBeVisible()

  // Before saving: the box to mail, and the mail in the applicant's language, with their name.
  await page.locator('#field-status').selectOption('not_eligible')
  await page.locator('#field-reason').selectOption('inclusion_criteria')
  const notify = page.getByLabel(admin('applicants.mail.notify'))
  await expect(notify).toBeChecked()
  await page.getByText(fill(admin('applicants.mail.preview'), { language: admin('locales.en') })).click()
  await expect(panel.getByText('After review, you cannot take part in this study')).toBeVisible()
  await expect(panel.getByText(`Dear ${person.name},`)).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)

  // Saved: it says when the mail goes, and offers the undo; undone, the status is back and the mail cancelled.
  await panel.getByRole('button', { name: admin('applicant.save'), exact: true }).click()
  const status = panel.getByRole('status')
  await expect(status).toContainText(admin('applicants.saved.held').split('·')[0]?.trim() ?? '')
  await expect(page.locator('dd').getByText(admin('applicants.status.not_eligible'), { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await panel.getByRole('button', { name: admin('applicants.saved.undoChange') }).click()
  await expect(status).toHaveText(
    fill(admin('applicants.saved.undone'), { status: admin('applicants.status.received') }),
  )
  await expect(page.locator('dd').getByText(admin('applicants.status.received'), { exact: true })).toBeVisible()
  const jobs = () =>
    queryDatabase<{ status: string }>(
      `select j.status from jobs j join application_events e on j.unique_key = 'application.status_mail:' || e.id
       where e.application_id = ? order by e.id`,
      applicationId,
    ).map((job) => job.status)
  expect(jobs()).toEqual(['cancelled'])

  // A rejection saved without a mail says so, and queues none.
  await page.locator('#field-status').selectOption('not_eligible')
  await page.locator('#field-reason').selectOption('schedule')
  await page.getByLabel(admin('applicants.mail.notify')).uncheck()
  await panel.getByRole('button', { name: admin('applicant.save'), exact: true }).click()
  await expect(status).toHaveText(admin('applicants.saved.off'))
  expect(jobs()).toEqual(['cancelled'])
  await expect(page.getByText(admin('applicant.mailStates.off'))).toBeVisible()
})

test("the applicant's page names the consent version and takes the next action's words; the list masks mobiles until a row is opened", async ({
  page,
  request,
  memberAccount: person,
  staff: _staff,
}) => {
  test.setTimeout(90_000)
  const { studyId, applicationId } = await applies(request, person)
  const digits = person.mobile.replace(/\D/g, '')

  await page.goto(`/admin/notices/${studyId}/applicants`)
  const row = page.getByRole('row', { name: new RegExp(person.name) })
  await expect(page.getByRole('columnheader', { name: admin('applicants.columns.mobile') })).toBeVisible()
  await expect(row).toContainText(`${digits.slice(0, 3)}-****-${digits.slice(-4)}`)
  await expect(page.getByText(person.mobile)).toHaveCount(0)
  const viewsBefore = queryDatabase<{ n: number }>(
    "select count(*) as n from access_log where action = 'application.view' and record_id = ?",
    String(applicationId),
  )[0]?.n
  expect(viewsBefore).toBe(0)

  await row.getByRole('link', { name: person.name }).click()
  await expect(page.getByText(person.mobile).first()).toBeVisible()
  expect(
    queryDatabase<{ n: number }>(
      "select count(*) as n from access_log where action = 'application.view' and record_id = ?",
      String(applicationId),
    )[0]?.n,
  ).toBeGreaterThan(0)
  await expect(page.getByText(fill(admin('applicant.consentVersion'), { version: '2026-11-22' }))).toBeVisible()

  await page.getByLabel(admin('applicant.nextActionDate')).fill('2030-01-15')
  await page.getByLabel(admin('applicant.nextActionText'), { exact: true }).fill('스크리닝 날짜 확인 전화')
  const owner = page.getByRole('region', { name: admin('applicant.ownerTitle') })
  await owner.getByRole('button', { name: admin('applicant.save') }).click()
  await expect(owner.getByRole('status')).toHaveText(admin('applicant.ownerSaved'))
  await expect(page.getByRole('region', { name: admin('applicant.history') })).toContainText('스크리닝 날짜 확인 전화')
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)

  await page.goto(`/admin/notices/${studyId}/applicants?sort=nextActionOn&order=asc`)
  await expect(page.getByRole('row', { name: new RegExp(person.name) })).toContainText('스크리닝 날짜 확인 전화')
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
})

test('the dashboard fits 1280 pixels, names and numbers every bar, and counts the days picked', async ({
  page,
  staff: _staff,
}) => {
  test.setTimeout(90_000)
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: admin('dashboard.funnel') })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoSidewaysScroll(page)

  // Each status has its name on the funnel's axis and its number at its bar.
  const funnel = page.getByRole('region', { name: admin('dashboard.funnel') })
  const axis = await funnel.locator('.recharts-yAxis-tick-labels text').allTextContents()
  expect(axis).toEqual(APPLICATION_STATUSES.map((status) => admin(`applicants.status.${status}`)))
  const values = await funnel.locator('.recharts-label-list text').allTextContents()
  const table = page.getByRole('table', { name: admin('dashboard.funnel') })
  expect(values).toEqual(await table.locator('td').allTextContents())
  // The most viewed notices are named at their bars (titles cut to fit, whole in the table).
  const viewed = page.getByRole('region', { name: admin('dashboard.viewsTop') })
  const names = await viewed.locator('.recharts-yAxis-tick-labels text').allTextContents()
  expect(names.length).toBeGreaterThan(0)
  expect(names.every((name) => name.trim().length > 0)).toBe(true)
  expect(await viewed.locator('.recharts-label-list text').count()).toBe(names.length)

  // Four weeks picked: four weekly bars, and the server says which days it counted.
  const weeks = page.getByRole('table', { name: admin('dashboard.weekly') })
  await page.getByLabel(admin('dashboard.from')).fill('2026-11-02')
  await page.getByLabel(admin('dashboard.to')).fill('2026-11-29')
  await page.getByRole('button', { name: admin('dashboard.apply') }).click()
  await expect(page).toHaveURL(/from=2026-11-02&to=2026-11-29/)
  await expect(weeks.locator('tbody tr')).toHaveCount(4)
  // A backward range is refused in words before it is asked for.
  await page.getByLabel(admin('dashboard.from')).fill('2026-11-29')
  await page.getByLabel(admin('dashboard.to')).fill('2026-11-01')
  await page.getByRole('button', { name: admin('dashboard.apply') }).click()
  await expect(page.getByRole('alert')).toHaveText(admin('dashboard.rangeOrder'))
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)

  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: english('dashboard.funnel') })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
})

test('an applicant opened in a new tab needs no second login; logging out in one tab logs out every tab', async ({
  page,
  context,
  request,
  memberAccount: person,
  staff: _staff,
}) => {
  const { studyId, applicationId } = await applies(request, person)
  await page.goto(`/admin/notices/${studyId}/applicants`)
  await expect(page.getByRole('link', { name: person.name })).toBeVisible()

  const second = await context.newPage()
  await second.goto(`/admin/applications/${applicationId}`)
  await expect(second.getByRole('heading', { name: `${admin('applicant.title')}: ${person.name}` })).toBeVisible()
  await expect(second).toHaveURL(new RegExp(`/admin/applications/${applicationId}$`))

  await second.getByRole('button', { name: admin('console.logout') }).click()
  await expect(second).toHaveURL(/\/admin\/login/)
  await expect(page).toHaveURL(/\/admin\/login/)
  // The token is gone from the server too: the first tab cannot use it.
  await page.goto(`/admin/notices/${studyId}/applicants`)
  await expect(page).toHaveURL(/\/admin\/login/)
  await second.close()
})
