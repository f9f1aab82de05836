import { STAFF_SESSION_IDLE_MINUTES, type StaffIdentity, type StaffSession } from '@ctc/contract/staff-auth'

// The staff console's session lives in sessionStorage, never localStorage: it ends with the
// tab, is not shared with other tabs, and is apart from the member's login record.
const SESSION_KEY = 'staffSession'
const LANGUAGE_KEY = 'consoleLanguage'

/** What the console keeps of a staff login. */
export interface StoredStaffSession {
  token: string
  staff: StaffIdentity
  /** ISO timestamp of the absolute end. */
  expiresAt: string
  idleMinutes: number
  recoveryCodesLeft?: number
}

/** Why the last session ended, so that the login screen can say it. */
export type StaffSessionEnd = 'logout' | 'expired' | 'passwordChanged'

let lastEnd: StaffSessionEnd | undefined
let lastActivity = Date.now()
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(SESSION_KEY)
  } catch {
    return null
  }
}

let cachedRaw: string | null = null
let cachedSession: StoredStaffSession | undefined

export function readStaffSession(): StoredStaffSession | undefined {
  const raw = readRaw()
  // The same object while nothing changed, as useSyncExternalStore needs.
  if (raw === cachedRaw) return cachedSession
  cachedRaw = raw
  cachedSession = undefined
  if (raw) {
    try {
      const value = JSON.parse(raw) as Partial<StoredStaffSession>
      if (typeof value.token === 'string' && value.staff && typeof value.expiresAt === 'string') {
        cachedSession = {
          token: value.token,
          staff: value.staff,
          expiresAt: value.expiresAt,
          idleMinutes: value.idleMinutes ?? STAFF_SESSION_IDLE_MINUTES,
          recoveryCodesLeft: value.recoveryCodesLeft,
        }
      }
    } catch {
      // A damaged record counts as no session.
    }
  }
  return cachedSession
}

/** Keeps a new session (after the code step of a login). */
export function startStaffSession(session: StaffSession) {
  const stored: StoredStaffSession = {
    token: session.token,
    staff: session.staff,
    expiresAt: session.expiresAt,
    idleMinutes: session.idleMinutes,
    recoveryCodesLeft: session.recoveryCodesLeft,
  }
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(stored))
  } catch {
    // Without storage the session lasts as long as the page (the cache below still holds it).
  }
  cachedRaw = readRaw()
  cachedSession = stored
  lastEnd = undefined
  lastActivity = Date.now()
  notify()
}

/** Forgets the session (logout, expiry, password change) and remembers why. */
export function endStaffSession(reason: StaffSessionEnd) {
  if (!readStaffSession()) return
  try {
    window.sessionStorage.removeItem(SESSION_KEY)
  } catch {
    // Nothing stored, nothing to remove.
  }
  cachedRaw = null
  cachedSession = undefined
  lastEnd = reason
  notify()
}

/** Why the previous session of this tab ended, until a new one starts. */
export function staffSessionEnd(): StaffSessionEnd | undefined {
  return lastEnd
}

export function subscribeToStaffSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The server saw the session just now (every console call renews its idle time). */
export function noteStaffActivity(at = Date.now()) {
  lastActivity = at
}

/** When the server last saw the session, as far as this tab knows. */
export function lastStaffActivity(): number {
  return lastActivity
}

/** The console's own language: Korean or English, whatever the public site shows. */
export type ConsoleLocale = 'kr' | 'en'

export function readConsoleLocale(): ConsoleLocale {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'kr'
  } catch {
    return 'kr'
  }
}

export function storeConsoleLocale(locale: ConsoleLocale) {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale)
  } catch {
    // The choice lasts as long as the page.
  }
}
