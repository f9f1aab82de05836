import { isLocale } from '@ctc/contract/locale-codes'
import { useMatches, useParams } from 'react-router'
import { type PageDef, type RouteHandle, isPageAvailable } from '../../config/paths'

export type CurrentPage = { kind: 'page'; page: PageDef } | { kind: 'notFound' } | { kind: 'redirect' }

/**
 * What the current URL shows. A page route whose locale segment is not a
 * locale, or that does not exist in that locale (appguide outside kr), is not found.
 */
export function useCurrentPage(): CurrentPage {
  const matches = useMatches()
  const { locale } = useParams()
  const last = matches.at(-1)
  const page = (last?.handle as RouteHandle | undefined)?.page
  if (!page) return last?.pathname === '/' ? { kind: 'redirect' } : { kind: 'notFound' }
  if (page.anySegment) return { kind: 'page', page }
  if (isLocale(locale) && isPageAvailable(page, locale)) return { kind: 'page', page }
  return { kind: 'notFound' }
}
