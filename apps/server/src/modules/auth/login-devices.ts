import { randomBytes, timingSafeEqual } from 'node:crypto'
import { purposeMac } from '../../crypto/data-keys.js'
import { hashToken } from './tokens.js'

// Device tokens (OWASP, "Slow Brute Force / Device Cookies"): a browser that has logged in to an
// account holds a signed token for it, and its failed logins count on their own, so that failures
// from elsewhere never keep the owner out of their own browser (decision 0013, amended 2026-11-28).

/** Whose login a device token is for: a member's (the site) or a staff member's (the console). */
export type LoginKind = 'member' | 'staff'

/** How long a browser stays known after its last successful login. */
export const DEVICE_TOKEN_DAYS = 180
const DAY_MS = 24 * 60 * 60 * 1000

/** A device token to hand to the browser, as a cookie of this name. */
export interface DeviceToken {
  name: string
  value: string
  maxAgeSeconds: number
}

/** The account a token is for: a keyed hash of its kind and e-mail, never the e-mail itself. */
const accountTag = (secret: string | undefined, kind: LoginKind, email: string) =>
  purposeMac(secret, 'login-device-account', `${kind}:${email.trim().toLowerCase()}`).slice(0, 22)

const signature = (secret: string | undefined, body: string) => purposeMac(secret, 'login-device-token', body)

/** One cookie per account, so that a browser shared by several people stays known to each. */
const cookieName = (tag: string) => `device_${tag}`

/** A new device token for a browser that has just logged in to the account. */
export function issueDeviceToken(secret: string | undefined, kind: LoginKind, email: string, now: Date): DeviceToken {
  const tag = accountTag(secret, kind, email)
  const body = `${tag}.${randomBytes(16).toString('base64url')}.${Math.floor(now.getTime() / 1000)}`
  return {
    name: cookieName(tag),
    value: `${body}.${signature(secret, body)}`,
    maxAgeSeconds: (DEVICE_TOKEN_DAYS * DAY_MS) / 1000,
  }
}

/**
 * The device a login comes from, when the browser sent a token of ours for this very account that
 * has not expired: the hash of the token's nonce, which names the device's own failure count.
 * Anything else (no token, another account's, altered, expired) answers undefined.
 */
export function knownDevice(
  secret: string | undefined,
  kind: LoginKind,
  email: string,
  cookies: Record<string, string | undefined>,
  now: Date,
): string | undefined {
  const tag = accountTag(secret, kind, email)
  const value = cookies[cookieName(tag)]
  const [tokenTag, nonce, issued, mac, ...rest] = value?.split('.') ?? []
  if (tokenTag !== tag || !nonce || !issued || !mac || rest.length > 0) return undefined
  const expected = Buffer.from(signature(secret, `${tokenTag}.${nonce}.${issued}`))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  if (now.getTime() - Number(issued) * 1000 > DEVICE_TOKEN_DAYS * DAY_MS) return undefined
  return hashToken(nonce)
}
