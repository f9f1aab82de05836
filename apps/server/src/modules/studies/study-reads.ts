import { createHmac } from 'node:crypto'
import { HEALTHY_CONDITION, PATIENT_CONDITION } from '@ctc/contract/codes'
import type { Locale } from '@ctc/contract/locale'
import {
  MainListResponseSchema,
  StudyListResponseSchema,
  StudyPageResponseSchema,
  type StudySearch,
  type StudyViewResponse,
} from '@ctc/contract/studies'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastJson from 'fast-json-stringify'
import { ReadyAnswer, ReadyAnswerCache } from '../../lib/ready-answers.js'
import { responseJsonSchema } from '../../lib/response-serializer.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { loadMemberEligibility } from './member-eligibility.js'
import { ResponseCache } from './response-cache.js'
import { SearchIndex } from './search-index.js'
import { ViewCounter } from './view-counter.js'
import * as studies from './studies.service.js'

/** The home page's tabs and the condition each lists. */
const TAB_CONDITIONS = { healthy: HEALTHY_CONDITION, patient: PATIENT_CONDITION } as const
export type StudyTab = keyof typeof TAB_CONDITIONS
export const isStudyTab = (value: string): value is StudyTab => Object.hasOwn(TAB_CONDITIONS, value)

/**
 * The public reads of notices, with their caches: what the API answers and what the server renders
 * the public pages with (one cache, one view counter, one search index for both).
 */
export interface StudyReads {
  main(lang: Locale): Promise<ReadyAnswer>
  tab(lang: Locale, tab: StudyTab, pgNum: number): Promise<ReadyAnswer>
  /** A search; a member's 'only studies I can join' is theirs alone, never kept. */
  search(lang: Locale, search: StudySearch, memberId?: number): Promise<ReadyAnswer>
  /** A notice and its attachments; counts a view by the client address `ip`. */
  view(lang: Locale, studyId: number, ip: string): Promise<StudyViewResponse>
}

declare module 'fastify' {
  interface FastifyInstance {
    studyReads: StudyReads
  }
}

const listEnvelope = (page: studies.StudyPage) => ({ dataList: page.studies, paging: page.paging })
const serializeMain = fastJson(responseJsonSchema(MainListResponseSchema))
const serializePage = fastJson(responseJsonSchema(StudyPageResponseSchema))
const serializeList = fastJson(responseJsonSchema(StudyListResponseSchema))

export const studyReadsPlugin = fp(
  async (app: FastifyInstance) => {
    const generation = () => app.changes.generation('notices')
    const cache = new ResponseCache(5000, 1000, undefined, generation)
    const answers = new ReadyAnswerCache({ ttlMs: 5000, generation })
    const searches = new ReadyAnswerCache({ ttlMs: 5000, generation, maxBytes: 8 * 1024 * 1024 })
    const index = new SearchIndex(app.db, generation)
    app.changes.subscribe((change) => {
      if (change === 'resync' || change.topic === 'notices') {
        cache.clear()
        answers.clear()
        searches.clear()
      }
    })
    const views = new ViewCounter()
    // A view counts once per visitor and day; the visitor is a keyed hash of the address, never the address.
    const visitorKey = (ip: string) =>
      createHmac('sha256', app.config.appSecret ?? '')
        .update(ip)
        .digest('base64url')
        .slice(0, 22)
    const flushTimer = setInterval(() => void views.flush(app.db), 1000)
    flushTimer.unref()
    app.addHook('onClose', async () => {
      clearInterval(flushTimer)
      await views.flush(app.db)
    })
    const today = () => seoulToday(app.now())

    const reads: StudyReads = {
      main: (lang) =>
        answers.get(
          `main:${lang}:${today()}`,
          async () => new ReadyAnswer(serializeMain({ data: await studies.mainList(app.db, lang, app.now()) })),
        ),
      tab: (lang, tab, pgNum) =>
        answers.get(
          `tab:${tab}:${lang}:${pgNum}:${today()}`,
          async () =>
            new ReadyAnswer(
              serializePage(
                listEnvelope(await studies.listTab(app.db, lang, TAB_CONDITIONS[tab], pgNum, app.now(), index)),
              ),
            ),
        ),
      search: async (lang, search, memberId) => {
        const now = app.now()
        const answer = async (memberProfile?: studies.StudyContext['memberProfile']) => {
          const result = await studies.search(app.db, lang, search, { now, index, memberProfile })
          return new ReadyAnswer(serializeList({ ...listEnvelope(result), defaultMap: result.defaults }))
        }
        if (memberId !== undefined && search.onlyEligible) {
          return answer(() => loadMemberEligibility(app.db, memberId, now))
        }
        return searches.get(`search:${lang}:${today()}:${JSON.stringify(search)}`, () => answer())
      },
      view: async (lang, studyId, ip) => {
        const { study, files } = await studies.view(
          app.db,
          lang,
          studyId,
          app.now(),
          { counter: views, visitor: visitorKey(ip) },
          cache,
        )
        return { studyData: study, fileList: files }
      },
    }
    app.decorate('studyReads', reads)
  },
  { name: 'study-reads', dependencies: ['change-feed'] },
)
