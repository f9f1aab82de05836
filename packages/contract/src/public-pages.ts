import { LOCALES, type Locale, isLocale } from './locale-codes.js'

/** Where a page of the spec's route table lives: its path after `/{locale}/` (or `/{any}/`). */
export interface SitePage {
  path: string
  /** Locales the page exists in; all when absent. */
  locales?: readonly Locale[]
  /** Privacy and duplicate-login pages take any first segment. */
  anySegment?: boolean
}

/**
 * Every page of the spec's route table, by the id the web app routes it under. Paths are
 * matched exactly and case-sensitively, as the center's links and bookmarks spell them.
 */
export const SITE_PAGES = {
  main: { path: 'main' },
  login: { path: 'login' },
  idFind: { path: 'login/idfind' },
  pwFind: { path: 'login/pwfind' },
  pwChange: { path: 'login/pwChange' },
  join: { path: 'membership/join' },
  joinWrite: { path: 'membership/write' },
  introduce: { path: 'about/introduce' },
  meaning: { path: 'about/meaning' },
  process: { path: 'about/process' },
  subjectGuide: { path: 'about/subjectguide' },
  appGuide: { path: 'about/appguide', locales: ['kr'] },
  faq: { path: 'contact/faq' },
  location: { path: 'contact/location' },
  recruitment: { path: 'studyinfo/recruitment' },
  recruitmentView: { path: 'studyinfo/recruitmentView' },
  recruitmentWrite: { path: 'studyinfo/recruitmentWrite' },
  recruitmentWriteMember: { path: 'studyinfo/recruitmentWriteMember' },
  applicationWithdraw: { path: 'studyinfo/applicationWithdraw' },
  visitBooking: { path: 'studyinfo/visitBooking' },
  userInfo: { path: 'myinfo/userinfo' },
  userInfoPwConfirm: { path: 'myinfo/userInfoPwConfirm' },
  userModify: { path: 'myinfo/userModify' },
  apply: { path: 'myinfo/apply' },
  applyModify: { path: 'myinfo/applyModify' },
  history: { path: 'myinfo/history' },
  withdrawal: { path: 'myinfo/withdrawal' },
  qna: { path: 'myinfo/qna' },
  qnaWrite: { path: 'myinfo/qnaWrite' },
  qnaView: { path: 'myinfo/qnaView' },
  contactPreferences: { path: 'myinfo/contact' },
  verifyEmail: { path: 'myinfo/verifyEmail' },
  alertsUnsubscribe: { path: 'alerts/unsubscribe' },
  consents: { path: 'myinfo/consents' },
  consentRenewal: { path: 'myinfo/consentRenewal' },
  myData: { path: 'myinfo/myData' },
  privacy: { path: 'PrivacyPage', anySegment: true },
  privacyEn: { path: 'PrivacyPageEn', anySegment: true },
  privacyJp: { path: 'PrivacyPageJp', anySegment: true },
  privacyCn: { path: 'PrivacyPageCn', anySegment: true },
  duplicateLogin: { path: 'DuplicateLogin', anySegment: true },
} as const satisfies Record<string, SitePage>

export type PageId = keyof typeof SITE_PAGES

/** The URL of a page in a locale: `/kr/about/process`. */
export function sitePath(id: PageId, locale: Locale): string {
  return `/${locale}/${SITE_PAGES[id].path}`
}

/** The privacy policy written in each locale's language. */
export const PRIVACY_PAGE: Record<Locale, PageId> = {
  kr: 'privacy',
  en: 'privacyEn',
  cn: 'privacyCn',
  jp: 'privacyJp',
}

/** One language version of a public page: its id in the route table and its URL path. */
export interface PublicPageVersion {
  id: PageId
  path: string
}

/**
 * A page that anyone may read and search engines may index, in each locale it
 * exists in. The versions are alternates of one another (hreflang).
 */
export interface PublicPage {
  versions: Partial<Record<Locale, PublicPageVersion>>
}

function inItsLocales(id: PageId): PublicPage {
  const page: SitePage = SITE_PAGES[id]
  const locales = page.locales ?? LOCALES
  return { versions: Object.fromEntries(locales.map((locale) => [locale, { id, path: sitePath(id, locale) }])) }
}

/**
 * The public pages of the site, for the server's sitemap.xml. Left out: pages behind
 * login (myinfo), the sign-up, application and account-recovery flows, a study's detail
 * (it needs a study id) and the duplicate-login notice.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  ...(['main', 'introduce', 'meaning', 'process', 'subjectGuide', 'appGuide'] as const).map(inItsLocales),
  ...(['faq', 'location', 'recruitment', 'login'] as const).map(inItsLocales),
  // Each language has a privacy policy page of its own; they are one another's translations.
  {
    versions: Object.fromEntries(
      LOCALES.map((locale) => [locale, { id: PRIVACY_PAGE[locale], path: sitePath(PRIVACY_PAGE[locale], locale) }]),
    ),
  },
]

/** The version search engines are sent to when none matches the reader's language. */
export function defaultVersion(page: PublicPage): PublicPageVersion | undefined {
  return page.versions.kr ?? Object.values(page.versions)[0]
}

function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname)
  } catch {
    return undefined
  }
}

/**
 * Whether a URL path (without the query) names a page of the site, as the web app's router
 * decides it: exact, case-sensitive, a trailing slash allowed, the locale segment a locale in
 * which the page exists. The server answers every other page path with 404 (and the not-found
 * page), so that search engines and monitors see what a visitor sees.
 */
export function isSitePath(pathname: string): boolean {
  const decoded = decodedPath(pathname)
  if (decoded === undefined) return false
  const path = decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded
  if (path === '/') return true
  const [, first, rest] = /^\/([^/]+)\/(.+)$/.exec(path) ?? []
  if (first === undefined || rest === undefined) return false
  return Object.values(SITE_PAGES).some(
    (page: SitePage) =>
      page.path === rest &&
      (page.anySegment === true || (isLocale(first) && (page.locales ?? LOCALES).includes(first))),
  )
}
