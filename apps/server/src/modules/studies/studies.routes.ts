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
import { Readable } from 'node:stream'
import type { FastifyRequest, preParsingHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type ReadyAnswer, sendReady } from '../../lib/ready-answers.js'
import { boundedJsonParser } from '../../lib/bounded-json.js'
import { attachmentDisposition } from './attachment-disposition.js'
import * as studies from './studies.service.js'

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema }

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body as it came, in the studies routes. */
    searchBody: string | undefined
  }
}

const REVALIDATE = 'no-cache'

/** A stream of bytes already read, for the parser (a plain stream: `Readable.from` costs an async iterator). */
function bytesStream(bytes: Buffer): Readable {
  const stream = new Readable({ read() {} })
  stream.push(bytes)
  stream.push(null)
  return stream
}

const JSON_TYPE = /^application\/json\s*(?:;|$)/i
/** A search body longer than this (characters; bytes as it arrives) is not kept. */
const KEPT_BODY_CHARS = 512

export const studiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.studyReads

  // A search's body as the key of its kept answer: for a visitor without a session (a member's
  // "only studies I can join" is personal) and a short body.
  const keptBody = (request: FastifyRequest) => {
    const body = request.searchBody
    return request.member !== undefined || body === undefined || body.length > KEPT_BODY_CHARS ? undefined : body
  }

  // The search's body as it came, kept with the parsed one. Only this plugin's routes parse JSON this way.
  app.decorateRequest('searchBody', undefined)
  const parseJson = boundedJsonParser(app)
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    request.searchBody = text
    parseJson(request, text, done)
  })

  /**
   * A visitor's short JSON search, read before Fastify's parser: when its answer is kept, it goes out
   * at once. The same bytes were valid when they were answered and are valid again, so they need no
   * parsing and no validation. Any other body goes on to the parser and the schema as usual (an
   * invalid body is never kept). A callback hook: on SQLite the lookup needs no promise at all.
   */
  const answerKeptSearch: preParsingHookHandler = (request, reply, payload, done) => {
    const length = Number(request.headers['content-length'])
    const visitorJson = request.member === undefined && JSON_TYPE.test(request.headers['content-type'] ?? '')
    if (!visitorJson || !(length > 0 && length <= KEPT_BODY_CHARS)) return done(null, payload)
    const chunks: Buffer[] = []
    const onData = (chunk: Buffer) => chunks.push(chunk)
    const onEnd = (error?: Error) => {
      payload.off('data', onData).off('end', onEnd).off('error', onEnd)
      if (error) return done(error)
      // A copy: the parser may read it later, and a chunk can be a view of the socket's buffer.
      const bytes = Buffer.concat(chunks)
      const answerOrParse = (answer: ReadyAnswer | undefined) => {
        if (answer) sendReady(request, reply, answer)
        else done(null, bytesStream(bytes))
      }
      const kept = reads.keptSearch((request.params as { lang: string }).lang, bytes.toString())
      if (kept instanceof Promise) kept.then(answerOrParse, done)
      else answerOrParse(kept)
    }
    payload.on('data', onData).on('end', onEnd).on('error', onEnd)
  }

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
      preParsing: answerKeptSearch,
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
