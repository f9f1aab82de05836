import { createHmac } from 'node:crypto'
import { HEALTHY_CONDITION, PATIENT_CONDITION } from '@ctc/contract/codes'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import {
  FileIdQuerySchema,
  MainListResponseSchema,
  MainTabQuerySchema,
  StudyIdQuerySchema,
  StudyListResponseSchema,
  StudyPageResponseSchema,
  type SearchDefaults,
  type StudySearch,
  StudySearchSchema,
  StudyTitleResponseSchema,
  StudyViewResponseSchema,
} from '@ctc/contract/studies'
import fastJson from 'fast-json-stringify'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ReadyAnswer, ReadyAnswerCache, sendReady } from '../../lib/ready-answers.js'
import { responseJsonSchema } from '../../lib/response-serializer.js'
import { attachmentDisposition } from './attachment-disposition.js'
import { CardCache } from './card-cache.js'
import { loadMemberEligibility } from './member-eligibility.js'
import { ResponseCache } from './response-cache.js'
import { SearchIndex } from './search-index.js'
import { ViewCounter } from './view-counter.js'
import * as studies from './studies.service.js'

// Written out, not spread: in V8 11 (Node 20) an object spread per request made objects that
// survived two young-generation collections, so each search left old-space garbage (decision 0028).
const listEnvelope = (page: studies.StudyPage) => ({ dataList: page.studies, paging: page.paging })
const searchEnvelope = (result: studies.StudyPage & { defaults: SearchDefaults }) => ({
  dataList: result.studies,
  paging: result.paging,
  defaultMap: result.defaults,
})
import { seoulToday } from '../../lib/seoul-dates.js'

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema }

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body as it came, in the studies routes. */
    searchBody: string | undefined
  }
}

// Notice answers may be kept by a browser, but are checked (ETag, 304) before every use: a change
// must show at once.
const REVALIDATE = 'no-cache'
const serializeMain = fastJson(responseJsonSchema(MainListResponseSchema))
const serializePage = fastJson(responseJsonSchema(StudyPageResponseSchema))
const serializeList = fastJson(responseJsonSchema(StudyListResponseSchema))

/**
 * A search that many visitors make (a page of the list, a classification, a disease): its answer is
 * kept. One with a person's own age, height, weight or months rarely repeats: keeping it only
 * churned the heap (the garbage collector's pauses made the search's p99, decision 0028) and kept
 * people's values in memory; it is answered from the index and the card rows each time.
 */
function isSharedSearch(search: StudySearch): boolean {
  return search.age == null && search.heightCm == null && search.weightKg == null && search.termMonths == null
}

export const studiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers are kept under the notices' generation, which every change bumps before it is
  // acknowledged: a saved notice is on every process's pages at once. The change feed's
  // notifications only free the memory sooner.
  const generation = () => app.changes.generation('notices')
  const cache = new ResponseCache(5000, 1000, undefined, generation)
  const answers = new ReadyAnswerCache({ ttlMs: 5000, generation })
  // Only searches without a person's own values are kept (see isSharedSearch).
  const searches = new ReadyAnswerCache({ ttlMs: 5000, generation, maxBytes: 8 * 1024 * 1024 })
  // The published notices' filter columns, searched in memory under the same generation (0027),
  // and the card rows of the pages, read again only when a change or 5 seconds made them old (0028).
  const index = new SearchIndex(app.db, generation)
  const cards = new CardCache({ ttlMs: 5000, maxPerLocale: 5000 })
  app.changes.subscribe((change) => {
    if (change === 'resync' || change.topic === 'notices') {
      cache.clear()
      answers.clear()
      searches.clear()
      cards.clear()
    }
  })
  // The search's body as it came, so that a kept answer is found by the exact bytes a valid request
  // sent (see the route's preValidation hook). Only this plugin's routes parse JSON this way.
  app.decorateRequest('searchBody', undefined)
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    request.searchBody = text
    void parseJson(request, text, done)
  })
  // The key of a search's kept answer: the locale and the body exactly as sent, for a visitor
  // without a session (a member's "only studies I can join" is personal) and a short body.
  const keptSearchKey = (request: FastifyRequest) => {
    const body = request.searchBody
    if (request.member !== undefined || body === undefined || body.length > 512) return undefined
    return `search:${(request.params as { lang: string }).lang}:${today()}:${body}`
  }

  const views = new ViewCounter()
  // Views are told apart by client address, keyed-hashed so that no address is kept, even in memory.
  const visitorKey = (ip: string) =>
    createHmac('sha256', app.config.appSecret ?? '')
      .update(ip)
      .digest('base64url')
      .slice(0, 22)
  const flushTimer = setInterval(() => void views.flush(app.db), 1000)
  flushTimer.unref()
  // Fastify closes plugins in reverse order, so this runs while the database is still open.
  app.addHook('onClose', async () => {
    clearInterval(flushTimer)
    await views.flush(app.db)
  })
  // Keys carry the Korean date, so an answer never outlives the day it was made for.
  const today = () => seoulToday(app.now())

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
    async (request, reply) => {
      const { lang } = request.params
      const answer = await answers.get(
        `main:${lang}:${today()}`,
        async () => new ReadyAnswer(serializeMain({ data: await studies.mainList(app.db, lang, app.now()) })),
      )
      return sendReady(request, reply, answer, REVALIDATE)
    },
  )

  // The spec's path names (healty, disases) are kept as the center's clients call them.
  for (const [path, condition, summary] of [
    ['/api/:lang/main/healtyStudyList', HEALTHY_CONDITION, 'Open healthy-volunteer studies, paged'],
    ['/api/:lang/main/disasesStudyList', PATIENT_CONDITION, 'Open patient studies, paged'],
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
      async (request, reply) => {
        const { lang } = request.params
        const { pgNum } = request.query
        const answer = await answers.get(
          `tab:${condition}:${lang}:${pgNum}:${today()}`,
          async () =>
            new ReadyAnswer(
              serializePage(
                listEnvelope(await studies.listTab(app.db, lang, condition, pgNum, app.now(), index, cards)),
              ),
            ),
        )
        return sendReady(request, reply, answer, REVALIDATE)
      },
    )
  }

  app.post(
    '/api/:lang/recruit/list',
    {
      // Ready bytes carry their own encoding: the compression plugin's hooks need not run.
      compress: false,
      schema: {
        tags: ['studies'],
        summary: 'Recruitment search with eligibility filters',
        params: LangParamsSchema,
        body: StudySearchSchema,
        response: { 200: StudyListResponseSchema, ...errors },
      },
      // A body whose answer is kept was valid when it was answered, and the same bytes validate
      // the same way: it is answered before the schema's validation. Any other body (new, or
      // invalid, which is never kept) goes on to the validation and gets its errors as before.
      // The input guard (an application hook) has run by now.
      // A callback hook: on SQLite the lookup needs no promise at all.
      preValidation: (request, reply, done) => {
        const key = keptSearchKey(request)
        if (key === undefined) return done()
        const kept = searches.kept(key)
        if (kept instanceof Promise) {
          kept.then((answer) => (answer ? sendReady(request, reply, answer) : done()), done)
        } else if (kept) sendReady(request, reply, kept)
        else done()
      },
    },
    async (request, reply) => {
      const memberId = request.member?.id
      const { lang } = request.params
      const now = app.now()
      if (memberId !== undefined && request.body.onlyEligible) {
        // The member's own profile decides: personal, never cached.
        const result = await studies.search(app.db, lang, request.body, {
          now,
          memberProfile: () => loadMemberEligibility(app.db, memberId, now),
          index,
          cards,
        })
        return sendReady(request, reply, new ReadyAnswer(serializeList(searchEnvelope(result))))
      }
      const load = async () => {
        const result = await studies.search(app.db, lang, request.body, { now, index, cards })
        return new ReadyAnswer(serializeList(searchEnvelope(result)))
      }
      if (!isSharedSearch(request.body)) return sendReady(request, reply, await load())
      const answer = await searches.get(
        keptSearchKey(request) ?? `search:${lang}:${today()}:${JSON.stringify(request.body)}`,
        load,
      )
      return sendReady(request, reply, answer)
    },
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
    async (request) => {
      const { study, files } = await studies.view(
        app.db,
        request.params.lang,
        request.query.studyId,
        app.now(),
        { counter: views, visitor: visitorKey(request.ip) },
        cache,
      )
      return { studyData: study, fileList: files }
    },
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
