import type { ApplicantListQuery } from '@ctc/contract/staff-applicants'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/database.js'
import type { StaffContext } from '../staff/staff-auth.service.js'
import { openNames } from './applicant-data.js'
import { findNameMarks, findNameSources, findSnapshots } from './applicants.repository.js'

// The pipeline's order by name. Names are sealed, so SQL cannot sort them: the server opens the
// name of every application of the notice (a data key unwrapped and an account opened per row)
// and sorts them with the Korean collator. At 3,000 rows that costs tens of milliseconds, so the
// order found is kept (decision 0037, tenth step): per notice, each application's rank and the
// mark of the sealed values its name came from (findNameMarks). A sort reads the marks of the rows
// it lists, neither sealed values nor keys, and uses the kept ranks while every mark is the one
// they were made from. A few new rows take their places by binary search among the distinct
// names, opening one name per step (eleventh step); a row changed since makes the ranks again, and
// a row gone is simply no longer listed. Nothing that was sealed is kept: ids, ranks and marks
// (key ids and IVs). A withdrawal deletes the member's applications and keys in one transaction.

interface Ranked {
  mark: string
  rank: number
}

/** A notice's kept order: each application's rank and mark, and one application of each rank in rank order. */
interface NoticeOrder {
  ranked: Map<number, Ranked>
  /** What a new name is compared with to find its rank (ranks run from 0, one per distinct name). */
  ofRank: number[]
}

/** Notices' kept orders, each for ten minutes at most, 100,000 rows in all per database. */
const orders = new WeakMap<Db, LRUCache<number, NoticeOrder>>()

function ordersOf(db: Db) {
  let cache = orders.get(db)
  if (!cache) {
    cache = new LRUCache({ maxSize: 100_000, sizeCalculation: (order) => Math.max(order.ranked.size, 1), ttl: 600_000 })
    orders.set(db, cache)
  }
  return cache
}

// Made once: a collator costs far more to make than to compare with.
const nameCollator = new Intl.Collator('ko')

/**
 * The rank of each distinct name in the collator's order, names it holds equal ranked alike: many
 * applicants share a name, so the collator (the costly comparison) sorts the distinct names only
 * and the rows are then ordered by integers, in exactly the order it would give them.
 */
function nameRanks(names: readonly (string | undefined)[]): Map<string, number> {
  const distinct = [...new Set(names.map((name) => name ?? ''))].sort(nameCollator.compare)
  const ranks = new Map<string, number>()
  let rank = 0
  distinct.forEach((name, index) => {
    if (index > 0 && nameCollator.compare(distinct[index - 1] ?? '', name) !== 0) rank++
    ranks.set(name, rank)
  })
  return ranks
}

/** Every application of the notice ranked by its name now, with the marks the names came from. */
async function rankNotice(ctx: StaffContext, studyId: number): Promise<NoticeOrder> {
  const sources = await findNameSources(ctx.db, studyId)
  const names = await openNames(ctx, sources, (ids) => findSnapshots(ctx.db, ids))
  const ranks = nameRanks(names)
  const order: NoticeOrder = { ranked: new Map(), ofRank: [] }
  sources.forEach((row, index) => {
    const rank = ranks.get(names[index] ?? '') ?? 0
    order.ranked.set(row.id, { mark: row.mark, rank })
    order.ofRank[rank] ??= row.id
  })
  return order
}

/** The names of these applications of the notice now, with their marks; one gone is left out. */
async function namesOf(ctx: StaffContext, studyId: number, ids: readonly number[]) {
  const sources = await findNameSources(ctx.db, studyId, ids)
  const names = await openNames(ctx, sources, (unread) => findSnapshots(ctx.db, unread))
  return new Map(sources.map((row, index) => [row.id, { name: names[index] ?? '', mark: row.mark }]))
}

/** New applications at most that take their places in a kept order; more make the order again. */
const INSERTED_AT_MOST = 16

/**
 * The kept order with these new applications in it, each placed by a binary search among the
 * distinct names: one name opened per step (12 for 3,000 names) instead of all of them. Undefined
 * when a name it compares with has changed or gone since: the order is then made again.
 */
async function withNew(
  ctx: StaffContext,
  studyId: number,
  kept: NoticeOrder,
  fresh: readonly number[],
): Promise<NoticeOrder | undefined> {
  // A copy: another request may be sorting with the kept order meanwhile.
  const ranked = new Map([...kept.ranked].map(([id, entry]) => [id, { ...entry }]))
  const ofRank = [...kept.ofRank]
  const opened = await namesOf(ctx, studyId, fresh)
  for (const [id, { name, mark }] of [...opened]) {
    let low = 0
    let high = ofRank.length
    let equal = false
    while (low < high && !equal) {
      const middle = Math.floor((low + high) / 2)
      const otherId = ofRank[middle] ?? 0
      let other = opened.get(otherId)
      if (!other) {
        other = (await namesOf(ctx, studyId, [otherId])).get(otherId)
        if (!other || other.mark !== ranked.get(otherId)?.mark) return undefined
        opened.set(otherId, other)
      }
      const order = nameCollator.compare(name, other.name)
      if (order === 0) [low, equal] = [middle, true]
      else if (order < 0) high = middle
      else low = middle + 1
    }
    if (!equal) {
      for (const entry of ranked.values()) if (entry.rank >= low) entry.rank++
      ofRank.splice(low, 0, id)
    }
    ranked.set(id, { mark, rank: low })
  }
  return { ranked, ofRank }
}

/**
 * The notice's order for these rows: the kept one while every row is as it was; with new rows
 * placed in it by comparison when they are few; made again when a row changed, or at first.
 */
async function orderFor(ctx: StaffContext, studyId: number, marks: readonly { id: number; mark: string }[]) {
  const cache = ordersOf(ctx.db)
  const kept = cache.get(studyId)
  const fresh = marks.filter((row) => !kept?.ranked.has(row.id)).map((row) => row.id)
  const changed = marks.some((row) => (kept?.ranked.get(row.id)?.mark ?? row.mark) !== row.mark)
  if (kept && !changed && fresh.length === 0) return kept
  const order =
    (kept && !changed && fresh.length <= INSERTED_AT_MOST && (await withNew(ctx, studyId, kept, fresh))) ||
    (await rankNotice(ctx, studyId))
  cache.set(studyId, order)
  return order
}

/**
 * The ids of the applications a query selects, sorted by name (ties by id) in the query's
 * direction. A row that arrived between the two reads of a new order ranks after every name until
 * the next sort.
 */
export async function idsByName(
  ctx: StaffContext,
  studyId: number,
  query: ApplicantListQuery,
  staleBefore: string,
): Promise<number[]> {
  const marks = await findNameMarks(ctx.db, studyId, query, staleBefore)
  const { ranked } = await orderFor(ctx, studyId, marks)
  const sign = query.order === 'desc' ? -1 : 1
  return marks
    .map((row) => ({ id: row.id, rank: ranked.get(row.id)?.rank ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => sign * (a.rank - b.rank || a.id - b.id))
    .map((row) => row.id)
}
