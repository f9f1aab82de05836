import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  PASSWORD,
  applyThroughApi,
  createMember,
  fillHealth,
  openOnlineStudy,
  submitLogin,
  unique,
  uniqueClientAddress,
  uniqueMobile,
} from './members'
import { type Locale, LOCALES, catalog, expectNoAxeViolations } from './support'

// What a volunteer meets on a 360 × 780 phone from a notice to My Page (issue 27): signing up on
// the way to an application, a session that ends while typing, the notice of a member who has
// applied, the header and the menus.

const PHONE = { width: 360, height: 780 }

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A catalog text with a `{{name}}` placeholder filled in with some value (not the placeholder itself). */
const withAny = (text: string, name: string) => new RegExp(text.split(`{{${name}}}`).map(escaped).join('[^{}"<>]+'))

/** The page's own session token, as the web app keeps it. */
async function sessionToken(page: Page): Promise<string> {
  const record = await page.evaluate(() => localStorage.getItem('loginInfo'))
  return (JSON.parse(record ?? '{}') as { token?: string }).token ?? ''
}

/** The session ends on the server (as after 30 idle minutes) while the page still holds it. */
async function endSession(page: Page, request: APIRequestContext) {
  const token = await sessionToken(page)
  expect(token).not.toBe('')
  await request.get('/api/auth/logout', { headers: { 'x-auth-token': token } })
}

/** The password check of My Page, which then goes back to the page asked for. */
async function confirmPassword(page: Page, locale: Locale) {
  const mine = catalog(locale, 'mypage')
  await expect(page).toHaveURL(new RegExp(`/${locale}/myinfo/userInfoPwConfirm\\?returnTo=`))
  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: mine('password.submit'), exact: true }).click()
}

async function fillStepOne(page: Page, person: { email: string; name: string }) {
  await page.locator('#field-userId').fill(person.email)
  await page.locator('#field-password').fill(PASSWORD)
  await page.locator('#field-passwordConfirm').fill(PASSWORD)
  await page.locator('#field-name').fill(person.name)
  await page.locator('input[name="gender"][value="F"]').check()
  await page.locator('#field-birth').fill('1993-05-20')
  await page.locator('#field-mobile').fill(uniqueMobile())
  await page.locator('#field-address').fill('185 Changgyeonggung-ro, Seoul')
  await page.locator('#field-nationality').fill('Korea')
  await page.locator('#field-joinPath').selectOption('01')
  await page.locator('#field-preferContact1').selectOption('01')
  await page.locator('#field-sbjTy').selectOption('02')
  await page.locator('#field-entryMonth').selectOption('3')
}

let studyId: number
test.beforeAll(async ({ request }) => {
  studyId = await openOnlineStudy(request)
})

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE)
  // Sign-ups are limited per client address: each test is a visitor of its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
})

for (const locale of LOCALES) {
  test.describe(`a volunteer in ${locale}`, () => {
    const account = catalog(locale, 'account')
    const app = catalog(locale, 'application')
    const common = catalog(locale, 'common')
    const mine = catalog(locale, 'mypage')
    const recruitment = catalog(locale, 'recruitment')
    const notice = () => `/${locale}/studyinfo/recruitmentView?studyId=${studyId}`
    const memberApplication = () => `/${locale}/studyinfo/recruitmentWriteMember?studyId=${studyId}`

    test('signs up from a notice and is brought back to its application, asked the password there', async ({
      page,
    }) => {
      test.slow()
      const person = { email: `${unique(`join-${locale}`)}@example.com`, name: `Joiner ${unique(locale)}` }
      await page.goto(notice())
      await page.getByRole('link', { name: recruitment('view.applyMember'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?returnTo=`))
      await page
        .getByRole('main')
        .getByRole('link', { name: account('login.join'), exact: true })
        .click()
      await expect(page).toHaveURL(`/${locale}/membership/join?returnTo=${encodeURIComponent(memberApplication())}`)

      const agree = page.getByRole('radio', { name: account('consent.agree'), exact: true })
      await agree.nth(0).check()
      await agree.nth(1).check()
      await page.getByRole('button', { name: account('join.next'), exact: true }).click()

      // Step 1: a reload before Next keeps what was typed, never the password.
      await fillStepOne(page, person)
      await page.reload()
      await expect(page.locator('#field-userId')).toHaveValue(person.email)
      await expect(page.locator('#field-name')).toHaveValue(person.name)
      await expect(page.locator('#field-address')).toHaveValue('185 Changgyeonggung-ro, Seoul')
      await expect(page.locator('#field-entryMonth')).toHaveValue('3')
      await expect(page.locator('#field-password')).toHaveValue('')
      await expect(page.getByText(account('join.passwordAgain'))).toBeVisible()
      expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage })))).not.toContain(PASSWORD)
      await expectNoAxeViolations(page)
      await page.locator('#field-password').fill(PASSWORD)
      await page.locator('#field-passwordConfirm').fill(PASSWORD)
      await page.getByRole('button', { name: account('join.next'), exact: true }).click()

      // Step 2 is on the way to the notice too.
      await expect(page).toHaveURL(`/${locale}/membership/write?returnTo=${encodeURIComponent(memberApplication())}`)
      await fillHealth(page)
      await page.getByRole('button', { name: account('join.submit'), exact: true }).click()
      await expect(page.getByRole('heading', { name: account('join.completeTitle') })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: account('join.start'), exact: true }).click()
      await expect(page).toHaveURL(`/${locale}/login?returnTo=${encodeURIComponent(memberApplication())}`)
      await submitLogin(page, locale, person.email)

      // Back at the application, which asks the password under its own title and menu.
      await expect(page).toHaveURL(memberApplication())
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('pages.recruitmentWriteMember'))
      await expect(page.getByRole('heading', { level: 3, name: app('member.passwordTitle') })).toBeVisible()
      const sideMenu = page.getByRole('navigation', {
        name: common('a11y.sideMenu').replace('{{group}}', common('groups.studyinfo')),
      })
      await expect(sideMenu.getByRole('link', { name: common('pages.recruitment') })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(page.getByRole('link', { name: common('pages.userInfoPwConfirm'), exact: true })).toHaveCount(0)
      await expectNoAxeViolations(page)
      await page.locator('#field-password').fill(PASSWORD)
      await page.getByRole('button', { name: mine('password.submit'), exact: true }).click()
      await expect(page.getByRole('heading', { level: 3, name: app('steps.consent'), exact: true })).toBeVisible()
      await expect(page).toHaveURL(memberApplication())
    })

    test('keeps the volunteer form typed while the session ended, and says why', async ({
      page,
      request,
      memberAccount,
    }) => {
      await page.goto(`/${locale}/login`)
      await submitLogin(page, locale, memberAccount.email)
      await expect(page).toHaveURL(`/${locale}/main`)
      await page.goto(`/${locale}/myinfo/applyModify`)
      await confirmPassword(page, locale)
      await expect(page).toHaveURL(`/${locale}/myinfo/applyModify`)
      await page.locator('#field-height').fill('171')
      await page.locator('input[name="caffeineYn"][value="Y"]').check()

      await endSession(page, request)
      await page.getByRole('button', { name: mine('save'), exact: true }).click()
      await expect(page).toHaveURL(
        `/${locale}/login?returnTo=${encodeURIComponent(`/${locale}/myinfo/applyModify`)}&reason=sessionEnded`,
      )
      await expect(page.getByText(account('login.sessionEnded'))).toBeVisible()
      await expect(
        page
          .getByRole('navigation', { name: common('a11y.account') })
          .getByRole('link', { name: common('topBar.login') }),
      ).toBeVisible()
      await expectNoAxeViolations(page)

      await submitLogin(page, locale, memberAccount.email)
      await confirmPassword(page, locale)
      await expect(page).toHaveURL(`/${locale}/myinfo/applyModify`)
      await expect(page.getByText(mine('draftRestored'))).toBeVisible()
      await expect(page.locator('#field-height')).toHaveValue('171')
      await expect(page.locator('input[name="caffeineYn"][value="Y"]')).toBeChecked()
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: mine('save'), exact: true }).click()
      await expect(page).toHaveURL(`/${locale}/myinfo/apply`)
      await page.goto(`/${locale}/myinfo/applyModify`)
      await expect(page.locator('#field-height')).toHaveValue('171')
      await expect(page.getByText(mine('draftRestored'))).toHaveCount(0)
    })

    test('a member who has applied is told when on the notice, from the browser only', async ({
      page,
      request,
      member,
    }) => {
      // The session the page is logged in with (the fixture's API session was ended by it).
      await page.goto(`/${locale}/main`)
      const auth = await sessionToken(page)
      await applyThroughApi(request, locale, auth, member, studyId)
      // The same notice for everyone: what the server renders and keeps says nothing of anyone.
      const html = await (await request.get(notice(), { headers: { 'x-auth-token': auth } })).text()
      expect(html).toContain(recruitment('view.applyMember'))
      expect(html).not.toMatch(withAny(recruitment('view.appliedOn'), 'date'))

      const asked = page.waitForResponse((response) => response.url().includes('/recruit/myApplication'))
      await page.goto(notice())
      const answer = await asked
      expect(answer.headers()['cache-control']).toBe('no-store')
      await expect(page.getByText(withAny(recruitment('view.appliedOn'), 'date'))).toBeVisible()
      await expect(page.getByRole('link', { name: recruitment('view.applyMember'), exact: true })).toHaveCount(0)
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: recruitment('view.toHistory'), exact: true }).click()
      await expect(page).toHaveURL(`/${locale}/myinfo/history`)

      // The member application says so at once, without asking the password first.
      await page.goto(memberApplication())
      await expect(page.getByRole('heading', { level: 3, name: app('result.already') })).toBeVisible()
      await expect(page.locator('#field-password')).toHaveCount(0)
    })

    test('My Page on a phone: a one-line menu and applications as cards', async ({ page, request, member }) => {
      await page.goto(`/${locale}/main`)
      await applyThroughApi(request, locale, await sessionToken(page), member, studyId)
      await page.goto(`/${locale}/myinfo/history`)
      const sideMenu = page.getByRole('navigation', {
        name: common('a11y.sideMenu').replace('{{group}}', common('groups.myinfo')),
      })
      const menuBox = await sideMenu.boundingBox()
      expect(menuBox?.height).toBeLessThanOrEqual(64)
      // The page being shown is in view in its row.
      const current = sideMenu.getByRole('link', { name: common('pages.history') })
      await expect(current).toHaveAttribute('aria-current', 'page')
      await expect(current).toBeInViewport({ ratio: 1 })

      const row = page.getByRole('row').nth(1)
      const [title, applied] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)]
      expect((await title.boundingBox())?.width).toBeGreaterThan(280)
      // The day on one line (under its label).
      const dayLines = await applied.evaluate((cell) => {
        const range = document.createRange()
        range.selectNodeContents(cell)
        return range.getClientRects().length
      })
      expect(dayLines).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await expectNoAxeViolations(page)
    })

    test('each health question has its number beside the question, not beside its answers', async ({ page }) => {
      // The application's draft, at its health step (as after a reload there).
      await page.goto(`/${locale}/main`)
      await page.evaluate(
        (id) =>
          sessionStorage.setItem(
            `draft:application:guest:${id}`,
            JSON.stringify({ savedAt: Date.now(), value: { consented: true, step: 'health' } }),
          ),
        studyId,
      )
      await page.goto(`/${locale}/studyinfo/recruitmentWrite?studyId=${studyId}`)
      const questions = page.getByRole('list').filter({ has: page.getByRole('group') })
      await expect(questions.getByRole('listitem')).toHaveCount(15)
      // The number is drawn by the question's legend; the list's own marker (which lines up with
      // the first line of the item, the row of answers) is gone.
      const numbering = await questions.getByRole('group').evaluateAll((groups) =>
        groups.map((group) => ({
          legend: getComputedStyle(group.querySelector('legend')!, '::before').content,
          marker: getComputedStyle(group.closest('li')!).listStyleType,
        })),
      )
      expect(new Set(numbering.map((item) => JSON.stringify(item)))).toEqual(
        new Set([JSON.stringify({ legend: 'counter(question) "."', marker: 'none' })]),
      )
      await expectNoAxeViolations(page)
    })

    test('the header keeps its menu button beside the logo, and Escape closes the menu', async ({ page }) => {
      await page.goto(`/${locale}/main`)
      const logo = page.getByRole('link', { name: new RegExp(escaped(common('site.name'))) }).first()
      const toggle = page.getByRole('button', { name: common('a11y.menuToggle'), exact: true })
      const [logoBox, toggleBox] = [await logo.boundingBox(), await toggle.boundingBox()]
      // On one row: the button's middle is within the logo's height.
      const middle = (toggleBox?.y ?? 0) + (toggleBox?.height ?? 0) / 2
      expect(middle).toBeGreaterThan(logoBox?.y ?? 0)
      expect(middle).toBeLessThan((logoBox?.y ?? 0) + (logoBox?.height ?? 0))

      const menu = page.getByRole('navigation', { name: common('a11y.mainMenu') })
      await toggle.click()
      await expect(menu).toBeVisible()
      await menu.getByRole('link').first().focus()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      // From the button itself too.
      await toggle.click()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expectNoAxeViolations(page)
    })
  })
}

/** A member logs in through the form, types a question, and the session ends before it is sent. */
async function questionWhenSessionEnds(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  email: string,
  question: { title: string; body: string },
) {
  await page.goto(`/${locale}/login`)
  await submitLogin(page, locale, email)
  await expect(page).toHaveURL(`/${locale}/main`)
  await page.goto(`/${locale}/myinfo/qnaWrite`)
  await page.locator('#field-title').fill(question.title)
  await page.locator('#field-body').fill(question.body)
  await endSession(page, request)
  await page.getByRole('button', { name: catalog(locale, 'mypage')('qna.send'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?returnTo=.*&reason=sessionEnded$`))
}

test('a new question typed while the session ended is kept through logging in again', async ({
  page,
  request,
  memberAccount,
}) => {
  const mine = catalog('en', 'mypage')
  const question = {
    title: 'When is my screening visit?',
    body: 'I applied last week and would like to know the date.',
  }
  await questionWhenSessionEnds(page, request, 'en', memberAccount.email, question)
  await submitLogin(page, 'en', memberAccount.email)
  await expect(page).toHaveURL('/en/myinfo/qnaWrite')
  await expect(page.locator('#field-title')).toHaveValue(question.title)
  await expect(page.locator('#field-body')).toHaveValue(question.body)
  await expect(page.getByText(mine('draftRestored'))).toBeVisible()
  await page.getByRole('button', { name: mine('qna.send'), exact: true }).click()
  await expect(page).toHaveURL(/\/en\/myinfo\/qnaView\?qnaId=\d+/)
})

test('what another account typed is not shown to the next login at the same browser', async ({
  page,
  request,
  memberAccount,
}) => {
  const other = { email: `${unique('other')}@example.com`, name: 'Other Person', mobile: uniqueMobile() }
  await createMember(request, 'kr', other)
  await questionWhenSessionEnds(page, request, 'kr', memberAccount.email, {
    title: 'Private question',
    body: 'Something only I should read.',
  })
  await submitLogin(page, 'kr', other.email)
  await expect(page).toHaveURL('/kr/myinfo/qnaWrite')
  await expect(page.locator('#field-title')).toHaveValue('')
  await expect(page.locator('#field-body')).toHaveValue('')
})
