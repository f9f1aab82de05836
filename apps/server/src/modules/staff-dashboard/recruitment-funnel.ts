import { FUNNEL_STEPS, type RecruitmentFunnel } from '@ctc/contract/staff-dashboard'
import type { Db } from '../../db/database.js'

// The recruitment funnel of a set of applications (a notice's, or the center's, made in a range
// of days), derived from the furthest step each reached and its first contact (both kept on its
// row) and its visits: counts only, never a person.

const DAY_MS = 86_400_000

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

type FunnelFilter = { since: string; until: string; studyId: number | undefined }

/** The applications of the range (of one notice, when the filter names one). */
const rangeApplications = (db: Db, filter: FunnelFilter) =>
  db
    .selectFrom('applications as a')
    .where('a.created_at', '>=', filter.since)
    .where('a.created_at', '<', filter.until)
    .$if(filter.studyId !== undefined, (qb) => qb.where('a.study_id', '=', filter.studyId ?? 0))

/**
 * How many applications of the range stand at each furthest funnel step, per notice: one grouped
 * query over the step kept on each row (funnel-step.ts), whatever the number of notices.
 */
export async function furthestStepsByNotice(db: Db, filter: FunnelFilter): Promise<Map<number, Map<number, number>>> {
  const groups = await rangeApplications(db, filter)
    .select(['a.study_id', 'a.furthest_step', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['a.study_id', 'a.furthest_step'])
    .execute()
  const notices = new Map<number, Map<number, number>>()
  for (const group of groups) {
    const steps = notices.get(group.study_id) ?? new Map<number, number>()
    steps.set(group.furthest_step, (steps.get(group.furthest_step) ?? 0) + Number(group.n))
    notices.set(group.study_id, steps)
  }
  return notices
}

/** The contacts and marked visits of a range's applications, each with its notice, for the medians and no-shows. */
export async function funnelFacts(db: Db, filter: FunnelFilter) {
  const ids = rangeApplications(db, filter).select('a.id')
  const [contacts, visits] = await Promise.all([
    // When a person first changed the status (kept on the row), of each application of the range a person changed.
    rangeApplications(db, filter)
      .select(['a.study_id', 'a.created_at', 'a.first_contacted_at as at'])
      .where('a.first_contacted_at', 'is not', null)
      .execute(),
    db
      .selectFrom('visit_bookings as b')
      .innerJoin('visit_slots as s', 's.id', 'b.slot_id')
      .innerJoin('applications as a', 'a.id', 'b.application_id')
      .select(['a.study_id', 'b.application_id', 'b.state', 's.starts_at', 'a.created_at'])
      .where('b.application_id', 'in', ids)
      .where('b.state', 'in', ['attended', 'no_show'])
      .orderBy('s.starts_at')
      .execute(),
  ])
  return { contacts, visits }
}
export type FunnelFacts = Awaited<ReturnType<typeof funnelFacts>>

/** The facts of a range's applications shared out to their notices. */
export function factsByNotice(facts: FunnelFacts): Map<number, FunnelFacts> {
  const notices = new Map<number, FunnelFacts>()
  const of = (studyId: number) => {
    const found = notices.get(studyId) ?? { contacts: [], visits: [] }
    notices.set(studyId, found)
    return found
  }
  for (const contact of facts.contacts) of(contact.study_id).contacts.push(contact)
  for (const visit of facts.visits) of(visit.study_id).visits.push(visit)
  return notices
}

/**
 * The recruitment funnel: step counts from the applications counted by their furthest step,
 * medians and no-shows from the facts of the same applications.
 */
export function recruitmentFunnel(byFurthestStep: ReadonlyMap<number, number>, facts: FunnelFacts): RecruitmentFunnel {
  const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS
  const firstVisit = new Map<number, number>()
  let noShows = 0
  for (const visit of facts.visits) {
    if (visit.state === 'no_show') noShows++
    else if (!firstVisit.has(visit.application_id))
      firstVisit.set(visit.application_id, days(visit.created_at, visit.starts_at))
  }

  const counts = FUNNEL_STEPS.map((_, index) =>
    [...byFurthestStep].reduce((sum, [rank, n]) => (rank >= index ? sum + n : sum), 0),
  )
  return {
    steps: FUNNEL_STEPS.map((step, index) => ({
      step,
      count: counts[index] ?? 0,
      conversion: index === 0 ? null : ratio(counts[index] ?? 0, counts[index - 1] ?? 0),
    })),
    medianDaysToFirstContact: median(facts.contacts.flatMap((row) => (row.at ? [days(row.created_at, row.at)] : []))),
    medianDaysToVisit: median([...firstVisit.values()]),
    noShowRate: ratio(noShows, facts.visits.length),
    noShows,
    visitsMarked: facts.visits.length,
  }
}
