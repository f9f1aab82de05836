import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  PASSWORD,
  type Person,
  applyThroughApi,
  createMember,
  logInThroughApi,
  openOnlineStudy,
  submitLogin,
} from './members'
import { type Locale, LOCALES, catalog, expectNoAxeViolations } from './support'

/** A member with an application to an open notice, made through the API; answers the notice's title. */
async function memberWithApplication(request: APIRequestContext, locale: Locale, person: Person): Promise<string> {
  await createMember(request, locale, person)
  const studyId = await openOnlineStudy(request)
  const { auth } = await logInThroughApi(request, person.email)
  await applyThroughApi(request, locale, auth, person, studyId)
  await request.get('/api/auth/logout', { headers: { 'x-auth-token': auth } })
  const title = await request.get(`/api/${locale}/recruit/write?studyId=${studyId}`)
  return ((await title.json()) as { data: { title: string } }).data.title
}

let sequence = 0

for (const locale of LOCALES) {
  test(`My Page in ${locale}: info behind the password, forms, history, Q&A, withdrawal`, async ({ page, request }) => {
    test.setTimeout(90_000)
    const mine = catalog(locale, 'mypage')
    const form = catalog(locale, 'form')
    const common = catalog(locale, 'common')
    const account = catalog(locale, 'account')
    const stamp = `${Date.now().toString(36)}${(sequence += 1)}`
    const person = { email: `mypage-${locale}-${stamp}@example.com`, name: `My ${stamp}`, mobile: '010-4321-8765' }
    const studyTitle = await memberWithApplication(request, locale, person)

    // Not logged in: My Page sends the visitor to login, and login back to My Page.
    await page.goto(`/${locale}/myinfo/userinfo`)
    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?returnTo=`))
    await submitLogin(page, locale, person.email)
    // Member info asks the password first.
    await expect(page).toHaveURL(new RegExp(`/${locale}/myinfo/userInfoPwConfirm\\?returnTo=`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('pages.userInfoPwConfirm'))
    await expectNoAxeViolations(page)
    await page.locator('#field-password').fill('Wrong#Password1')
    await page.getByRole('button', { name: mine('password.submit'), exact: true }).click()
    await expect(page.getByRole('alert')).toContainText(mine('errors.PASSWORD_MISMATCH'))
    await page.locator('#field-password').fill(PASSWORD)
    await page.getByRole('button', { name: mine('password.submit'), exact: true }).click()
    await expect(page).toHaveURL(`/${locale}/myinfo/userinfo`)
    await expect(page.getByText(person.email)).toBeVisible()
    await expect(page.getByRole('link', { name: mine('info.changePassword') })).toHaveAttribute(
      'href',
      `/${locale}/login/pwChange`,
    )
    await expectNoAxeViolations(page)

    // Edit member info: the e-mail (ID) is shown, not editable.
    await page.getByRole('link', { name: mine('info.edit') }).click()
    await expect(page).toHaveURL(`/${locale}/myinfo/userModify`)
    // Within the confirmation window a reload does not ask for the password again.
    await page.reload()
    await expect(page).toHaveURL(`/${locale}/myinfo/userModify`)
    await expect(page.getByText(mine('info.userIdFixed'))).toBeVisible()
    await expect(page.locator('input[type="email"]')).toHaveCount(0)
    await expect(page.locator('#field-name')).toHaveValue(person.name)
    await expectNoAxeViolations(page)
    await page.locator('#field-address').fill('Jongno-gu 185, Seoul')
    const newName = `${person.name} Kim`
    await page.locator('#field-name').fill(newName)
    await page.getByRole('button', { name: mine('save'), exact: true }).click()
    await expect(page).toHaveURL(`/${locale}/myinfo/userinfo`)
    await expect(page.getByRole('status')).toHaveText(mine('saved'))
    await expect(page.getByText('Jongno-gu 185, Seoul')).toBeVisible()
    // The top bar greets the member by the new name at once, without a reload.
    await expect(page.getByRole('banner')).toContainText(newName)

    // The volunteer form: 'always' while the flag is set, then edited.
    await page.goto(`/${locale}/myinfo/apply`)
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: mine('apply.always') })
        .first(),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: mine('apply.edit') }).click()
    await expect(page).toHaveURL(`/${locale}/myinfo/applyModify`)
    await expect(page.locator('#field-height')).toHaveValue('165')
    await page.locator('#field-height').fill('171')
    await page.locator('input[name="drugYn"][value="Y"]').check()
    await page.getByRole('button', { name: mine('save'), exact: true }).click()
    // A 'yes' needs its details: the summary says so, and nothing is saved.
    await expect(page.getByRole('alert')).toContainText(form('volunteer.fields.drugName'))
    await page.locator('#field-drugName').fill('Ibuprofen')
    await page.locator('#field-drugLastDate').fill('2026-11-01')
    await page.locator('input[name="alwaysApplyYn"][value="N"]').check()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: mine('save'), exact: true }).click()
    await expect(page).toHaveURL(`/${locale}/myinfo/apply`)
    await expect(page.getByRole('status')).toHaveText(mine('saved'))
    await expect(page.getByRole('definition').filter({ hasText: /^171$/ })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: /^Ibuprofen$/ })).toBeVisible()
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: mine('apply.notAlways') })
        .first(),
    ).toBeVisible()

    // History: the application with its notice, received.
    await page.goto(`/${locale}/myinfo/history`)
    const row = page.getByRole('row').filter({ hasText: studyTitle })
    await expect(row).toContainText(mine('history.statuses.received'))
    await expect(row.getByRole('link', { name: studyTitle })).toHaveAttribute(
      'href',
      new RegExp(`^/${locale}/studyinfo/recruitmentView\\?studyId=\\d+$`),
    )
    await expectNoAxeViolations(page)

    // Q&A: ask, and see it waiting.
    await page.goto(`/${locale}/myinfo/qna`)
    await expect(page.getByText(mine('qna.empty'))).toBeVisible()
    await expectNoAxeViolations(page)
    await page
      .locator('main')
      .getByRole('link', { name: mine('qna.write') })
      .click()
    await expect(page).toHaveURL(`/${locale}/myinfo/qnaWrite`)
    await page.getByRole('button', { name: mine('qna.send'), exact: true }).click()
    await expect(page.getByRole('alert')).toContainText(mine('qna.title'))
    await page.locator('#field-title').fill(`Parking ${stamp}`)
    await page.locator('#field-body').fill('How long may I park during the screening visit?')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: mine('qna.send'), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/myinfo/qnaView\\?qnaId=\\d+$`))
    await expect(page.getByRole('heading', { level: 2, name: `Parking ${stamp}` })).toBeVisible()
    await expect(page.getByText(mine('qna.statuses.waiting'))).toBeVisible()
    await expect(page.getByText(mine('qna.noAnswer'))).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: mine('qna.backToList') }).click()
    await expect(page.getByRole('row').filter({ hasText: `Parking ${stamp}` })).toContainText(
      mine('qna.statuses.waiting'),
    )

    // Withdrawal: instructions, then the password; then the ID is gone for good.
    await page.goto(`/${locale}/myinfo/withdrawal`)
    await expect(page.getByText(mine('withdrawal.immediate'))).toBeVisible()
    await expect(page.getByText(mine('withdrawal.noReuse'))).toBeVisible()
    await expect(page.getByText(mine('withdrawal.deleted'))).toBeVisible()
    await expectNoAxeViolations(page)
    const next = page.getByRole('button', { name: mine('withdrawal.next'), exact: true })
    await expect(next).toBeDisabled()
    await page.getByLabel(mine('withdrawal.understood')).check()
    await next.click()
    await expectNoAxeViolations(page)
    await page.locator('#field-password').fill('Wrong#Password1')
    await page.getByRole('button', { name: mine('withdrawal.submit'), exact: true }).click()
    await expect(page.getByRole('alert')).toContainText(mine('errors.PASSWORD_MISMATCH'))
    await page.locator('#field-password').fill(PASSWORD)
    await page.getByRole('button', { name: mine('withdrawal.submit'), exact: true }).click()
    await expect(page.getByRole('status')).toHaveText(mine('withdrawal.done'))
    await expect(page.getByRole('link', { name: common('topBar.login') })).toBeVisible()

    await page.goto(`/${locale}/login`)
    await submitLogin(page, locale, person.email)
    // A withdrawn ID fails like any unknown one: login tells no one who had an account.
    await expect(page.getByRole('alert')).toContainText(account('errors.LOGIN_MISMATCH'))
    await page.goto(`/${locale}/myinfo/history`)
    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?returnTo=`))
  })
}

test('My Page fits a 360 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const person = {
    email: `mypage-phone-${Date.now().toString(36)}@example.com`,
    name: 'Phone Tester',
    mobile: '010-2222-3333',
  }
  await memberWithApplication(request, 'kr', person)
  await page.goto('/kr/myinfo/history')
  await submitLogin(page, 'kr', person.email)
  await expect(page).toHaveURL('/kr/myinfo/history')
  for (const target of ['/kr/myinfo/history', '/kr/myinfo/apply', '/kr/myinfo/qna', '/kr/myinfo/withdrawal']) {
    await page.goto(target)
    await expect(page.locator('main')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, target).toBeLessThanOrEqual(0)
  }
  await expectNoAxeViolations(page)
})
