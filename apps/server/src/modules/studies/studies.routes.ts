import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import {
  FileIdQuerySchema,
  MainListResponseSchema,
  MainTabQuerySchema,
  StudyIdQuerySchema,
  StudyListResponseSchema,
  StudyPageResponseSchema,
  StudySearchSchema,
  StudyTitleResponseSchema,
  StudyViewResponseSchema,
} from '@ctc/contract/studies'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type ReadyAnswer, sendReady } from '../../lib/ready-answers.js'
import { attachmentDisposition } from './attachment-disposition.js'
import * as studies from './studies.service.js'

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema }

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body as it came, in the studies routes. */
    searchBody: string | undefined
    /** The kept answer of a search body, found before the body was parsed. */
    keptAnswer: ReadyAnswer | undefined
  }
}

const REVALIDATE = 'no-cache'

export const studiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.studyReads

  // A search's body as the key of its kept answer: for a visitor without a session (a member's
  // "only studies I can join" is personal) and a short body.
  const keptBody = (request: FastifyRequest) => {
    const body = request.searchBody
    return request.member !== undefined || body === undefined || body.length > 512 ? undefined : body
  }

  // The search's body as it came. A body whose answer is kept was valid when it was answered, and
  // the same bytes are valid again: it is not parsed, and the route's preValidation hook sends the
  // answer before the schema's validation (the input guard, an application hook, has nothing to
  // check). Any other body (new, or invalid, which is never kept) is parsed and validated as usual.
  // Only this plugin's routes parse JSON this way.
  app.decorateRequest('searchBody', undefined)
  app.decorateRequest('keptAnswer', undefined)
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    request.searchBody = text
    const key = keptBody(request)
    const kept = key === undefined ? undefined : reads.keptSearch((request.params as { lang: string }).lang, key)
    const parseUnlessKept = (answer: ReadyAnswer | undefined) => {
      request.keptAnswer = answer
      if (answer) done(null, undefined)
      else void parseJson(request, text, done)
    }
    // On SQLite the lookup needs no promise at all.
    if (kept instanceof Promise) kept.then(parseUnlessKept, (error: Error) => done(error, undefined))
    else parseUnlessKept(kept)
  })

  app.get(
    '/api/:lang/main/list',
    {
      // Ready bytes carry their own encoding: the compression plugin's hooks need not run.
      compress: false,
      schema: {
        tags: ['studies'],
        summary: 'Home page: most-viewed slide, closing-soon notices and counters',
        params: LangParamsSchema,
        response: { 200: MainListResponseSchema, ...errors },
      },
    },
    async (request, reply) => sendReady(request, reply, await reads.main(request.params.lang), REVALIDATE),
  )

  for (const [path, tab, summary] of [
    ['/api/:lang/main/healtyStudyList', 'healthy', 'Open healthy-volunteer studies, paged'],
    ['/api/:lang/main/disasesStudyList', 'patient', 'Open patient studies, paged'],
  ] as const) {
    app.get(
      path,
      {
        compress: false,
        schema: {
          tags: ['studies'],
          summary,
          params: LangParamsSchema,
          querystring: MainTabQuerySchema,
          response: { 200: StudyPageResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendReady(request, reply, await reads.tab(request.params.lang, tab, request.query.pgNum), REVALIDATE),
    )
  }

  app.post(
    '/api/:lang/recruit/list',
    {
      compress: false,
      // Nobody sends a compressed search: no stream to set up for it on each call.
      decompress: false,
      schema: {
        tags: ['studies'],
        summary: 'Recruitment search with eligibility filters',
        params: LangParamsSchema,
        body: StudySearchSchema,
        response: { 200: StudyListResponseSchema, ...errors },
      },
      // A kept answer found as the body was read goes out before the schema's validation.
      preValidation: (request, reply, done) => {
        if (request.keptAnswer) sendReady(request, reply, request.keptAnswer)
        else done()
      },
    },
    async (request, reply) =>
      sendReady(
        request,
        reply,
        await reads.search(request.params.lang, request.body, request.member?.id, keptBody(request)),
      ),
  )

  app.get(
    '/api/:lang/recruit/view',
    {
      schema: {
        tags: ['studies'],
        summary: 'A recruitment notice and its attachments (counts a view)',
        params: LangParamsSchema,
        querystring: StudyIdQuerySchema,
        response: { 200: StudyViewResponseSchema, ...errors },
      },
    },
    async (request) => reads.view(request.params.lang, request.query.studyId, request.ip),
  )

  app.get(
    '/api/:lang/recruit/write',
    {
      schema: {
        tags: ['studies'],
        summary: 'Title data of a notice, for its application form',
        params: LangParamsSchema,
        querystring: StudyIdQuerySchema,
        response: { 200: StudyTitleResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await studies.titleData(app.db, request.params.lang, request.query.studyId, app.now()),
    }),
  )

  app.get(
    '/api/:lang/recruit/download',
    {
      schema: {
        tags: ['studies'],
        summary: 'The bytes of an attachment',
        params: LangParamsSchema,
        querystring: FileIdQuerySchema,
        response: { 200: z.unknown().describe('The file bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await studies.download(app.db, request.query.fileId)
      return reply
        .header('content-type', file.content_type)
        .header('content-length', file.content.length)
        .header('content-disposition', attachmentDisposition(file.file_name, file.id))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(Buffer.from(file.content))
    },
  )
}
