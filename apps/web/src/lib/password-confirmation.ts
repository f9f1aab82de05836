import { type OkResponse, PASSWORD_CONFIRMATION_MINUTES } from '@ctc/contract/auth'
import type { Locale } from '@ctc/contract/locale-codes'
import { apiRequest } from './api-client'
import { readLoginRecord } from './storage'

// The password check before member info and the volunteer form lasts the server's
// confirmation window, for one session: kept in sessionStorage, so a reload keeps it
// and closing the tab ends it. It names the session by the end of its token, not the token.
const KEY = 'password-confirmed'
const WINDOW_MS = PASSWORD_CONFIRMATION_MINUTES * 60_000

// Checked by hand, not with Zod: the shell loads this on every page (issue 15's JS budget).
function isConfirmation(value: unknown): value is { session: string; at: number } {
  if (typeof value !== 'object' || value === null) return false
  const { session, at } = value as Record<string, unknown>
  return typeof session === 'string' && session.length >= 8 && Number.isSafeInteger(at) && (at as number) >= 0
}

const sessionOf = (token: string) => token.slice(-16)

export function markPasswordConfirmed(token: string, now = Date.now()) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ session: sessionOf(token), at: now }))
  } catch {
    // Without storage the check is asked again after a reload; nothing else changes.
  }
}

export function isPasswordConfirmed(token: string | undefined, now = Date.now()): boolean {
  if (!token) return false
  try {
    const raw = window.sessionStorage.getItem(KEY)
    const stored: unknown = raw ? JSON.parse(raw) : undefined
    return isConfirmation(stored) && stored.session === sessionOf(token) && now - stored.at < WINDOW_MS
  } catch {
    return false
  }
}

export function forgetPasswordConfirmation() {
  try {
    window.sessionStorage.removeItem(KEY)
  } catch {
    // See markPasswordConfirmed.
  }
}

/** The password check, and back to `returnTo` after it. */
export function passwordCheckPath(confirmPath: string, returnTo: string): string {
  return `${confirmPath}?returnTo=${encodeURIComponent(returnTo)}`
}

/**
 * `POST /api/{lang}/sbjUser/pwConfirm`: the member's password again (throws the API's error when
 * refused); the check then holds for this session within the server's window.
 */
export async function confirmPassword(locale: Locale, password: string): Promise<void> {
  await apiRequest<OkResponse>(`/api/${locale}/sbjUser/pwConfirm`, { method: 'POST', body: { password } })
  const token = readLoginRecord()?.token
  if (token) markPasswordConfirmed(token)
}
