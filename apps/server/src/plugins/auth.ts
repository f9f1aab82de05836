import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PASSWORD_CONFIRMATION_MINUTES } from '@ctc/contract/auth'
import { AppError } from '../errors.js'
import { securityEvent } from '../lib/security-events.js'
import { resolveSession } from '../modules/auth/auth.service.js'
import { pendingRenewals } from '../modules/consents/consents.service.js'

export interface SessionMember {
  id: number
  name: string
  email: string
  locale: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, when x-auth-token names a live session. */
    member: SessionMember | undefined
    /** The hash of the live session's token. */
    sessionTokenHash: string | undefined
    /** When the member last confirmed the password in this session. */
    passwordConfirmedAt: string | null
  }
}

// Logging out or in again with a session that a newer login replaced simply proceeds.
const REPLACED_SESSION_ALLOWED = new Set(['/api/auth/logout', '/api/auth/login'])

/** Reads x-auth-token on every API call and resolves the session it names. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('member', undefined)
    app.decorateRequest('sessionTokenHash', undefined)
    app.decorateRequest('passwordConfirmedAt', null)
    const resolve = async (request: FastifyRequest, token: string) => {
      const state = await resolveSession(app.db, app.config.appSecret, token, app.now(), app.config.sessionIdleMinutes)
      if (state.kind === 'live') {
        request.member = state.member
        request.sessionTokenHash = state.tokenHash
        request.passwordConfirmedAt = state.passwordConfirmedAt
      } else if (state.kind === 'replaced' && !REPLACED_SESSION_ALLOWED.has(request.routeOptions.url ?? '')) {
        // A newer login ended this session: the client shows the duplicate-login page.
        throw new AppError(401, 'DUPLICATE_LOGIN', 'This session ended because the account logged in elsewhere')
      }
    }
    // A callback hook, not an async one: most calls carry no token and go on without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers['x-auth-token']
      const token = Array.isArray(header) ? header[0] : header
      if (!token || !request.url.startsWith('/api/')) return done()
      resolve(request, token).then(() => done(), done)
    })
  },
  { name: 'auth', dependencies: ['database'] },
)

/**
 * A hook for routes only a logged-in member may call. Modules add it as an onRequest hook,
 * so that a call without a session is refused before its body is even read. A member who has
 * not agreed to the current version of a required consent is refused everything else until
 * they do (decision 0026).
 */
export async function requireMember(request: FastifyRequest, _reply: FastifyReply) {
  const member = currentMember(request)
  const pending = await pendingRenewals(request.server.db, member.id, request.server.now())
  if (pending.length > 0)
    throw new AppError(403, 'CONSENT_RENEWAL_REQUIRED', 'Please agree to the new version of the consents first')
}

/**
 * A hook for the few member calls that stay open while a consent renewal is pending: the
 * renewal itself and withdrawal (a member who does not agree may still leave).
 */
export async function requireSignedInMember(request: FastifyRequest, _reply: FastifyReply) {
  currentMember(request)
}

/**
 * The member of the session token. My Page, Q&A and withdrawal read and change
 * only this member's data: no route takes a member id from the client.
 */
export function currentMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
  return request.member
}

/**
 * A hook for member info and the volunteer form: the member must have confirmed the password
 * in this session within PASSWORD_CONFIRMATION_MINUTES. A stolen or forgotten-open session
 * alone does not reveal or change personal data (the web asks for the password and comes back).
 */
export async function requireRecentPasswordConfirmation(request: FastifyRequest, _reply: FastifyReply) {
  const member = currentMember(request)
  const confirmedAt = request.passwordConfirmedAt ? Date.parse(request.passwordConfirmedAt) : Number.NaN
  const now = request.server.now().getTime()
  if (!(now - confirmedAt < PASSWORD_CONFIRMATION_MINUTES * 60_000)) {
    securityEvent(request.log, 'reauth.required', { memberId: member.id, route: request.routeOptions.url })
    throw new AppError(403, 'PASSWORD_CONFIRMATION_REQUIRED', 'Please confirm your password first')
  }
}
