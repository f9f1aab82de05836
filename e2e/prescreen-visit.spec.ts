import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  HEALTH_ANSWERS,
  uniqueClientAddress,
  PERSON_FIELDS,
  createMember,
  logInThroughApi,
  logInWithStorage,
  unique,
  uniqueMobile,
} from './members'
import { LOCALES, type Locale, catalog, expectNoAxeViolations, findMailedLink } from './support'

// Issue 29 in Korean: a coordinator builds a notice's pre-screening questions in the console; a
// member and a non-member answer them while applying; the pipeline shows one likely eligible and
// one needing review with the deciding answer; the eligible one passes the pre-screen and is
// invited from the pipeline, books a slot by the mailed link (the mail carries the .ics) and sees
// the booking on My Page. The reminder and attendance need the visit's day: the server tests
// (visits.test.ts) move their clock for those.

const admin = catalog('kr', 'admin')
const application = catalog('kr', 'application')

/** An open online notice that no other journey picks (they take the first): the last one listed. */
async function quietOnlineStudy(request: APIRequestContext): Promise<number> {
  const list = await request.post('/api/kr/recruit/list', { data: { cp: 1 } })
  const { dataList } = (await list.json()) as { dataList: { studyId: number; status: string; applyMethod: string }[] }
  const open = dataList.filter((card) => card.status === 'open' && card.applyMethod === 'online')
  const study = open.at(-1)
  if (!study || open.length < 2) throw new Error('not enough open online demo studies')
  return study.studyId
}

/** A member (logged in) or a non-member (confirming by the mailed link) applies, answering the questions. */
async function applyWithAnswers(
  request: APIRequestContext,
  studyId: number,
  answers: Record<string, unknown>,
  { member, locale = 'kr' }: { member: boolean; locale?: Locale },
) {
  const person = { email: `${unique('prescreen')}@example.com`, name: unique('지원자 '), mobile: uniqueMobile() }
  const questions = (await (await request.get(`/api/${locale}/recruit/prescreen?studyId=${studyId}`)).json()) as {
    data: { versionId: number }
  }
  const data = {
    studyId,
    consents: { privacy: true, sensitive: true, version: '2026-11-22' },
    form: {
      email: person.email,
      name: person.name,
      mobile: person.mobile,
      ...PERSON_FIELDS,
      entryMonth: '3',
      ...HEALTH_ANSWERS,
    },
    prescreen: { versionId: questions.data.versionId, answers },
  }
  if (member) {
    await createMember(request, locale, person)
    const { auth } = await logInThroughApi(request, person.email)
    const applied = await request.post(`/api/${locale}/recruit/writeRegi`, { headers: { 'x-auth-token': auth }, data })
    expect(applied.status(), await applied.text()).toBe(200)
    return person
  }
  const applied = await request.post('/api/kr/recruit/write', {
    headers: { 'x-forwarded-for': uniqueClientAddress() },
    data,
  })
  expect(applied.status(), await applied.text()).toBe(200)
  const confirmLink = () => findMailedLink(person.email, /\/kr\/studyinfo\/recruitmentWrite\?studyId=\d+&token=[\w-]+/)
  await expect.poll(confirmLink).toBeTruthy()
  const token = new URL(confirmLink() ?? '', 'http://x').searchParams.get('token')
  const confirmed = await request.post('/api/kr/recruit/confirm', { data: { token } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return person
}

test.describe.configure({ mode: 'serial' })

/** The notice the first journey gives its questions; the second books in every locale on it. */
let studyId = 0

/** Opens a visit slot on the notice's overview, `days` from today (Korea), for `capacity` people. */
async function openSlot(page: Page, days: number, time: string, capacity: number) {
  await page.goto(`/admin/notices/${studyId}`)
  const slots = page.getByRole('form', { name: admin('visits.add') })
  const day = new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10)
  await slots.getByLabel(admin('visits.fields.date')).fill(day)
  await slots.getByLabel(admin('visits.fields.time')).fill(time)
  await slots.getByLabel(admin('visits.fields.place')).fill('본관 3층 임상시험센터')
  await slots.getByLabel(admin('visits.fields.capacity')).fill(String(capacity))
  await slots.getByRole('button', { name: admin('visits.add') }).click()
  await expect(page.getByText(admin('visits.opened'))).toBeVisible()
}

test('a coordinator builds three questions; the pipeline sorts two applicants; the eligible one is invited and books by the mailed link', async ({
  page,
  browser,
  request,
  staffLogin,
}) => {
  test.setTimeout(240_000)
  studyId = await quietOnlineStudy(request)
  await staffLogin('coordinator')

  // The questionnaire, built in the console.
  await page.goto(`/admin/notices/${studyId}`)
  await page.getByRole('link', { name: admin('noticeOverview.prescreen') }).click()
  await expect(page.getByRole('heading', { name: admin('prescreenBuilder.title'), level: 1 })).toBeVisible()
  const texts = async (group: string, label: string, words: string) => {
    const question = page.getByRole('group', { name: new RegExp(group) })
    for (const locale of ['kr', 'en', 'cn', 'jp']) {
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
  for (const locale of ['kr', 'en', 'cn', 'jp']) {
    await second.getByLabel(new RegExp(`^선택지 1\\(${admin(`locales.${locale}`)}\\)`)).fill(`아니요 ${locale}`)
    await second.getByLabel(new RegExp(`^선택지 2\\(${admin(`locales.${locale}`)}\\)`)).fill(`매일 ${locale}`)
  }
  await page.getByRole('button', { name: admin('prescreenBuilder.addQuestion') }).click()
  await page
    .getByRole('group', { name: /질문 3/ })
    .getByLabel(admin('prescreenBuilder.kind'))
    .selectOption('number')
  const third = await texts('질문 3', '질문', '하루에 몇 개비를 피우십니까')
  for (const locale of ['kr', 'en', 'cn', 'jp'])
    await third.getByLabel(new RegExp(`^단위\\(${admin(`locales.${locale}`)}\\)`)).fill(`개비 ${locale}`)
  await third.getByLabel(admin('prescreenBuilder.showIf')).selectOption('q2:o2')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: admin('prescreenBuilder.save') }).click()
  await expect(page.getByRole('status').filter({ hasText: '번째 버전을 저장했습니다' })).toBeVisible()

  // A member and a non-member answer while applying: one fine, one who took an anticoagulant.
  const eligible = await applyWithAnswers(request, studyId, { q1: 'no', q2: 'o1' }, { member: true })
  const review = await applyWithAnswers(request, studyId, { q1: 'yes', q2: 'o2', q3: 10 }, { member: false })

  // A slot to book.
  await openSlot(page, 10, '10:30', 2)

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

  // The mailed link books the slot; the booking mail carries the calendar file.
  await expect
    .poll(() => findMailedLink(eligible.email, /\/kr\/studyinfo\/visitBooking\?token=[\w.-]+/), { timeout: 20_000 })
    .toBeTruthy()
  const applicant = await browser.newPage()
  await applicant.goto(findMailedLink(eligible.email, /\/kr\/studyinfo\/visitBooking\?token=[\w.-]+/) ?? '')
  await applicant.getByRole('radio', { name: /10:30/ }).check()
  await applicant.getByRole('button', { name: application('visit.book') }).click()
  await expect(applicant.getByText(application('visit.bookedNow'))).toBeVisible()
  await expectNoAxeViolations(applicant)
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  await expect
    .poll(
      () =>
        fs
          .readdirSync(outbox)
          .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
          .some((mail) => mail.includes(`To: ${eligible.email}`) && mail.includes('screening-visit.ics')),
      { timeout: 20_000 },
    )
    .toBe(true)

  // On My Page the member sees the booked visit, with a way to change it.
  const member = await browser.newPage()
  await logInWithStorage(member, request, eligible.email)
  await member.goto('/kr/myinfo/history')
  await expect(member.getByText(/스크리닝 방문: .*10:30, 본관 3층 임상시험센터/)).toBeVisible()
  await expect(member.getByRole('link', { name: /방문 변경·취소/ })).toBeVisible()
})

test('an invited member books the visit by the mailed link in each locale', async ({
  page,
  browser,
  request,
  staffLogin,
}) => {
  test.setTimeout(240_000)
  expect(studyId, 'the questionnaire journey ran first').toBeGreaterThan(0)
  const people = [] as { locale: Locale; email: string; name: string }[]
  for (const locale of LOCALES.filter((code) => code !== 'kr')) {
    const person = await applyWithAnswers(request, studyId, { q1: 'no', q2: 'o1' }, { member: true, locale })
    people.push({ locale, ...person })
  }
  await staffLogin('coordinator')
  await openSlot(page, 11, '14:00', 5)
  await page.goto(`/admin/notices/${studyId}/applicants`)
  for (const person of people)
    await page.getByRole('row').filter({ hasText: person.name }).getByRole('checkbox').check()
  await page.getByRole('button', { name: `선택한 ${people.length}명 초대` }).click()
  await expect(page.getByText(`${people.length}명에게 초대 메일을 보냅니다.`)).toBeVisible()

  for (const person of people) {
    const words = catalog(person.locale, 'application')
    const link = new RegExp(`/${person.locale}/studyinfo/visitBooking\\?token=[\\w.-]+`)
    await expect.poll(() => findMailedLink(person.email, link), { timeout: 20_000 }).toBeTruthy()
    const applicant = await browser.newPage()
    await applicant.goto(findMailedLink(person.email, link) ?? '')
    await expect(applicant.getByText(words('visit.intro'))).toBeVisible()
    await applicant.getByRole('radio', { name: /14:00/ }).check()
    await applicant.getByRole('button', { name: words('visit.book') }).click()
    await expect(applicant.getByText(words('visit.bookedNow'))).toBeVisible()
    await expect(applicant.getByRole('heading', { name: words('visit.current') })).toBeVisible()
    await expectNoAxeViolations(applicant)
    await applicant.close()
  }
})
