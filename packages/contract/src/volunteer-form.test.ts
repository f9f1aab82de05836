import { describe, expect, it } from 'vitest'
import {
  MIN_VOLUNTEER_AGE,
  VolunteerBirthDateSchema,
  VolunteerFormSchema,
  VolunteerHealthSchema,
  ageOn,
  conditionalHealthFields,
} from './volunteer-form.js'
import { seoulToday } from './seoul-today.js'

const healthyAnswers = {
  height: '172',
  weight: '68',
  smokeYn: 'N',
  sickCd: '00',
  sbjCond: '01',
  bloodDonationYn: 'N',
  transfusionYn: 'N',
  trialYn: 'N',
  drugYn: 'N',
  allergyYn: 'N',
  operationPlanYn: 'N',
  pastIllnessYn: 'N',
  supplementYn: 'N',
  alcoholYn: 'N',
  caffeineYn: 'N',
  abnormalDietYn: 'N',
  exerciseYn: 'N',
  hospitalMealsYn: 'Y',
  contraceptionYn: 'Y',
  complianceYn: 'Y',
}

const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('VolunteerHealthSchema', () => {
  it('accepts all-no answers without dependent fields', () => {
    const parsed = VolunteerHealthSchema.parse(healthyAnswers)
    expect(parsed.height).toBe(172)
    expect(parsed.drugName).toBe('')
  })

  it('requires the dependent fields of a yes, and only those', () => {
    const result = VolunteerHealthSchema.safeParse({ ...healthyAnswers, drugYn: 'Y', alcoholYn: 'Y' })
    expect(messagesByPath(result)).toEqual({
      drugName: 'required',
      drugLastDate: 'required',
      alcoholKind: 'required',
      alcoholCupsPerWeek: 'required',
      alcoholLastDate: 'required',
    })
  })

  it('accepts a yes with its dependent fields', () => {
    const result = VolunteerHealthSchema.safeParse({
      ...healthyAnswers,
      bloodDonationYn: 'Y',
      bloodDonationDate: '2026-01-05',
      bloodDonationType: 'whole',
      trialYn: 'Y',
      trialLastDoseDate: '2026-06-30',
      trialWithin6mYn: 'Y',
    })
    expect(result.success).toBe(true)
  })

  it('requires cigarettes and last date of a current smoker, the disease of a patient', () => {
    expect(conditionalHealthFields({ smokeYn: 'Y', sbjCond: '02' })).toEqual([
      'cigarettesPerDay',
      'smokeLastDate',
      'disasesCd',
    ])
  })

  it.each(['2026-02-30', '26-01-01', 'yesterday'])('refuses the date %s', (date) => {
    const result = VolunteerHealthSchema.safeParse({ ...healthyAnswers, exerciseYn: 'Y', exerciseLastDate: date })
    expect(messagesByPath(result)).toEqual({ exerciseLastDate: 'date' })
  })

  it('requires every question to be answered', () => {
    const rest: Partial<typeof healthyAnswers> = { ...healthyAnswers }
    delete rest.complianceYn
    expect(messagesByPath(VolunteerHealthSchema.safeParse(rest))).toEqual({ complianceYn: 'required' })
  })
})

describe('VolunteerFormSchema', () => {
  const person = {
    email: 'Hong@Example.com',
    name: '홍길동',
    gender: 'M',
    birth: '1990-03-15',
    mobile: '010-1234-5678',
    address: '서울특별시 종로구',
    nationality: '대한민국',
    joinPath: '01',
    preferContact1: '01',
    preferContact2: '03',
    sbjTy: '01',
    entryMonth: '3',
  }

  it('accepts a whole form and lower-cases the e-mail', () => {
    expect(VolunteerFormSchema.parse({ ...person, ...healthyAnswers }).email).toBe('hong@example.com')
  })

  it('refuses a preferred contact chosen at two ranks', () => {
    const result = VolunteerFormSchema.safeParse({ ...person, ...healthyAnswers, preferContact3: '01' })
    expect(messagesByPath(result)).toEqual({ preferContact3: 'rankRepeat' })
  })

  const CODE_FIELDS = [
    'joinPath',
    'preferContact1',
    'preferContact2',
    'sbjTy',
    'entryMonth',
    'sickCd',
    'sbjCond',
    'disasesCd',
  ] as const

  it.each(CODE_FIELDS)('refuses a %s that is not in its code list', (field) => {
    for (const value of ["' OR 1=1--", '00x', '9', '<b>01</b>']) {
      const result = VolunteerFormSchema.safeParse({ ...person, ...healthyAnswers, [field]: value })
      expect(messagesByPath(result), value).toEqual({ [field]: 'code' })
    }
  })

  it('takes every code of the lists, with the optional ones empty', () => {
    const form = { ...person, ...healthyAnswers, preferContact2: '', sbjCond: '02', disasesCd: '13', sickCd: '99' }
    expect(VolunteerFormSchema.safeParse({ ...form, sickEtc: 'Gout' }).success).toBe(true)
  })

  it('stores names in NFC, trimmed, and refuses one that shows nothing', () => {
    const decomposed = '\u1112\u1169\u11BC\u1100\u1175\u11AF\u1103\u1169\u11BC' // 홍길동 as jamo (macOS)
    expect(VolunteerFormSchema.parse({ ...person, ...healthyAnswers, name: ` ${decomposed} ` }).name).toBe('홍길동')
    for (const invisible of ['\u200B\u200B', '\u3164', '\u115F\u1160', '\u200D\uFEFF', '\u0301', '\u2800 \u2800']) {
      const result = VolunteerFormSchema.safeParse({ ...person, ...healthyAnswers, name: invisible })
      expect(messagesByPath(result), JSON.stringify(invisible)).toEqual({ name: 'required' })
    }
  })

  it('keeps an optional answer that shows nothing as empty', () => {
    const form = VolunteerFormSchema.parse({ ...person, ...healthyAnswers, sickEtc: '\u200B' })
    expect(form.sickEtc).toBe('')
  })
})

describe('VolunteerBirthDateSchema', () => {
  const yearsAgo = (years: number, days = 0) => {
    const [y, m, d] = seoulToday().split('-').map(Number) as [number, number, number]
    const date = new Date(Date.UTC(y - years, m - 1, d + days))
    return date.toISOString().slice(0, 10)
  }
  const message = (value: string) => VolunteerBirthDateSchema.safeParse(value).error?.issues.map((i) => i.message)

  it(`accepts someone who turns ${MIN_VOLUNTEER_AGE} today in Korea, and older people`, () => {
    expect(VolunteerBirthDateSchema.parse(yearsAgo(MIN_VOLUNTEER_AGE))).toBe(yearsAgo(MIN_VOLUNTEER_AGE))
    expect(VolunteerBirthDateSchema.safeParse('1950-03-01').success).toBe(true)
  })

  it('refuses a day short of the minimum age, and future dates, each with its own message', () => {
    expect(message(yearsAgo(MIN_VOLUNTEER_AGE, 1))).toEqual(['tooYoung'])
    expect(message(yearsAgo(0))).toEqual(['tooYoung'])
    expect(message(yearsAgo(0, 1))).toEqual(['dateInFuture'])
    expect(message('2030-01-01')).toEqual(['dateInFuture'])
  })

  it('says only "date" for something that is not a date', () => {
    expect(new Set(message('2001-02-30'))).toEqual(new Set(['date']))
    expect(new Set(message('soon'))).toEqual(new Set(['date']))
  })

  it('counts the day in Korea: 15:00 UTC is already the next day there', () => {
    expect(seoulToday(new Date('2026-11-23T15:00:00Z'))).toBe('2026-11-24')
    expect(seoulToday(new Date('2026-11-23T14:59:59Z'))).toBe('2026-11-23')
    // The day it keeps ends exactly at Korean midnight, going forward and back.
    expect(seoulToday(new Date('2026-11-23T14:59:59.999Z'))).toBe('2026-11-23')
    expect(seoulToday(new Date('2026-11-23T15:00:00.000Z'))).toBe('2026-11-24')
    expect(seoulToday(new Date('2026-11-24T14:59:59.999Z'))).toBe('2026-11-24')
    expect(seoulToday(new Date('2026-11-24T15:00:00.000Z'))).toBe('2026-11-25')
    expect(seoulToday(new Date('2026-11-23T15:00:00.000Z'))).toBe('2026-11-24')
    expect(seoulToday(new Date('2026-11-22T15:00:00.000Z'))).toBe('2026-11-23')
    expect(ageOn('2007-11-24', '2026-11-23')).toBe(18)
    expect(ageOn('2007-11-24', '2026-11-24')).toBe(19)
  })
})
