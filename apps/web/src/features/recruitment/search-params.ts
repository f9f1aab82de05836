import { SEARCH_BOUNDS, StudyGenderSchema, StudySearchSchema, type StudySearchInput } from '@ctc/contract/studies'
import { z } from 'zod'

// The search lives in the URL (?dis=03&gender=F&age=40&only=1&cp=2), so that back, reload and a
// shared link restore it. The URL keys are the old site's and stay at this edge; inside, the form
// has plain names, and every value is judged by the contract's StudySearchSchema, field by field:
// a bad value in a link is dropped, the rest of the search is kept.

const FIELDS = StudySearchSchema.shape

export type NumberField = 'age' | 'term' | 'height' | 'weight'
export const NUMBER_FIELDS: readonly NumberField[] = ['age', 'term', 'height', 'weight']

/** The API field of each number: its schema, and so its bounds, are the contract's. */
const API_NUMBER = {
  age: 'age',
  term: 'termMonths',
  height: 'heightCm',
  weight: 'weightKg',
} as const satisfies Record<NumberField, keyof typeof SEARCH_BOUNDS>

export function boundsOf(field: NumberField) {
  return SEARCH_BOUNDS[API_NUMBER[field]]
}

/** A number as typed (up to three digits), if the contract takes it. */
export function parseNumber(field: NumberField, text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,3}$/.test(text.trim())) return undefined
  return FIELDS[API_NUMBER[field]].safeParse(Number(text.trim())).data ?? undefined
}

/** 'input' with the text typed, or '' (choose one): no filter on that number. */
function numberChoice(field: NumberField) {
  return z.object({ choice: z.enum(['', 'input']), text: z.string() }).superRefine(({ choice, text }, ctx) => {
    if (choice !== 'input') return
    if (text.trim() === '') ctx.addIssue({ code: 'custom', path: ['text'], message: 'empty' })
    else if (parseNumber(field, text) === undefined) ctx.addIssue({ code: 'custom', path: ['text'], message: 'range' })
  })
}

/** The search form; an 'input' option left empty or out of bounds is refused at its field. */
export const SearchFormSchema = z.object({
  /** A disasesCd code, or '' for every disease. */
  disease: z.string(),
  gender: StudyGenderSchema,
  smoking: FIELDS.smokeYn.unwrap(),
  history: FIELDS.sickYn.unwrap(),
  numbers: z.object({
    age: numberChoice('age'),
    term: numberChoice('term'),
    height: numberChoice('height'),
    weight: numberChoice('weight'),
  }),
  onlyEligible: z.boolean(),
})
export type SearchForm = z.infer<typeof SearchFormSchema>

/** The value the contract takes from a URL value, or the fallback. */
function fromUrl<T>(schema: z.ZodType<T>, value: unknown, fallback: NonNullable<T>): NonNullable<T> {
  return schema.safeParse(value).data ?? fallback
}

export function formFromParams(params: URLSearchParams): SearchForm {
  const number = (field: NumberField) => {
    const value = parseNumber(field, params.get(field))
    return value === undefined ? { choice: '' as const, text: '' } : { choice: 'input' as const, text: String(value) }
  }
  return {
    disease: fromUrl(FIELDS.disasesCd, params.get('dis'), ''),
    gender: fromUrl(FIELDS.gender, params.get('gender'), 'A'),
    smoking: fromUrl(FIELDS.smokeYn, params.get('smoke'), 'A'),
    history: fromUrl(FIELDS.sickYn, params.get('sick'), 'A'),
    numbers: { age: number('age'), term: number('term'), height: number('height'), weight: number('weight') },
    onlyEligible: params.get('only') === '1',
  }
}

export function pageFromParams(params: URLSearchParams): number {
  return fromUrl(FIELDS.cp, Number(params.get('cp')), 1)
}

/** The URL of a search; defaults are left out so that links stay short. */
export function paramsFromForm(form: SearchForm, page = 1): URLSearchParams {
  const params = new URLSearchParams()
  if (form.disease) params.set('dis', form.disease)
  if (form.gender !== 'A') params.set('gender', form.gender)
  if (form.smoking !== 'A') params.set('smoke', form.smoking)
  if (form.history !== 'A') params.set('sick', form.history)
  for (const field of NUMBER_FIELDS) {
    const { choice, text } = form.numbers[field]
    const value = choice === 'input' ? parseNumber(field, text) : undefined
    if (value !== undefined) params.set(field, String(value))
  }
  if (form.onlyEligible) params.set('only', '1')
  if (page > 1) params.set('cp', String(page))
  return params
}

/** The API body of the search in the URL. */
export function searchFromParams(params: URLSearchParams): StudySearchInput {
  const form = formFromParams(params)
  const number = (field: NumberField) => parseNumber(field, form.numbers[field].text) ?? null
  return {
    cp: pageFromParams(params),
    disasesCd: form.disease || null,
    gender: form.gender,
    age: number('age'),
    smokeYn: form.smoking,
    termMonths: number('term'),
    heightCm: number('height'),
    weightKg: number('weight'),
    sickYn: form.history,
    onlyEligible: form.onlyEligible,
  }
}
