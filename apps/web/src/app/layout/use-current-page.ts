import { isLocale } from '@ctc/contract/locale-codes'
import { useMemo } from 'react'
import { matchRoutes, useLocation } from 'react-router'
import { PAGES, type PageDef, isPageAvailable, pagePattern } from '../../config/paths'

export type CurrentPage = { kind: 'page'; page: PageDef } | { kind: 'notFound' } | { kind: 'redirect' }

// The page routes alone, ranked as the app's route table ranks them.
const PAGE_ROUTES = PAGES.map((page) => ({ path: pagePattern(page), caseSensitive: true, page }))

/**
 * What a path shows. A page route whose locale segment is not a locale, or that does not exist
 * in that locale (appguide outside kr), is not found.
 */
export function currentPage(pathname: string): CurrentPage {
  if (pathname === '/') return { kind: 'redirect' }
  const match = matchRoutes(PAGE_ROUTES, pathname)?.[0]
  if (!match) return { kind: 'notFound' }
  const { page } = match.route
  if (page.anySegment) return { kind: 'page', page }
  const { locale } = match.params
  if (isLocale(locale) && isPageAvailable(page, locale)) return { kind: 'page', page }
  return { kind: 'notFound' }
}

/** What the current URL shows. */
export function useCurrentPage(): CurrentPage {
  const { pathname } = useLocation()
  return useMemo(() => currentPage(pathname), [pathname])
}
