import { CodeListParamsSchema, CodeListResponseSchema } from '@ctc/contract/codes'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listCodes } from './codes.service.js'

export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/:lang/comCd/:code',
    {
      schema: {
        tags: ['codes'],
        summary: 'A code list with labels in the requested locale',
        params: LangParamsSchema.extend(CodeListParamsSchema.shape),
        response: { 200: CodeListResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Reference data changes only with a deployment; a short cache spares repeated form loads.
      reply.header('cache-control', 'public, max-age=300')
      return { data: await listCodes(app.db, request.params.lang, request.params.code) }
    },
  )
}
