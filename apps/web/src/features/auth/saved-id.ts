// The login page's save-ID option keeps only the e-mail, never the password.
const KEY = 'savedId'

export function readSavedId(): string {
  try {
    return window.localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function storeSavedId(email: string | undefined) {
  try {
    if (email) window.localStorage.setItem(KEY, email)
    else window.localStorage.removeItem(KEY)
  } catch {
    // Storage may be disabled; the option then simply does nothing.
  }
}
