import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  PASSWORD,
  createMember,
  fillHealth,
  logInWithStorage,
  submitLogin,
  unique,
  uniqueClientAddress,
  uniqueMobile,
} from './members'
import {
  type Locale,
  LOCALES,
  catalog,
  expectNoAxeViolations,
  findMailedLink,
  queryDatabase,
  storedEmail,
} from './support'

// Applying to a demo notice, as a non-member and as a member, in every locale.

// The member application shows these back from the profile.
const MEMBER_DETAILS = { birth: '1991-04-02', preferContact1: '01' }

interface Card {
  studyId: number
  status: 'open' | 'closed' | 'upcoming'
  applyMethod: 'online' | 'phone'
}

/** An open notice that takes online applications (not a cancer study). */
async function findOpenStudy(request: APIRequestContext): Promise<number> {
  const response = await request.post('/api/kr/recruit/list', { data: { cp: 1, onlyEligible: true } })
  const { dataList } = (await response.json()) as { dataList: Card[] }
  const found = dataList.find((card) => card.status === 'open' && card.applyMethod === 'online')
  if (!found) throw new Error('no open online demo study')
  return found.studyId
}

async function studyTitle(request: APIRequestContext, locale: Locale, studyId: number): Promise<string> {
  const response = await request.get(`/api/${locale}/recruit/write?studyId=${studyId}`)
  return ((await response.json()) as { data: { title: string } }).data.title
}

async function agreeToBoth(page: Page, locale: Locale) {
  const app = catalog(locale, 'application')
  await page.locator('input[name="consent-privacy"][value="agree"]').check()
  await page.locator('input[name="consent-sensitive"][value="agree"]').check()
  await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 3, name: app('steps.applicant') })).toBeVisible()
}

async function fillApplicant(page: Page, person: { email: string; name: string; mobile: string }) {
  await page.locator('#field-email').fill(person.email)
  await page.locator('#field-name').fill(person.name)
  await page.locator('input[name="gender"][value="M"]').check()
  await page.locator('#field-birth').fill('1990-03-15')
  await page.locator('#field-mobile').fill(person.mobile)
  await page.locator('#field-address').fill('Seoul, Jongno-gu 101')
  await page.locator('#field-nationality').fill('Korea')
  await page.locator('#field-joinPath').selectOption({ index: 1 })
  await page.locator('#field-preferContact1').selectOption({ index: 1 })
  await page.locator('#field-sbjTy').selectOption({ index: 1 })
  await page.locator('#field-entryMonth').selectOption({ index: 1 })
}

async function applyAndConfirm(page: Page, locale: Locale) {
  const app = catalog(locale, 'application')
  await page.getByRole('button', { name: app('actions.apply'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: app('confirm.apply') })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: app('confirm.applyYes'), exact: true }).click()
}

/** The path of the newest link that confirms a non-member's application, mailed to an address. */
async function confirmationLink(email: string, not?: string): Promise<string> {
  const find = () => findMailedLink(email, /\/\w\w\/studyinfo\/recruitmentWrite\?studyId=\d+&token=[\w-]+/)
  await expect.poll(() => find() !== undefined && find() !== not, { message: `no new link for ${email}` }).toBe(true)
  return find() ?? ''
}

/** The member's stored profile is behind a recent password check, asked on the application's own page. */
async function confirmPassword(page: Page, locale: Locale) {
  const app = catalog(locale, 'application')
  const mine = catalog(locale, 'mypage')
  await expect(page.getByRole('heading', { level: 3, name: app('member.passwordTitle') })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/${locale}/studyinfo/recruitmentWriteMember\\?studyId=`))
  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: mine('password.submit'), exact: true }).click()
}

let studyId: number
test.beforeAll(async ({ request }) => {
  studyId = await findOpenStudy(request)
})

// Non-member applications are limited per client address: each test is a visitor of its own.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
})

// The member journeys' member: these details come back on the application form.
test.use({ memberDetails: MEMBER_DETAILS, memberName: 'Member Kim' })

for (const locale of LOCALES) {
  test.describe(`applying in ${locale}`, () => {
    test.use({ memberLocale: locale })

    test('a non-member applies through every step, and a second try is reported as a duplicate', async ({
      page,
      request,
    }) => {
      // Two applications, two links and six axe checks: more than the default 30 s on a loaded machine.
      test.slow()
      const app = catalog(locale, 'application')
      const title = await studyTitle(request, locale, studyId)
      const person = { email: `${unique('guest')}@example.com`, name: unique('Guest '), mobile: uniqueMobile() }
      const start = `/${locale}/studyinfo/recruitmentWrite?studyId=${studyId}`
      await page.goto(start)

      // Consent: the title heads it; refusing stops with the spec's messages.
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
      await expect(page.getByRole('alert')).toHaveText(app('consent.agreeAll'))
      await page.locator('input[name="consent-privacy"][value="agree"]').check()
      await page.locator('input[name="consent-sensitive"][value="disagree"]').check()
      await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
      await expect(page.getByRole('alert')).toHaveText(app('consent.agreeSensitive'))
      await page.locator('input[name="consent-privacy"][value="disagree"]').check()
      await page.locator('input[name="consent-sensitive"][value="agree"]').check()
      await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
      await expect(page.getByRole('alert')).toHaveText(app('consent.agreePrivacy'))
      await expectNoAxeViolations(page)
      await agreeToBoth(page, locale)

      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      await fillApplicant(page, person)
      await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
      await expect(page.getByRole('heading', { level: 3, name: app('steps.health') })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      await fillHealth(page)
      await applyAndConfirm(page, locale)

      // The application waits for the link mailed to the address; it counts nowhere before.
      await expect(page.getByRole('heading', { level: 3, name: app('result.checkMailTitle') })).toBeVisible()
      await expect(page.getByText(person.email)).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      await expectNoAxeViolations(page)
      const applied = () =>
        queryDatabase<{ locale: string; status: string; member_id: number | null }>(
          'select locale, status, member_id from applications where applicant_email = ?',
          storedEmail('applications', person.email),
        )
      expect(applied()).toEqual([])
      // The draft is gone once sent.
      expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([])

      // The link confirms with a button; then the application is complete.
      const link = await confirmationLink(person.email)
      await page.goto(link)
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      await expect(page.getByRole('heading', { level: 3, name: app('confirmLink.title') })).toBeVisible()
      await expectNoAxeViolations(page)
      expect(applied()).toEqual([])
      await page.getByRole('button', { name: app('confirmLink.submit'), exact: true }).click()
      await expect(page.getByRole('heading', { level: 3, name: app('result.successTitle') })).toBeVisible()
      await expect(page.getByText(app('result.successNote'))).toBeVisible()
      await expectNoAxeViolations(page)
      expect(applied()).toEqual([{ locale, status: 'received', member_id: null }])

      // Opened again, the link says that the application is confirmed, with the way to its notice.
      await page.goto(link)
      await expect(page.getByRole('heading', { level: 3, name: app('result.confirmedTitle') })).toBeVisible()
      await expect(page.getByRole('button', { name: app('confirmLink.submit'), exact: true })).toHaveCount(0)
      await expect(page.getByRole('link', { name: app('result.toStudy'), exact: true })).toHaveAttribute(
        'href',
        `/${locale}/studyinfo/recruitmentView?studyId=${studyId}`,
      )
      await expectNoAxeViolations(page)
      expect(applied()).toHaveLength(1)

      // The same address again: answered like any application; its link says it has applied.
      await page.goto(start)
      await agreeToBoth(page, locale)
      await fillApplicant(page, person)
      await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
      await fillHealth(page)
      await applyAndConfirm(page, locale)
      await expect(page.getByRole('heading', { level: 3, name: app('result.checkMailTitle') })).toBeVisible()
      await page.goto(await confirmationLink(person.email, link))
      await page.getByRole('button', { name: app('confirmLink.submit'), exact: true }).click()
      await expect(page.getByRole('heading', { level: 3, name: app('result.already') })).toBeVisible()
      expect(applied()).toHaveLength(1)
    })

    test('a member applies with the form filled from the profile', async ({ page, request, member }) => {
      const app = catalog(locale, 'application')
      const title = await studyTitle(request, locale, studyId)
      const { email } = member

      await page.goto(`/${locale}/studyinfo/recruitmentWriteMember?studyId=${studyId}`)
      await confirmPassword(page, locale)
      await expect(page).toHaveURL(`/${locale}/studyinfo/recruitmentWriteMember?studyId=${studyId}`)
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      await agreeToBoth(page, locale)
      // Who applies is the account holder, shown as the account has it, not as fields to retype.
      await expect(page.getByText(email)).toBeVisible()
      await expect(page.getByRole('definition').filter({ hasText: 'Member Kim' })).toBeVisible()
      await expect(page.locator('#field-name')).toHaveCount(0)
      await expect(page.locator('#field-birth')).toHaveCount(0)
      await expect(page.locator('#field-address')).not.toHaveValue('')
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: app('actions.next'), exact: true }).click()

      await expect(page.locator('#field-height')).toHaveValue('165')
      await expect(page.locator('input[name="complianceYn"][value="Y"]')).toBeChecked()
      await page.locator('#field-weight').fill('57')
      await expectNoAxeViolations(page)
      await applyAndConfirm(page, locale)
      await expect(page.getByRole('heading', { level: 3, name: app('result.successTitle') })).toBeVisible()

      const [row] = queryDatabase<{ snapshot: string; member_id: number | null }>(
        'select snapshot, member_id from applications where applicant_email = ?',
        storedEmail('applications', email),
      )
      expect(row?.member_id).not.toBeNull()
      // The form as sent is kept encrypted with the member's data key (the server tests read it back).
      expect(row?.snapshot).toMatch(/^enc1:\d+:[\w-]+$/)
      expect(row?.snapshot).not.toContain(email)
      // Changed for this application only: the profile keeps its weight.
      const [profile] = queryDatabase<{ weight: number }>(
        'select p.weight from volunteer_profiles p join members m on m.id = p.member_id where m.email = ?',
        storedEmail('members', email),
      )
      expect(profile?.weight).toBe(55)

      // A second visit says so at once.
      await page.goto(`/${locale}/studyinfo/recruitmentWriteMember?studyId=${studyId}`)
      await expect(page.getByRole('heading', { level: 3, name: app('result.already') })).toBeVisible()
    })
  })
}

test('a visitor is sent to log in and comes back to the member application, then can save to the profile', async ({
  page,
  memberAccount: member,
}) => {
  const app = catalog('kr', 'application')
  const { email } = member
  const target = `/kr/studyinfo/recruitmentWriteMember?studyId=${studyId}`
  await page.goto(target)
  await expect(page).toHaveURL(/\/kr\/login\?returnTo=/)
  await submitLogin(page, 'kr', email)
  await confirmPassword(page, 'kr')
  await expect(page).toHaveURL(target)

  await agreeToBoth(page, 'kr')
  await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
  await page.locator('#field-weight').fill('58')
  await page.getByLabel(app('member.saveToProfile')).check()
  await applyAndConfirm(page, 'kr')
  await expect(page.getByRole('heading', { level: 3, name: app('result.successTitle') })).toBeVisible()
  const [profile] = queryDatabase<{ weight: number }>(
    'select p.weight from volunteer_profiles p join members m on m.id = p.member_id where m.email = ?',
    storedEmail('members', email),
  )
  expect(profile?.weight).toBe(58)
})

test('cancel asks first, and leaves for the notice only when confirmed', async ({ page }) => {
  const app = catalog('en', 'application')
  await page.goto(`/en/studyinfo/recruitmentWrite?studyId=${studyId}`)
  await agreeToBoth(page, 'en')
  await page.locator('#field-name').fill('Cancel Test')

  await page.getByRole('button', { name: app('actions.cancel'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: app('confirm.cancel') })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: app('confirm.cancelNo'), exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.locator('#field-name')).toHaveValue('Cancel Test')

  // Escape answers no as well.
  await page.getByRole('button', { name: app('actions.cancel'), exact: true }).click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: app('actions.cancel'), exact: true }).click()
  await dialog.getByRole('button', { name: app('confirm.cancelYes'), exact: true }).click()
  await expect(page).toHaveURL(`/en/studyinfo/recruitmentView?studyId=${studyId}`)
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([])
})

test('the confirmation can be declined, and nothing is sent', async ({ page }) => {
  const app = catalog('kr', 'application')
  const email = `${unique('decline')}@example.com`
  await page.goto(`/kr/studyinfo/recruitmentWrite?studyId=${studyId}`)
  await agreeToBoth(page, 'kr')
  await fillApplicant(page, { email, name: unique('Decline '), mobile: uniqueMobile() })
  await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
  await fillHealth(page)
  await page.getByRole('button', { name: app('actions.apply'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: app('confirm.apply') })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: app('confirm.applyNo'), exact: true }).click()
  await expect(dialog).toBeHidden()
  expect(
    queryDatabase('select id from applications where applicant_email = ?', storedEmail('applications', email)),
  ).toEqual([])
})

test('a validation error keeps what was typed and names the fields to fix', async ({ page }) => {
  const app = catalog('cn', 'application')
  const form = catalog('cn', 'form')
  await page.goto(`/cn/studyinfo/recruitmentWrite?studyId=${studyId}`)
  await agreeToBoth(page, 'cn')
  await page.locator('#field-name').fill('王小明')
  await page.locator('#field-email').fill('not-an-email')
  await page.locator('#field-mobile').fill('010-1234-5678')
  await page.getByRole('button', { name: app('actions.next'), exact: true }).click()

  const summary = page.getByRole('alert')
  await expect(summary).toContainText(form('summaryTitle'))
  await expect(summary).toContainText(form('validation.email'))
  await expect(page.locator('#field-email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#field-name')).toHaveValue('王小明')
  await expect(page.locator('#field-mobile')).toHaveValue('010-1234-5678')
  await expect(page.getByRole('heading', { level: 3, name: app('steps.applicant') })).toBeVisible()
  await expectNoAxeViolations(page)

  // On the health step too: a yes asks for its details, and the answers stay.
  await fillApplicant(page, { email: `${unique('valid')}@example.com`, name: '王小明', mobile: uniqueMobile() })
  await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
  await fillHealth(page)
  await page.locator('input[name="drugYn"][value="Y"]').check()
  await page.getByRole('button', { name: app('actions.apply'), exact: true }).click()
  await expect(page.getByRole('alert')).toContainText(form('volunteer.fields.drugName'))
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.locator('#field-height')).toHaveValue('175')
})

test('a reload keeps the draft, on the step where it was', async ({ page }) => {
  const app = catalog('jp', 'application')
  await page.goto(`/jp/studyinfo/recruitmentWrite?studyId=${studyId}`)
  await agreeToBoth(page, 'jp')
  await fillApplicant(page, { email: 'draft@example.com', name: '山田 花子', mobile: '090-1234-5678' })
  await page.getByRole('button', { name: app('actions.next'), exact: true }).click()
  await page.locator('#field-height').fill('158')

  await page.reload()
  await expect(page.getByRole('heading', { level: 3, name: app('steps.health') })).toBeVisible()
  await expect(page.locator('#field-height')).toHaveValue('158')
  await page.getByRole('button', { name: app('actions.previous'), exact: true }).click()
  await expect(page.locator('#field-name')).toHaveValue('山田 花子')
  await expect(page.locator('#field-email')).toHaveValue('draft@example.com')
})

test('a draft is gone 30 minutes after its last change, and when the member logs out', async ({ page, request }) => {
  const common = catalog('en', 'common')
  const drafts = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))
  await page.clock.install()
  await page.goto(`/en/studyinfo/recruitmentWrite?studyId=${studyId}`)
  await agreeToBoth(page, 'en')
  await page.locator('#field-name').fill('Left Alone')
  await expect.poll(drafts).toHaveLength(1)
  await page.clock.fastForward('31:00')
  await expect.poll(drafts).toEqual([])
  await page.reload()
  await expect(page.locator('input[name="consent-privacy"]').first()).toBeVisible()

  const email = `${unique('drafter')}@example.com`
  await createMember(request, 'en', { email, name: 'Draft Kim', mobile: uniqueMobile() }, MEMBER_DETAILS)
  await logInWithStorage(page, request, email)
  await page.goto(`/en/studyinfo/recruitmentWrite?studyId=${studyId}`)
  await agreeToBoth(page, 'en')
  await page.locator('#field-name').fill('Logging Out')
  await expect.poll(drafts).toHaveLength(1)
  const accountMenu = page.getByRole('navigation', { name: common('a11y.account') })
  // Logging out reloads the page.
  const reloaded = page.waitForEvent('load')
  await accountMenu.getByRole('button', { name: common('topBar.logout') }).click()
  await reloaded
  await expect(accountMenu.getByRole('link', { name: common('topBar.login') })).toBeVisible()
  expect(await drafts()).toEqual([])
})

test('closed and phone-only notices say why they take no application here', async ({ page, request }) => {
  const app = catalog('kr', 'application')
  const ids: Record<string, number> = {}
  for (let cp = 1; cp <= 5 && (!ids.closed || !ids.phone); cp++) {
    const response = await request.post('/api/kr/recruit/list', { data: { cp } })
    const { dataList } = (await response.json()) as { dataList: Card[] }
    ids.closed ??= dataList.find((card) => card.status === 'closed')?.studyId ?? 0
    ids.phone ??= dataList.find((card) => card.status === 'open' && card.applyMethod === 'phone')?.studyId ?? 0
    for (const key of ['closed', 'phone']) if (ids[key] === 0) delete ids[key]
  }
  if (ids.closed) {
    await page.goto(`/kr/studyinfo/recruitmentWrite?studyId=${ids.closed}`)
    await expect(page.getByRole('alert')).toHaveText(app('errors.RECRUITMENT_CLOSED'))
    await expectNoAxeViolations(page)
  }
  if (ids.phone) {
    await page.goto(`/kr/studyinfo/recruitmentWrite?studyId=${ids.phone}`)
    await expect(page.getByRole('alert')).toContainText('02-741-4221')
  }
  expect(ids.closed ?? ids.phone).toBeTruthy()
})
