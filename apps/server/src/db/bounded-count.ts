import type { SelectQueryBuilder } from 'kysely'
import type { Db } from './database.js'

// A bounded total (decision 0037, fifth step): a list too large to count at every page counts its
// matching rows only up to a bound and says when it reached it, as "1,000 or more".

/** A count up to a bound: `count` is exact when `atLeast` is false, else the bound itself. */
export interface BoundedCount {
  count: number
  atLeast: boolean
}

/** Counts the rows of `rows` (any one column selected) up to `bound`, reading at most bound + 1 of them. */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: Db,
  rows: SelectQueryBuilder<DB, TB, O>,
  bound: number,
): Promise<BoundedCount> {
  const row = await db
    .selectFrom(rows.limit(bound + 1).as('matching'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  const counted = Number(row.n)
  return counted > bound ? { count: bound, atLeast: true } : { count: counted, atLeast: false }
}
