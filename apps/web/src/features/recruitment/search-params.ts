import { SEARCH_BOUNDS, type StudySearchInput } from '@ctc/contract/studies'

// The search lives in the URL (?dis=03&gender=F&age=40&only=1&cp=2), so that back,
// reload and a shared link restore it. These turn the URL into the form and the API body.

export type NumberField = 'age' | 'term' | 'height' | 'weight'
export const NUMBER_FIELDS: readonly NumberField[] = ['age', 'term', 'height', 'weight']

const BOUNDS: Record<NumberField, { min: number; max: number }> = {
  age: SEARCH_BOUNDS.age,
  term: SEARCH_BOUNDS.termMonths,
  height: SEARCH_BOUNDS.heightCm,
  weight: SEARCH_BOUNDS.weightKg,
}

export function boundsOf(field: NumberField) {
  return BOUNDS[field]
}

export interface FilterValues {
  dis: string
  gender: 'A' | 'M' | 'F'
  smoke: 'A' | 'Y' | 'N'
  sick: 'A' | 'N' | 'Y'
  /** For each number: '' (choose one, no filter) or 'input' with the entered text. */
  options: Record<NumberField, '' | 'input'>
  numbers: Record<NumberField, string>
  only: boolean
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback

export function parseNumber(field: NumberField, text: string | null): number | undefined {
  if (text === null || !/^\d{1,3}$/.test(text.trim())) return undefined
  const value = Number(text.trim())
  const { min, max } = BOUNDS[field]
  return value >= min && value <= max ? value : undefined
}

export function filtersFromParams(params: URLSearchParams): FilterValues {
  const numbers = {} as Record<NumberField, string>
  const options = {} as Record<NumberField, '' | 'input'>
  for (const field of NUMBER_FIELDS) {
    const value = parseNumber(field, params.get(field))
    numbers[field] = value === undefined ? '' : String(value)
    options[field] = value === undefined ? '' : 'input'
  }
  const dis = params.get('dis') ?? ''
  return {
    dis: /^\d{2}$/.test(dis) ? dis : '',
    gender: pick(params.get('gender'), ['A', 'M', 'F'], 'A'),
    smoke: pick(params.get('smoke'), ['A', 'Y', 'N'], 'A'),
    sick: pick(params.get('sick'), ['A', 'N', 'Y'], 'A'),
    options,
    numbers,
    only: params.get('only') === '1',
  }
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('cp'))
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

/** The URL of a search; defaults are left out so that links stay short. */
export function paramsFromFilters(filters: FilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.dis) params.set('dis', filters.dis)
  if (filters.gender !== 'A') params.set('gender', filters.gender)
  if (filters.smoke !== 'A') params.set('smoke', filters.smoke)
  if (filters.sick !== 'A') params.set('sick', filters.sick)
  for (const field of NUMBER_FIELDS) {
    const value = filters.options[field] === 'input' ? parseNumber(field, filters.numbers[field]) : undefined
    if (value !== undefined) params.set(field, String(value))
  }
  if (filters.only) params.set('only', '1')
  if (page > 1) params.set('cp', String(page))
  return params
}

/** The API body of the search in the URL. */
export function searchFromParams(params: URLSearchParams): StudySearchInput {
  const filters = filtersFromParams(params)
  const number = (field: NumberField) => parseNumber(field, params.get(field)) ?? null
  return {
    cp: pageFromParams(params),
    disasesCd: filters.dis || null,
    gender: filters.gender,
    age: number('age'),
    smokeYn: filters.smoke,
    termMonths: number('term'),
    heightCm: number('height'),
    weightKg: number('weight'),
    sickYn: filters.sick,
    onlyEligible: filters.only,
  }
}
