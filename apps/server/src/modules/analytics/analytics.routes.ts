import { PageViewSchema } from '@ctc/contract/analytics'
import { ErrorBodySchema } from '@ctc/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RATE_LIMITS, consumeLimit } from '../../lib/rate-limits.js'
import { insertPageView } from './analytics.repository.js'

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/pageview',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Records a page view (path and locale only)',
        body: PageViewSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Anonymous writes: counted per address, and per session for a member, before anything is stored.
      await consumeLimit(app.db, RATE_LIMITS.pageViewAddress, request.ip)
      if (request.sessionTokenHash) await consumeLimit(app.db, RATE_LIMITS.pageViewSession, request.sessionTokenHash)
      await insertPageView(app.db, { ...request.body, viewedAt: app.now().toISOString() })
      return reply.status(204).send(null)
    },
  )
}
