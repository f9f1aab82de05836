import { LOCALES, type Locale } from './locale.js'

/** One language version of a public page: its id in the web route table and its URL path. */
export interface PublicPageVersion {
  id: string
  path: string
}

/**
 * A page that anyone may read and search engines may index, in each locale it
 * exists in. The versions are alternates of one another (hreflang).
 */
export interface PublicPage {
  versions: Partial<Record<Locale, PublicPageVersion>>
}

function everyLocale(id: string, path: string, locales: readonly Locale[] = LOCALES): PublicPage {
  return { versions: Object.fromEntries(locales.map((locale) => [locale, { id, path: `/${locale}/${path}` }])) }
}

/**
 * The public pages of the site, for the server's sitemap.xml (the server cannot
 * read the web app's route table; a web test keeps the two in step). Left out:
 * pages behind login (myinfo), the sign-up, application and account-recovery
 * flows, a study's detail (it needs a study id) and the duplicate-login notice.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  everyLocale('main', 'main'),
  everyLocale('introduce', 'about/introduce'),
  everyLocale('meaning', 'about/meaning'),
  everyLocale('process', 'about/process'),
  everyLocale('subjectGuide', 'about/subjectguide'),
  everyLocale('appGuide', 'about/appguide', ['kr']),
  everyLocale('faq', 'contact/faq'),
  everyLocale('location', 'contact/location'),
  everyLocale('recruitment', 'studyinfo/recruitment'),
  everyLocale('login', 'login'),
  // Each language has a privacy policy page of its own; they are one another's translations.
  {
    versions: {
      kr: { id: 'privacy', path: '/kr/PrivacyPage' },
      en: { id: 'privacyEn', path: '/en/PrivacyPageEn' },
      cn: { id: 'privacyCn', path: '/cn/PrivacyPageCn' },
      jp: { id: 'privacyJp', path: '/jp/PrivacyPageJp' },
    },
  },
]

/** The version search engines are sent to when none matches the reader's language. */
export function defaultVersion(page: PublicPage): PublicPageVersion | undefined {
  return page.versions.kr ?? Object.values(page.versions)[0]
}
