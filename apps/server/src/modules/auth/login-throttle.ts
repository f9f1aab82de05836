import type { Db } from '../../db/database.js'
import { RateLimitedError } from '../../lib/rate-limits.js'
import { DEVICE_TOKEN_DAYS } from './login-devices.js'
import {
  UNKNOWN_DEVICES,
  addDeviceFailure,
  claimUnknownDeviceAttempt,
  clearDeviceFailures,
  findLoginFailures,
  purgeLoginFailures,
} from './login-failures.repository.js'

// How failed logins slow an account down, for members and staff alike (decision 0013, amended
// 2026-11-28). Every attempt is counted before its password is checked, each count in one
// statement, so that concurrent attempts never pass more than a limit; a right password gives
// its count back. No count ever locks an account: the owner's own browser goes on working.

/** Failures a device token may collect before it is no longer trusted (OWASP's device lockout). */
export const DEVICE_TRUST_FAILURES = 10
/** The longest wait between two attempts on an account from unknown devices. */
export const MAX_LOGIN_DELAY_SECONDS = 300

/**
 * Seconds an account waits after `failures` consecutive failures from unknown devices before
 * the next attempt from one: none for the first two, then 1, 2, 4 … up to five minutes.
 */
export function loginDelaySeconds(failures: number): number {
  if (failures < 3) return 0
  return Math.min(2 ** (failures - 3), MAX_LOGIN_DELAY_SECONDS)
}

/** The count an attempt was taken from: its device token's, or that of every unknown device. */
export interface LoginAttempt {
  subject: string
  device: string
  /** The failures of that count, this attempt included. */
  failures: number
}

/**
 * Takes one attempt on an account (`subject`, a keyed hash of the typed e-mail, known or not).
 * From a trusted device it counts for that device only; from anywhere else it waits for the
 * account's delay (429 with Retry-After) and, of concurrent attempts, one goes on.
 */
export async function takeLoginAttempt(
  db: Db,
  subject: string,
  device: string | undefined,
  now: Date,
): Promise<LoginAttempt> {
  const nowIso = now.toISOString()
  if (device !== undefined) {
    const failures = await addDeviceFailure(db, subject, device, nowIso)
    if (failures <= DEVICE_TRUST_FAILURES) return { subject, device, failures }
    // Too many failures with this token: it is treated as an unknown device from now on.
  }
  const account = await findLoginFailures(db, subject, UNKNOWN_DEVICES)
  const waitMs = account
    ? Date.parse(account.last_failed_at) + loginDelaySeconds(account.failures) * 1000 - now.getTime()
    : 0
  if (waitMs > 0) throw new RateLimitedError('login-account', Math.ceil(waitMs / 1000), 'Wait before trying again')
  if (!(await claimUnknownDeviceAttempt(db, subject, account?.failures, nowIso))) {
    throw new RateLimitedError('login-account', 1, 'Another login of this account is being checked')
  }
  return { subject, device: UNKNOWN_DEVICES, failures: (account?.failures ?? 0) + 1 }
}

/** The password was right: the count the attempt was taken from starts again. */
export function giveBackLoginAttempt(db: Db, attempt: LoginAttempt) {
  return clearDeviceFailures(db, attempt.subject, attempt.device)
}

/** Forgets the counts that can no longer matter; run now and then. */
export function purgeStaleLoginFailures(db: Db, now: Date) {
  const day = 24 * 60 * 60 * 1000
  return purgeLoginFailures(
    db,
    new Date(now.getTime() - day).toISOString(),
    new Date(now.getTime() - DEVICE_TOKEN_DAYS * day).toISOString(),
  )
}
