import { z } from 'zod'
import { type Locale, LOCALES } from './locale-codes.js'
import { IdParamSchema, RowIdSchema } from './record-id.js'
import { requiredText } from './text.js'
import { DateSchema } from './volunteer-form.js'

// A notice's pre-screening questionnaire: the study's own eligibility questions, answered after
// the general form. Coordinators build it in the console with a rule per answer; applicants see
// the questions only, never the rules, and are never told what a rule made of their answers.

export const PRESCREEN_QUESTIONS_MAX = 30
export const PRESCREEN_OPTIONS_MAX = 12
export const PRESCREEN_RANGES_MAX = 6
export const PRESCREEN_TEXT_MAX = 300
export const PRESCREEN_LABEL_MAX = 100
export const PRESCREEN_UNIT_MAX = 20
/** The largest number a number question accepts (and the smallest is its negative). */
export const PRESCREEN_NUMBER_LIMIT = 1_000_000

/** What a rule makes of an answer: `exclude` (likely excluded), `review` (needs review), `ok` (fine). */
export const PRESCREEN_RULES = ['ok', 'review', 'exclude'] as const
export const PrescreenRuleSchema = z.enum(PRESCREEN_RULES)
export type PrescreenRule = z.infer<typeof PrescreenRuleSchema>

/** The result of one application: the worst rule among its answers. */
export const PRESCREEN_RESULTS = ['eligible', 'review', 'excluded'] as const
export const PrescreenResultSchema = z.enum(PRESCREEN_RESULTS)
export type PrescreenResult = z.infer<typeof PrescreenResultSchema>

export const PRESCREEN_KINDS = ['yes_no', 'single', 'multiple', 'number', 'date'] as const
export type PrescreenKind = (typeof PRESCREEN_KINDS)[number]

/** A question's or option's words in every locale: applicants read them in theirs. */
function textInEveryLocale(max: number) {
  const text = requiredText(max)
  return z.object(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, typeof text>)
}
export const PrescreenTextSchema = textInEveryLocale(PRESCREEN_TEXT_MAX)
export type PrescreenText = z.infer<typeof PrescreenTextSchema>
const LabelSchema = textInEveryLocale(PRESCREEN_LABEL_MAX)
const UnitSchema = textInEveryLocale(PRESCREEN_UNIT_MAX)

/** A question's key: stable across versions, so that answers and "show only if" name it. */
export const PrescreenKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,19}$/, 'key')
export const OptionKeySchema = PrescreenKeySchema

const NumberSchema = z.number().finite().min(-PRESCREEN_NUMBER_LIMIT).max(PRESCREEN_NUMBER_LIMIT)

/**
 * A range of answers with its rule; either end may be open, both ends belong to it. For a date
 * question the bounds count days before the day of answering (0 is that day): "taken in the
 * last 90 days" is `{ min: 0, max: 90 }`.
 */
export const PrescreenRangeSchema = z
  .object({ min: NumberSchema.nullable(), max: NumberSchema.nullable(), rule: PrescreenRuleSchema })
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, {
    message: 'rangeOrder',
    path: ['max'],
  })
export type PrescreenRange = z.infer<typeof PrescreenRangeSchema>

export const PrescreenOptionSchema = z.object({ key: OptionKeySchema, label: LabelSchema, rule: PrescreenRuleSchema })
export type PrescreenOption = z.infer<typeof PrescreenOptionSchema>

/** Shown only when an earlier question was answered `answer` (yes/no: `yes` or `no`; a choice: its key). */
export const ShowIfSchema = z.object({ question: PrescreenKeySchema, answer: z.string().trim().min(1).max(20) })
export type ShowIf = z.infer<typeof ShowIfSchema>

const QuestionBase = { key: PrescreenKeySchema, text: PrescreenTextSchema, showIf: ShowIfSchema.nullable() }

export const PrescreenQuestionSchema = z.discriminatedUnion('kind', [
  z.object({ ...QuestionBase, kind: z.literal('yes_no'), yes: PrescreenRuleSchema, no: PrescreenRuleSchema }),
  z.object({
    ...QuestionBase,
    kind: z.literal('single'),
    options: z.array(PrescreenOptionSchema).min(2).max(PRESCREEN_OPTIONS_MAX),
  }),
  z.object({
    ...QuestionBase,
    kind: z.literal('multiple'),
    options: z.array(PrescreenOptionSchema).min(2).max(PRESCREEN_OPTIONS_MAX),
  }),
  z.object({
    ...QuestionBase,
    kind: z.literal('number'),
    unit: UnitSchema,
    /** The answers accepted at all (a height of 1,000 cm is a typo, not an answer). */
    min: NumberSchema,
    max: NumberSchema,
    /** Whole numbers only, or one decimal place. */
    decimals: z.union([z.literal(0), z.literal(1)]),
    ranges: z.array(PrescreenRangeSchema).max(PRESCREEN_RANGES_MAX),
  }),
  z.object({
    ...QuestionBase,
    kind: z.literal('date'),
    ranges: z.array(PrescreenRangeSchema).max(PRESCREEN_RANGES_MAX),
  }),
])
export type PrescreenQuestion = z.infer<typeof PrescreenQuestionSchema>

function refineQuestions(questions: PrescreenQuestion[], ctx: z.RefinementCtx) {
  const seen = new Map<string, PrescreenQuestion>()
  questions.forEach((question, index) => {
    if (seen.has(question.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'duplicateKey' })
    if (question.kind === 'single' || question.kind === 'multiple') {
      const keys = question.options.map((option) => option.key)
      keys.forEach((key, at) => {
        if (keys.indexOf(key) !== at)
          ctx.addIssue({ code: 'custom', path: [index, 'options', at, 'key'], message: 'duplicateKey' })
      })
    }
    if (question.kind === 'number' && question.min > question.max)
      ctx.addIssue({ code: 'custom', path: [index, 'max'], message: 'rangeOrder' })
    if (question.showIf) {
      // Only an earlier question, and an answer it can have: no loops, no condition that never holds.
      const earlier = seen.get(question.showIf.question)
      if (!earlier || !choiceKeys(earlier).includes(question.showIf.answer))
        ctx.addIssue({ code: 'custom', path: [index, 'showIf'], message: 'showIf' })
    }
    seen.set(question.key, question)
  })
}

/** The answers "show only if" may name: yes/no, or an option's key. */
export function choiceKeys(question: { kind: PrescreenKind; options?: { key: string }[] }): string[] {
  if (question.kind === 'yes_no') return ['yes', 'no']
  if (question.kind === 'single' || question.kind === 'multiple') return (question.options ?? []).map((o) => o.key)
  return []
}

/** `PUT /api/admin/notices/:studyId/prescreen`: the questionnaire as the coordinator wants it. */
export const PrescreenSaveRequestSchema = z.object({
  /** The version the coordinator started from (null: there was none); another one is EDIT_CONFLICT. */
  baseVersion: z.number().int().min(1).nullable(),
  questions: z.array(PrescreenQuestionSchema).max(PRESCREEN_QUESTIONS_MAX).superRefine(refineQuestions),
})
export type PrescreenSaveRequest = z.infer<typeof PrescreenSaveRequestSchema>
export type PrescreenSaveRequestInput = z.input<typeof PrescreenSaveRequestSchema>

export const PrescreenStudyParamsSchema = z.object({ studyId: IdParamSchema })

/**
 * `GET /api/admin/notices/:studyId/prescreen` (and the answer to saving): the current version,
 * or null when the notice asks no questions. Saving a questionnaire that has answers makes a new
 * version; one without answers is changed in place.
 */
export const StaffPrescreenResponseSchema = z.object({
  data: z
    .object({
      versionId: z.number().int(),
      version: z.number().int(),
      questions: z.array(PrescreenQuestionSchema),
      /** Applications (confirmed or waiting for their link) that answered this version. */
      answered: z.number().int(),
      savedAt: z.string(),
      savedBy: z.string().nullable(),
    })
    .nullable(),
})
export type StaffPrescreenResponse = z.infer<typeof StaffPrescreenResponseSchema>
export type StaffPrescreen = NonNullable<StaffPrescreenResponse['data']>

/** A question as the applicant sees it: in their locale, without rules. */
export const PublicPrescreenQuestionSchema = z.object({
  key: z.string(),
  kind: z.enum(PRESCREEN_KINDS),
  text: z.string(),
  showIf: ShowIfSchema.nullable(),
  options: z.array(z.object({ key: z.string(), label: z.string() })).optional(),
  unit: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  decimals: z.number().int().optional(),
})
export type PublicPrescreenQuestion = z.infer<typeof PublicPrescreenQuestionSchema>

/** `GET /api/{lang}/recruit/prescreen?studyId=`: the notice's questions, or null when it has none. */
export const PublicPrescreenResponseSchema = z.object({
  data: z.object({ versionId: z.number().int(), questions: z.array(PublicPrescreenQuestionSchema) }).nullable(),
})
export type PublicPrescreenResponse = z.infer<typeof PublicPrescreenResponseSchema>
export type PublicPrescreen = NonNullable<PublicPrescreenResponse['data']>

/** One answer: yes/no (`yes`/`no`), one option's key, several keys, a number, a date. */
export const PrescreenAnswerSchema = z.union([
  z.string().trim().max(20),
  z.array(z.string().trim().max(20)).max(PRESCREEN_OPTIONS_MAX),
  z.number().finite(),
])
export type PrescreenAnswer = z.infer<typeof PrescreenAnswerSchema>

/** The answers of an application, by question key, naming the version they answer. */
export const PrescreenAnswersSchema = z.object({
  versionId: RowIdSchema,
  answers: z
    .record(PrescreenKeySchema, PrescreenAnswerSchema)
    .refine((answers) => Object.keys(answers).length <= PRESCREEN_QUESTIONS_MAX, 'tooMany'),
})
export type PrescreenAnswers = z.infer<typeof PrescreenAnswersSchema>

type AnswerableQuestion = Pick<PublicPrescreenQuestion, 'key' | 'kind' | 'showIf' | 'min' | 'max' | 'decimals'> & {
  options?: { key: string }[] | undefined
}

/** Whether a question is asked, given the answers before it. */
export function isShown(question: AnswerableQuestion, answers: Record<string, PrescreenAnswer | undefined>): boolean {
  if (!question.showIf) return true
  const answer = answers[question.showIf.question]
  return Array.isArray(answer) ? answer.includes(question.showIf.answer) : answer === question.showIf.answer
}

/**
 * The problem with each answer, by question key (required, choice, range, decimals, date,
 * dateInFuture, notAsked), checked alike in the browser and on the server. `today` is the day of
 * answering in Korea (YYYY-MM-DD). A hidden question must have no answer; a shown one needs one.
 */
export function prescreenAnswerErrors(
  questions: AnswerableQuestion[],
  answers: Record<string, PrescreenAnswer | undefined>,
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {}
  const known = new Set(questions.map((question) => question.key))
  for (const key of Object.keys(answers)) if (!known.has(key) && answers[key] !== undefined) errors[key] = 'notAsked'
  for (const question of questions) {
    const answer = answers[question.key]
    const shown = isShown(question, answers)
    const empty = answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)
    if (!shown) {
      if (!empty) errors[question.key] = 'notAsked'
      continue
    }
    if (empty) {
      errors[question.key] = 'required'
      continue
    }
    const error = answerError(question, answer, today)
    if (error) errors[question.key] = error
  }
  return errors
}

function answerError(question: AnswerableQuestion, answer: PrescreenAnswer, today: string): string | undefined {
  const options = question.kind === 'yes_no' ? ['yes', 'no'] : (question.options ?? []).map((option) => option.key)
  switch (question.kind) {
    case 'yes_no':
    case 'single':
      return typeof answer === 'string' && options.includes(answer) ? undefined : 'choice'
    case 'multiple':
      return Array.isArray(answer) &&
        answer.every((key) => options.includes(key)) &&
        new Set(answer).size === answer.length
        ? undefined
        : 'choice'
    case 'number': {
      if (typeof answer !== 'number') return 'number'
      if (answer < (question.min ?? -PRESCREEN_NUMBER_LIMIT) || answer > (question.max ?? PRESCREEN_NUMBER_LIMIT))
        return 'range'
      const scaled = answer * 10 ** (question.decimals ?? 0)
      return Math.abs(scaled - Math.round(scaled)) < 1e-9 ? undefined : 'decimals'
    }
    case 'date':
      if (typeof answer !== 'string' || !DateSchema.safeParse(answer).success) return 'date'
      return answer > today ? 'dateInFuture' : undefined
  }
}

/** Days from a date (YYYY-MM-DD) to the day of answering. */
export function daysBefore(date: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000)
}

/** One answered (or not asked) question as the pipeline shows it, with what its rule made of it. */
export const PrescreenReviewItemSchema = z.object({
  question: PrescreenQuestionSchema,
  /** Null: the question was not asked (its "show only if" did not hold). One flat union, for the serializer. */
  answer: z.union([z.string(), z.array(z.string()), z.number(), z.null()]),
  rule: PrescreenRuleSchema.nullable(),
  /** The answer made the result (its rule is the worst one, and not `ok`). */
  deciding: z.boolean(),
})
export type PrescreenReviewItem = z.infer<typeof PrescreenReviewItemSchema>

/** An application's pre-screen: the result and the answers under the version they answered. */
export const PrescreenReviewSchema = z.object({
  versionId: z.number().int(),
  version: z.number().int(),
  result: PrescreenResultSchema,
  /** The day the questions were answered, in Korea: dates are counted back from it. */
  answeredOn: z.string(),
  items: z.array(PrescreenReviewItemSchema),
})
export type PrescreenReview = z.infer<typeof PrescreenReviewSchema>

/**
 * `POST /api/admin/applications/:applicationId/prescreen/view`: the application's answers (logged
 * as a view of them); `data` is null when the application answered no questions.
 */
export const PrescreenReviewResponseSchema = z.object({ data: PrescreenReviewSchema.nullable() })
export type PrescreenReviewResponse = z.infer<typeof PrescreenReviewResponseSchema>

/** What each result comes from: the worst rule among the answers. */
export function resultOf(rules: (PrescreenRule | null)[]): PrescreenResult {
  if (rules.includes('exclude')) return 'excluded'
  if (rules.includes('review')) return 'review'
  return 'eligible'
}
