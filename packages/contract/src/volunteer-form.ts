import { z } from 'zod'
import {
  CURRENT_SMOKER,
  FORMER_SMOKER,
  NON_SMOKER,
  PATIENT_CONDITION,
  SICK_OTHER,
  codeOf,
  optionalCodeOf,
} from './codes.js'
import { seoulToday } from './seoul-today.js'
import { optionalText, requiredText, tooLong } from './text.js'

// Messages are keys the web translates (`form:validation.<key>`), so a rule is written once.

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(100, tooLong(100))
  .pipe(z.email('email'))
  .transform((value) => value.toLowerCase())

/** A calendar date as YYYY-MM-DD that exists. */
export const DateSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'date')
const optionalDate = z.union([z.literal(''), DateSchema]).default('')

/** A Korean or international phone number: digits with optional +, spaces and hyphens. */
export const PhoneSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'phone')
const optionalPhone = z.union([z.literal(''), PhoneSchema]).default('')

export const GENDERS = ['M', 'F'] as const
export const GenderSchema = z.enum(GENDERS, 'required')
export const YES_NO = ['Y', 'N'] as const
export const YesNoSchema = z.enum(YES_NO, 'required')
const optionalYesNo = z.union([z.literal(''), YesNoSchema]).default('')

/** Digits only, so that `010-1234-5678` and `01012345678` match. */
export function normalizePhone(value: string): string {
  return value.replace(/[^0-9+]/g, '')
}

export const BirthDateSchema = DateSchema.refine((value) => value >= '1900-01-01', 'date')

/** The center takes adults only: members and applicants are 19 or older (the FAQ's figure). */
export const MIN_VOLUNTEER_AGE = 19

/** Age in whole years on a date, from a YYYY-MM-DD birth date. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/**
 * The birth date of a member or applicant: a real date, not in the future, and
 * MIN_VOLUNTEER_AGE years ago or more, counted in Korea today.
 */
export const VolunteerBirthDateSchema = BirthDateSchema.pipe(
  z.string().superRefine((value, ctx) => {
    const today = seoulToday()
    if (value > today) ctx.addIssue({ code: 'custom', message: 'dateInFuture' })
    else if (ageOn(value, today) < MIN_VOLUNTEER_AGE) ctx.addIssue({ code: 'custom', message: 'tooYoung' })
  }),
)

// A whole number typed into a text box.
const count = (max: number) =>
  z.union([z.literal(''), z.coerce.number('number').int('number').min(0, 'number').max(max, 'number')]).default('')
const measure = (min: number, max: number) => z.coerce.number('number').min(min, 'number').max(max, 'number')

/**
 * A person's details, shared by the sign-up step 1 and the non-member application form.
 * Preferred contact is ranked 1 to 5: the first is required, none repeats.
 */
export const PersonShape = {
  name: requiredText(50),
  gender: GenderSchema,
  birth: VolunteerBirthDateSchema,
  mobile: PhoneSchema,
  otherContact: optionalPhone,
  address: requiredText(200),
  nationality: requiredText(50),
  joinPath: codeOf('joinPathCd'),
  preferContact1: codeOf('preferContactCd1'),
  preferContact2: optionalCodeOf('preferContactCd2'),
  preferContact3: optionalCodeOf('preferContactCd3'),
  preferContact4: optionalCodeOf('preferContactCd4'),
  preferContact5: optionalCodeOf('preferContactCd5'),
  sbjTy: codeOf('sbjTyCd'),
}
/** The participation term (code list entryMonth). */
export const EntryMonthSchema = codeOf('entryMonth')

export const PREFER_CONTACT_FIELDS = [
  'preferContact1',
  'preferContact2',
  'preferContact3',
  'preferContact4',
  'preferContact5',
] as const

export function refinePreferContact(
  value: Record<(typeof PREFER_CONTACT_FIELDS)[number], string>,
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>()
  for (const field of PREFER_CONTACT_FIELDS) {
    const chosen = value[field]
    if (!chosen) continue
    if (seen.has(chosen)) ctx.addIssue({ code: 'custom', path: [field], message: 'rankRepeat' })
    seen.add(chosen)
  }
}

/**
 * The health part of the volunteer application form. Each question is answered Y or N;
 * its dependent fields are required only when it is answered Y (see HEALTH_DEPENDENTS).
 */
export const HealthShape = {
  height: measure(50, 250),
  weight: measure(20, 300),
  smokeYn: z.enum([NON_SMOKER, FORMER_SMOKER, CURRENT_SMOKER], 'required'),
  cigarettesPerDay: count(200),
  smokeLastDate: optionalDate,
  sickCd: codeOf('sickCd'),
  sickEtc: optionalText(200),
  sbjCond: codeOf('sbjCondCd'),
  disasesCd: optionalCodeOf('disasesCd'),

  bloodDonationYn: YesNoSchema,
  bloodDonationDate: optionalDate,
  bloodDonationType: z.union([z.literal(''), z.enum(['component', 'whole'])]).default(''),
  transfusionYn: YesNoSchema,
  transfusionDate: optionalDate,
  trialYn: YesNoSchema,
  trialLastDoseDate: optionalDate,
  trialWithin6mYn: optionalYesNo,
  drugYn: YesNoSchema,
  drugName: optionalText(200),
  drugLastDate: optionalDate,
  allergyYn: YesNoSchema,
  allergyType: optionalText(200),
  allergyFirstDate: optionalDate,
  operationPlanYn: YesNoSchema,
  operationPlanName: optionalText(200),
  pastIllnessYn: YesNoSchema,
  pastIllnessName: optionalText(200),
  supplementYn: YesNoSchema,
  supplementType: optionalText(200),
  supplementPerWeek: count(100),
  supplementLastDate: optionalDate,
  alcoholYn: YesNoSchema,
  alcoholKind: optionalText(100),
  alcoholCupsPerWeek: count(500),
  alcoholLastDate: optionalDate,
  caffeineYn: YesNoSchema,
  abnormalDietYn: YesNoSchema,
  exerciseYn: YesNoSchema,
  exerciseLastDate: optionalDate,
  hospitalMealsYn: YesNoSchema,
  contraceptionYn: YesNoSchema,
  complianceYn: YesNoSchema,
}
export type HealthField = keyof typeof HealthShape

/** The yes/no questions of the form, in order, with the fields a 'Y' makes required. */
export const HEALTH_QUESTIONS = [
  { question: 'bloodDonationYn', dependents: ['bloodDonationDate', 'bloodDonationType'] },
  { question: 'transfusionYn', dependents: ['transfusionDate'] },
  { question: 'trialYn', dependents: ['trialLastDoseDate', 'trialWithin6mYn'] },
  { question: 'drugYn', dependents: ['drugName', 'drugLastDate'] },
  { question: 'allergyYn', dependents: ['allergyType', 'allergyFirstDate'] },
  { question: 'operationPlanYn', dependents: ['operationPlanName'] },
  { question: 'pastIllnessYn', dependents: ['pastIllnessName'] },
  { question: 'supplementYn', dependents: ['supplementType', 'supplementPerWeek', 'supplementLastDate'] },
  { question: 'alcoholYn', dependents: ['alcoholKind', 'alcoholCupsPerWeek', 'alcoholLastDate'] },
  { question: 'caffeineYn', dependents: [] },
  { question: 'abnormalDietYn', dependents: [] },
  { question: 'exerciseYn', dependents: ['exerciseLastDate'] },
  { question: 'hospitalMealsYn', dependents: [] },
  { question: 'contraceptionYn', dependents: [] },
  { question: 'complianceYn', dependents: [] },
] as const satisfies readonly { question: HealthField; dependents: readonly HealthField[] }[]

/** Fields required by another answer than a yes/no question. */
export function conditionalHealthFields(value: Partial<Record<HealthField, unknown>>): HealthField[] {
  const fields: HealthField[] = []
  if (value.smokeYn === CURRENT_SMOKER) fields.push('cigarettesPerDay')
  if (value.smokeYn === FORMER_SMOKER || value.smokeYn === CURRENT_SMOKER) fields.push('smokeLastDate')
  if (value.sickCd === SICK_OTHER) fields.push('sickEtc')
  if (value.sbjCond === PATIENT_CONDITION) fields.push('disasesCd')
  for (const { question, dependents } of HEALTH_QUESTIONS) {
    if (value[question] === 'Y') fields.push(...dependents)
  }
  return fields
}

export function refineHealth(value: Partial<Record<HealthField, unknown>>, ctx: z.RefinementCtx) {
  for (const field of conditionalHealthFields(value)) {
    const answer = value[field]
    if (answer === '' || answer === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' })
  }
}

/** The health part alone: sign-up step 2 and My Page's volunteer form. */
export const VolunteerHealthSchema = z.object(HealthShape).superRefine(refineHealth)
export type VolunteerHealth = z.infer<typeof VolunteerHealthSchema>
export type VolunteerHealthInput = z.input<typeof VolunteerHealthSchema>

/** The whole application form of the spec: who, how to reach them, the term, and the health questions. */
export const VolunteerFormSchema = z
  .object({ email: EmailSchema, ...PersonShape, entryMonth: EntryMonthSchema, ...HealthShape })
  .superRefine((value, ctx) => {
    refinePreferContact(value, ctx)
    refineHealth(value, ctx)
  })
export type VolunteerForm = z.infer<typeof VolunteerFormSchema>
export type VolunteerFormInput = z.input<typeof VolunteerFormSchema>
