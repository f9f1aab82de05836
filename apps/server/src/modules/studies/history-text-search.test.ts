import type { StudyCard, StudySearchInput } from '@ctc/contract/studies'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { type StudyOverrides, createTestStudy } from './studies.factory.js'

// The search's medical history 'input' choice: the person types what they have, and the list keeps
// the notices that admit a medical history and whose texts mention it.

const NOON_IN_SEOUL = new Date('2026-06-15T03:00:00Z')

describe('POST /api/{lang}/recruit/list with a medical history typed in', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>

  beforeAll(async () => {
    app = await createTestApp({ now: () => NOON_IN_SEOUL })
    const add = (title: string, overrides: StudyOverrides) =>
      createTestStudy(app, { title, history_rule: 'yes', sbj_cond_cd: '02', ...overrides }, NOON_IN_SEOUL)
    await add('diabetes', {
      text: (prefix) => ({
        target_disease: prefix === 'KR' ? '제2형 당뇨병' : `${prefix} Type 2 Diabetes`,
        medical_history: prefix === 'KR' ? '당뇨병 진단 6개월 이상' : 'Diagnosed at least 6 months ago',
      }),
    })
    await add('hypertension', {
      text: (prefix) => ({
        target_disease: prefix === 'KR' ? '고혈압' : 'High blood pressure',
        medical_history: prefix === 'KR' ? '당뇨병이 없는 분' : 'Hypertension treated for a year',
      }),
    })
    await add('asthma, Korean text only', {
      locales: [],
      text: () => ({ target_patient: '천식 환자 (성인)', target_disease: '천식' }),
    })
    // Admits no one with a medical history, whatever its text says.
    await add('healthy', {
      history_rule: 'none',
      sbj_cond_cd: '01',
      text: () => ({ medical_history: 'No diabetes, no hypertension' }),
    })
    // A draft is the console's, never searched.
    await add('draft diabetes', { published_yn: 'N', text: () => ({ target_disease: 'Diabetes' }) })
    // Wildcards typed are taken as the characters they are.
    await add('percent', { text: () => ({ medical_history: 'HbA1c 100% controlled' }) })
  })
  afterAll(() => app.close())

  async function search(body: StudySearchInput, lang = 'en') {
    const response = await app.inject({ method: 'POST', url: `/api/${lang}/recruit/list`, payload: body })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ dataList: StudyCard[]; defaultMap: { sickYn: string; sickText: string | null } }>()
  }
  const titles = async (body: StudySearchInput, lang = 'en') =>
    (await search(body, lang)).dataList.map((card) => card.title.replace(/^(EN|KR) /, '')).sort()

  it("keeps the notices whose target disease, medical history or patients mention it, in the page's language or in Korean", async () => {
    expect(await titles({ sickYn: 'Y', sickText: 'diabetes' })).toEqual(['diabetes'])
    expect(await titles({ sickYn: 'Y', sickText: 'HYPERTENSION' })).toEqual(['hypertension'])
    // Korean words find the Korean texts from any page; a notice with only Korean texts too.
    expect(await titles({ sickYn: 'Y', sickText: '당뇨' })).toEqual(['diabetes', 'hypertension'])
    expect(await titles({ sickYn: 'Y', sickText: '천식' }, 'jp')).toEqual(['asthma, Korean text only'])
    expect(await titles({ sickYn: 'Y', sickText: 'gout' })).toEqual([])
  })

  it('stands for a medical history: notices for people without one are left out, whatever sickYn says', async () => {
    expect(await titles({ sickYn: 'A', sickText: 'hypertension' })).toEqual(['hypertension'])
    expect(await titles({ sickYn: 'N', sickText: 'diabetes' })).toEqual(['diabetes'])
    const { defaultMap } = await search({ sickYn: 'A', sickText: ' diabetes ' })
    expect(defaultMap).toMatchObject({ sickYn: 'Y', sickText: 'diabetes' })
  })

  it('takes % and _ as typed, not as wildcards', async () => {
    expect(await titles({ sickText: '100%' })).toEqual(['percent'])
    expect(await titles({ sickText: '%' })).toEqual(['percent'])
    expect(await titles({ sickText: '_' })).toEqual([])
  })

  it('refuses an empty or too long text as bad input', async () => {
    for (const sickText of ['', '   ', 'x'.repeat(31), 7]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/en/recruit/list',
        payload: { sickYn: 'Y', sickText },
      })
      expect(response.statusCode, JSON.stringify(sickText)).toBe(400)
    }
  })
})
