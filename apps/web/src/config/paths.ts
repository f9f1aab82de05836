import type { Locale } from '@ctc/contract/locale'

export type MenuGroup = 'about' | 'studyinfo' | 'contact' | 'myinfo'

/** A page of the spec's route table. `path` follows `/{locale}/`, or `/{any}/` where `anySegment`. */
export interface PageDef {
  id: string
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

/** What a page route carries in its handle, read by the shell to know which page it shows. */
export interface RouteHandle {
  page: PageDef
}

const page = (id: string, path: string, group: MenuGroup | undefined, extra: Partial<PageDef> = {}): PageDef => ({
  id,
  path,
  group,
  sideMenu: group !== undefined,
  showTitle: true,
  ...extra,
})

/** Every route of the spec, matched exactly and case-sensitively. */
export const PAGES = [
  page('main', 'main', undefined, { showTitle: false }),
  page('login', 'login', undefined),
  page('idFind', 'login/idfind', undefined),
  page('pwFind', 'login/pwfind', undefined),
  page('pwChange', 'login/pwChange', undefined),
  page('join', 'membership/join', undefined),
  page('joinWrite', 'membership/write', undefined),
  page('introduce', 'about/introduce', 'about'),
  page('meaning', 'about/meaning', 'about'),
  page('process', 'about/process', 'about'),
  page('subjectGuide', 'about/subjectguide', 'about'),
  page('appGuide', 'about/appguide', 'about', { locales: ['kr'] }),
  page('faq', 'contact/faq', 'contact'),
  page('location', 'contact/location', 'contact'),
  page('recruitment', 'studyinfo/recruitment', 'studyinfo'),
  page('recruitmentView', 'studyinfo/recruitmentView', 'studyinfo'),
  page('recruitmentWrite', 'studyinfo/recruitmentWrite', 'studyinfo'),
  page('recruitmentWriteMember', 'studyinfo/recruitmentWriteMember', 'studyinfo'),
  page('userInfo', 'myinfo/userinfo', 'myinfo'),
  page('userInfoPwConfirm', 'myinfo/userInfoPwConfirm', 'myinfo'),
  page('userModify', 'myinfo/userModify', 'myinfo'),
  page('apply', 'myinfo/apply', 'myinfo'),
  page('applyModify', 'myinfo/applyModify', 'myinfo'),
  page('history', 'myinfo/history', 'myinfo'),
  page('withdrawal', 'myinfo/withdrawal', 'myinfo'),
  page('qna', 'myinfo/qna', 'myinfo'),
  page('qnaWrite', 'myinfo/qnaWrite', 'myinfo'),
  page('qnaView', 'myinfo/qnaView', 'myinfo'),
  page('privacy', 'PrivacyPage', undefined, { anySegment: true }),
  page('privacyEn', 'PrivacyPageEn', undefined, { anySegment: true }),
  page('privacyJp', 'PrivacyPageJp', undefined, { anySegment: true }),
  page('privacyCn', 'PrivacyPageCn', undefined, { anySegment: true }),
  page('duplicateLogin', 'DuplicateLogin', undefined, { anySegment: true }),
] as const satisfies readonly PageDef[]

export type PageId = (typeof PAGES)[number]['id']

const byId = new Map<string, PageDef>(PAGES.map((p) => [p.id, p]))

export function getPage(id: PageId): PageDef {
  const found = byId.get(id)
  if (!found) throw new Error(`Unknown page ${id}`)
  return found
}

/** The URL of a page in a locale: `/kr/about/process`. */
export function pathTo(id: PageId, locale: Locale): string {
  return `/${locale}/${getPage(id).path}`
}

/** The privacy policy written in each locale's language. */
export const PRIVACY_PAGE: Record<Locale, PageId> = {
  kr: 'privacy',
  en: 'privacyEn',
  cn: 'privacyCn',
  jp: 'privacyJp',
}

export function isPageAvailable(def: PageDef, locale: Locale): boolean {
  return def.locales === undefined || def.locales.includes(locale)
}
