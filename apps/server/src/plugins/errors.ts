import type { ErrorBody } from '@ctc/contract/errors'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DatabaseUnavailableError } from '../db/database-faults.js'
import { AppError } from '../errors.js'
import { RateLimitedError } from '../lib/rate-limits.js'
import { securityEvent } from '../lib/security-events.js'

function body(code: ErrorBody['error']['code'], message: string): ErrorBody {
  return { error: { code, message } }
}

/** Turns every failure into `{"error": {"code", "message"}}`; a 5xx never carries internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
        if (error instanceof RateLimitedError) {
          securityEvent(request.log, 'rate_limit.refused', {
            limit: error.limit,
            address: request.ip,
            route: request.routeOptions.url,
          })
        }
        if (error instanceof DatabaseUnavailableError) {
          // One line that names the fault; a lost connection during a restart is expected, a full disk is not.
          const level = error.fault === 'connection' || error.fault === 'busy' ? 'warn' : 'error'
          request.log[level]({ fault: error.fault }, error.describe())
        }
        return reply.status(error.statusCode).send(body(error.code, error.message))
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => `${error.validationContext ?? ''}${issue.instancePath}`)
        return reply.status(400).send(body('VALIDATION_FAILED', `Invalid request: ${fields.join(', ')}`))
      }
      const status = error.statusCode ?? 500
      if (status === 429) {
        return reply.status(429).send(body('RATE_LIMITED', 'Too many requests'))
      }
      if (status === 413) {
        // A body over the route's limit is refused before it is read: said as any other bad input.
        return reply.status(400).send(body('VALIDATION_FAILED', error.message))
      }
      if (status >= 400 && status < 500) {
        // Malformed JSON, a wrong content type, a body too large: the client's fault, said plainly.
        return reply.status(status).send(body('VALIDATION_FAILED', error.message))
      }
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send(body('INTERNAL_ERROR', 'Something went wrong'))
    })
  },
  { name: 'errors' },
)
