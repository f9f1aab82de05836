import { type Locale, isLocale } from '@ctc/contract/locale-codes'

// The two values the spec keeps in browser storage: one locale and one login record.
const LOCALE_KEY = 'locale'
const LOGIN_KEY = 'loginInfo'
const LOGIN_CHANGED = 'ctc:login-changed'

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    // Storage can be disabled (private modes, strict settings); the site still works without it.
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // See read(): nothing is kept, nothing breaks.
  }
}

export function readStoredLocale(): Locale | undefined {
  const value = read(LOCALE_KEY)
  return isLocale(value) ? value : undefined
}

export function storeLocale(locale: Locale) {
  write(LOCALE_KEY, locale)
}

/** The stored auth marker: the session token and the member's name for the top bar. */
export interface LoginRecord {
  token: string
  userName?: string | undefined
}

// Checked by hand, not with Zod: the shell loads this on every page (issue 15's JS budget).
function toLoginRecord(value: unknown): LoginRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { token, userName } = value as Record<string, unknown>
  if (typeof token !== 'string') return undefined
  // A name of another type is dropped, not the whole record: the session still holds.
  return { token, userName: typeof userName === 'string' ? userName : undefined }
}

export function readLoginRecord(): LoginRecord | undefined {
  const raw = read(LOGIN_KEY)
  if (!raw) return undefined
  try {
    return toLoginRecord(JSON.parse(raw))
  } catch {
    // A damaged record counts as no record.
    return undefined
  }
}

export function storeLoginRecord(record: LoginRecord | undefined) {
  write(LOGIN_KEY, record ? JSON.stringify(record) : null)
  window.dispatchEvent(new Event(LOGIN_CHANGED))
}

/** The member changed their name: the top bar shows the new one at once, in every tab. */
export function storeUserName(userName: string) {
  const record = readLoginRecord()
  if (record && record.userName !== userName) storeLoginRecord({ ...record, userName })
}

/** Calls back when the login record changes, in this tab or another. */
export function subscribeToLoginRecord(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === LOGIN_KEY && callback()
  window.addEventListener('storage', onStorage)
  window.addEventListener(LOGIN_CHANGED, callback)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(LOGIN_CHANGED, callback)
  }
}
