import type { Locale } from '@ctc/contract/locale-codes'
import { type PageId, SITE_PAGES, sitePath } from '@ctc/contract/public-pages'

export type MenuGroup = 'about' | 'studyinfo' | 'contact' | 'myinfo'

/** A page of the spec's route table (contract `SITE_PAGES`), as the shell shows it. */
export interface PageDef {
  id: PageId
  path: string
  group?: MenuGroup
  /** Pages without a side menu (home, login, sign-up, privacy…) say false. */
  sideMenu: boolean
  /** The home page draws its own heading. */
  showTitle: boolean
  /** Locales the page exists in; all when absent. */
  locales?: readonly Locale[]
  /** Privacy and duplicate-login pages take any first segment. */
  anySegment?: boolean
}

function page(id: PageId, group: MenuGroup | undefined, extra: Partial<PageDef> = {}): PageDef {
  return { id, ...SITE_PAGES[id], group, sideMenu: group !== undefined, showTitle: true, ...extra }
}

/** The contract's page table with what the shell needs: menu group, side menu, title. */
export const PAGES: readonly PageDef[] = [
  page('main', undefined, { showTitle: false }),
  page('login', undefined),
  page('idFind', undefined),
  page('pwFind', undefined),
  page('pwChange', undefined),
  page('join', undefined),
  page('joinWrite', undefined),
  page('introduce', 'about'),
  page('meaning', 'about'),
  page('process', 'about'),
  page('subjectGuide', 'about'),
  page('appGuide', 'about'),
  page('faq', 'contact'),
  page('location', 'contact'),
  page('recruitment', 'studyinfo'),
  page('recruitmentView', 'studyinfo'),
  page('recruitmentWrite', 'studyinfo'),
  page('recruitmentWriteMember', 'studyinfo'),
  page('applicationWithdraw', 'studyinfo'),
  page('visitBooking', 'studyinfo'),
  page('userInfo', 'myinfo'),
  page('userInfoPwConfirm', 'myinfo'),
  page('userModify', 'myinfo'),
  page('apply', 'myinfo'),
  page('applyModify', 'myinfo'),
  page('history', 'myinfo'),
  page('withdrawal', 'myinfo'),
  page('qna', 'myinfo'),
  page('qnaWrite', 'myinfo'),
  page('qnaView', 'myinfo'),
  page('contactPreferences', 'myinfo'),
  page('verifyEmail', undefined),
  page('alertsUnsubscribe', undefined),
  page('consents', 'myinfo'),
  // Shown right after login when a required consent has a new version: nothing else to go to yet.
  page('consentRenewal', 'myinfo', { sideMenu: false }),
  page('myData', 'myinfo'),
  page('privacy', undefined),
  page('privacyEn', undefined),
  page('privacyJp', undefined),
  page('privacyCn', undefined),
  page('duplicateLogin', undefined),
]

const byId = new Map<string, PageDef>(PAGES.map((p) => [p.id, p]))

export function getPage(id: PageId): PageDef {
  const found = byId.get(id)
  if (!found) throw new Error(`Unknown page ${id}`)
  return found
}

/** The route pattern of a page: `/:locale/about/process`, or `/:segment/…` for any first segment. */
export const pagePattern = (page: PageDef) => `/:${page.anySegment ? 'segment' : 'locale'}/${page.path}`

/** The URL of a page in a locale: `/kr/about/process`. */
export const pathTo = sitePath

export function isPageAvailable(def: PageDef, locale: Locale): boolean {
  return def.locales === undefined || def.locales.includes(locale)
}
