import { type APIRequestContext, type Page, expect } from '@playwright/test'
import { type Locale, catalog } from './support'

// Members for the journeys that start from an account: made through the API,
// logged in through the form or straight into the web app's login record.

export const PASSWORD = 'Volunteer#2026'

let sequence = 0
/** A value no other test in this run uses (e-mail local parts, names). */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`
export const uniqueMobile = () =>
  `010-${String(1000 + Math.floor(Math.random() * 9000))}-${String(1000 + (sequence % 9000))}`

let addresses = 0
/**
 * A client address no other test of this run presents (the e2e server trusts one proxy
 * hop, so X-Forwarded-For sets it): sign-ups and account lookups are limited per address,
 * and a real visitor makes only a few of them.
 */
export const uniqueClientAddress = () => {
  addresses += 1
  return `198.18.${Number(process.env.TEST_WORKER_INDEX ?? 0) % 250}.${(addresses % 250) + 1}`
}

export interface Person {
  email: string
  name: string
  mobile: string
}

export const HEALTH_NO = [
  'bloodDonationYn',
  'transfusionYn',
  'trialYn',
  'drugYn',
  'allergyYn',
  'operationPlanYn',
  'pastIllnessYn',
  'supplementYn',
  'alcoholYn',
  'caffeineYn',
  'abnormalDietYn',
  'exerciseYn',
]
export const HEALTH_YES = ['hospitalMealsYn', 'contraceptionYn', 'complianceYn']

/** A volunteer form with every answer that needs no details. */
export const HEALTH_ANSWERS = {
  height: 165,
  weight: 55,
  smokeYn: 'N',
  sickCd: '00',
  sbjCond: '01',
  ...Object.fromEntries(HEALTH_NO.map((q) => [q, 'N'])),
  ...Object.fromEntries(HEALTH_YES.map((q) => [q, 'Y'])),
}

/** The member fields besides e-mail, name and mobile, as the sign-up and application forms take them. */
export const PERSON_FIELDS = {
  gender: 'F',
  birth: '1992-07-01',
  otherContact: '',
  address: 'Seoul',
  nationality: 'Korea',
  joinPath: '01',
  preferContact1: '03',
  preferContact2: '',
  preferContact3: '',
  preferContact4: '',
  preferContact5: '',
  sbjTy: '01',
}

/** Signs a member up through the API with the password PASSWORD. */
export async function createMember(
  request: APIRequestContext,
  locale: Locale,
  person: Person,
  overrides: Partial<typeof PERSON_FIELDS> = {},
) {
  const response = await request.post('/api/register/write', {
    headers: { 'x-forwarded-for': uniqueClientAddress() },
    data: {
      lang: locale,
      consents: { privacy: true, sensitive: true, version: '2026-11-22' },
      member: {
        userId: person.email,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        name: person.name,
        mobile: person.mobile,
        ...PERSON_FIELDS,
        ...overrides,
        alwaysApplyYn: 'Y',
        entryMonth: '3',
      },
      profile: HEALTH_ANSWERS,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Fills the login form already on screen and sends it. */
export async function submitLogin(page: Page, locale: Locale, email: string, password = PASSWORD) {
  const account = catalog(locale, 'account')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: account('login.submit'), exact: true }).click()
}

/** Opens the login page and logs in there. */
export async function logInThroughForm(page: Page, locale: Locale, email: string, password = PASSWORD) {
  await page.goto(`/${locale}/login`)
  await submitLogin(page, locale, email, password)
}

/** Logs in through the API; answers the session's token and the member's name. */
export async function logInThroughApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { auth: string; userName: string }
}

/** Logs in through the API and keeps the login record as the web app does. */
export async function logInWithStorage(page: Page, request: APIRequestContext, email: string) {
  const { auth, userName } = await logInThroughApi(request, email)
  await page.goto('/kr/main')
  await page.evaluate((record) => localStorage.setItem('loginInfo', JSON.stringify(record)), { token: auth, userName })
}

/** Answers the volunteer health step with no 'yes' that needs details. */
export async function fillHealth(page: Page) {
  await page.locator('#field-height').fill('175')
  await page.locator('#field-weight').fill('70')
  await page.locator('input[name="smokeYn"][value="N"]').check()
  await page.locator('#field-sickCd').selectOption('00')
  await page.locator('input[name="sbjCond"][value="01"]').check()
  for (const question of HEALTH_NO) await page.locator(`input[name="${question}"][value="N"]`).check()
  for (const question of HEALTH_YES) await page.locator(`input[name="${question}"][value="Y"]`).check()
}

/** An open online notice of the demo content: its id. */
export async function openOnlineStudy(request: APIRequestContext): Promise<number> {
  const list = await request.post('/api/kr/recruit/list', { data: { cp: 1 } })
  const { dataList } = (await list.json()) as { dataList: { studyId: number; status: string; applyMethod: string }[] }
  const study = dataList.find((card) => card.status === 'open' && card.applyMethod === 'online')
  if (!study) throw new Error('no open online demo study')
  return study.studyId
}

/** The member (logged in with `auth`) applies to the notice through the API in a locale; answers the application's id. */
export async function applyThroughApi(
  request: APIRequestContext,
  locale: Locale,
  auth: string,
  person: Person,
  studyId: number,
): Promise<number> {
  const applied = await request.post(`/api/${locale}/recruit/writeRegi`, {
    headers: { 'x-auth-token': auth },
    data: {
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
    },
  })
  expect(applied.status(), await applied.text()).toBe(200)
  return ((await applied.json()) as { data: { applicationId: number } }).data.applicationId
}
