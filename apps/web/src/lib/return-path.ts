import type { Locale } from '@ctc/contract/locale-codes'

/**
 * A page that needs a login sends the visitor to `/{locale}/login?returnTo=…`
 * and the login page brings them back. Only a path on this site is followed,
 * never another origin (`//host`, `/\host` or a scheme).
 */
export function loginPathWithReturn(
  locale: Locale,
  returnTo: string,
  /** The member's session ended while on the page: the login page says so. */
  why?: 'sessionEnded',
): string {
  return withReturnTo(`/${locale}/login`, returnTo) + (why ? `&reason=${why}` : '')
}

/** A path with `?returnTo=`, when there is a page to come back to (login, and sign-up on the way to it). */
export function withReturnTo(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path
}

export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  return /^\/[\w\-./?=&%]*$/.test(value) ? value : undefined
}
