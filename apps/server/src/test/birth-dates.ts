import { seoulToday } from '@ctc/contract/seoul-today'
import { MIN_VOLUNTEER_AGE } from '@ctc/contract/volunteer-form'

/** A birth date `years` years (and `days` days later) before today in Korea. */
export function birthYearsAgo(years: number, days = 0): string {
  const [y, m, d] = seoulToday().split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Birth dates every form refuses: in the future, or a day short of the minimum age. */
export const IMPOSSIBLE_BIRTHS = ['2030-01-01', birthYearsAgo(0, 1), birthYearsAgo(MIN_VOLUNTEER_AGE, 1)]

/** The youngest birth date every form accepts: the minimum age reached today. */
export const YOUNGEST_BIRTH = birthYearsAgo(MIN_VOLUNTEER_AGE)
