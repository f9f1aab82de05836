import { CodeListResponseSchema, isCodeGroup } from '@ctc/contract/codes'
import { isLocale } from '@ctc/contract/locale'
import { RowIdSchema } from '@ctc/contract/record-id'
import { MainTabQuerySchema, StudySearchSchema, StudyViewResponseSchema } from '@ctc/contract/studies'
import type { QueryAnswerer } from '@ctc/contract/server-rendering'
import type { FastifyInstance } from 'fastify'
import fastJson from 'fast-json-stringify'
import { AppError } from '../../errors.js'
import { responseJsonSchema } from '../../lib/response-serializer.js'
import { listCodes } from '../codes/codes.service.js'
import { publicPolicy } from '../privacy-policy/privacy-policy.service.js'
import { isStudyTab } from '../studies/study-reads.js'

const serializeView = fastJson(responseJsonSchema(StudyViewResponseSchema))
const serializeCodes = fastJson(responseJsonSchema(CodeListResponseSchema))

const parsed = (json: string | Buffer): unknown => JSON.parse(json.toString('utf8'))

/**
 * The data of the public pages the server renders, read from the same services and caches as
 * the API (no call to itself), in the API's encoding: the page's queries are answered before
 * it is rendered, and the browser does not ask again. A key it does not know, or whose values
 * the API would refuse, is left to the browser (undefined). `ip` is the visitor's address, by
 * which a notice counts its view.
 */
export function pageQueries(app: FastifyInstance, ip: string): QueryAnswerer {
  const reads = app.studyReads
  return async (key) => {
    if (key[0] === 'site' && key[1] === 'identity' && key.length === 2) {
      return { identity: await app.siteIdentity.current() }
    }
    if (key[0] === 'site' && key[1] === 'faq' && key.length === 2) {
      return { faq: await app.siteFaq.current() }
    }
    if (key[0] === 'site' && key[1] === 'about' && key.length === 2) {
      return { about: await app.siteAbout.current() }
    }
    if (key[0] === 'site' && key[1] === 'banners' && key.length === 2) {
      return { banners: await app.siteBanners.current() }
    }
    if (key[0] === 'codes') {
      const [, lang, group] = key
      if (!isLocale(lang) || typeof group !== 'string' || !isCodeGroup(group)) return undefined
      return parsed(serializeCodes({ data: await listCodes(app.db, lang, group) }))
    }
    if (key[0] === 'privacy') {
      const [, lang, policyId] = key
      if (!isLocale(lang) || !(policyId === null || (typeof policyId === 'number' && Number.isSafeInteger(policyId))))
        return undefined
      try {
        return await publicPolicy(app.db, {
          lang,
          policyId: policyId ?? undefined,
          now: app.now(),
          retentionMonths: app.config.applicationRetentionMonths,
        })
      } catch (error) {
        // The browser shows 'not found' as it does for the API's answer.
        if (error instanceof AppError && error.statusCode === 404) return undefined
        throw error
      }
    }
    const [scope, kind, lang, ...rest] = key
    if (scope !== 'studies' || !isLocale(lang)) return undefined
    if (kind === 'main') return parsed((await reads.main(lang)).body)
    if (kind === 'tab') {
      const [tab, pgNum] = rest
      const query = MainTabQuerySchema.safeParse({ pgNum })
      if (typeof tab !== 'string' || !isStudyTab(tab) || !query.success) return undefined
      return parsed((await reads.tab(lang, tab, query.data.pgNum)).body)
    }
    if (kind === 'search') {
      const [search, member] = rest
      const input = StudySearchSchema.safeParse(search)
      // A member's search depends on their profile: their browser asks, with their session.
      if (member !== null || !input.success) return undefined
      return parsed((await reads.search(lang, input.data)).body)
    }
    if (kind === 'view') {
      const studyId = RowIdSchema.safeParse(rest[0])
      if (!studyId.success) return undefined
      try {
        return parsed(serializeView(await reads.view(lang, studyId.data, ip)))
      } catch (error) {
        // The browser shows 'not found' as it does for the API's answer.
        if (error instanceof AppError && error.code === 'STUDY_NOT_FOUND') return undefined
        throw error
      }
    }
    return undefined
  }
}
