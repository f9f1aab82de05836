import { FUNNEL_STEPS, type RecruitmentFunnel } from '@ctc/contract/staff-dashboard'
import { type SelectQueryBuilder, sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { msBetween } from '../../db/instants.js'
import type { Database } from '../../db/schema.js'

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

/** What the medians and the no-show rate of a set of applications are made of, computed in the database. */
export type FunnelFacts = {
  /** The middle one or two (an even count) of the milliseconds from applying to the first contact; none without any. */
  contactMiddle: number[]
  /** The same, from applying to the first attended visit. */
  visitMiddle: number[]
  noShows: number
  visitsMarked: number
}
export const NO_FACTS: FunnelFacts = { contactMiddle: [], visitMiddle: [], noShows: 0, visitsMarked: 0 }

/**
 * The middle one or two values of one set, found by the database: sorted, and read from the
 * middle (offset and limit from the set's count), so that the set is never read into the process.
 */
async function middle(db: Db, values: SelectQueryBuilder<Database, never, { k: number; d: number }>) {
  const rows = await db
    .with('v', () => values)
    .selectFrom('v')
    .select('v.d')
    .orderBy('v.d')
    // Of c values, the ((c + 1) / 2)th when c is odd, the (c / 2)th and the (c / 2 + 1)th when it is even.
    .limit(sql<number>`(select 2 - count(*) % 2 from ${sql.table('v')})`)
    .offset(sql<number>`(select (count(*) - 1) / 2 from ${sql.table('v')})`)
    .execute()
  return new Map(rows.length === 0 ? [] : [[0, rows.map((row) => Number(row.d))]])
}

/**
 * The middle one or two values of each key's set (per notice), numbered in order and counted by
 * window functions. Slower than middle() for one set (SQLite keeps every row for the window),
 * but one query for every notice.
 */
async function middles(db: Db, values: SelectQueryBuilder<Database, never, { k: number; d: number }>) {
  const rows = await db
    .selectFrom(
      db
        .selectFrom(values.as('v'))
        .select([
          'v.k',
          'v.d',
          sql<number>`row_number() over (partition by ${sql.ref('v.k')} order by ${sql.ref('v.d')})`.as('r'),
          sql<number>`count(*) over (partition by ${sql.ref('v.k')})`.as('c'),
        ])
        .as('w'),
    )
    .select(['w.k', 'w.d'])
    .where(sql<boolean>`${sql.ref('w.r')} * 2 between ${sql.ref('w.c')} and ${sql.ref('w.c')} + 2`)
    .execute()
  const found = new Map<number, number[]>()
  for (const row of rows) found.set(Number(row.k), [...(found.get(Number(row.k)) ?? []), Number(row.d)])
  return found
}

/**
 * The facts of a range's applications (all of them under the key 0, or per notice): the middle
 * days to the first contact (kept on the row) and to the first attended visit, the marked visits
 * and the no-shows. Three queries, whatever the number of applications or notices.
 */
async function factsOf(db: Db, filter: FunnelFilter, perNotice: boolean): Promise<Map<number, FunnelFacts>> {
  const key = perNotice ? sql.ref<number>('a.study_id') : sql.lit(0)
  const middleOf = perNotice ? middles : middle
  const marked = db
    .selectFrom('visit_bookings as b')
    .innerJoin('applications as a', 'a.id', 'b.application_id')
    .where('a.created_at', '>=', filter.since)
    .where('a.created_at', '<', filter.until)
    .$if(filter.studyId !== undefined, (qb) => qb.where('a.study_id', '=', filter.studyId ?? 0))
  const [contacts, visits, counts] = await Promise.all([
    // How long until a person first changed the status (kept on the row as a number, in the
    // range's covering index), of each application of the range a person changed.
    middleOf(
      db,
      rangeApplications(db, filter)
        .select([key.as('k'), sql.ref<number>('a.first_contact_ms').as('d')])
        .where('a.first_contact_ms', 'is not', null),
    ),
    // The first visit each application attended (ISO instants of one form order as text).
    middleOf(
      db,
      marked
        .innerJoin('visit_slots as s', 's.id', 'b.slot_id')
        .select((eb) => [key.as('k'), msBetween(db, sql.ref('a.created_at'), eb.fn.min('s.starts_at')).as('d')])
        .where('b.state', '=', 'attended')
        // By the booking's application id: by a.id, SQLite would read every booking in its index's order.
        .groupBy(['b.application_id', 'a.study_id', 'a.created_at']),
    ),
    marked
      .select((eb) => [
        key.as('k'),
        eb.fn.countAll<number>().as('marked'),
        eb.fn.sum<number>(eb.case().when('b.state', '=', 'no_show').then(1).else(0).end()).as('no_shows'),
      ])
      .where('b.state', 'in', ['attended', 'no_show'])
      .$if(perNotice, (qb) => qb.groupBy('a.study_id'))
      .execute(),
  ])
  const facts = new Map<number, FunnelFacts>()
  const of = (k: number) => {
    let found = facts.get(k)
    if (!found) facts.set(k, (found = { ...NO_FACTS }))
    return found
  }
  for (const [k, middle] of contacts) of(k).contactMiddle = middle
  for (const [k, middle] of visits) of(k).visitMiddle = middle
  for (const row of counts) {
    if (Number(row.marked) === 0) continue
    Object.assign(of(Number(row.k)), { visitsMarked: Number(row.marked), noShows: Number(row.no_shows ?? 0) })
  }
  return facts
}

/** The facts of a range's applications (of one notice, when the filter names one). */
export async function funnelFacts(db: Db, filter: FunnelFilter): Promise<FunnelFacts> {
  return (await factsOf(db, filter, false)).get(0) ?? NO_FACTS
}

/** The facts of a range's applications, per notice. */
export const funnelFactsByNotice = (db: Db, filter: FunnelFilter) => factsOf(db, filter, true)

/**
 * The recruitment funnel: step counts from the applications counted by their furthest step,
 * medians and no-shows from the facts of the same applications.
 */
export function recruitmentFunnel(byFurthestStep: ReadonlyMap<number, number>, facts: FunnelFacts): RecruitmentFunnel {
  const days = (ms: number[]) => ms.map((value) => value / DAY_MS)
  const counts = FUNNEL_STEPS.map((_, index) =>
    [...byFurthestStep].reduce((sum, [rank, n]) => (rank >= index ? sum + n : sum), 0),
  )
  return {
    steps: FUNNEL_STEPS.map((step, index) => ({
      step,
      count: counts[index] ?? 0,
      conversion: index === 0 ? null : ratio(counts[index] ?? 0, counts[index - 1] ?? 0),
    })),
    // The median of the middle values is the median of them all.
    medianDaysToFirstContact: median(days(facts.contactMiddle)),
    medianDaysToVisit: median(days(facts.visitMiddle)),
    noShowRate: ratio(facts.noShows, facts.visitsMarked),
    noShows: facts.noShows,
    visitsMarked: facts.visitsMarked,
  }
}
