import { type RateLimiterAbstract, RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible'
import { translateDatabaseError } from '../db/database-faults.js'
import { type Db, driverHandle } from '../db/database.js'
import { AppError } from '../errors.js'

/** A limit: at most `points` in a fixed window of `windowSeconds` per key. */
export interface RateLimit {
  /** Prefix of the keys in the store, and the name of the limit in security events. */
  name: string
  points: number
  windowSeconds: number
}

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Every limit of the site, in one place. Counts live in the database (table
 * rate_limiter), so every process behind a load balancer counts the same requests,
 * and each count is incremented and read in one statement: N concurrent requests
 * never pass more than `points` (see the decision record on rate limits and lockout).
 */
export const RATE_LIMITS = {
  /** Failed logins from one address, over every account. */
  loginAddress: { name: 'login-address', points: 30, windowSeconds: 15 * MINUTE },
  /** Failed staff logins from one address, over every staff account. */
  staffLoginAddress: { name: 'staff-login-address', points: 30, windowSeconds: 15 * MINUTE },
  /** Wrong passwords a member may give where the password is asked again (confirmation, change, withdrawal). */
  passwordCheck: { name: 'password-check', points: 10, windowSeconds: 15 * MINUTE },
  /**
   * Account lookups (e-mail check, sign-up, find ID, find password) from one address. High, since a
   * hospital's guest Wi-Fi, a campus or a carrier's NAT puts hundreds of people behind one address:
   * the limits per person below are what stop guessing.
   */
  lookupAddress: { name: 'lookup-address', points: 1000, windowSeconds: HOUR },
  /**
   * Lookups of one person from any address, counted apart per use: an e-mail at the e-mail check and
   * sign-up, an e-mail at find password, a mobile number (E.164) at find ID.
   */
  lookupTarget: { name: 'lookup-target', points: 10, windowSeconds: HOUR },
  /** Non-member applications from one address. */
  guestApplicationAddress: { name: 'guest-application-address', points: 10, windowSeconds: HOUR },
  /** Confirmation links mailed to one e-mail address for non-member applications. */
  guestApplicationEmail: { name: 'guest-application-email', points: 5, windowSeconds: HOUR },
  /** Page views recorded from one address. */
  pageViewAddress: { name: 'page-view-address', points: 120, windowSeconds: MINUTE },
  /** Page views recorded for one member's session. */
  pageViewSession: { name: 'page-view-session', points: 60, windowSeconds: MINUTE },
  /** Questions a member may send in a day. */
  questionsPerMember: { name: 'questions-member', points: 20, windowSeconds: 24 * HOUR },
} as const satisfies Record<string, RateLimit>

/** A refusal by a limit; the error handler answers 429 with Retry-After and logs a security event. */
export class RateLimitedError extends AppError {
  constructor(
    readonly limit: string,
    retryAfterSeconds: number,
    message = 'Too many requests; try again later',
  ) {
    super(429, 'RATE_LIMITED', message, { retryAfterSeconds })
  }
}

const TABLE = 'rate_limiter'
const limiters = new WeakMap<Db, Map<string, RateLimiterAbstract>>()

function limiterFor(db: Db, limit: RateLimit): RateLimiterAbstract {
  let byName = limiters.get(db)
  if (!byName) {
    byName = new Map()
    limiters.set(db, byName)
  }
  const existing = byName.get(limit.name)
  if (existing) return existing
  const handle = driverHandle(db)
  // The table comes from a migration; expired rows are purged by purgeExpiredLimits.
  const common = {
    keyPrefix: limit.name,
    points: limit.points,
    duration: limit.windowSeconds,
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
  }
  const limiter =
    handle.dialect === 'postgres'
      ? new RateLimiterPostgres({ ...common, storeClient: handle.pool, storeType: 'pool' })
      : new RateLimiterSQLite({ ...common, storeClient: handle.database, storeType: 'better-sqlite3' })
  byName.set(limit.name, limiter)
  return limiter
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

/**
 * Counts one request against the limit, atomically, and refuses it (429) when it
 * is over. Callers that count only failures take the point first and give it
 * back on success (refundLimit), so that concurrent attempts are counted too.
 */
export async function consumeLimit(db: Db, limit: RateLimit, key: string, message?: string): Promise<void> {
  try {
    await limiterFor(db, limit).consume(key)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new RateLimitedError(limit.name, retryAfter(rejection), message)
    throw translateDatabaseError(rejection)
  }
}

/** Gives back a point taken by consumeLimit: the attempt turned out to be allowed (a right password). */
export async function refundLimit(db: Db, limit: RateLimit, key: string): Promise<void> {
  try {
    await limiterFor(db, limit).reward(key, 1)
  } catch (error) {
    throw translateDatabaseError(error)
  }
}

/** The row key of a count in the store (rate-limiter-flexible prefixes keys with the limit's name). */
export function storeKey(limit: RateLimit, key: string): string {
  return `${limit.name}:${key}`
}

/** Forgets every count of a key. */
export async function resetLimit(db: Db, limit: RateLimit, key: string): Promise<void> {
  try {
    await limiterFor(db, limit).delete(key)
  } catch (error) {
    throw translateDatabaseError(error)
  }
}

/** Removes windows that ended; run now and then, so the table holds only live counts. */
export async function purgeExpiredLimits(db: Db, now: number): Promise<void> {
  await db.deleteFrom('rate_limiter').where('expire', '<', now).execute()
}
