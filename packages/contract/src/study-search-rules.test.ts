import { describe, expect, it } from 'vitest'
import { StudySearchSchema } from './studies.js'
import { SEARCH_BOUNDS, type SearchNumberField, isSearchNumber, isSearchPage, oneOf } from './study-search-rules.js'

describe('the search rules without Zod', () => {
  it('take exactly the numbers and pages StudySearchSchema takes', () => {
    const candidates = [-1, 0, 0.5, 1, 19, 20, 49, 50, 120, 121, 250, 251, 300, 301, 99_999, 100_000, 100_001]
    for (const field of Object.keys(SEARCH_BOUNDS) as SearchNumberField[]) {
      for (const value of candidates) {
        expect(isSearchNumber(field, value), `${field} ${value}`).toBe(
          StudySearchSchema.shape[field].safeParse(value).success,
        )
      }
    }
    for (const value of candidates) {
      expect(isSearchPage(value), `cp ${value}`).toBe(StudySearchSchema.shape.cp.safeParse(value).success)
    }
  })

  it('keep a value that is one of the options and drop any other', () => {
    expect(oneOf(['A', 'M', 'F'], 'M')).toBe('M')
    expect(oneOf(['A', 'M', 'F'], 'Q')).toBeUndefined()
    expect(oneOf(['A', 'M', 'F'], null)).toBeUndefined()
  })
})
