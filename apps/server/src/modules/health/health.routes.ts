import { ErrorBodySchema } from '@ctc/contract/errors'
import { HealthResponseSchema, ReadinessResponseSchema } from '@ctc/contract/health'
import { sql } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: a restart of this process would not help while the database is away, so it is not asked.
  app.get(
    '/api/health',
    {
      // A few bytes, never compressed: the compression plugin's hooks need not run.
      compress: false,
      schema: { tags: ['system'], summary: 'Liveness', response: { 200: HealthResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok' as const }
    },
  )

  // Readiness: a load balancer sends no traffic here while the database does not answer (503).
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: ReadinessResponseSchema, 503: ErrorBodySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      await sql`select 1`.execute(app.db)
      return { status: 'ok' as const, database: app.dialect }
    },
  )
}
