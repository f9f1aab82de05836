import type { Locale } from '@ctc/contract/locale-codes'
import {
  type NoticeInput,
  NoticeInputSchema,
  type NoticeInputValues,
  type NoticeTextInput,
} from '@ctc/contract/staff-notices'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

/** The texts of one locale as the form holds them: always present, empty when not written. */
export type NoticeTextValues = Required<Omit<NoticeTextInput, 'title'>> & { title: string }

/** The notice form's values: every locale's texts present (the form has a column for each). */
export type NoticeFormValues = Omit<NoticeInputValues, 'texts'> & { texts: Record<Locale, NoticeTextValues> }

export const TEXT_FIELDS = [
  'title',
  'trialType',
  'volunteerType',
  'targetDisease',
  'medicalHistory',
  'professor',
  'trialDrug',
  'targetPatient',
  'extraInfo',
] as const satisfies readonly (keyof NoticeTextValues)[]

export const emptyTexts = (): NoticeTextValues => ({
  title: '',
  trialType: '',
  volunteerType: '',
  targetDisease: '',
  medicalHistory: '',
  professor: '',
  trialDrug: '',
  targetPatient: '',
  extraInfo: '',
  detailsHtml: '',
})

/** A new notice: healthy volunteers, online, anyone, no bounds; the dates are for the coordinator to set. */
export function emptyNotice(): NoticeFormValues {
  return {
    condition: '01',
    diseaseCode: null,
    cancerCode: null,
    applyMethod: 'online',
    gender: 'A',
    ageMin: null,
    ageMax: null,
    smokerAllowed: false,
    historyRule: 'any',
    termMonths: null,
    heightMin: null,
    heightMax: null,
    weightMin: null,
    weightMax: null,
    bmiMin: null,
    bmiMax: null,
    rewardWon: null,
    recruitStart: '',
    recruitEnd: '',
    researchStart: null,
    researchEnd: null,
    phase: null,
    texts: { kr: emptyTexts(), en: emptyTexts(), cn: emptyTexts(), jp: emptyTexts() },
  }
}

/** A stored notice in the form: a locale without texts gets empty fields. */
export function toFormValues(notice: NoticeInput): NoticeFormValues {
  const texts = (text: NoticeInput['texts']['en']) => (text ? { ...emptyTexts(), ...text } : emptyTexts())
  return {
    ...notice,
    texts: {
      kr: texts(notice.texts.kr),
      en: texts(notice.texts.en),
      cn: texts(notice.texts.cn),
      jp: texts(notice.texts.jp),
    },
  }
}

/** An editor left empty holds an empty paragraph: that is no details. */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<p>\s*<\/p>|<br\s*\/?>/g, '').trim() === ''
}

const isUnwritten = (text: NoticeTextValues) =>
  TEXT_FIELDS.every((field) => text[field].trim() === '') && isBlankHtml(text.detailsHtml)

/**
 * What the API takes: a locale other than Korean with nothing written is null (the public
 * site then shows the Korean text, marked); one with anything written must be complete.
 */
export function toNoticeInput(values: NoticeFormValues): NoticeInputValues {
  const optional = (text: NoticeTextValues) => (isUnwritten(text) ? null : clean(text))
  const clean = (text: NoticeTextValues) => ({
    ...text,
    detailsHtml: isBlankHtml(text.detailsHtml) ? '' : text.detailsHtml,
  })
  return {
    ...values,
    texts: {
      kr: clean(values.texts.kr),
      en: optional(values.texts.en),
      cn: optional(values.texts.cn),
      jp: optional(values.texts.jp),
    },
  }
}

const contractResolver = zodResolver(NoticeInputSchema)

/** The contract's rules, on the values as the API will receive them. */
export const noticeResolver: Resolver<NoticeFormValues, unknown, NoticeInput> = (values, context, options) =>
  contractResolver(toNoticeInput(values), context, options as never)
