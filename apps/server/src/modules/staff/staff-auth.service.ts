import { createHash } from 'node:crypto'
import {
  RECOVERY_CODE_COUNT,
  STAFF_LOGIN_CHALLENGE_MINUTES,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SETUP_LINK_HOURS,
  type StaffIdentity,
  type StaffLoginChallenge,
  type StaffLoginCodeRequest,
  type StaffLoginRequest,
  type StaffRole,
  type StaffSession,
  type StaffSetupStartResponse,
  type TotpEnrolment,
} from '@ctc/contract/staff-auth'
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'
import { openSecretValue, sealSecretValue } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { assertPasswordNotCommon } from '../../lib/common-passwords.js'
import { RATE_LIMITS, consumeLimit, refundLimit } from '../../lib/rate-limits.js'
import { type DeviceToken, issueDeviceToken, knownDevice } from '../auth/login-devices.js'
import { giveBackLoginAttempt, takeLoginAttempt } from '../auth/login-throttle.js'
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.js'
import { emailHash, hashToken, newToken } from '../auth/tokens.js'
import { appendAccess } from './access-log.js'
import * as repo from './staff.repository.js'

/** Wrong authenticator (or recovery) codes after which a staff account locks until an admin resets it. */
export const STAFF_LOCK_AFTER_FAILURES = 5

const ISSUER = 'CTC Console'
const TOTP_PERIOD_SECONDS = 30
const TOTP_PURPOSE = 'staff-totp v1'
const MINUTE = 60_000

export interface StaffContext {
  db: Db
  now: Date
  address: string
  secret: string | undefined
}

const setupLinkInvalid = () =>
  new AppError(400, 'SETUP_LINK_INVALID', 'This set-up link is unknown, used or expired; ask an admin for a new one')
const totpInvalid = () => new AppError(400, 'TOTP_INVALID', 'The code is wrong or was already used')
const mismatch = () => new AppError(401, 'LOGIN_MISMATCH', 'E-mail or password does not match')
const locked = () =>
  new AppError(423, 'ACCOUNT_LOCKED', 'This account is locked after repeated wrong codes; an admin can reset it')

const sealTotp = (ctx: StaffContext, staffId: number, secret: string) =>
  sealSecretValue(ctx.secret, TOTP_PURPOSE, secret, `staff:${staffId}`)
const openTotp = (ctx: StaffContext, staffId: number, sealed: string) =>
  openSecretValue(ctx.secret, TOTP_PURPOSE, sealed, `staff:${staffId}`)

function totpFor(email: string, base32: string) {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(base32),
  })
}

/** The 30-second step a code belongs to, when it is right within one step either way. */
function matchingStep(email: string, base32: string, code: string, now: Date): number | undefined {
  const delta = totpFor(email, base32).validate({ token: code, timestamp: now.getTime(), window: 1 })
  if (delta === null) return undefined
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta
}

const hashRecoveryCode = (code: string) => createHash('sha256').update(code).digest('hex')

/** `XXXX-XXXX-XXXX-XXXX`: 80 random bits in base32. */
function newRecoveryCode(): string {
  const base32 = new OTPAuth.Secret({ size: 10 }).base32
  return base32.match(/.{4}/g)?.join('-') ?? base32
}

export function identityOf(row: { id: number; email: string; name: string; role: string }): StaffIdentity {
  return { staffId: row.id, email: row.email, name: row.name, role: row.role as StaffRole }
}

/** A new one-time set-up link for an account (new, or reset); earlier links stop working. */
export async function issueSetupLink(ctx: StaffContext, staffId: number, publicUrl: string) {
  const { token, hash } = newToken()
  const expiresAt = new Date(ctx.now.getTime() + STAFF_SETUP_LINK_HOURS * 60 * MINUTE).toISOString()
  await repo.endSetupLinks(ctx.db, staffId, ctx.now.toISOString())
  await repo.insertSetupLink(ctx.db, { tokenHash: hash, staffId, expiresAt })
  return { staffId, setupLink: `${publicUrl}/admin/setup#token=${token}`, expiresAt }
}

async function liveSetupLink(ctx: StaffContext, setupToken: string) {
  const link = await repo.findLiveSetupLink(ctx.db, hashToken(setupToken), ctx.now.toISOString())
  if (!link) throw setupLinkInvalid()
  return link
}

export async function startSetup(ctx: StaffContext, setupToken: string): Promise<StaffSetupStartResponse> {
  const link = await liveSetupLink(ctx, setupToken)
  return { email: link.email, name: link.name, role: link.role as StaffRole, expiresAt: link.expires_at }
}

/** Stores the chosen password and a new authenticator secret to enrol (again, if called again). */
export async function setupPassword(ctx: StaffContext, setupToken: string, password: string): Promise<TotpEnrolment> {
  const link = await liveSetupLink(ctx, setupToken)
  assertPasswordNotCommon(password)
  const secret = new OTPAuth.Secret({ size: 20 }).base32
  await repo.updateStaff(ctx.db, link.staff_id, {
    password_hash: await hashPassword(password),
    pending_totp_secret: sealTotp(ctx, link.staff_id, secret),
    updated_at: ctx.now.toISOString(),
  })
  const otpauthUri = totpFor(link.email, secret).toString()
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { otpauthUri, secret, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/** The first code proves the enrolment: the account becomes active and gets ten recovery codes. */
export async function finishSetup(ctx: StaffContext, setupToken: string, code: string): Promise<string[]> {
  const link = await liveSetupLink(ctx, setupToken)
  if (!link.pending_totp_secret) throw new AppError(400, 'VALIDATION_FAILED', 'Choose a password first')
  const secret = openTotp(ctx, link.staff_id, link.pending_totp_secret)
  const step = matchingStep(link.email, secret, code, ctx.now)
  if (step === undefined) throw totpInvalid()
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  const nowIso = ctx.now.toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.useSetupLink(trx, link.token_hash, nowIso))) throw setupLinkInvalid()
    await repo.updateStaff(trx, link.staff_id, {
      status: 'active',
      totp_secret: link.pending_totp_secret,
      pending_totp_secret: null,
      totp_last_step: step,
      failed_logins: 0,
      locked_at: null,
      updated_at: nowIso,
    })
    await repo.replaceRecoveryCodes(
      trx,
      link.staff_id,
      codes.map((recovery) => hashRecoveryCode(recovery.replace(/-/g, ''))),
    )
    await repo.endStaffSessions(trx, { staffId: link.staff_id }, nowIso)
  })
  await appendAccess(
    ctx.db,
    {
      staffId: link.staff_id,
      staffName: link.name,
      action: 'staff.setup_completed',
      recordType: 'staff',
      recordId: link.staff_id,
      address: ctx.address,
    },
    ctx.now,
  )
  return codes
}

async function logFailure(ctx: StaffContext, staff: { id: number; name: string } | undefined) {
  await appendAccess(
    ctx.db,
    {
      staffId: staff?.id ?? null,
      staffName: staff?.name ?? null,
      action: 'staff.login_failed',
      ...(staff ? { recordType: 'staff' as const, recordId: staff.id } : {}),
      address: ctx.address,
    },
    ctx.now,
  )
}

/** The login count of a typed e-mail, apart from the members' (the same e-mail may be both). */
const staffSubject = (ctx: StaffContext, email: string) => `staff:${emailHash(ctx.secret, email)}`

/**
 * Step 1: e-mail and password. Answers a short-lived challenge for the code step. Wrong passwords
 * slow the account down the way members' do (device tokens, then a growing delay), never lock it:
 * the code step is what guessing must beat. Until the password proves right, a known and an
 * unknown e-mail take the same steps and get the same answers, throttling included.
 */
export async function loginPassword(
  ctx: StaffContext,
  input: StaffLoginRequest,
  cookies: Record<string, string | undefined>,
): Promise<StaffLoginChallenge> {
  await consumeLimit(ctx.db, RATE_LIMITS.staffLoginAddress, ctx.address, 'Too many failed logins from this address')
  const device = knownDevice(ctx.secret, 'staff', input.email, cookies, ctx.now)
  const attempt = await takeLoginAttempt(ctx.db, staffSubject(ctx, input.email), device, ctx.now)
  const staff = await repo.findStaffByEmail(ctx.db, input.email)
  const usable = staff?.status === 'active' && staff.password_hash ? staff.password_hash : undefined
  const right = usable ? await verifyPassword(usable, input.password) : await verifyAgainstNothing(input.password)
  if (!staff || !usable || !right) {
    await logFailure(ctx, staff)
    throw mismatch()
  }
  // Only the right password learns of a lock (five wrong codes), so a lock tells no stranger who is staff.
  if (staff.locked_at) {
    await logFailure(ctx, staff)
    throw locked()
  }
  await giveBackLoginAttempt(ctx.db, attempt)
  const { token, hash } = newToken()
  const expiresAt = new Date(ctx.now.getTime() + STAFF_LOGIN_CHALLENGE_MINUTES * MINUTE).toISOString()
  await repo.deleteChallenges(ctx.db, { endedBefore: ctx.now.toISOString() })
  await repo.insertChallenge(ctx.db, { tokenHash: hash, staffId: staff.id, expiresAt })
  return { challenge: token, expiresAt }
}

/**
 * Step 2: a code from the authenticator, or a recovery code. Each works once. Every code is
 * counted on the account before it is checked, in one statement, so that of any number of
 * concurrent codes at most five are checked; the fifth wrong one locks the account until an
 * admin resets it. Answers the session and a device token for the browser.
 */
export async function loginCode(
  ctx: StaffContext,
  input: StaffLoginCodeRequest,
): Promise<{ session: StaffSession; device: DeviceToken }> {
  const challengeHash = hashToken(input.challenge)
  const challenge = await repo.findLiveChallenge(ctx.db, challengeHash, ctx.now.toISOString())
  const staff = challenge ? await repo.findStaffById(ctx.db, challenge.staff_id) : undefined
  if (!staff || staff.status !== 'active' || !staff.totp_secret) {
    throw new AppError(400, 'LOGIN_CHALLENGE_INVALID', 'The login took too long; start again with the password')
  }
  if (staff.locked_at) throw locked()
  const nowIso = ctx.now.toISOString()
  const attempts = await repo.countLoginAttempt(ctx.db, staff.id)
  if (attempts > STAFF_LOCK_AFTER_FAILURES) {
    await repo.lockStaff(ctx.db, staff.id, nowIso)
    throw locked()
  }
  let accepted = false
  if (input.recoveryCode !== undefined) {
    accepted = await repo.useRecoveryCode(ctx.db, staff.id, hashRecoveryCode(input.recoveryCode), nowIso)
  } else if (input.code !== undefined) {
    const step = matchingStep(staff.email, openTotp(ctx, staff.id, staff.totp_secret), input.code, ctx.now)
    accepted = step !== undefined && (await repo.claimTotpStep(ctx.db, staff.id, step))
  }
  if (!accepted) {
    await logFailure(ctx, staff)
    if (attempts < STAFF_LOCK_AFTER_FAILURES) throw totpInvalid()
    await repo.lockStaff(ctx.db, staff.id, nowIso)
    throw locked()
  }
  const { token, hash } = newToken()
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteChallenges(trx, { tokenHash: challengeHash })
    await repo.updateStaff(trx, staff.id, { failed_logins: 0, last_login_at: nowIso })
    await repo.insertStaffSession(trx, { tokenHash: hash, staffId: staff.id, now: nowIso })
  })
  await refundLimit(ctx.db, RATE_LIMITS.staffLoginAddress, ctx.address)
  await appendAccess(
    ctx.db,
    {
      staffId: staff.id,
      staffName: staff.name,
      action: 'staff.login',
      recordType: 'staff',
      recordId: staff.id,
      address: ctx.address,
    },
    ctx.now,
  )
  const session = {
    token,
    staff: identityOf(staff),
    expiresAt: sessionEnd(nowIso),
    idleMinutes: STAFF_SESSION_IDLE_MINUTES,
    recoveryCodesLeft: await repo.countRecoveryCodesLeft(ctx.db, staff.id),
  }
  return { session, device: issueDeviceToken(ctx.secret, 'staff', staff.email, ctx.now) }
}

const sessionEnd = (createdAt: string) =>
  new Date(Date.parse(createdAt) + STAFF_SESSION_ABSOLUTE_HOURS * 60 * MINUTE).toISOString()

export interface LiveStaffSession {
  tokenHash: string
  staff: StaffIdentity
  expiresAt: string
}

/**
 * How often a session's last call is written. Every console call wrote it, a committed write of its
 * own that with 20 staff at once cost PostgreSQL a third of its answers a second (decision 0037,
 * eighth step); now a call writes it only when the stored one is this old, and the idle end counts
 * this much more, so that a session never ends before the idle minutes after its last call, and at
 * most this much after.
 */
export const STAFF_SESSION_TOUCH_MS = 15_000

/** The live session a token names (and marks it active), or undefined. */
export async function resolveStaffSession(db: Db, token: string, now: Date): Promise<LiveStaffSession | undefined> {
  if (token.length > 200) return undefined
  const tokenHash = hashToken(token)
  const session = await repo.findStaffSession(db, tokenHash)
  if (!session || session.ended_at || session.status !== 'active') return undefined
  const lastSeen = Date.parse(session.last_seen_at)
  const idleEnd = lastSeen + STAFF_SESSION_IDLE_MINUTES * MINUTE + STAFF_SESSION_TOUCH_MS
  const expiresAt = sessionEnd(session.created_at)
  if (now.getTime() >= idleEnd || now.getTime() >= Date.parse(expiresAt)) {
    await repo.endStaffSessions(db, { tokenHash }, now.toISOString())
    return undefined
  }
  if (now.getTime() - lastSeen >= STAFF_SESSION_TOUCH_MS) await repo.touchStaffSession(db, tokenHash, now.toISOString())
  return { tokenHash, staff: identityOf(session), expiresAt }
}

export async function logoutStaff(ctx: StaffContext, session: LiveStaffSession): Promise<void> {
  await repo.endStaffSessions(ctx.db, { tokenHash: session.tokenHash }, ctx.now.toISOString())
  await appendAccess(
    ctx.db,
    { staffId: session.staff.staffId, staffName: session.staff.name, action: 'staff.logout', address: ctx.address },
    ctx.now,
  )
}

/** A new password with the current one; every session of the account ends. */
export async function changeOwnPassword(
  ctx: StaffContext,
  staff: StaffIdentity,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const key = `staff:${staff.staffId}`
  await consumeLimit(ctx.db, RATE_LIMITS.passwordCheck, key, 'Too many wrong passwords; try again later')
  const row = await repo.findStaffById(ctx.db, staff.staffId)
  if (!row?.password_hash || !(await verifyPassword(row.password_hash, input.currentPassword))) {
    throw new AppError(400, 'PASSWORD_MISMATCH', 'The current password does not match')
  }
  await refundLimit(ctx.db, RATE_LIMITS.passwordCheck, key)
  assertPasswordNotCommon(input.password)
  const nowIso = ctx.now.toISOString()
  await repo.updateStaff(ctx.db, staff.staffId, {
    password_hash: await hashPassword(input.password),
    updated_at: nowIso,
  })
  await repo.endStaffSessions(ctx.db, { staffId: staff.staffId }, nowIso)
  await appendAccess(
    ctx.db,
    {
      staffId: staff.staffId,
      staffName: staff.name,
      action: 'staff.password_changed',
      recordType: 'staff',
      recordId: staff.staffId,
      address: ctx.address,
    },
    ctx.now,
  )
}
