import type { JoinRequest } from '@ctc/contract/register'
import { MAIN_TAB_PAGE_SIZE, RECRUIT_PAGE_SIZE, type StudyCard, type StudySearchInput } from '@ctc/contract/studies'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { buildHealthAnswers, buildJoinRequest, logIn } from '../members/members.factory.js'
import { type StudyOverrides, createTestStudy } from './studies.factory.js'
import { type NewStudy, search } from './studies.service.js'
import { StudySearchSchema } from '@ctc/contract/studies'

// 12:00 on 15 June 2026 in Seoul.
const NOON_IN_SEOUL = new Date('2026-06-15T03:00:00Z')
let clock = NOON_IN_SEOUL

/** Every text field filled in, and details that the sanitizer must clean. */
const FULLY_DESCRIBED: StudyOverrides = {
  disease_code: '01',
  reward_won: 1_000_000,
  research_start: '2026-08-01',
  research_end: '2026-09-30',
  text: (prefix) => ({
    trial_type: `${prefix} type`,
    volunteer_type: `${prefix} volunteers`,
    target_disease: `${prefix} disease`,
    medical_history: `${prefix} history`,
    professor: `${prefix} professor`,
    trial_drug: `${prefix} drug`,
    target_patient: `${prefix} patients`,
    extra_info: `${prefix} extra`,
    details_html: `<p>${prefix} details</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a>`,
  }),
}

describe('studies API', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  const ids: Record<string, number> = {}

  async function add(name: string, overrides: StudyOverrides = {}, files: NewStudy['files'] = []) {
    ids[name] = await createTestStudy(app, { ...FULLY_DESCRIBED, title: name, ...overrides, files }, NOON_IN_SEOUL)
    return ids[name]
  }

  async function list(body: StudySearchInput, lang = 'en') {
    const response = await app.inject({ method: 'POST', url: `/api/${lang}/recruit/list`, payload: body })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ dataList: StudyCard[]; paging: { totalCount: number; totalPages: number } }>()
  }

  // Titles of the matching notices, across pages, sorted for comparison.
  async function titles(body: StudySearchInput): Promise<string[]> {
    const found: string[] = []
    for (let cp = 1; ; cp++) {
      const page = await list({ ...body, cp })
      found.push(...page.dataList.map((card) => card.title.replace(/^(EN|KR) /, '')))
      if (cp >= page.paging.totalPages) break
    }
    return found.sort()
  }

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
    await add('open-any')
    await add('men', { gender: 'M' })
    await add('women', { gender: 'F' })
    await add('age-19-45', { age_min: 19, age_max: 45 })
    await add('age-from-65', { age_min: 65 })
    await add('age-to-12', { age_max: 12 })
    await add('non-smokers', { smoker_allowed: 'N' })
    await add('bmi-18-25', { bmi_min: 18, bmi_max: 25 })
    await add('height-160-190', { height_min: 160, height_max: 190 })
    await add('weight-from-50', { weight_min: 50 })
    await add('term-1', { term_months: 1 })
    await add('term-6', { term_months: 6 })
    await add('no-history', { history_rule: 'none' })
    await add('with-history', { history_rule: 'yes', sbj_cond_cd: '02', disease_code: '03' })
    await add('ended', { recruit_start: '2026-05-01', recruit_end: '2026-06-14' })
    await add('closed-early', { closed_yn: 'Y' })
    await add('upcoming', { recruit_start: '2026-06-20', recruit_end: '2026-08-31' })
    await add('ends-today', { recruit_end: '2026-06-15', view_count: 5 })
    await add('ends-in-3', { recruit_end: '2026-06-18', view_count: 50, sbj_cond_cd: '02', disease_code: '02' })
    await add('korean-only', { locales: [], view_count: 10 })
    await add(
      'cancer',
      { sbj_cond_cd: '02', disease_code: '06', cancer_code: '01', apply_method: 'phone', reward_won: null },
      [
        {
          fileName: '환자 안내문 (요약).pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.4 test'),
        },
        { fileName: '일정표.txt', contentType: 'text/plain; charset=utf-8', content: Buffer.from('일정', 'utf8') },
      ],
    )
  })
  afterAll(() => app.close())
  beforeEach(() => {
    clock = NOON_IN_SEOUL
  })

  const ALL = [
    'age-19-45',
    'age-from-65',
    'age-to-12',
    'bmi-18-25',
    'cancer',
    'closed-early',
    'ended',
    'ends-in-3',
    'ends-today',
    'height-160-190',
    'korean-only',
    'men',
    'no-history',
    'non-smokers',
    'open-any',
    'term-1',
    'term-6',
    'upcoming',
    'weight-from-50',
    'with-history',
    'women',
  ]
  const without = (...names: string[]) => ALL.filter((name) => !names.includes(name))

  describe('POST /api/{lang}/recruit/list', () => {
    it('lists every notice without filters, open ones first, a documented page at a time', async () => {
      const first = await list({})
      expect(first.dataList).toHaveLength(RECRUIT_PAGE_SIZE)
      expect(first.paging).toEqual({ cp: 1, pageSize: RECRUIT_PAGE_SIZE, totalCount: 21, totalPages: 3 })
      expect(first.dataList.every((card) => card.status === 'open')).toBe(true)
      const last = await list({ cp: 3 })
      expect(last.dataList.map((card) => card.status)).toEqual(['closed'])
      expect(await titles({})).toEqual(ALL)
      expect((await list({ cp: 9 })).dataList).toEqual([])
    })

    it('answers the spec envelope with the filters that decided the list', async () => {
      const body = await list({ gender: 'M', age: 30 })
      expect(Object.keys(body).sort()).toEqual(['dataList', 'defaultMap', 'paging'])
      expect(body).toMatchObject({ defaultMap: { source: 'entered', gender: 'M', age: 30, smokeYn: 'A' } })
    })

    it('keeps notices of both sexes for "all", and the own sex plus "any" for a man or a woman', async () => {
      expect(await titles({ gender: 'A' })).toEqual(ALL)
      expect(await titles({ gender: 'M' })).toEqual(without('women'))
      expect(await titles({ gender: 'F' })).toEqual(without('men'))
    })

    it('treats a missing age bound as open and both bounds as inclusive', async () => {
      expect(await titles({ age: 19 })).toEqual(without('age-from-65', 'age-to-12'))
      expect(await titles({ age: 45 })).toEqual(without('age-from-65', 'age-to-12'))
      expect(await titles({ age: 46 })).toEqual(without('age-19-45', 'age-from-65', 'age-to-12'))
      expect(await titles({ age: 90 })).toEqual(without('age-19-45', 'age-to-12'))
      expect(await titles({ age: 12 })).toEqual(without('age-19-45', 'age-from-65'))
      expect(await titles({ age: 0 })).toEqual(without('age-19-45', 'age-from-65'))
    })

    it('keeps non-smoking studies from smokers only', async () => {
      expect(await titles({ smokeYn: 'Y' })).toEqual(without('non-smokers'))
      expect(await titles({ smokeYn: 'N' })).toEqual(ALL)
      expect(await titles({ smokeYn: 'A' })).toEqual(ALL)
    })

    it('uses BMI when both height and weight are given, inclusive at the bounds', async () => {
      // 180 cm and 81 kg give a BMI of exactly 25.0; 58.3 kg about 18.0.
      expect(await titles({ heightCm: 180, weightKg: 81 })).toEqual(ALL)
      expect(await titles({ heightCm: 180, weightKg: 82 })).toEqual(without('bmi-18-25'))
      expect(await titles({ heightCm: 180, weightKg: 58 })).toEqual(without('bmi-18-25'))
      expect(await titles({ heightCm: 150, weightKg: 45 })).toEqual(without('height-160-190', 'weight-from-50'))
    })

    it('uses the height or the weight bounds alone when only one is given', async () => {
      expect(await titles({ heightCm: 160 })).toEqual(ALL)
      expect(await titles({ heightCm: 191 })).toEqual(without('height-160-190'))
      expect(await titles({ weightKg: 49 })).toEqual(without('weight-from-50'))
      expect(await titles({ weightKg: 50 })).toEqual(ALL)
    })

    it('keeps studies no longer than the months a person can give', async () => {
      expect(await titles({ termMonths: 1 })).toEqual(without('term-6'))
      expect(await titles({ termMonths: 6 })).toEqual(ALL)
    })

    it('matches the medical history rule: none, yes, or either', async () => {
      expect(await titles({ sickYn: 'N' })).toEqual(without('with-history'))
      expect(await titles({ sickYn: 'Y' })).toEqual(without('no-history'))
    })

    it('filters by disease category', async () => {
      expect(await titles({ disasesCd: '06' })).toEqual(['cancer'])
      expect(await titles({ disasesCd: '13' })).toEqual([])
    })

    it('combines filters', async () => {
      expect(await titles({ gender: 'F', age: 70, smokeYn: 'Y', termMonths: 1, sickYn: 'N' })).toEqual(
        without('men', 'age-19-45', 'age-to-12', 'non-smokers', 'term-6', 'with-history'),
      )
    })

    it('shows only open notices the visitor can join when asked, using the entered values', async () => {
      const open = await titles({ onlyEligible: true })
      expect(open).toEqual(without('ended', 'closed-early', 'upcoming'))
      expect(await titles({ onlyEligible: true, gender: 'M', smokeYn: 'Y', age: 30 })).toEqual(
        without('ended', 'closed-early', 'upcoming', 'women', 'non-smokers', 'age-from-65', 'age-to-12'),
      )
    })

    it('derives open and closed in Korea time, the end date included', async () => {
      // 01:00 on 15 June in Seoul is still 14 June in UTC.
      clock = new Date('2026-06-14T16:00:00Z')
      const cards = (await list({ onlyEligible: true, disasesCd: '01', cp: 1 })).dataList
      const all = [...cards, ...(await list({ onlyEligible: true, cp: 2 })).dataList]
      const names = all.map((card) => card.title)
      expect(names).toContain('EN ends-today')
      expect(names).not.toContain('EN ended')
      clock = new Date('2026-06-15T15:00:00Z') // 00:00 on 16 June in Seoul
      expect(await titles({ onlyEligible: true })).not.toContain('ends-today')
    })

    it.each([
      [{ cp: 0 }],
      [{ cp: 'two' }],
      [{ age: -1 }],
      [{ age: 12.5 }],
      [{ age: '30' }],
      [{ gender: 'X' }],
      [{ smokeYn: 'maybe' }],
      [{ heightCm: 400 }],
      [{ weightKg: 5 }],
      [{ termMonths: 0 }],
      [{ disasesCd: "01' or 1=1" }],
      [{ onlyEligible: 'yes' }],
    ])('refuses bad input %j with 400 in the error envelope', async (body) => {
      const response = await app.inject({ method: 'POST', url: '/api/kr/recruit/list', payload: body })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    })

    it('answers repeated bytes from the kept answer, and refuses bad input the same way every time', async () => {
      const send = (payload: string, lang = 'kr') =>
        app.inject({
          method: 'POST',
          url: `/api/${lang}/recruit/list`,
          headers: { 'content-type': 'application/json' },
          payload,
        })
      const body = '{"cp":1,"gender":"F"}'
      const first = await send(body)
      expect(first.statusCode).toBe(200)
      const again = await send(body)
      expect(again.statusCode).toBe(200)
      expect(again.body).toBe(first.body)
      expect((await send(body, 'en')).json().dataList[0].title).toMatch(/^EN /)
      // The kept bytes are JSON only when they are sent as JSON.
      const withCharset = await app.inject({
        method: 'POST',
        url: '/api/kr/recruit/list',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: body,
      })
      expect(withCharset.body).toBe(first.body)
      const asText = await app.inject({
        method: 'POST',
        url: '/api/kr/recruit/list',
        headers: { 'content-type': 'text/plain' },
        payload: body,
      })
      expect(asText.statusCode).toBe(400)
      expect(asText.json().error).toBeDefined()
      // Never kept, so never answered before the validation: the same refusal each time.
      const bad = [
        '{"cp":0}',
        '{"cp":1,"gender":"X"}',
        '{"cp":1e400}',
        '{"cp":1,"age":1e400}',
        '{"cp":1,"__proto__":{"x":1}}',
        '{"cp":1,"disasesCd":"\\u0000"}',
        '{"cp":1,"gender":"F"',
      ]
      for (const payload of bad) {
        const refusals = [await send(payload), await send(payload), await send(payload, 'ko')]
        for (const refused of refusals) {
          expect(refused.statusCode, payload).toBe(400)
          expect(refused.json().error.code, payload).toBe(refusals[0]!.json().error.code)
        }
      }
    })

    it('refuses a body that is not JSON and an unknown locale', async () => {
      const broken = await app.inject({
        method: 'POST',
        url: '/api/kr/recruit/list',
        headers: { 'content-type': 'application/json' },
        payload: '{"cp":',
      })
      expect(broken.statusCode).toBe(400)
      expect(broken.json().error.code).toBe('VALIDATION_FAILED')
      const locale = await app.inject({ method: 'POST', url: '/api/ko/recruit/list', payload: {} })
      expect(locale.statusCode).toBe(400)
    })

    it('gives the Korean text of an untranslated notice, marked as such', async () => {
      const cards = (await list({ onlyEligible: true }, 'jp')).dataList
      const all = [...cards, ...(await list({ onlyEligible: true, cp: 2 }, 'jp')).dataList]
      expect(all.find((card) => card.studyId === ids['korean-only'])).toMatchObject({
        title: 'KR korean-only',
        fallbackLocale: 'kr',
      })
      expect(all.find((card) => card.studyId === ids['men'])).toMatchObject({ title: 'JP men', fallbackLocale: null })
    })
  })

  describe('a logged-in member', () => {
    it('is matched by the stored profile through the API (x-auth-token), not by the entered values', async () => {
      const request = buildJoinRequest(
        { gender: 'F', birth: '1956-03-15', entryMonth: '1' },
        {
          profile: buildHealthAnswers({
            smokeYn: 'Y',
            cigarettesPerDay: 10,
            smokeLastDate: '2026-06-14',
            sickCd: '00',
            height: 172,
            weight: 68,
          }) as JoinRequest['profile'],
        },
      )
      const joined = await app.inject({ method: 'POST', url: '/api/register/write', payload: request })
      expect(joined.statusCode, joined.body).toBe(200)
      const { auth } = (await logIn(app, request.member.userId)).json()
      const found: string[] = []
      for (const cp of [1, 2]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/en/recruit/list',
          headers: { 'x-auth-token': auth },
          payload: { onlyEligible: true, gender: 'M', age: 30, cp },
        })
        expect(response.statusCode).toBe(200)
        expect(response.json().defaultMap).toMatchObject({ source: 'member', gender: 'F', age: 70, smokeYn: 'Y' })
        found.push(...response.json().dataList.map((card: StudyCard) => card.title.replace(/^(EN|KR) /, '')))
      }
      expect(found.sort()).toEqual(
        without(
          ...['ended', 'closed-early', 'upcoming'],
          ...['men', 'age-19-45', 'age-to-12', 'non-smokers', 'term-6', 'with-history'],
        ),
      )
      // A visitor's kept answer for the same bytes is never the member's own.
      const body = { onlyEligible: true, gender: 'M', cp: 1 }
      const visitor = await app.inject({ method: 'POST', url: '/api/en/recruit/list', payload: body })
      expect(visitor.json().defaultMap.source).toBe('entered')
      const member = await app.inject({
        method: 'POST',
        url: '/api/en/recruit/list',
        headers: { 'x-auth-token': auth },
        payload: body,
      })
      expect(member.json().defaultMap.source).toBe('member')
    })

    it("searches with the member's stored profile when only joinable studies are asked for", async () => {
      const asMember = (cp: number) =>
        search(app.db, 'en', StudySearchSchema.parse({ onlyEligible: true, gender: 'M', age: 30, cp }), {
          now: NOON_IN_SEOUL,
          memberProfile: async () => ({
            gender: 'F',
            age: 70,
            smoker: true,
            termMonths: 1,
            heightCm: null,
            weightKg: null,
            hasMedicalHistory: false,
          }),
        })
      const [first, second] = [await asMember(1), await asMember(2)]
      expect(first.defaults).toMatchObject({ source: 'member', gender: 'F', age: 70, smokeYn: 'Y', sickYn: 'N' })
      const cards = [...first.studies, ...second.studies]
      expect(cards.map((card) => card.title.replace(/^(EN|KR) /, '')).sort()).toEqual(
        without(
          ...['ended', 'closed-early', 'upcoming'],
          ...['men', 'age-19-45', 'age-to-12', 'non-smokers', 'term-6', 'with-history'],
        ),
      )
    })

    it('keeps the entered values when the member has no stored profile, or the toggle is off', async () => {
      const input = StudySearchSchema.parse({ onlyEligible: true, gender: 'M' })
      const none = await search(app.db, 'en', input, { now: NOON_IN_SEOUL, memberProfile: async () => undefined })
      expect(none.defaults).toMatchObject({ source: 'entered', gender: 'M' })
      const off = await search(app.db, 'en', StudySearchSchema.parse({ gender: 'M' }), {
        now: NOON_IN_SEOUL,
        memberProfile: async () => {
          throw new Error('must not be read')
        },
      })
      expect(off.defaults.source).toBe('entered')
    })
  })

  describe('home page', () => {
    it('GET main/list gives the most viewed open notices, the closing-soon ones with days left, and counters', async () => {
      const response = await app.inject('/api/en/main/list')
      expect(response.statusCode).toBe(200)
      const { data } = response.json()
      expect(data.slideList.map((card: StudyCard) => card.title).slice(0, 3)).toEqual([
        'EN ends-in-3',
        'KR korean-only',
        'EN ends-today',
      ])
      expect(data.slideList.every((card: StudyCard) => card.status === 'open')).toBe(true)
      expect(data.closingList.map((card: StudyCard) => [card.title, card.daysLeft])).toEqual([
        ['EN ends-today', 0],
        ['EN ends-in-3', 3],
      ])
      expect(data.counts).toEqual({ volunteersThisYear: 0, studiesThisYear: 21, studiesRunning: 18 })
    })

    it('pages the healthy-volunteer and patient tabs from their own endpoints', async () => {
      const healthy = await app.inject('/api/kr/main/healtyStudyList?pgNum=1')
      expect(healthy.statusCode).toBe(200)
      expect(healthy.json().paging).toEqual({
        cp: 1,
        pageSize: MAIN_TAB_PAGE_SIZE,
        totalCount: 15,
        totalPages: 3,
      })
      expect(healthy.json().dataList.every((card: StudyCard) => card.sbjCondCd === '01')).toBe(true)
      const third = await app.inject('/api/kr/main/healtyStudyList?pgNum=3')
      expect(third.json().dataList).toHaveLength(3)
      const patients = await app.inject('/api/kr/main/disasesStudyList')
      expect(
        patients
          .json()
          .dataList.map((card: StudyCard) => card.title)
          .sort(),
      ).toEqual(['KR cancer', 'KR ends-in-3', 'KR with-history'])
    })

    it.each(['0', '-1', 'abc', '1.5'])('refuses pgNum=%s', async (pgNum) => {
      const response = await app.inject(`/api/kr/main/disasesStudyList?pgNum=${pgNum}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    })
  })

  describe('GET /api/{lang}/recruit/view', () => {
    it('gives every field and the attachments, and counts the view', async () => {
      const url = `/api/cn/recruit/view?studyId=${ids['cancer']}`
      const first = await app.inject(url)
      expect(first.statusCode).toBe(200)
      const { studyData, fileList } = first.json()
      expect(studyData).toMatchObject({
        studyId: ids['cancer'],
        title: 'CN cancer',
        fallbackLocale: null,
        applyMethod: 'phone',
        status: 'open',
        cencerCd: '01',
        cencerName: '肺癌',
        disasesName: '癌症',
        trialDrug: 'CN drug',
        professor: 'CN professor',
        researchStart: '2026-08-01',
        rewardWon: null,
        viewCount: 1,
      })
      expect(fileList.map((file: { fileName: string }) => file.fileName)).toEqual([
        '환자 안내문 (요약).pdf',
        '일정표.txt',
      ])
      // Another visitor counts; the first one again the same day does not.
      const second = await app.inject({ url, remoteAddress: '203.0.113.7' })
      expect(second.json().studyData.viewCount).toBe(2)
      expect((await app.inject(url)).json().studyData.viewCount).toBe(2)
      // Views are written in batches, about once a second.
      await expect
        .poll(
          async () =>
            (
              await app.db
                .selectFrom('studies')
                .select('view_count')
                .where('id', '=', ids['cancer'] ?? 0)
                .executeTakeFirst()
            )?.view_count,
          { timeout: 3000 },
        )
        .toBe(2)
      expect((await app.inject({ url, remoteAddress: '203.0.113.8' })).json().studyData.viewCount).toBe(3)
    })

    it('counts one view per visitor, notice and day, however often a script calls', async () => {
      const url = `/api/kr/recruit/view?studyId=${ids['korean-only']}`
      const count = async (remoteAddress: string) =>
        (await app.inject({ url, remoteAddress })).json<{ studyData: { viewCount: number } }>().studyData.viewCount
      const start = await count('198.51.100.1')
      // 40 calls at once from one address, as a script would send them.
      const burst = await Promise.all(Array.from({ length: 40 }, () => count('198.51.100.1')))
      expect(Math.max(...burst)).toBe(start)
      // Other visitors each add one.
      await Promise.all(['198.51.100.2', '198.51.100.3'].map(count))
      expect(await count('198.51.100.1')).toBe(start + 2)
    })

    it('serves details sanitized: no scripts, handlers or javascript: links', async () => {
      const { studyData } = (await app.inject(`/api/kr/recruit/view?studyId=${ids['men']}`)).json()
      expect(studyData.detailsHtml).toContain('<p>KR details</p>')
      expect(studyData.detailsHtml).not.toMatch(/script|onclick|javascript/i)
    })

    it('marks closed, ended and not yet open notices', async () => {
      const status = async (name: string) =>
        (await app.inject(`/api/kr/recruit/view?studyId=${ids[name]}`)).json().studyData.status
      expect(await status('ended')).toBe('closed')
      expect(await status('closed-early')).toBe('closed')
      expect(await status('upcoming')).toBe('upcoming')
      expect(await status('ends-today')).toBe('open')
    })

    it('falls back to Korean, marked, for an untranslated notice', async () => {
      const { studyData } = (await app.inject(`/api/en/recruit/view?studyId=${ids['korean-only']}`)).json()
      expect(studyData).toMatchObject({ title: 'KR korean-only', professor: 'KR professor', fallbackLocale: 'kr' })
    })

    it('answers 404 for a missing study and 400 for a bad id', async () => {
      const missing = await app.inject('/api/kr/recruit/view?studyId=999999')
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error.code).toBe('STUDY_NOT_FOUND')
      for (const bad of ['abc', '0', '-3', '', '1e3x']) {
        const response = await app.inject(`/api/kr/recruit/view?studyId=${bad}`)
        expect(response.statusCode, bad).toBe(400)
      }
      expect((await app.inject('/api/kr/recruit/view')).statusCode).toBe(400)
    })
  })

  describe('GET /api/{lang}/recruit/download', () => {
    it('sends the bytes with an ASCII and a UTF-8 file name, the right type and nosniff', async () => {
      const { fileList } = (await app.inject(`/api/kr/recruit/view?studyId=${ids['cancer']}`)).json()
      const response = await app.inject(`/api/kr/recruit/download?fileId=${fileList[0].fileId}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="attachment-${fileList[0].fileId}.pdf"; ` +
          "filename*=UTF-8''%ED%99%98%EC%9E%90%20%EC%95%88%EB%82%B4%EB%AC%B8%20%28%EC%9A%94%EC%95%BD%29.pdf",
      )
      expect(response.rawPayload.toString()).toBe('%PDF-1.4 test')
      const text = await app.inject(`/api/en/recruit/download?fileId=${fileList[1].fileId}`)
      expect(text.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(text.body).toBe('일정')
      const disposition = String(text.headers['content-disposition'])
      const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? ''
      expect(decodeURIComponent(encoded)).toBe('일정표.txt')
    })

    it('answers 404 for a missing file and 400 for a bad id, in the error envelope', async () => {
      const missing = await app.inject('/api/kr/recruit/download?fileId=424242')
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ error: { code: 'FILE_NOT_FOUND', message: 'No file 424242' } })
      const bad = await app.inject('/api/kr/recruit/download?fileId=../../etc/passwd')
      expect(bad.statusCode).toBe(400)
      // Loosely parsed numbers are bad input, not another way to name a file.
      const { fileList } = (await app.inject(`/api/kr/recruit/view?studyId=${ids['cancer']}`)).json()
      const id = String(fileList[0].fileId)
      for (const loose of [`${id}e0`, `0x${Number(id).toString(16)}`, ` ${id} `, `${id}.0`, `+${id}`, `0${id}`]) {
        const response = await app.inject(`/api/kr/recruit/download?fileId=${encodeURIComponent(loose)}`)
        expect(response.statusCode, loose).toBe(400)
        expect(response.json().error.code).toBe('VALIDATION_FAILED')
      }
    })
  })

  describe('GET /api/{lang}/recruit/write', () => {
    it('gives the title data in data.data', async () => {
      const response = await app.inject(`/api/jp/recruit/write?studyId=${ids['women']}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        data: {
          studyId: ids['women'],
          title: 'JP women',
          fallbackLocale: null,
          status: 'open',
          applyMethod: 'online',
          recruitStart: '2026-06-01',
          recruitEnd: '2026-07-31',
        },
      })
    })

    it('answers 404 for a missing study and 400 for a bad id', async () => {
      expect((await app.inject('/api/jp/recruit/write?studyId=777777')).statusCode).toBe(404)
      expect((await app.inject('/api/jp/recruit/write?studyId=x')).statusCode).toBe(400)
    })
  })
})
