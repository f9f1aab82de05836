import { FUNNEL_STEPS, type FunnelStep, type RecruitmentFunnel } from '@ctc/contract/staff-dashboard'
import type { Db } from '../../db/database.js'

// The recruitment funnel of a set of applications (a notice's, or the center's, made in a range
// of days), derived from their statuses, status history and visits: counts only, never a person.

const DAY_MS = 86_400_000

/** The statuses at or beyond each step (FUNNEL_STEPS in the contract says why). */
const REACHED: Record<Exclude<FunnelStep, 'applied'>, readonly string[]> = {
  prescreen_passed: ['prescreen_passed', 'screening_booked', 'screened', 'enrolled'],
  booked: ['screening_booked', 'screened', 'enrolled'],
  attended: ['screened', 'enrolled'],
  enrolled: ['enrolled'],
}

/** The median of the numbers, to one decimal; null when there are none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
  return Math.round(value * 10) / 10
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000)

export async function recruitmentFunnel(
  db: Db,
  filter: { since: string; until: string; studyId: number | undefined },
): Promise<RecruitmentFunnel> {
  const ids = db
    .selectFrom('applications as a')
    .select('a.id')
    .where('a.created_at', '>=', filter.since)
    .where('a.created_at', '<', filter.until)
    .$if(filter.studyId !== undefined, (qb) => qb.where('a.study_id', '=', filter.studyId ?? 0))
  const [applications, events, visits] = await Promise.all([
    db.selectFrom('applications').select(['id', 'status', 'created_at']).where('id', 'in', ids).execute(),
    db
      .selectFrom('application_events')
      .select(['application_id', 'to_status', 'staff_id', 'created_at'])
      .where('kind', '=', 'status')
      .where('application_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('visit_bookings as b')
      .innerJoin('visit_slots as s', 's.id', 'b.slot_id')
      .select(['b.application_id', 'b.state', 's.starts_at'])
      .where('b.application_id', 'in', ids)
      .where('b.state', 'in', ['attended', 'no_show'])
      .orderBy('s.starts_at')
      .execute(),
  ])
  const reached = new Map<number, Set<string>>(applications.map((row) => [row.id, new Set([row.status])]))
  const firstContact = new Map<number, string>()
  for (const event of events) {
    if (event.to_status) reached.get(event.application_id)?.add(event.to_status)
    if (event.staff_id !== null && !firstContact.has(event.application_id))
      firstContact.set(event.application_id, event.created_at)
  }
  const created = new Map(applications.map((row) => [row.id, Date.parse(row.created_at)]))
  const daysSince = (id: number, at: string) => (Date.parse(at) - (created.get(id) ?? 0)) / DAY_MS
  const firstVisit = new Map<number, string>()
  let noShows = 0
  for (const visit of visits) {
    if (visit.state === 'no_show') noShows++
    else if (!firstVisit.has(visit.application_id)) firstVisit.set(visit.application_id, visit.starts_at)
  }

  const counts = FUNNEL_STEPS.map((step) =>
    step === 'applied'
      ? applications.length
      : [...reached.values()].filter((statuses) => REACHED[step].some((status) => statuses.has(status))).length,
  )
  return {
    steps: FUNNEL_STEPS.map((step, index) => ({
      step,
      count: counts[index] ?? 0,
      conversion: index === 0 ? null : ratio(counts[index] ?? 0, counts[index - 1] ?? 0),
    })),
    medianDaysToFirstContact: median([...firstContact].map(([id, at]) => daysSince(id, at))),
    medianDaysToVisit: median([...firstVisit].map(([id, at]) => daysSince(id, at))),
    noShowRate: ratio(noShows, visits.length),
    noShows,
    visitsMarked: visits.length,
  }
}
