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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendReady } from '../../lib/ready-answers.js'
import { attachmentDisposition } from './attachment-disposition.js'
import * as studies from './studies.service.js'

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema }

const REVALIDATE = 'no-cache'

export const studiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.studyReads

  app.get(
    '/api/:lang/main/list',
    {
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
      schema: {
        tags: ['studies'],
        summary: 'Recruitment search with eligibility filters',
        params: LangParamsSchema,
        body: StudySearchSchema,
        response: { 200: StudyListResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendReady(request, reply, await reads.search(request.params.lang, request.body, request.member?.id)),
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
