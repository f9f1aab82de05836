import { FUNNEL_STEPS, type FunnelStep } from '@ctc/contract/staff-dashboard'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { msBetween } from '../../db/instants.js'

// The furthest step of the recruitment funnel an application reached, kept on its row
// (`furthest_step`) by every status change, in the change's transaction, and the instant a person
// of the staff first changed the status (`first_contacted_at`, and `first_contact_ms`, the
// milliseconds from applying to it): the dashboard counts and takes its medians from them instead
// of reading each application's history or parsing instants (decision 0037).

/** The statuses at or beyond each step (FUNNEL_STEPS in the contract says why). */
const REACHED: Record<Exclude<FunnelStep, 'applied'>, readonly string[]> = {
  prescreen_passed: ['prescreen_passed', 'screening_booked', 'screened', 'enrolled'],
  booked: ['screening_booked', 'screened', 'enrolled'],
  attended: ['screened', 'enrolled'],
  enrolled: ['enrolled'],
}

/** The furthest step of FUNNEL_STEPS (its index) a status stands at: the steps are nested, each within the one before. */
export function statusStep(status: string): number {
  for (let index = FUNNEL_STEPS.length - 1; index > 0; index--) {
    if (REACHED[FUNNEL_STEPS[index] as Exclude<FunnelStep, 'applied'>].includes(status)) return index
  }
  return 0
}

/** The value `furthest_step` takes when the row's status becomes `status`: a move back keeps what was reached. */
export function furthestStepWith(status: string) {
  const step = sql.lit(statusStep(status))
  return sql<number>`case when furthest_step < ${step} then ${step} else furthest_step end`
}

/**
 * The columns of the first contact when a person of the staff changes the status at `at`: the
 * instant (`first_contacted_at`) and the milliseconds from the application's creation to it
 * (`first_contact_ms`, which the dashboard's median reads instead of parsing two instants per
 * application). The first such change stays (an undo writes an undo event, not a status event, so
 * it stays too); both are set in the same statement, so they never disagree.
 */
export function firstContactWith(db: Db, at: string) {
  return {
    first_contacted_at: sql<string>`coalesce(first_contacted_at, ${at})`,
    first_contact_ms: sql<number>`coalesce(first_contact_ms, ${msBetween(db, sql.ref('created_at'), sql.val(at))})`,
  }
}
