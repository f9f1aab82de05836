import { CodeListParamsSchema, CodeListResponseSchema } from '@ctc/contract/codes'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import fastJson from 'fast-json-stringify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ReadyAnswer, ReadyAnswerCache, sendReady } from '../../lib/ready-answers.js'
import { responseJsonSchema } from '../../lib/response-serializer.js'
import { listCodes } from './codes.service.js'

const serializeCodes = fastJson(responseJsonSchema(CodeListResponseSchema))

export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reference data changes only with a deployment (seeded at start): kept ready for the process's life.
  const answers = new ReadyAnswerCache({ ttlMs: 0, generation: () => 0 })
  app.get(
    '/api/:lang/comCd/:code',
    {
      // Ready bytes carry their own encoding: the compression plugin's hooks need not run.
      compress: false,
      schema: {
        tags: ['codes'],
        summary: 'A code list with labels in the requested locale',
        params: LangParamsSchema.extend(CodeListParamsSchema.shape),
        response: { 200: CodeListResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { lang, code } = request.params
      const answer = await answers.get(
        `${lang}:${code}`,
        async () => new ReadyAnswer(serializeCodes({ data: await listCodes(app.db, lang, code) })),
      )
      // A short browser cache spares repeated form loads; the tag makes the check after it cheap.
      return sendReady(request, reply, answer, 'public, max-age=300')
    },
  )
}
