import { describe, expect, it } from 'vitest'
import { MemberSearchRequestSchema } from './staff-members.js'
import { type NoticeInputValues, NoticeInputSchema, NoticeListQuerySchema } from './staff-notices.js'

const text = { title: '건강한 성인 대상 임상시험' }

function notice(overrides: Partial<NoticeInputValues> = {}): NoticeInputValues {
  return {
    condition: '01',
    diseaseCode: null,
    cancerCode: null,
    applyMethod: 'online',
    gender: 'A',
    ageMin: 19,
    ageMax: 45,
    smokerAllowed: false,
    historyRule: 'none',
    termMonths: 2,
    heightMin: null,
    heightMax: null,
    weightMin: 50,
    weightMax: 90,
    bmiMin: 18.5,
    bmiMax: 27,
    rewardWon: 1_200_000,
    recruitStart: '2026-12-01',
    recruitEnd: '2026-12-31',
    researchStart: null,
    researchEnd: null,
    phase: '1',
    texts: { kr: text, en: null, cn: null, jp: null },
    ...overrides,
  }
}

const messages = (values: NoticeInputValues) =>
  NoticeInputSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('NoticeInputSchema', () => {
  it('accepts a Korean-only notice and fills the texts left out', () => {
    const parsed = NoticeInputSchema.parse(notice())
    expect(parsed.texts.kr).toMatchObject({ title: text.title, professor: '', detailsHtml: '' })
    expect(parsed.texts.en).toBeNull()
  })

  it('requires the Korean title, and a title in every other locale given', () => {
    expect(messages(notice({ texts: { kr: { title: ' ' }, en: null, cn: null, jp: null } }))).toEqual([
      ['texts.kr.title', 'required'],
    ])
    expect(messages(notice({ texts: { kr: text, en: { title: '' }, cn: null, jp: null } }))).toEqual([
      ['texts.en.title', 'required'],
    ])
  })

  it('refuses a bound above its maximum or below its minimum, and ranges the wrong way round', () => {
    expect(messages(notice({ ageMin: 50, ageMax: 45 }))).toEqual([['ageMax', 'rangeOrder']])
    expect(messages(notice({ bmiMin: 30, bmiMax: 27 }))).toEqual([['bmiMax', 'rangeOrder']])
    expect(messages(notice({ recruitStart: '2027-01-01' }))).toEqual([['recruitEnd', 'rangeOrder']])
    expect(messages(notice({ ageMax: 121 }))).toEqual([['ageMax', 'outOfRange']])
    expect(messages(notice({ termMonths: 1.5 }))).toEqual([['termMonths', 'number']])
  })

  it('keeps equal bounds and open bounds', () => {
    expect(messages(notice({ ageMin: 30, ageMax: 30, weightMin: null }))).toEqual([])
  })

  it('takes cancer studies by phone only', () => {
    expect(messages(notice({ cancerCode: '01' }))).toEqual([['applyMethod', 'cancerPhoneOnly']])
    expect(messages(notice({ cancerCode: '01', applyMethod: 'phone' }))).toEqual([])
  })

  it('refuses a date that does not exist', () => {
    expect(messages(notice({ recruitEnd: '2026-12-32' }))).toEqual([['recruitEnd', 'date']])
  })
})

describe('NoticeListQuerySchema', () => {
  it('reads the query string with defaults', () => {
    expect(NoticeListQuerySchema.parse({ page: '2', status: 'draft' })).toEqual({
      page: 2,
      status: 'draft',
      sort: 'updated',
      order: 'desc',
    })
    expect(NoticeListQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false)
  })
})

describe('MemberSearchRequestSchema', () => {
  it('requires a typed reason when the reason is other', () => {
    const base = { field: 'email', value: 'a@example.com' } as const
    expect(MemberSearchRequestSchema.safeParse({ ...base, reason: 'member_inquiry' }).success).toBe(true)
    expect(MemberSearchRequestSchema.safeParse({ ...base, reason: 'other' }).error?.issues[0]?.path).toEqual([
      'reasonText',
    ])
    expect(
      MemberSearchRequestSchema.safeParse({ ...base, reason: 'other', reasonText: '본인 요청 전화' }).success,
    ).toBe(true)
    expect(MemberSearchRequestSchema.safeParse({ ...base, reason: 'curiosity' }).success).toBe(false)
  })
})
