import { type Browser, type BrowserContext, type Page, expect, test as base } from '@playwright/test'
import {
  type Person,
  type PERSON_FIELDS,
  createMember,
  logInThroughApi,
  logInWithStorage,
  unique,
  uniqueMobile,
} from './members'
import { logInToConsole, setUpStaff } from './staff'
import type { Locale } from './support'

// Playwright's `test` with the journeys' usual starting points as fixtures: a member made through
// the API, and a staff account set up with the command line and logged into the console. A journey
// asks for what it needs; what it sets up itself is what it is about.

export type StaffRole = 'admin' | 'coordinator'

/** A member made through the API, with a session of its own for API calls (`x-auth-token`). */
export interface Member extends Person {
  auth: string
}

/** A staff account set up in the browser: its e-mail and the authenticator secret. */
export interface ConsoleStaff {
  email: string
  secret: string
}

const STAFF_NAMES: Record<StaffRole, string> = { admin: '한관리', coordinator: '김코디' }

interface Fixtures {
  /** The locale the member signs up in: `test.use({ memberLocale: 'en' })`. */
  memberLocale: Locale
  /** Member fields other than e-mail, name and mobile (see PERSON_FIELDS). */
  memberDetails: Partial<typeof PERSON_FIELDS>
  /** The member's name; a name of its own when not given. */
  memberName: string | undefined
  /** A member made through the API; the page is not logged in. */
  memberAccount: Member
  /** The same member, with the page logged in as the web app logs in (its login record). */
  member: Member
  /** Sets up a staff account of a role and logs it into the console on a page (the test's by default). */
  staffLogin: (role: StaffRole, page?: Page) => Promise<ConsoleStaff>
  /** The role of `staff`: `test.use({ staffRole: 'admin' })`. */
  staffRole: StaffRole
  /** A staff account logged into the console on the test's page, its menu showing. */
  staff: ConsoleStaff
}

/**
 * Waits, after each page load, until the web app has taken the page over (`<html data-ready>`).
 * The server renders the public pages: their links work at once, but a button does nothing
 * until the app has hydrated, and a journey clicks faster than a person.
 */
export async function whenReady(page: Page) {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const ready = () => page.locator('html[data-ready]').waitFor({ state: 'attached' })
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await ready()
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit') await ready()
    return response
  }
}

// Content-Security-Policy violations in any page of the test, as the browser reported them. A page
// that needs 'unsafe-eval' or an inline script fails here even when the blocked code was optional.
const cspViolations: string[] = []
const watched = new WeakSet<BrowserContext>()

async function watchCsp(context: BrowserContext) {
  if (watched.has(context)) return
  watched.add(context)
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    cspViolations.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => Promise<void> })
        .__reportCspViolation
      void report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
}

export const test = base.extend<Fixtures & { cspWatch: void }, { browser: Browser }>({
  // Contexts a test opens itself are watched too.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        await watchCsp(context)
        return context
      }
      browser.newPage = async (options) => {
        const context = await browser.newContext(options)
        const page = await context.newPage()
        page.on('close', () => void context.close())
        return page
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await watchCsp(context)
    await use(context)
  },
  cspWatch: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      cspViolations.length = 0
      await use()
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await whenReady(page)
    await use(page)
  },
  memberLocale: ['kr', { option: true }],
  memberDetails: [{}, { option: true }],
  memberName: [undefined, { option: true }],
  memberAccount: async ({ request, memberLocale, memberDetails, memberName }, use) => {
    const person = {
      email: `${unique('member')}@example.com`,
      name: memberName ?? unique('Member '),
      mobile: uniqueMobile(),
    }
    await createMember(request, memberLocale, person, memberDetails)
    const { auth } = await logInThroughApi(request, person.email)
    await use({ ...person, auth })
  },
  member: async ({ page, request, memberAccount }, use) => {
    await logInWithStorage(page, request, memberAccount.email)
    await use(memberAccount)
  },
  staffLogin: async ({ page, baseURL }, use) => {
    await use(async (role, on = page) => {
      const email = `${unique(role)}@ctc.example`
      const secret = await setUpStaff(on, baseURL ?? '', email, role, STAFF_NAMES[role])
      await logInToConsole(on, email, secret)
      return { email, secret }
    })
  },
  staffRole: ['coordinator', { option: true }],
  staff: async ({ staffLogin, staffRole }, use) => {
    await use(await staffLogin(staffRole))
  },
})

export { expect }
