// The recruitment search's rules without Zod: the public list reads its filters from the URL
// before any form loads. `studies.ts` builds StudySearchSchema on these and re-exports them.

/** Whole-number bounds the search accepts; anything outside is bad input, not a filter. */
export const SEARCH_BOUNDS = {
  age: { min: 0, max: 120 },
  termMonths: { min: 1, max: 120 },
  heightCm: { min: 50, max: 250 },
  weightKg: { min: 20, max: 300 },
} as const
export type SearchNumberField = keyof typeof SEARCH_BOUNDS

/** The highest page a search (or any paged list) may ask for. */
export const MAX_PAGE = 100_000

/** Who may take part: A any, M men, F women. */
export const STUDY_GENDERS = ['A', 'M', 'F'] as const
/** Smoking filter: A all, Y smoker, N non-smoker. */
export const SMOKING_FILTERS = ['A', 'Y', 'N'] as const
/** Medical history filter: A not said, N no medical history, Y has a medical history. */
export const HISTORY_FILTERS = ['A', 'N', 'Y'] as const
/** The longest medical history a search takes as typed (the filter's 'input' choice). */
export const HISTORY_TEXT_MAX = 30

/** Whether `value` is a whole number the search takes for `field`. */
export function isSearchNumber(field: SearchNumberField, value: number): boolean {
  const { min, max } = SEARCH_BOUNDS[field]
  return Number.isInteger(value) && value >= min && value <= max
}

/** Whether `value` is a page number a search may ask for. */
export function isSearchPage(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_PAGE
}

/** `value` when it is one of `options`, else undefined. */
export function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return (options as readonly unknown[]).includes(value) ? (value as T) : undefined
}
