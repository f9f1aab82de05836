import { DASHBOARD_MAX_DAYS, DASHBOARD_WEEKS, type DashboardQuery } from '@ctc/contract/staff-dashboard'
import { AppError } from '../../errors.js'
import { addDays, daysBetween } from '../../lib/seoul-dates.js'

// The days the dashboard and its funnel export count, in Korea time.

/** The Monday (Korea time) of the week a day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** The start of a Korea-time day as an ISO instant. */
export const seoulMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+09:00`)).toISOString()

/** The days to count: as asked, or the last DASHBOARD_WEEKS weeks up to today. */
export function dashboardRange(query: Pick<DashboardQuery, 'from' | 'to'>, today: string) {
  const to = query.to ?? today
  const from = query.from ?? addDays(mondayOf(to), -7 * (DASHBOARD_WEEKS - 1))
  const days = daysBetween(from, to)
  if (days < 0 || days >= DASHBOARD_MAX_DAYS) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      `The range runs from the first day to the last, at most ${DASHBOARD_MAX_DAYS} days`,
    )
  }
  return { from, to, since: seoulMidnight(from), until: seoulMidnight(addDays(to, 1)) }
}
