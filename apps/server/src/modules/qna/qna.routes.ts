import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import {
  QnaListRequestSchema,
  QnaListResponseSchema,
  QnaViewQuerySchema,
  QnaViewResponseSchema,
  QnaWriteRequestSchema,
  QnaWriteResponseSchema,
} from '@ctc/contract/qna'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireMember, currentMember } from '../../plugins/auth.js'
import * as qna from './qna.service.js'

// Paths in the style of the spec's calls: POST for lists and writes, GET with a query id for a view.
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema }
const memberOnly = { tags: ['qna'], security: [{ token: [] }], params: LangParamsSchema }

export const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so that a call without a session is refused before its body is even read.
  app.addHook('onRequest', requireMember)

  app.post(
    '/api/:lang/qna/list',
    {
      schema: {
        ...memberOnly,
        summary: "The member's own questions, newest first, paged (`cp`)",
        body: QnaListRequestSchema,
        response: { 200: QnaListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { questions, paging } = await qna.listQuestions(
        app.db,
        app.config.appSecret,
        currentMember(request).id,
        request.body.cp,
      )
      return { dataList: questions, paging }
    },
  )

  app.get(
    '/api/:lang/qna/view',
    {
      schema: {
        ...memberOnly,
        summary: "One of the member's questions with the center's answer when there is one",
        querystring: QnaViewQuerySchema,
        response: { 200: QnaViewResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await qna.viewQuestion(app.db, app.config.appSecret, currentMember(request).id, request.query.qnaId),
    }),
  )

  app.post(
    '/api/:lang/qna/write',
    {
      schema: {
        ...memberOnly,
        summary: 'Sends a question to the center; it waits until the center answers',
        body: QnaWriteRequestSchema,
        response: { 200: QnaWriteResponseSchema, ...errors, 429: ErrorBodySchema, 500: ErrorBodySchema },
      },
    },
    async (request) => ({
      qnaId: await qna.writeQuestion(app.db, currentMember(request).id, request.params.lang, request.body, {
        now: app.now(),
        log: request.log,
        secret: app.config.appSecret,
      }),
    }),
  )
}
