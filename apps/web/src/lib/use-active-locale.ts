import type { Locale } from '@ctc/contract/locale-codes'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { resolveLocale } from './locale'

/** The locale the page is shown in: the path's first segment, else the stored one. */
export function useActiveLocale(): Locale {
  const { pathname } = useLocation()
  // The server renders only paths that name their locale: it has no browser language to go by.
  return useMemo(
    () => resolveLocale(pathname, typeof window === 'undefined' ? undefined : window.navigator.language),
    [pathname],
  )
}
