import { describe, expect, it } from 'vitest'
import { PrescreenTextSchema } from './prescreen.js'
import {
  ConsentPublishFormSchema,
  ConsentPublishRequestSchema,
  POLICY_BODY_MAX,
  PolicyDraftFormSchema,
  consentPublishRequest,
} from './privacy-texts.js'
import { VisitSlotCreateRequestSchema } from './visit-booking.js'

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

const TEXT = { title: '개인정보 수집·이용 동의', text: '수집 항목: 이름, 연락처\n보유 기간: 탈퇴 시까지' }
const FORM = {
  kind: 'privacy',
  version: '2027-01-01',
  effectiveAt: '',
  texts: { kr: TEXT, en: TEXT, cn: TEXT, jp: TEXT },
}

describe('the privacy policy draft form', () => {
  it('takes an empty date box, and names a wrong date and a body over the limit', () => {
    const bodies = { kr: '<p>본문</p>', en: '', cn: '', jp: '' }
    expect(PolicyDraftFormSchema.parse({ bodies, effectiveDate: '' }).effectiveDate).toBe('')
    expect(issues(PolicyDraftFormSchema.safeParse({ bodies, effectiveDate: '2027-02-30' }))).toEqual([
      ['effectiveDate', 'date'],
    ])
    const long = { ...bodies, en: 'a'.repeat(POLICY_BODY_MAX + 1) }
    expect(issues(PolicyDraftFormSchema.safeParse({ bodies: long, effectiveDate: '' }))).toEqual([
      ['bodies.en', `tooLong:${POLICY_BODY_MAX}`],
    ])
  })
})

describe('the consent version form', () => {
  it('names a missing, too long or badly written version with the message the form translates', () => {
    expect(issues(ConsentPublishFormSchema.safeParse({ ...FORM, version: ' ' }))).toEqual([
      ['version', 'required'],
      ['version', 'consentVersion'],
    ])
    expect(issues(ConsentPublishFormSchema.safeParse({ ...FORM, version: '2027/01 01' }))).toEqual([
      ['version', 'consentVersion'],
    ])
    expect(issues(ConsentPublishFormSchema.safeParse({ ...FORM, version: '1'.repeat(21) }))).toEqual([
      ['version', 'tooLong:20'],
    ])
    expect(issues(ConsentPublishFormSchema.safeParse({ ...FORM, kind: '' }))).toEqual([['kind', 'code']])
  })

  it('refuses a title on two lines or with a hidden character, and a text of spaces only', () => {
    const texts = {
      ...FORM.texts,
      en: { title: 'Consent\tto personal data', text: TEXT.text },
      cn: { title: '同意\n书', text: TEXT.text },
      jp: { title: TEXT.title, text: ' \u3000 ' },
    }
    expect(issues(ConsentPublishFormSchema.safeParse({ ...FORM, texts }))).toEqual([
      ['texts.en.title', 'hiddenCharacter'],
      ['texts.cn.title', 'lineBreak'],
      ['texts.jp.text', 'required'],
    ])
  })

  it('takes the time as typed in Korea and sends it with its offset, or none for at once', () => {
    const atOnce = consentPublishRequest(ConsentPublishFormSchema.parse(FORM))
    expect(atOnce).not.toHaveProperty('effectiveAt')
    const later = consentPublishRequest(ConsentPublishFormSchema.parse({ ...FORM, effectiveAt: '2027-01-01T09:00' }))
    expect(later.effectiveAt).toBe('2027-01-01T09:00:00+09:00')
    expect(ConsentPublishRequestSchema.parse(later)).toEqual(later)
    expect(issues(ConsentPublishFormSchema.safeParse({ ...FORM, effectiveAt: '2027-01-01 09:00' }))).toEqual([
      ['effectiveAt', 'invalid'],
    ])
  })
})

describe('texts of prescreening questions and visit places', () => {
  it('follow the house text rules, naming the limit', () => {
    const words = { kr: '최근 3개월 안에 약을 드셨나요?', en: 'Any medicine?', cn: '服药？', jp: '服薬は？' }
    expect(PrescreenTextSchema.parse({ ...words, en: '  Any medicine?  ' }).en).toBe('Any medicine?')
    expect(issues(PrescreenTextSchema.safeParse({ ...words, jp: '服薬\u200Bは？', cn: 'x'.repeat(301) }))).toEqual([
      ['cn', 'tooLong:300'],
      ['jp', 'hiddenCharacter'],
    ])
    const slot = { date: '2026-12-10', time: '09:30', capacity: 4 }
    expect(issues(VisitSlotCreateRequestSchema.safeParse({ ...slot, place: '본관\n3층' }))).toEqual([
      ['place', 'lineBreak'],
    ])
    expect(issues(VisitSlotCreateRequestSchema.safeParse({ ...slot, place: 'x'.repeat(101) }))).toEqual([
      ['place', 'tooLong:100'],
    ])
  })
})
