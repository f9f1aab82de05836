// The password check before member info is remembered in memory only, for one session
// token and a few minutes: a reload, another tab or a new login asks again.
const VALID_MS = 10 * 60 * 1000

let confirmed: { token: string; at: number } | undefined

export function markPasswordConfirmed(token: string) {
  confirmed = { token, at: Date.now() }
}

export function isPasswordConfirmed(token: string | undefined): boolean {
  return token !== undefined && confirmed?.token === token && Date.now() - confirmed.at < VALID_MS
}

export function forgetPasswordConfirmation() {
  confirmed = undefined
}
