import { OkResponseSchema } from '@ctc/contract/auth'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { PasswordConfirmRequestSchema } from '@ctc/contract/my-page'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireMember } from '../../plugins/auth.js'
import { currentMember } from '../my-page/current-member.js'
import { withdraw } from './withdrawal.service.js'

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so that a call without a session is refused before its body is even read.
  app.addHook('onRequest', requireMember)

  app.post(
    '/api/register/withdraw',
    {
      schema: {
        tags: ['register'],
        summary: 'Withdraws the member after a password check: immediate and irreversible',
        security: [{ token: [] }],
        body: PasswordConfirmRequestSchema,
        response: {
          200: OkResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await withdraw(app.db, currentMember(request).id, request.body.password, {
        now: app.now(),
        secret: app.config.appSecret,
        dialect: app.dialect,
        log: request.log,
      })
      return { result: 'ok' as const }
    },
  )
}
