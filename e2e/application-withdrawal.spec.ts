import { expect, test } from './fixtures'
import { HEALTH_ANSWERS, PERSON_FIELDS, openOnlineStudy, unique, uniqueClientAddress, uniqueMobile } from './members'
import { LOCALES, catalog, expectNoAxeViolations, findMailedLink } from './support'

// A non-member withdraws an application with the signed link of the mail sent once it was confirmed.

for (const locale of LOCALES) {
  test(`a non-member withdraws an application by the mailed link, in ${locale}`, async ({ page, request }) => {
    const app = catalog(locale, 'application')
    const common = catalog(locale, 'common')
    const email = `${unique(`withdraw-${locale}-`)}@example.com`
    const studyId = await openOnlineStudy(request)
    const address = uniqueClientAddress()
    const applied = await request.post(`/api/${locale}/recruit/write`, {
      headers: { 'x-forwarded-for': address },
      data: {
        studyId,
        consents: { privacy: true, sensitive: true, version: '2026-11-22' },
        form: {
          email,
          name: unique('Guest '),
          mobile: uniqueMobile(),
          ...PERSON_FIELDS,
          entryMonth: '3',
          ...HEALTH_ANSWERS,
        },
      },
    })
    expect(applied.status(), await applied.text()).toBe(200)
    const confirmLink = () => findMailedLink(email, /\/\w\w\/studyinfo\/recruitmentWrite\?studyId=\d+&token=[\w-]+/)
    await expect.poll(confirmLink).toBeTruthy()
    const token = new URL(confirmLink() ?? '', 'http://x').searchParams.get('token')
    const confirmed = await request.post(`/api/${locale}/recruit/confirm`, { data: { token } })
    expect(confirmed.status(), await confirmed.text()).toBe(200)

    const withdrawLink = () => findMailedLink(email, /\/\w\w\/studyinfo\/applicationWithdraw\?token=\d+\.[\w-]+/)
    await expect.poll(withdrawLink).toBeTruthy()
    await page.goto(withdrawLink() ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('pages.applicationWithdraw'))
    await expect(page.getByText(app('withdraw.intro'))).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: app('withdraw.confirm') }).click()
    await expect(page.getByRole('status')).toHaveText(app('withdraw.done'))
    await expectNoAxeViolations(page)

    // The link names nothing any more.
    await page.reload()
    await expect(page.getByRole('alert')).toHaveText(app('withdraw.invalid'))
  })
}
