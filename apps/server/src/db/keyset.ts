import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely'
import { z } from 'zod'
import { AppError } from '../errors.js'

// Keyset paging (decision 0037): a deep page is read on from the last (or first) row of the page
// beside it, `where (keys) after (that row's keys)`, so that it costs what the first page costs;
// an offset steps over every row before it. The console still shows page numbers: a jump to a
// page that is not next to the one shown falls back to the offset.

/** One key of a list's order: an expression and its direction. The last key must be unique (an id). */
export interface SortKey {
  expr: Expression<unknown> | RawBuilder<unknown>
  dir: 'asc' | 'desc'
}

type KeyValue = string | number | null

const CursorSchema = z.object({
  /** Which side of the rows named by `k` the wanted page lies. */
  d: z.enum(['next', 'previous']),
  /** The order the keys are of: a cursor of another order is not used. */
  o: z.string().max(60),
  k: z
    .array(z.union([z.string().max(100), z.number(), z.null()]))
    .min(1)
    .max(4),
})
export type Cursor = z.infer<typeof CursorSchema>

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

/** The cursor a page was given, or undefined when it belongs to another order; refuses what the server never made. */
export function decodeCursor(text: string | undefined, order: string): Cursor | undefined {
  if (text === undefined) return undefined
  let cursor: Cursor
  try {
    cursor = CursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')))
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', 'Not a page cursor')
  }
  return cursor.o === order ? cursor : undefined
}

/**
 * Rows strictly after (`next`) or before (`previous`) the row whose keys are `values`, in the order
 * of `keys`: k1 > v1, or k1 = v1 and k2 > v2, … with each key's own direction. The first key's
 * non-strict bound is repeated on its own, so that an index on it bounds the scan.
 */
export function beyond(keys: readonly SortKey[], values: readonly KeyValue[], towards: Cursor['d']) {
  if (keys.length !== values.length) throw new AppError(400, 'VALIDATION_FAILED', 'Not a page cursor')
  const after = (key: SortKey) => (key.dir === 'asc') === (towards === 'next')
  const alternatives = keys.map((key, index) =>
    sql.join(
      [
        ...keys.slice(0, index).map((earlier, j) => sql`${earlier.expr} = ${values[j]}`),
        sql`${key.expr} ${sql.raw(after(key) ? '>' : '<')} ${values[index]}`,
      ],
      sql` and `,
    ),
  )
  const [first] = keys as [SortKey, ...SortKey[]]
  return sql<SqlBool>`(${first.expr} ${sql.raw(after(first) ? '>=' : '<=')} ${values[0]} and (${sql.join(
    alternatives.map((alternative) => sql`(${alternative})`),
    sql` or `,
  )}))`
}

/** The keys in the order a page is read: reversed when it is read backwards from the page after it. */
export function readingOrder(keys: readonly SortKey[], towards: Cursor['d'] | undefined): SortKey[] {
  if (towards !== 'previous') return [...keys]
  return keys.map((key) => ({ expr: key.expr, dir: key.dir === 'asc' ? 'desc' : 'asc' }))
}

/**
 * The cursors of a page read with `limit + 1` rows (the extra one says whether more follow), and
 * its rows in the list's order.
 */
export function pageWithCursors<Row>(
  rows: readonly Row[],
  options: {
    limit: number
    order: string
    towards: Cursor['d'] | undefined
    /** Whether rows lie before the page (not page 1). */
    hasBefore: boolean
    keysOf: (row: Row) => KeyValue[]
  },
): { rows: Row[]; cursors: { next: string | null; previous: string | null } } {
  const { limit, order, towards } = options
  const more = rows.length > limit
  const page = rows.slice(0, limit)
  if (towards === 'previous') page.reverse()
  const first = page[0]
  const last = page.at(-1)
  // Read backwards, the extra row says that rows lie before; read forwards, that rows lie after.
  const hasAfter = towards === 'previous' ? true : more
  const hasBefore = towards === 'previous' ? more : options.hasBefore
  const cursor = (d: Cursor['d'], row: Row | undefined) =>
    row === undefined ? null : encodeCursor({ d, o: order, k: options.keysOf(row) })
  return {
    rows: page,
    cursors: {
      next: hasAfter ? cursor('next', last) : null,
      previous: hasBefore ? cursor('previous', first) : null,
    },
  }
}
