import { ErrorBodySchema } from '@ctc/contract/errors'
import { type StaffCapability, STAFF_TOKEN_HEADER, staffCan } from '@ctc/contract/staff-auth'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../../errors.js'
import { type LiveStaffSession, type StaffContext, resolveStaffSession } from './staff-auth.service.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of x-staff-token, on console calls only. */
    staffSession: LiveStaffSession | undefined
  }
}

const CONSOLE_API = '/api/admin/'

/**
 * Reads x-staff-token on console calls only (`/api/admin/...`): member routes never look at
 * it, and console routes never look at a member's x-auth-token. Console answers are never cached.
 */
export const staffGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staffSession', undefined)
    // A callback hook, not an async one: the public calls go on without a promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith(CONSOLE_API)) return done()
      reply.header('cache-control', 'no-store')
      const header = request.headers[STAFF_TOKEN_HEADER]
      const token = Array.isArray(header) ? header[0] : header
      if (!token) return done()
      resolveStaffSession(app.db, token, app.now()).then((session) => {
        request.staffSession = session
        done()
      }, done)
    })
  },
  { name: 'staff-guard', dependencies: ['database'] },
)

/** An onRequest hook: the call needs a live staff session whose role has the capability. */
export function requireStaff(capability: StaffCapability) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = request.staffSession
    if (!session) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in to the console')
    if (!staffCan(session.staff.role, capability)) {
      throw new AppError(403, 'FORBIDDEN', 'Your role may not do this')
    }
  }
}

/** The logged-in staff member of a call that passed requireStaff. */
export function currentStaff(request: FastifyRequest): LiveStaffSession {
  if (!request.staffSession) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in to the console')
  return request.staffSession
}

/** What every staff service needs from the request: database, clock, address, app secret. */
export function staffContext(app: FastifyInstance, request: FastifyRequest): StaffContext {
  return { db: app.db, now: app.now(), address: request.ip, secret: app.config.appSecret }
}

/** What the OpenAPI document says of every console route that needs a session. */
export const STAFF_ROUTE = { tags: ['staff console'], security: [{ staffToken: [] }] }

/** The error answers console routes give, in the error envelope. */
export const STAFF_ERRORS = Object.fromEntries(
  [400, 401, 403, 404, 409, 413, 415, 423, 429].map((status) => [status, ErrorBodySchema]),
) as Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 429, typeof ErrorBodySchema>
