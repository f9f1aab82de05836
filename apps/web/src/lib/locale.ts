import { DEFAULT_LOCALE, type Locale, isLocale, localeFromLanguage } from '@ctc/contract/locale-codes'
import { readStoredLocale } from './storage'

/** The locale of a path's first segment, if it is one. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : undefined
}

/**
 * The locale to show: the path's, else the stored one. At the site root with
 * nothing stored, the browser's language decides, as the spec says.
 */
export function resolveLocale(pathname: string, browserLanguage: string | undefined): Locale {
  const fromPath = localeOfPath(pathname)
  if (fromPath) return fromPath
  const stored = readStoredLocale()
  if (stored) return stored
  return pathname === '/' ? localeFromLanguage(browserLanguage) : DEFAULT_LOCALE
}
