import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors.js'
import type { SessionMember } from '../../plugins/auth.js'

/**
 * The member of the session token. My Page, Q&A and withdrawal read and change
 * only this member's data: no route takes a member id from the client.
 */
export function currentMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
  return request.member
}
