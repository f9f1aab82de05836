import { PASSWORD_CONFIRMATION_MINUTES } from '@ctc/contract/auth'
import { z } from 'zod'

// The password check before member info and the volunteer form lasts the server's
// confirmation window, for one session: kept in sessionStorage, so a reload keeps it
// and closing the tab ends it. It names the session by the end of its token, not the token.
const KEY = 'password-confirmed'
const WINDOW_MS = PASSWORD_CONFIRMATION_MINUTES * 60_000

const ConfirmationSchema = z.object({ session: z.string().min(8), at: z.number().int().nonnegative() })

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
    const parsed = ConfirmationSchema.safeParse(raw ? JSON.parse(raw) : undefined)
    return parsed.success && parsed.data.session === sessionOf(token) && now - parsed.data.at < WINDOW_MS
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
