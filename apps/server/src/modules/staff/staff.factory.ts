import type { StaffRole } from '@ctc/contract/staff-auth'
import { STAFF_TOKEN_HEADER } from '@ctc/contract/staff-auth'
import type { FastifyInstance } from 'fastify'
import * as OTPAuth from 'otpauth'
import * as accounts from './staff-accounts.service.js'
import * as auth from './staff-auth.service.js'

// Test factories: staff accounts set up and logged in through the real services.

export const STAFF_PASSWORD = 'Console#Desk2026'

let counter = 0

/** The code an authenticator with this secret shows at a moment. */
export function totpCode(secret: string, at: Date): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() })
}

const contextAt = (app: FastifyInstance, now: Date): auth.StaffContext => ({
  db: app.db,
  now,
  address: '127.0.0.1',
  secret: app.config.appSecret,
})

/** The set-up token of a link `…/admin/setup#token=…`. */
export const tokenOfLink = (link: string) => link.slice(link.indexOf('#token=') + '#token='.length)

/** A new account, set up with a password and an authenticator, at the app's clock. */
export async function setUpStaff(app: FastifyInstance, role: StaffRole = 'coordinator', name = '김코디') {
  counter += 1
  const email = `staff${counter}.${Date.now()}@ctc.example`
  const ctx = contextAt(app, app.now())
  const link = await accounts.createAccount(ctx, accounts.COMMAND_LINE, { email, name, role }, 'http://localhost')
  const setupToken = tokenOfLink(link.setupLink)
  const { secret } = await auth.setupPassword(ctx, setupToken, STAFF_PASSWORD)
  const recoveryCodes = await auth.finishSetup(ctx, setupToken, totpCode(secret, ctx.now))
  return { staffId: link.staffId, email, name, role, secret, recoveryCodes }
}

/**
 * A set-up account logged in (password, then a code of the next 30-second step, since the
 * enrolment used this one): answers the account and the headers of its session.
 */
export async function staffWithSession(app: FastifyInstance, role: StaffRole = 'coordinator', name?: string) {
  const staff = await setUpStaff(app, role, name)
  const ctx = contextAt(app, app.now())
  const { challenge } = await auth.loginPassword(ctx, { email: staff.email, password: STAFF_PASSWORD }, {})
  const later = new Date(app.now().getTime() + 30_000)
  const { session } = await auth.loginCode({ ...ctx, now: later }, { challenge, code: totpCode(staff.secret, later) })
  return { ...staff, token: session.token, headers: { [STAFF_TOKEN_HEADER]: session.token } }
}
