import { FUNNEL_STEPS, type FunnelStep, type RecruitmentFunnel } from '@ctc/contract/staff-dashboard'
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { Database } from '../../db/schema.js'

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

/** The furthest step of FUNNEL_STEPS (its index) a status stands at: the steps are nested, each within the one before. */
export function statusStep(status: string | null): number {
  for (let index = FUNNEL_STEPS.length - 1; index > 0; index--) {
    if (REACHED[FUNNEL_STEPS[index] as Exclude<FunnelStep, 'applied'>].includes(status ?? '')) return index
  }
  return 0
}

const stepOf = (status: RawBuilder<unknown>) =>
  sql<number>`case ${status} ${sql.join(
    FUNNEL_STEPS.slice(1).map((step, index) => {
      // The first status of a step's set is the one that enters it (see REACHED).
      const entering = REACHED[step as Exclude<FunnelStep, 'applied'>][0] ?? ''
      return sql`when ${sql.lit(entering)} then ${sql.lit(index + 1)}`
    }),
    sql` `,
  )} else 0 end`

/**
 * The furthest funnel step an application's status history reached (null without history), as a
 * column of its row: the dashboard groups by it with the status, so no event leaves the database.
 */
export function historyStep(eb: ExpressionBuilder<Database & { a: Database['applications'] }, 'a'>) {
  return eb
    .selectFrom('application_events as e')
    .select(sql<number>`max(${stepOf(sql.ref('e.to_status'))})`.as('step'))
    .whereRef('e.application_id', '=', 'a.id')
    .where('e.kind', '=', 'status')
}

/** How many applications of the range (of a notice, or the center's) stand at each furthest funnel step. */
export async function furthestSteps(
  db: Db,
  filter: { since: string; until: string; studyId: number | undefined },
): Promise<Map<number, number>> {
  const groups = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('applications as a')
        .select('a.status')
        .select((inner) => historyStep(inner).as('history'))
        .where('a.created_at', '>=', filter.since)
        .where('a.created_at', '<', filter.until)
        .$if(filter.studyId !== undefined, (qb) => qb.where('a.study_id', '=', filter.studyId ?? 0))
        .as('t'),
    )
    .select(['t.status', 't.history', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['t.status', 't.history'])
    .execute()
  const steps = new Map<number, number>()
  for (const group of groups) {
    const step = Math.max(statusStep(group.status), Number(group.history ?? 0))
    steps.set(step, (steps.get(step) ?? 0) + Number(group.n))
  }
  return steps
}

/**
 * The recruitment funnel: step counts from the applications counted by their furthest step (the
 * dashboard's one grouped query), medians and no-shows from the applications of the range.
 */
export async function recruitmentFunnel(
  db: Db,
  filter: { since: string; until: string; studyId: number | undefined },
  byFurthestStep: ReadonlyMap<number, number>,
): Promise<RecruitmentFunnel> {
  const ids = db
    .selectFrom('applications as a')
    .select('a.id')
    .where('a.created_at', '>=', filter.since)
    .where('a.created_at', '<', filter.until)
    .$if(filter.studyId !== undefined, (qb) => qb.where('a.study_id', '=', filter.studyId ?? 0))
  const [contacts, visits] = await Promise.all([
    // When a person first changed the status, of each application of the range that a person changed.
    db
      .selectFrom('applications as a')
      .select('a.created_at')
      .select((eb) =>
        eb
          .selectFrom('application_events as e')
          .select('e.created_at')
          .whereRef('e.application_id', '=', 'a.id')
          .where('e.kind', '=', 'status')
          .where('e.staff_id', 'is not', null)
          .orderBy('e.id')
          .limit(1)
          .as('at'),
      )
      .where('a.id', 'in', ids)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('application_events as c')
            .select('c.id')
            .whereRef('c.application_id', '=', 'a.id')
            .where('c.kind', '=', 'status')
            .where('c.staff_id', 'is not', null),
        ),
      )
      .execute(),
    db
      .selectFrom('visit_bookings as b')
      .innerJoin('visit_slots as s', 's.id', 'b.slot_id')
      .innerJoin('applications as a', 'a.id', 'b.application_id')
      .select(['b.application_id', 'b.state', 's.starts_at', 'a.created_at'])
      .where('b.application_id', 'in', ids)
      .where('b.state', 'in', ['attended', 'no_show'])
      .orderBy('s.starts_at')
      .execute(),
  ])
  const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS
  const firstVisit = new Map<number, number>()
  let noShows = 0
  for (const visit of visits) {
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
    medianDaysToFirstContact: median(contacts.flatMap((row) => (row.at ? [days(row.created_at, row.at)] : []))),
    medianDaysToVisit: median([...firstVisit.values()]),
    noShowRate: ratio(noShows, visits.length),
    noShows,
    visitsMarked: visits.length,
  }
}
