import { STAFF_SESSION_IDLE_MINUTES, type StaffIdentity, type StaffSession } from '@ctc/contract/staff-auth'

// The staff console has one session per browser, shared by its tabs (decision 0016): each tab
// keeps it in sessionStorage (never localStorage, so that nothing of it is left on disk once
// the last console tab closes), and the tabs tell one another over a BroadcastChannel: a new
// tab asks the open ones for the session, a login or a logout reaches every tab, and each
// call to the server tells the others that the session is still in use (the idle limit is
// the server's, counted from the last call of any tab). Apart from the member's login record.
const SESSION_KEY = 'staffSession'
const LANGUAGE_KEY = 'consoleLanguage'
const CHANNEL_NAME = 'ctc-staff-session'
/** How long a new tab waits for an open one to hand over the session before it shows the login. */
export const TAB_ANSWER_MS = 400
/** The other tabs hear of activity at most this often (each call renews the server's idle time). */
const ACTIVITY_SHARE_MS = 5_000

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
let lastShared = 0
const listeners = new Set<() => void>()

/** What the tabs tell one another. */
type TabMessage =
  | { type: 'ask' }
  | { type: 'session'; session: StoredStaffSession; lastActivity: number }
  | { type: 'end'; token: string; reason: StaffSessionEnd }
  | { type: 'activity'; token: string; at: number }

let channel: BroadcastChannel | undefined

function tabs(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL_NAME)
  channel.onmessage = (event: MessageEvent<TabMessage>) => hear(event.data)
  return channel
}

function tell(message: TabMessage) {
  tabs()?.postMessage(message)
}

function hear(message: TabMessage) {
  const current = readStaffSession()
  if (message.type === 'ask') {
    if (current) tell({ type: 'session', session: current, lastActivity })
  } else if (message.type === 'session') {
    lastActivity = Math.max(lastActivity, message.lastActivity)
    if (current?.token !== message.session.token) keep(message.session)
    settleAsking()
  } else if (message.type === 'end') {
    if (current?.token === message.token) forget(message.reason)
  } else if (current?.token === message.token) {
    lastActivity = Math.max(lastActivity, message.at)
  }
}

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

function keep(stored: StoredStaffSession) {
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(stored))
  } catch {
    // Without storage the session lasts as long as the page (the cache below still holds it).
  }
  cachedRaw = readRaw()
  cachedSession = stored
  lastEnd = undefined
  notify()
}

function forget(reason: StaffSessionEnd) {
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

/** Keeps a new session (after the code step of a login), in this tab and every open one. */
export function startStaffSession(session: StaffSession) {
  const stored: StoredStaffSession = {
    token: session.token,
    staff: session.staff,
    expiresAt: session.expiresAt,
    idleMinutes: session.idleMinutes,
    recoveryCodesLeft: session.recoveryCodesLeft,
  }
  lastActivity = Date.now()
  keep(stored)
  tell({ type: 'session', session: stored, lastActivity })
}

/** Forgets the session (logout, expiry, password change) in every tab, and remembers why. */
export function endStaffSession(reason: StaffSessionEnd) {
  const session = readStaffSession()
  if (!session) return
  forget(reason)
  tell({ type: 'end', token: session.token, reason })
}

type Asking = 'not yet' | 'asking' | 'answered'
let asking: Asking = 'not yet'
let askTimer: ReturnType<typeof setTimeout> | undefined

function settleAsking() {
  if (asking !== 'asking') return
  clearTimeout(askTimer)
  asking = 'answered'
  notify()
}

/**
 * A tab without a session asks the open ones for theirs (once): answered when one hands it
 * over, or after TAB_ANSWER_MS when none does. Until then the console waits rather than
 * showing the login.
 */
export function askOtherTabs(): void {
  if (asking !== 'not yet') return
  const open = tabs()
  if (readStaffSession() || !open) {
    asking = 'answered'
    notify()
    return
  }
  asking = 'asking'
  askTimer = setTimeout(settleAsking, TAB_ANSWER_MS)
  tell({ type: 'ask' })
}

/** Whether the other tabs have been asked and have answered (or kept silent long enough). */
export function otherTabsAnswered(): boolean {
  return asking === 'answered'
}

/** Why the previous session ended, until a new one starts. */
export function staffSessionEnd(): StaffSessionEnd | undefined {
  return lastEnd
}

export function subscribeToStaffSession(listener: () => void): () => void {
  // A tab that shows the session hears the others (a logout there, a request for it).
  tabs()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The server saw the session just now (every console call renews its idle time); the other tabs hear of it. */
export function noteStaffActivity(at = Date.now()) {
  lastActivity = at
  const token = readStaffSession()?.token
  if (token && at - lastShared >= ACTIVITY_SHARE_MS) {
    lastShared = at
    tell({ type: 'activity', token, at })
  }
}

/** When the server last saw the session, as far as this browser's tabs know. */
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
