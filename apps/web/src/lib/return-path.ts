import type { Locale } from '@ctc/contract/locale-codes'

/**
 * A page that needs a login sends the visitor to `/{locale}/login?returnTo=…`
 * and the login page brings them back. Only a path on this site is followed,
 * never another origin (`//host`, `/\host` or a scheme).
 */
export function loginPathWithReturn(locale: Locale, returnTo: string): string {
  return `/${locale}/login?returnTo=${encodeURIComponent(returnTo)}`
}

export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  return /^\/[\w\-./?=&%]*$/.test(value) ? value : undefined
}
