import { HealthResponseSchema } from '@ctc/contract/health'
import { sql } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: HealthResponseSchema } } },
    async (_request, reply) => {
      await sql`select 1`.execute(app.db)
      reply.header('cache-control', 'no-store')
      return { status: 'ok' as const, database: app.dialect }
    },
  )
}
