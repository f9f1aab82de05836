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
// they were made from; a row new or changed since makes them again, and a row gone is simply no
// longer listed. Nothing that was sealed is kept: ids, ranks and marks (key ids and IVs). A
// withdrawal deletes the member's applications and keys in one transaction.

interface Ranked {
  mark: string
  rank: number
}

/** Notices' kept orders, each for ten minutes at most, 100,000 rows in all per database. */
const orders = new WeakMap<Db, LRUCache<number, Map<number, Ranked>>>()

function ordersOf(db: Db) {
  let cache = orders.get(db)
  if (!cache) {
    cache = new LRUCache({ maxSize: 100_000, sizeCalculation: (ranks) => Math.max(ranks.size, 1), ttl: 600_000 })
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
async function rankNotice(ctx: StaffContext, studyId: number): Promise<Map<number, Ranked>> {
  const sources = await findNameSources(ctx.db, studyId)
  const names = await openNames(ctx, sources, (ids) => findSnapshots(ctx.db, ids))
  const ranks = nameRanks(names)
  return new Map(sources.map((row, index) => [row.id, { mark: row.mark, rank: ranks.get(names[index] ?? '') ?? 0 }]))
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
  const cache = ordersOf(ctx.db)
  let ranked = cache.get(studyId)
  if (!ranked || marks.some((row) => ranked?.get(row.id)?.mark !== row.mark)) {
    ranked = await rankNotice(ctx, studyId)
    cache.set(studyId, ranked)
  }
  const known = ranked
  const sign = query.order === 'desc' ? -1 : 1
  return marks
    .map((row) => ({ id: row.id, rank: known.get(row.id)?.rank ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => sign * (a.rank - b.rank || a.id - b.id))
    .map((row) => row.id)
}
