import { HISTORY_FILTERS, SMOKING_FILTERS, STUDY_GENDERS } from '@ctc/contract/study-search-rules'
import { z } from 'zod'
import { type NumberField, type SearchForm, parseNumber } from './search-params'

// The search form's schema, in the form's chunk: Zod loads with the form, not with the list.

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
  disease: z.string(),
  gender: z.enum(STUDY_GENDERS),
  smoking: z.enum(SMOKING_FILTERS),
  history: z.enum(HISTORY_FILTERS),
  numbers: z.object({
    age: numberChoice('age'),
    term: numberChoice('term'),
    height: numberChoice('height'),
    weight: numberChoice('weight'),
  }),
  onlyEligible: z.boolean(),
}) satisfies z.ZodType<SearchForm>
