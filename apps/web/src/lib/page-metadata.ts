import { LANGUAGE_TAGS, LOCALES, type Locale } from '@ctc/contract/locale-codes'
import { PUBLIC_PAGES, PRIVACY_PAGE } from '@ctc/contract/public-pages'
import { idFromQuery } from '@ctc/contract/record-id-rules'
import { type PageDef, isPageAvailable, pathTo } from '../config/paths'

/** The document's title: the page's name and the center's, or the center's alone on the home page. */
export function documentTitle(page: PageDef | undefined, t: (key: string) => string): string {
  if (page?.id === 'main') return t('site.name')
  return `${t(page ? `pages.${page.id}` : 'pages.notFound')} | ${t('site.name')}`
}

const PUBLIC_IDS = new Set(PUBLIC_PAGES.flatMap((page) => Object.values(page.versions).map((version) => version.id)))

/** Whether search engines may index the page (the server's sitemap lists the same pages). */
export function isPublicPage(page: PageDef): boolean {
  return PUBLIC_IDS.has(page.id)
}

/**
 * The query that makes a page a page of its own: a notice's `?studyId=`. Such a notice is
 * indexed too (the sitemap lists the open ones); the detail without a valid id is not.
 */
export function indexedQuery(page: PageDef, search: string): string | undefined {
  if (page.id !== 'recruitmentView') return isPublicPage(page) ? '' : undefined
  const studyId = idFromQuery(new URLSearchParams(search).get('studyId'))
  return studyId === undefined ? undefined : `?studyId=${studyId}`
}

const privacyPages = new Set<string>(Object.values(PRIVACY_PAGE))

/**
 * The URL path of the page in each locale it exists in. The privacy policies
 * are one page written four times, so each language's own policy is the version.
 */
export function pageVersions(page: PageDef): Partial<Record<Locale, string>> {
  const locales = LOCALES.filter((locale) => isPageAvailable(page, locale))
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      privacyPages.has(page.id) ? pathTo(PRIVACY_PAGE[locale], locale) : `/${locale}/${page.path}`,
    ]),
  )
}

export interface Alternate {
  hreflang: string
  href: string
}

/** The page's own address in the locale shown (with its `indexedQuery`): its canonical link. */
export function canonicalUrl(page: PageDef, locale: Locale, origin: string, query = ''): string | undefined {
  const path = pageVersions(page)[locale]
  return path === undefined ? undefined : origin + path + query
}

/** hreflang alternates of a page (with its `indexedQuery`), absolute as search engines require, plus x-default (Korean). */
export function pageAlternates(page: PageDef, origin: string, query = ''): Alternate[] {
  const versions = pageVersions(page)
  const links = (Object.entries(versions) as [Locale, string][]).map(([locale, path]) => ({
    hreflang: LANGUAGE_TAGS[locale],
    href: origin + path + query,
  }))
  const fallback = versions.kr ?? Object.values(versions)[0]
  return fallback ? [...links, { hreflang: 'x-default', href: origin + fallback + query }] : links
}
