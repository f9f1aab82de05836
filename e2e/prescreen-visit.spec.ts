import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type APIRequestContext, type Browser, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { expect, test, whenReady } from './fixtures'
import {
  uniqueClientAddress,
  createMember,
  fillHealth,
  logInWithStorage,
  PASSWORD,
  unique,
  uniqueMobile,
} from './members'
import { ownServer } from './own-server'
import { logInToConsole, setUpStaff } from './staff'
import { LOCALES, type Locale, catalog, expectNoAxeViolations, findMailedLink } from './support'

// Issue 29: a coordinator creates a notice and builds its pre-screening questions in the console; a
// member and a non-member answer them while applying; the pipeline shows one likely eligible and
// one needing review with the deciding answer; the eligible one passes the pre-screen and is
// invited from the pipeline, books a slot by the mailed link (the mail carries the .ics) and sees
// the booking on My Page. The day before the visit the job worker mails the reminder, on the day
// the coordinator marks the visit attended, and the notice's funnel reads 2 → 1 → 1 → 1. Then
// members apply in English, Chinese and Japanese, read the questions in their language, pass, book
// by their own mailed links, are reminded in their language and attend (the funnel: 5 → 4 → 4 → 4).
// Everyone answers in the application form; the non-member confirms by the mailed link.
//
// The visit's days are seen by starting the journey's own server (E2E_PORT + 5, its own database)
// again with its clock moved ahead (shifted-clock.mjs): the same database, a later day. Its own
// database also keeps the demo's applications and the other journeys' out of the notice's funnel.

const port = Number(process.env.E2E_PORT ?? 4310) + 5
const base = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-e2e-prescreen-visit-'))
const admin = catalog('kr', 'admin')
const application = catalog('kr', 'application')
const DAY = 86_400_000
/** How far the server's clock runs ahead of the real one; a whole number of 30-second code steps. */
let shift = 0
/** The coordinator's console on the day of the visit, logged in by the first journey and used by the second. */
let desk: Page | undefined

const seoulDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(at)

const server = ownServer({ port, dataDir, env: { TRUST_PROXY: '1' } })

/** Starts the journey's server with its clock at `at` (a time from now on, rounded up to 30 seconds). */
async function startServer(at?: number) {
  if (at !== undefined) shift = Math.ceil((at - Date.now()) / 30_000) * 30_000
  await server.start(shift / DAY)
}

async function stopServer() {
  await desk?.context().close()
  desk = undefined
  await server.stop()
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await startServer()
})

test.afterAll(async () => {
  await stopServer()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, locale: 'ko-KR' })
  const page = await context.newPage()
  await whenReady(page)
  return page
}

/** The journey's coordinator, set up in the first test. */
const coordinator = { email: `${unique('prescreen-coordinator')}@ctc.example`, secret: '' }

/** Logs the coordinator in with the code the server's (possibly shifted) clock expects. */
async function consoleLogin(page: Page) {
  await logInToConsole(page, coordinator.email, coordinator.secret, shift / 30_000 + 1)
}

/** The mails the journey's server wrote to one address, subjects decoded (RFC 2047). */
function mailsTo(email: string): { subject: string; raw: string }[] {
  const outbox = path.join(dataDir, 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => raw.includes(`To: ${email}`))
    .map((raw) => {
      const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''
      const words = header.replace(/\r?\n[ \t]/g, ' ').replace(/\?=\s+=\?/g, '?==?')
      const subject = words.replace(/(?:=\?utf-8\?[BQ]\?[^?]*\?=)+/gi, (run) => {
        const bytes = [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, encoding, text = '']) =>
          encoding?.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                'latin1',
              ),
        )
        return Buffer.concat(bytes).toString('utf8')
      })
      return { subject, raw }
    })
}

/** The reminder's subject in each locale, as apps/server/src/modules/visits/visit-mail.ts writes it. */
const REMINDER_SUBJECT = {
  kr: '[임상시험센터] 내일 스크리닝 방문이 있습니다',
  en: '[Clinical Trials Center] Reminder: your screening visit is tomorrow',
  cn: '【临床试验中心】提醒：明天是您的筛查访视',
  jp: '【臨床試験センター】明日はスクリーニング来院日です',
} satisfies Record<Locale, string>

/** The reminders mailed to an address in its locale. */
const remindersTo = (email: string, locale: Locale) =>
  mailsTo(email).filter(({ subject }) => subject === REMINDER_SUBJECT[locale])

/** The server again, the day before a visit on `day` (Korea), just after the reminder's hour. */
async function restartTheDayBefore(day: string) {
  await stopServer()
  await startServer(Date.parse(`${day}T09:00:00+09:00`) - DAY + 60_000)
}

/** The server again, an hour after a visit on `day` at `time` (Korea). */
async function restartAfterTheVisit(day: string, time: string) {
  await stopServer()
  await startServer(Date.parse(`${day}T${time}:00+09:00`) + 3_600_000)
}

/** On the applicant's page, the coordinator marks the booked visit attended. */
async function markAttended(page: Page, applicantPage: string) {
  await page.goto(applicantPage)
  const visit = page.getByRole('region', { name: admin('visits.applicantTitle') })
  await expect(visit).toContainText(admin('visits.states.booked'))
  await visit.getByRole('button', { name: admin('visits.markAttended') }).click()
  await expect(visit.getByRole('status')).toHaveText(admin('visits.done.attended'))
  await expect(visit).toContainText(admin('visits.states.attended'))
}

/** The notice's funnel on its dashboard, read from the page: applied, passed, booked, attended, enrolled. */
async function expectFunnel(page: Page, counts: number[]) {
  await page.goto(`/admin/dashboard?studyId=${studyId}`)
  const rows = page.getByRole('table', { name: admin('dashboard.recruitment.title') }).locator('tbody tr')
  await expect(rows).toHaveCount(5)
  const read = await rows.evaluateAll((trs) =>
    trs.map((tr) => [tr.querySelector('th')?.textContent?.trim(), tr.querySelector('td')?.textContent?.trim()]),
  )
  const steps = ['applied', 'prescreen_passed', 'booked', 'attended', 'enrolled']
  expect(read).toEqual(steps.map((step, i) => [admin(`dashboard.recruitment.steps.${step}`), String(counts[i])]))
  // The same as the journey's database holds: its applications, and those with a visit booked and attended.
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true })
  try {
    const stored = db
      .prepare(
        `select count(distinct a.id) as applied, count(distinct b.application_id) as booked,
           count(distinct case when b.state = 'attended' then b.application_id end) as attended
         from applications a left join visit_bookings b on b.application_id = a.id where a.study_id = ?`,
      )
      .get(studyId) as { applied: number; booked: number; attended: number }
    expect(stored).toEqual({ applied: counts[0], booked: counts[2], attended: counts[3] })
  } finally {
    db.close()
  }
  // The chart shows the same numbers at its bars (an empty bar carries none).
  const chart = page.getByRole('region', { name: admin('dashboard.recruitment.title') })
  await expect(chart.locator('.recharts-label-list text')).toHaveText(counts.filter((count) => count > 0).map(String))
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
}

/**
 * A non-member applies through the form in Korean and answers the study's questions: took an
 * anticoagulant (needs review), smokes daily, which shows the third question, ten a day. The
 * application counts once confirmed by the mailed link.
 */
async function applyAsNonMemberInBrowser(browser: Browser) {
  const person = { email: `${unique('prescreen')}@example.com`, name: unique('지원자 '), mobile: uniqueMobile() }
  const page = await newPage(browser)
  // Non-member applications are limited per client address: a visitor of its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
  await page.goto(`/kr/studyinfo/recruitmentWrite?studyId=${studyId}`)
  await page.locator('input[name="consent-privacy"][value="agree"]').check()
  await page.locator('input[name="consent-sensitive"][value="agree"]').check()
  await page.getByRole('button', { name: application('actions.next'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 3, name: application('steps.applicant') })).toBeVisible()
  await page.locator('#field-email').fill(person.email)
  await page.locator('#field-name').fill(person.name)
  await page.locator('input[name="gender"][value="F"]').check()
  await page.locator('#field-birth').fill('1985-07-02')
  await page.locator('#field-mobile').fill(person.mobile)
  await page.locator('#field-address').fill('서울특별시 종로구 대학로 101')
  await page.locator('#field-nationality').fill('대한민국')
  await page.locator('#field-joinPath').selectOption({ index: 1 })
  await page.locator('#field-preferContact1').selectOption({ index: 1 })
  await page.locator('#field-sbjTy').selectOption({ index: 1 })
  await page.locator('#field-entryMonth').selectOption({ index: 1 })
  await page.getByRole('button', { name: application('actions.next'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 3, name: application('steps.health') })).toBeVisible()
  await fillHealth(page)

  const questions = page.getByRole('region', { name: application('prescreen.title') })
  await questions
    .getByRole('group', { name: /항응고제를 드신 적이 있습니까 kr/ })
    .getByRole('radio', { name: application('prescreen.yes'), exact: true })
    .check()
  await expect(questions.getByRole('group')).toHaveCount(2)
  await questions
    .getByRole('group', { name: /담배를 피우십니까 kr/ })
    .getByRole('radio', { name: '매일 kr' })
    .check()
  // "Show only if" a daily smoker: the third question appears.
  await expect(questions.getByRole('group')).toHaveCount(3)
  await questions
    .getByRole('group', { name: /하루에 몇 개비를 피우십니까 kr/ })
    .locator('input')
    .fill('10')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: application('actions.apply'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: application('confirm.apply') })
  await dialog.getByRole('button', { name: application('confirm.applyYes'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 3, name: application('result.checkMailTitle') })).toBeVisible()

  const confirmPath = /\/kr\/studyinfo\/recruitmentWrite\?studyId=\d+&token=[\w-]+/
  await expect.poll(() => findMailedLink(person.email, confirmPath, dataDir), { timeout: 20_000 }).toBeTruthy()
  await page.goto(findMailedLink(person.email, confirmPath, dataDir) ?? '')
  await page.getByRole('button', { name: application('confirmLink.submit'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 3, name: application('result.successTitle') })).toBeVisible()
  await page.context().close()
  return person
}

/**
 * A member applies through the form in a locale and answers the study's questions on its health
 * step, read in that locale: no anticoagulant, no smoking (so the third question stays hidden).
 */
async function applyAsMemberInBrowser(browser: Browser, request: APIRequestContext, locale: Locale) {
  const app = catalog(locale, 'application')
  const person = { email: `${unique('prescreen')}@example.com`, name: unique('Applicant '), mobile: uniqueMobile() }
  await createMember(request, locale, person)
  const page = await newPage(browser)
  await logInWithStorage(page, request, person.email)
  await page.goto(`/${locale}/studyinfo/recruitmentWriteMember?studyId=${studyId}`)
  await expect(page.getByRole('heading', { level: 3, name: app('member.passwordTitle') })).toBeVisible()
  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: catalog(locale, 'mypage')('password.submit'), exact: true }).click()
  await page.locator('input[name="consent-privacy"][value="agree"]').check()
  await page.locator('input[name="consent-sensitive"][value="agree"]').check()
  await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 3, name: app('steps.applicant') })).toBeVisible()
  await page.getByRole('button', { name: app('actions.next'), exact: true }).click()

  const questions = page.getByRole('region', { name: app('prescreen.title') })
  await expect(questions.getByRole('group')).toHaveCount(2)
  await questions
    .getByRole('group', { name: new RegExp(`항응고제를 드신 적이 있습니까 ${locale}`) })
    .getByRole('radio', { name: app('prescreen.no'), exact: true })
    .check()
  await questions
    .getByRole('group', { name: new RegExp(`담배를 피우십니까 ${locale}`) })
    .getByRole('radio', { name: `아니요 ${locale}` })
    .check()
  await expect(questions.getByRole('group')).toHaveCount(2)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: app('actions.apply'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: app('confirm.apply') })
  await dialog.getByRole('button', { name: app('confirm.applyYes'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 3, name: app('result.successTitle') })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.context().close()
  return person
}

/** The notice the coordinator creates in the first journey; the second books in every locale on it. */
let studyId = 0
/** The day (Korea) of the first journey's visit, at 10:30. */
let visitDay = ''

/** Opens a visit slot on the notice's overview, `days` from the server's today (Korea), for `capacity` people. */
async function openSlot(page: Page, days: number, time: string, capacity: number) {
  await page.goto(`/admin/notices/${studyId}`)
  const slots = page.getByRole('form', { name: admin('visits.add') })
  const day = seoulDate(Date.now() + shift + days * DAY)
  await slots.getByLabel(admin('visits.fields.date')).fill(day)
  await slots.getByLabel(admin('visits.fields.time')).fill(time)
  await slots.getByLabel(admin('visits.fields.place')).fill('본관 3층 임상시험센터')
  await slots.getByLabel(admin('visits.fields.capacity')).fill(String(capacity))
  await slots.getByRole('button', { name: admin('visits.add') }).click()
  await expect(page.getByText(admin('visits.opened'))).toBeVisible()
  return day
}

/** The coordinator builds three questions, each in four locales; the third shows only after a daily smoker's answer. */
async function buildQuestionnaire(page: Page) {
  await page.goto(`/admin/notices/${studyId}`)
  await page.getByRole('link', { name: admin('noticeOverview.prescreen') }).click()
  await expect(page.getByRole('heading', { name: admin('prescreenBuilder.title'), level: 1 })).toBeVisible()
  const texts = async (group: string, label: string, words: string) => {
    const question = page.getByRole('group', { name: new RegExp(group) })
    for (const locale of LOCALES) {
      await question.getByLabel(new RegExp(`^${label}\\(${admin(`locales.${locale}`)}\\)`)).fill(`${words} ${locale}`)
    }
    return question
  }
  await page.getByRole('button', { name: admin('prescreenBuilder.addQuestion') }).click()
  const first = await texts('질문 1', '질문', '최근 3개월 안에 항응고제를 드신 적이 있습니까')
  await first.getByLabel(admin('prescreenBuilder.ruleYes')).selectOption('review')
  await page.getByRole('button', { name: admin('prescreenBuilder.addQuestion') }).click()
  await page
    .getByRole('group', { name: /질문 2/ })
    .getByLabel(admin('prescreenBuilder.kind'))
    .selectOption('single')
  const second = await texts('질문 2', '질문', '담배를 피우십니까')
  for (const locale of LOCALES) {
    await second.getByLabel(new RegExp(`^선택지 1\\(${admin(`locales.${locale}`)}\\)`)).fill(`아니요 ${locale}`)
    await second.getByLabel(new RegExp(`^선택지 2\\(${admin(`locales.${locale}`)}\\)`)).fill(`매일 ${locale}`)
  }
  await page.getByRole('button', { name: admin('prescreenBuilder.addQuestion') }).click()
  await page
    .getByRole('group', { name: /질문 3/ })
    .getByLabel(admin('prescreenBuilder.kind'))
    .selectOption('number')
  const third = await texts('질문 3', '질문', '하루에 몇 개비를 피우십니까')
  for (const locale of LOCALES)
    await third.getByLabel(new RegExp(`^단위\\(${admin(`locales.${locale}`)}\\)`)).fill(`개비 ${locale}`)
  await third.getByLabel(admin('prescreenBuilder.showIf')).selectOption('q2:o2')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: admin('prescreenBuilder.save') }).click()
  await expect(page.getByRole('status').filter({ hasText: '번째 버전을 저장했습니다' })).toBeVisible()
}

test('a coordinator builds three questions on a new notice; of two applicants one passes, books, is reminded and attends: the funnel reads 2 → 1 → 1 → 1', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000)
  const request = await playwright.request.newContext({ baseURL: base })
  const page = await newPage(browser)
  coordinator.secret = await setUpStaff(page, base, coordinator.email, 'coordinator', '박조정', dataDir)
  await consoleLogin(page)

  // A new notice, so that its funnel counts this journey's applications only.
  await page.goto('/admin/notices/new')
  await page.locator('#field-recruitStart').fill(seoulDate(Date.now()))
  await page.locator('#field-recruitEnd').fill('2030-12-31')
  await page.locator('#field-texts\\.kr\\.title').fill(unique('사전 스크리닝 공고 '))
  await page.getByRole('button', { name: admin('noticeForm.saveAndPublish') }).click()
  await expect(page).toHaveURL(/\/admin\/notices\/\d+\/edit$/)
  studyId = Number(/\/admin\/notices\/(\d+)\/edit$/.exec(page.url())?.[1])
  await buildQuestionnaire(page)

  // A member and a non-member answer while applying: one fine, one who took an anticoagulant.
  const eligible = await applyAsMemberInBrowser(browser, request, 'kr')
  const review = await applyAsNonMemberInBrowser(browser)

  // A slot to book, the day after tomorrow at 10:30.
  visitDay = await openSlot(page, 2, '10:30', 2)

  // The pipeline: one likely eligible, one needing review, each with its answers.
  await page.goto(`/admin/notices/${studyId}/applicants`)
  const eligibleRow = page.getByRole('row').filter({ hasText: eligible.name })
  const reviewRow = page.getByRole('row').filter({ hasText: review.name })
  await expect(eligibleRow).toContainText(admin('applicants.prescreen.result.eligible'))
  await expect(reviewRow).toContainText(admin('applicants.prescreen.result.review'))
  await expect(reviewRow).toContainText('항응고제')

  // The eligible one passes the pre-screen (bulk status), then is invited from the pipeline.
  await eligibleRow.getByRole('checkbox').check()
  const bulk = page.getByRole('region', { name: admin('applicants.bulk.title') })
  await bulk.getByLabel(admin('applicants.newStatus')).selectOption('prescreen_passed')
  await bulk.getByRole('button', { name: admin('applicants.bulk.apply') }).click()
  await expect(eligibleRow).toContainText(admin('applicants.status.prescreen_passed'))
  await expect(reviewRow).not.toContainText(admin('applicants.status.prescreen_passed'))
  await eligibleRow.getByRole('checkbox').check()
  await page.getByRole('button', { name: '선택한 1명 초대' }).click()
  await expect(page.getByText('1명에게 초대 메일을 보냅니다.')).toBeVisible()
  const applicantPage = await eligibleRow.getByRole('link', { name: eligible.name }).getAttribute('href')
  expect(applicantPage).toMatch(/^\/admin\/applications\/\d+$/)

  // The mailed link books the slot; the booking mail carries the calendar file.
  const bookingPath = /\/kr\/studyinfo\/visitBooking\?token=[\w.-]+/
  await expect.poll(() => findMailedLink(eligible.email, bookingPath, dataDir), { timeout: 20_000 }).toBeTruthy()
  const applicant = await newPage(browser)
  await applicant.goto(findMailedLink(eligible.email, bookingPath, dataDir) ?? '')
  await applicant.getByRole('radio', { name: /10:30/ }).check()
  await applicant.getByRole('button', { name: application('visit.book') }).click()
  await expect(applicant.getByText(application('visit.bookedNow'))).toBeVisible()
  await expectNoAxeViolations(applicant)
  await applicant.context().close()
  await expect
    .poll(() => mailsTo(eligible.email).some(({ raw }) => raw.includes('screening-visit.ics')), { timeout: 20_000 })
    .toBe(true)

  // On My Page the member sees the booked visit, with a way to change it.
  const member = await newPage(browser)
  await logInWithStorage(member, request, eligible.email)
  await member.goto('/kr/myinfo/history')
  await expect(member.getByText(/스크리닝 방문: .*10:30, 본관 3층 임상시험센터/)).toBeVisible()
  await expect(member.getByRole('link', { name: /방문 변경·취소/ })).toBeVisible()
  await member.context().close()
  const reminders = () => remindersTo(eligible.email, 'kr')
  expect(reminders()).toHaveLength(0)
  await page.context().close()

  // The day before the visit, just after the reminder's hour: the job worker mails the reminder, once.
  await restartTheDayBefore(visitDay)
  await expect.poll(() => reminders().length, { timeout: 30_000 }).toBe(1)

  // The day of the visit, after it: the coordinator marks it attended.
  await restartAfterTheVisit(visitDay, '10:30')
  desk = await newPage(browser)
  await consoleLogin(desk)
  await markAttended(desk, applicantPage ?? '')
  expect(reminders()).toHaveLength(1)

  // The notice's funnel, counted from its applications: 2 applied → 1 passed → 1 booked → 1 attended.
  await expectFunnel(desk, [2, 1, 1, 1, 0])
  await request.dispose()
})

test('members who apply in English, Chinese and Japanese pass, book by the mailed link, are reminded in their language and attend', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000)
  expect(studyId, 'the questionnaire journey ran first').toBeGreaterThan(0)
  const request = await playwright.request.newContext({ baseURL: base })
  const people = [] as { locale: Locale; email: string; name: string; applicantPage: string }[]
  for (const locale of LOCALES.filter((code) => code !== 'kr')) {
    const person = await applyAsMemberInBrowser(browser, request, locale)
    people.push({ locale, ...person, applicantPage: '' })
  }
  // The coordinator's console, still logged in (a second login in the same 30 seconds would replay the code).
  const page = desk
  expect(page, 'the first journey left the console open').toBeDefined()
  if (!page) return
  const day = await openSlot(page, 2, '14:00', 5)
  await page.goto(`/admin/notices/${studyId}/applicants`)
  const rowOf = (person: { name: string }) => page.getByRole('row').filter({ hasText: person.name })
  for (const person of people) {
    await expect(rowOf(person)).toContainText(admin('applicants.prescreen.result.eligible'))
    person.applicantPage = (await rowOf(person).getByRole('link', { name: person.name }).getAttribute('href')) ?? ''
    await rowOf(person).getByRole('checkbox').check()
  }
  const bulk = page.getByRole('region', { name: admin('applicants.bulk.title') })
  await bulk.getByLabel(admin('applicants.newStatus')).selectOption('prescreen_passed')
  await bulk.getByRole('button', { name: admin('applicants.bulk.apply') }).click()
  for (const person of people) {
    await expect(rowOf(person)).toContainText(admin('applicants.status.prescreen_passed'))
    await rowOf(person).getByRole('checkbox').check()
  }
  await page.getByRole('button', { name: `선택한 ${people.length}명 초대` }).click()
  await expect(page.getByText(`${people.length}명에게 초대 메일을 보냅니다.`)).toBeVisible()

  for (const person of people) {
    const words = catalog(person.locale, 'application')
    const link = new RegExp(`/${person.locale}/studyinfo/visitBooking\\?token=[\\w.-]+`)
    await expect.poll(() => findMailedLink(person.email, link, dataDir), { timeout: 20_000 }).toBeTruthy()
    const applicant = await newPage(browser)
    await applicant.goto(findMailedLink(person.email, link, dataDir) ?? '')
    await expect(applicant.getByText(words('visit.intro'))).toBeVisible()
    await applicant.getByRole('radio', { name: /14:00/ }).check()
    await applicant.getByRole('button', { name: words('visit.book') }).click()
    await expect(applicant.getByText(words('visit.bookedNow'))).toBeVisible()
    await expect(applicant.getByRole('heading', { name: words('visit.current') })).toBeVisible()
    await expectNoAxeViolations(applicant)
    await applicant.context().close()
    await expect
      .poll(() => mailsTo(person.email).some(({ raw }) => raw.includes('screening-visit.ics')), { timeout: 20_000 })
      .toBe(true)
    expect(remindersTo(person.email, person.locale)).toHaveLength(0)
  }

  // The day before, each is reminded in the language of the application.
  await restartTheDayBefore(day)
  for (const person of people)
    await expect.poll(() => remindersTo(person.email, person.locale).length, { timeout: 30_000 }).toBe(1)

  // After the visit, the coordinator marks the three attended: with the Korean journey, 5 → 4 → 4 → 4.
  await restartAfterTheVisit(day, '14:00')
  desk = await newPage(browser)
  await consoleLogin(desk)
  for (const person of people) await markAttended(desk, person.applicantPage)
  await expectFunnel(desk, [5, 4, 4, 4, 0])
  await request.dispose()
})
