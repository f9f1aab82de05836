import { isCodeOf } from '@ctc/contract/code-values'
import type { StudySearchInput } from '@ctc/contract/studies'
import { hasHiddenCharacter, hasLineBreak } from '@ctc/contract/text-characters'
import {
  HISTORY_FILTERS,
  HISTORY_TEXT_MAX,
  SEARCH_BOUNDS,
  SMOKING_FILTERS,
  STUDY_GENDERS,
  isSearchNumber,
  isSearchPage,
  oneOf,
} from '@ctc/contract/study-search-rules'

// The search lives in the URL (?dis=03&gender=F&age=40&only=1&cp=2), so that back, reload and a
// shared link restore it. The URL keys are the old site's and stay at this edge; inside, the form
// has plain names, and every value is judged by the contract's search rules (the ones its
// StudySearchSchema is built on), field by field: a bad value in a link is dropped, the rest of
// the search is kept. No Zod here: the list page reads its URL before the form's code loads.

export type NumberField = 'age' | 'term' | 'height' | 'weight'
export const NUMBER_FIELDS: readonly NumberField[] = ['age', 'term', 'height', 'weight']

/** The API field of each number: its bounds are the contract's. */
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
  const value = Number(text.trim())
  return isSearchNumber(API_NUMBER[field], value) ? value : undefined
}

/** A number filter: 'input' with the text typed, or '' (choose one): no filter on that number. */
export interface NumberChoice {
  choice: '' | 'input'
  text: string
}

/**
 * What is wrong with a number filter: its 'input' option chosen but left empty, or a number out
 * of the contract's bounds; nothing when it is given or not chosen (no filter on that number).
 */
export function numberProblem(field: NumberField, { choice, text }: NumberChoice): 'empty' | 'range' | undefined {
  if (choice !== 'input') return undefined
  if (text.trim() === '') return 'empty'
  return parseNumber(field, text) === undefined ? 'range' : undefined
}

/**
 * The medical history filter: not said (A), none (N), yes (Y), or 'input', a medical history typed
 * in (in the URL `sick=I&sickText=…`; the server never writes that value to its logs).
 */
export type HistoryChoice = (typeof HISTORY_FILTERS)[number] | 'input'

/** A medical history as typed, if the contract takes it (not blank, not too long, one line, nothing hidden). */
export function historyText(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim() ?? ''
  return trimmed !== '' && trimmed.length <= HISTORY_TEXT_MAX && !hasLineBreak(trimmed) && !hasHiddenCharacter(trimmed)
    ? trimmed
    : undefined
}

/** The medical history's 'input' option chosen but left empty (the spec's alert, as for the numbers). */
export function historyProblem(form: Pick<SearchForm, 'history' | 'historyText'>): 'empty' | undefined {
  return form.history === 'input' && historyText(form.historyText) === undefined ? 'empty' : undefined
}

/** The search form; the other fields are choices that cannot be wrong. */
export interface SearchForm {
  /** A disasesCd code, or '' for every disease. */
  disease: string
  gender: (typeof STUDY_GENDERS)[number]
  smoking: (typeof SMOKING_FILTERS)[number]
  history: HistoryChoice
  /** The medical history typed when `history` is 'input'. */
  historyText: string
  numbers: Record<NumberField, NumberChoice>
  onlyEligible: boolean
}

/** A disease code from the URL, trimmed as the contract's code schema does, or ''. */
function diseaseFromUrl(value: string | null): string {
  const code = value?.trim() ?? ''
  return isCodeOf('disasesCd', code) ? code : ''
}

export function formFromParams(params: URLSearchParams): SearchForm {
  const number = (field: NumberField) => {
    const value = parseNumber(field, params.get(field))
    return value === undefined ? { choice: '' as const, text: '' } : { choice: 'input' as const, text: String(value) }
  }
  return {
    disease: diseaseFromUrl(params.get('dis')),
    gender: oneOf(STUDY_GENDERS, params.get('gender')) ?? 'A',
    smoking: oneOf(SMOKING_FILTERS, params.get('smoke')) ?? 'A',
    history: params.get('sick') === 'I' ? 'input' : (oneOf(HISTORY_FILTERS, params.get('sick')) ?? 'A'),
    historyText: params.get('sick') === 'I' ? (historyText(params.get('sickText')) ?? '') : '',
    numbers: { age: number('age'), term: number('term'), height: number('height'), weight: number('weight') },
    onlyEligible: params.get('only') === '1',
  }
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('cp'))
  return isSearchPage(page) ? page : 1
}

/** The URL of a search; defaults are left out so that links stay short. */
export function paramsFromForm(form: SearchForm, page = 1): URLSearchParams {
  const params = new URLSearchParams()
  if (form.disease) params.set('dis', form.disease)
  if (form.gender !== 'A') params.set('gender', form.gender)
  if (form.smoking !== 'A') params.set('smoke', form.smoking)
  const typed = historyText(form.historyText)
  if (form.history === 'input') {
    params.set('sick', 'I')
    if (typed) params.set('sickText', typed)
  } else if (form.history !== 'A') params.set('sick', form.history)
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
  const typed = form.history === 'input' ? historyText(form.historyText) : undefined
  return {
    cp: pageFromParams(params),
    disasesCd: form.disease || null,
    gender: form.gender,
    age: number('age'),
    smokeYn: form.smoking,
    termMonths: number('term'),
    heightCm: number('height'),
    weightKg: number('weight'),
    // A medical history typed in is one the person has; left empty, it filters nothing.
    sickYn: form.history === 'input' ? (typed ? 'Y' : 'A') : form.history,
    ...(typed ? { sickText: typed } : {}),
    onlyEligible: form.onlyEligible,
  }
}
