import { createHmac } from 'node:crypto'
import { HEALTHY_CONDITION, PATIENT_CONDITION } from '@ctc/contract/codes'
import type { Locale } from '@ctc/contract/locale'
import {
  MainListResponseSchema,
  StudyListResponseSchema,
  StudyPageResponseSchema,
  type SearchDefaults,
  type StudySearch,
  type StudyViewResponse,
} from '@ctc/contract/studies'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastJson from 'fast-json-stringify'
import { ReadyAnswer, ReadyAnswerCache } from '../../lib/ready-answers.js'
import { responseJsonSchema } from '../../lib/response-serializer.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { CardCache } from './card-cache.js'
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
  /**
   * A search. Kept for the next visitors only when it holds no person's values (isSharedSearch),
   * under `body` (the bytes it came as) when given; a member's 'only studies I can join' is theirs
   * alone, never kept.
   */
  search(lang: Locale, search: StudySearch, memberId?: number, body?: string): Promise<ReadyAnswer>
  /** The kept answer of a search sent as `body`, if there is one (see ReadyAnswerCache.kept). */
  keptSearch(lang: string, body: string): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined>
  /** A notice and its attachments; counts a view by the client address `ip`. */
  view(lang: Locale, studyId: number, ip: string): Promise<StudyViewResponse>
}

declare module 'fastify' {
  interface FastifyInstance {
    studyReads: StudyReads
  }
}

// Written out, not spread: in V8 11 (Node 20) an object spread per request made objects that
// survived two young-generation collections, so each search left old-space garbage (decision 0028).
const listEnvelope = (page: studies.StudyPage) => ({ dataList: page.studies, paging: page.paging })
const searchEnvelope = (result: studies.StudyPage & { defaults: SearchDefaults }) => ({
  dataList: result.studies,
  paging: result.paging,
  defaultMap: result.defaults,
})

/**
 * A search that many visitors make (a page of the list, a classification, a disease): its answer is
 * kept. One with a person's own age, height, weight or months rarely repeats: keeping it only
 * churned the heap (the garbage collector's pauses made the search's p99, decision 0028) and kept
 * people's values in memory; it is answered from the index and the card rows each time.
 */
function isSharedSearch(search: StudySearch): boolean {
  return (
    search.age == null &&
    search.heightCm == null &&
    search.weightKg == null &&
    search.termMonths == null &&
    // A medical history typed in is health information: never kept.
    search.sickText == null
  )
}
const serializeMain = fastJson(responseJsonSchema(MainListResponseSchema))
const serializePage = fastJson(responseJsonSchema(StudyPageResponseSchema))
const serializeList = fastJson(responseJsonSchema(StudyListResponseSchema))

export const studyReadsPlugin = fp(
  async (app: FastifyInstance) => {
    const generation = () => app.changes.generation('notices')
    const cache = new ResponseCache(5000, 1000, undefined, generation)
    const answers = new ReadyAnswerCache({ ttlMs: 5000, generation })
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
    // Keys carry the Korean date, so an answer never outlives the day it was made for.
    const today = () => seoulToday(app.now())
    const searchKey = (lang: string, body: string) => `search:${lang}:${today()}:${body}`

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
                listEnvelope(await studies.listTab(app.db, lang, TAB_CONDITIONS[tab], pgNum, app.now(), index, cards)),
              ),
            ),
        ),
      search: async (lang, search, memberId, body) => {
        const now = app.now()
        const answer = async (memberProfile?: studies.StudyContext['memberProfile']) => {
          const result = await studies.search(app.db, lang, search, { now, index, cards, memberProfile })
          return new ReadyAnswer(serializeList(searchEnvelope(result)))
        }
        if (memberId !== undefined && search.onlyEligible) {
          return answer(() => loadMemberEligibility(app.db, memberId, now))
        }
        if (!isSharedSearch(search)) return answer()
        return searches.get(searchKey(lang, body ?? JSON.stringify(search)), () => answer())
      },
      keptSearch: (lang, body) => searches.kept(searchKey(lang, body)),
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
