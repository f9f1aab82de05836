import { hash } from 'node:crypto'
import {
  ACCESS_LOG_COUNT_BOUND,
  ACCESS_LOG_CSV_COLUMNS,
  ACCESS_LOG_PAGE_SIZE,
  type AccessAction,
  type AccessLogEntry,
  type AccessLogQuery,
  type AccessReason,
  type AccessRecordType,
} from '@ctc/contract/staff-access-log'
import type { PageCursors } from '@ctc/contract/studies'
import { sql } from 'kysely'
import { type BoundedCount, countUpTo } from '../../db/bounded-count.js'
import type { Db } from '../../db/database.js'
import { beyond, type Cursor, decodeCursor, pageWithCursors, type SortKey } from '../../db/keyset.js'
import { holdAdvisoryLock } from '../../db/locks.js'
import type { AccessLogRow } from '../../db/schema.js'
import { toCsv } from '../../lib/spreadsheet-cells.js'

// The access log (PIPA): one row per staff action that shows, changes or exports personal
// data, and per staff login. Rows are only ever appended; each carries the hash of the row
// before it, so that a changed or removed row breaks the chain (`npm run staff -- verify-log`).

/** What the first row of the log follows. */
export const GENESIS = '0'.repeat(64)
/** The lock number of appends on PostgreSQL, so that the appends of every process form one chain. */
export const APPEND_LOCK = 0x5afe_1061

export interface AccessEntry {
  staffId: number | null
  staffName: string | null
  action: AccessAction
  recordType?: AccessRecordType
  /** One id, or several joined by commas. */
  recordId?: string | number | undefined
  reason?: AccessReason | undefined
  reasonText?: string | undefined
  address: string
  /** How many rows an export held. */
  rowCount?: number
}

type ChainedFields = Omit<AccessLogRow, 'hash'>

/** The hash a row must carry: of its fields and of the row before. */
export function rowHash(row: ChainedFields): string {
  const fields = [
    row.seq,
    row.occurred_at,
    row.staff_id,
    row.staff_name,
    row.action,
    row.record_type,
    row.record_id,
    row.reason,
    row.reason_text,
    row.address,
    row.prev_hash,
    // Appended only when present, so that rows written before the column existed hash as they did.
    ...(row.row_count === null ? [] : [row.row_count]),
  ]
  // One-shot: no Hash object per row, which verify-log feels over millions of rows.
  return hash('sha256', JSON.stringify(fields), 'hex')
}

interface PendingAppend {
  entry: AccessEntry
  now: Date
  resolve: () => void
  reject: (error: unknown) => void
}

/** The appends waiting for the writer of each database, in the order they came. */
const waiting = new WeakMap<Db, PendingAppend[]>()
/** Rows written by one transaction at most (13 parameters each, under every engine's limit). */
const APPEND_BATCH = 200

/**
 * Appends one row to the chain; the promise settles when the row is committed. A chain has one
 * writer at a time (the advisory lock on PostgreSQL, the one writer of SQLite), so rather than
 * each staff action taking a connection to wait for that lock, which with 20 staff at once held
 * every connection of the pool and stalled the console's reads, the appends of a process queue
 * here and one writer commits all that came meanwhile in one transaction.
 */
export function appendAccess(db: Db, entry: AccessEntry, now: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const queue = waiting.get(db)
    if (queue) {
      queue.push({ entry, now, resolve, reject })
      return
    }
    const started = [{ entry, now, resolve, reject }]
    waiting.set(db, started)
    void writeQueued(db, started)
  })
}

async function writeQueued(db: Db, queue: PendingAppend[]): Promise<void> {
  while (queue.length > 0) {
    const batch = queue.splice(0, APPEND_BATCH)
    try {
      await writeRows(db, batch)
      for (const append of batch) append.resolve()
    } catch (error) {
      // The rows of a batch are written together or not at all: each action waiting for one fails.
      for (const append of batch) append.reject(error)
    }
  }
  waiting.delete(db)
}

async function writeRows(db: Db, appends: readonly PendingAppend[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await holdAdvisoryLock(trx, db, APPEND_LOCK)
    const last = await newestAccessPoint(trx)
    let seq = last?.seq ?? 0
    let prevHash = last?.hash ?? GENESIS
    const rows = appends.map(({ entry, now }): AccessLogRow => {
      const row: ChainedFields = {
        seq: ++seq,
        occurred_at: now.toISOString(),
        staff_id: entry.staffId,
        staff_name: entry.staffName,
        action: entry.action,
        record_type: entry.recordType ?? null,
        record_id: entry.recordId === undefined ? null : String(entry.recordId),
        reason: entry.reason ?? null,
        reason_text: entry.reasonText ?? null,
        address: entry.address,
        row_count: entry.rowCount ?? null,
        prev_hash: prevHash,
      }
      prevHash = rowHash(row)
      return { ...row, hash: prevHash }
    })
    await trx.insertInto('access_log').values(rows).execute()
  })
}

/** Where a walk of the chain starts: the row before the first one it checks (seq 0 and GENESIS at the start). */
export interface ChainStart {
  seq: number
  hash: string
}
export const CHAIN_START: ChainStart = { seq: 0, hash: GENESIS }

/** The result of a walk; `end` is the last row verified (the start when no row followed it). */
export type ChainCheck =
  { ok: true; rows: number; end: ChainStart } | { ok: false; rows: number; badSeq: number; problem: string }

/** A row of the chain as an anchor names it: its place and its hash, and when it was written. */
export interface ChainPoint {
  seq: number
  hash: string
  occurredAt: string
}

const toPoint = (row: Pick<AccessLogRow, 'seq' | 'hash' | 'occurred_at'>): ChainPoint => ({
  seq: row.seq,
  hash: row.hash,
  occurredAt: row.occurred_at,
})

/** The newest row, where the chain ends now; undefined while the log is empty. */
export async function newestAccessPoint(db: Db): Promise<ChainPoint | undefined> {
  const row = await db
    .selectFrom('access_log')
    .select(['seq', 'hash', 'occurred_at'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row && toPoint(row)
}

/** The row at a place of the chain, or the first row with a hash. */
export async function findAccessPoint(
  db: Db,
  where: { seq: number } | { hash: string },
): Promise<ChainPoint | undefined> {
  const rows = db.selectFrom('access_log').select(['seq', 'hash', 'occurred_at'])
  const row = await ('seq' in where ? rows.where('seq', '=', where.seq) : rows.where('hash', '=', where.hash))
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst()
  return row && toPoint(row)
}

const VERIFY_BATCH = 10_000

/**
 * Walks the chain in order from a start (the genesis, an archive's head, a checkpoint) and names the
 * first row that does not fit. Reads the rows in batches by seq, so memory stays flat at any size;
 * the next batch is asked for before the current one is hashed, so that on PostgreSQL the server
 * reads while this process hashes.
 */
export async function verifyAccessChain(
  db: Db,
  from: ChainStart = CHAIN_START,
  batchSize = VERIFY_BATCH,
): Promise<ChainCheck> {
  const batchFrom = (seq: number) => {
    const read = db
      .selectFrom('access_log')
      .selectAll()
      .where('seq', '>=', seq)
      .where('seq', '<', seq + batchSize)
      .orderBy('seq')
      .execute()
    // A walk that stops at a bad row leaves the read ahead unawaited: its failure is not a crash.
    read.catch(() => undefined)
    return read
  }
  let prevHash = from.hash
  let expectedSeq = from.seq + 1
  let rows = 0
  let next = batchFrom(expectedSeq)
  for (;;) {
    const batch = await next
    // Seqs have no gap in a chain that verifies: a full batch ends where the next one starts.
    if (batch.length === batchSize) next = batchFrom(expectedSeq + batchSize)
    else if (batch.length === 0) {
      // Nothing in this range: the end of the chain, or a gap of a whole batch with rows after it.
      const after = await db.selectFrom('access_log').select('seq').where('seq', '>=', expectedSeq).limit(1).execute()
      if (after.length > 0) return { ok: false, rows, badSeq: expectedSeq, problem: 'row missing' }
      return { ok: true, rows, end: { seq: expectedSeq - 1, hash: prevHash } }
    }
    for (const row of batch) {
      if (row.seq !== expectedSeq) return { ok: false, rows, badSeq: expectedSeq, problem: 'row missing' }
      if (row.prev_hash !== prevHash) return { ok: false, rows, badSeq: row.seq, problem: 'previous hash differs' }
      if (rowHash(row) !== row.hash) return { ok: false, rows, badSeq: row.seq, problem: 'row changed' }
      prevHash = row.hash
      expectedSeq++
      rows++
    }
    // A short batch was the chain's end unless rows follow past a gap, which the next read finds.
    if (batch.length < batchSize) next = batchFrom(expectedSeq)
  }
}

/** The UTC instant a Korea-time date begins. */
const seoulDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00+09:00`)).toISOString()
const nextSeoulDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00+09:00`) + 86_400_000).toISOString()

function filtered(db: Db, query: Omit<AccessLogQuery, 'page' | 'cursor'>) {
  return db
    .selectFrom('access_log')
    .$if(query.from !== undefined, (qb) => qb.where('occurred_at', '>=', seoulDayStart(query.from ?? '')))
    .$if(query.to !== undefined, (qb) => qb.where('occurred_at', '<', nextSeoulDayStart(query.to ?? '')))
    .$if(query.staffId !== undefined, (qb) => qb.where('staff_id', '=', query.staffId ?? 0))
    .$if(query.action !== undefined, (qb) => qb.where('action', '=', query.action ?? ''))
    .$if(query.recordType !== undefined, (qb) => qb.where('record_type', '=', query.recordType ?? ''))
    .$if(query.recordId !== undefined && query.recordId !== '', (qb) =>
      qb.where('record_id', '=', query.recordId ?? ''),
    )
}

function toEntry(row: AccessLogRow): AccessLogEntry {
  return {
    seq: row.seq,
    occurredAt: row.occurred_at,
    staffId: row.staff_id,
    staffName: row.staff_name,
    action: row.action as AccessAction,
    recordType: row.record_type as AccessRecordType | null,
    recordId: row.record_id,
    reason: row.reason as AccessReason | null,
    reasonText: row.reason_text,
    address: row.address,
    rowCount: row.row_count,
  }
}

const unfiltered = (query: Omit<AccessLogQuery, 'page' | 'cursor'>) =>
  query.from === undefined &&
  query.to === undefined &&
  query.staffId === undefined &&
  query.action === undefined &&
  query.recordType === undefined &&
  (query.recordId === undefined || query.recordId === '')

const NEWEST_FIRST: SortKey[] = [{ expr: sql`seq`, dir: 'desc' }]

/**
 * The first and last seq of the log, each read from the end of the primary key. (SQLite reads only
 * one of min() and max() that way: asked for both at once, it reads every row, 7 s over 5,000,000.)
 */
export const logEnds = (db: Db) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('access_log')
      .select((sub) => sub.fn.min('seq').as('seq'))
      .as('first'),
    eb
      .selectFrom('access_log')
      .select((sub) => sub.fn.max('seq').as('seq'))
      .as('last'),
  ])

/** A page of the log, newest first, with the cursors of the pages beside it and the total (bounded when filtered). */
export async function readAccessLog(
  db: Db,
  query: AccessLogQuery,
): Promise<{ entries: AccessLogEntry[]; total: BoundedCount; cursors: PageCursors }> {
  const offset = (query.page - 1) * ACCESS_LOG_PAGE_SIZE
  const cursor = decodeCursor(query.cursor, 'seq.desc')
  const withCursors = (rows: AccessLogRow[], towards: Cursor['d'] | undefined) =>
    pageWithCursors(rows, {
      limit: ACCESS_LOG_PAGE_SIZE,
      order: 'seq.desc',
      towards,
      hasBefore: query.page > 1,
      keysOf: (row) => [row.seq],
    })
  if (unfiltered(query)) {
    // The chain numbers its rows without a gap (verifyAccessChain holds it to that), so the whole
    // log is counted from its two ends and a page starts at a known seq: any page costs the same,
    // where an offset would step over every newer row and a count would read them all.
    const ends = await logEnds(db).executeTakeFirstOrThrow()
    if (ends.first === null || ends.last === null)
      return { entries: [], total: { count: 0, atLeast: false }, cursors: NO_CURSORS }
    const rows = await db
      .selectFrom('access_log')
      .selectAll()
      .where('seq', '<=', Number(ends.last) - offset)
      .orderBy('seq', 'desc')
      .limit(ACCESS_LOG_PAGE_SIZE + 1)
      .execute()
    const page = withCursors(rows, undefined)
    const count = Number(ends.last) - Number(ends.first) + 1
    return { entries: page.rows.map(toEntry), total: { count, atLeast: false }, cursors: page.cursors }
  }
  // Filtered, a page beside the one shown is read on from its cursor (keyset), never by offset.
  const list = filtered(db, query)
    .selectAll()
    .$if(cursor !== undefined, (qb) => qb.where(beyond(NEWEST_FIRST, cursor?.k ?? [], cursor?.d ?? 'next')))
    .orderBy('seq', cursor?.d === 'previous' ? 'asc' : 'desc')
    .limit(ACCESS_LOG_PAGE_SIZE + 1)
    .$if(cursor === undefined, (qb) => qb.offset(offset))
  // Counted up to the bound: a filter by action alone matched 624,000 rows at full size.
  const [rows, total] = await Promise.all([
    list.execute(),
    countUpTo(db, filtered(db, query).select(sql.lit(1).as('one')), ACCESS_LOG_COUNT_BOUND),
  ])
  const page = withCursors(rows, cursor?.d)
  return { entries: page.rows.map(toEntry), total, cursors: page.cursors }
}

const NO_CURSORS = { next: null, previous: null }

/** The filtered rows as CSV, newest first, every cell safe for spreadsheets. */
export async function accessLogCsv(db: Db, query: Omit<AccessLogQuery, 'page'>): Promise<string> {
  const rows = await filtered(db, query).selectAll().orderBy('seq', 'desc').execute()
  const records = rows.map(toEntry).map((entry) => ACCESS_LOG_CSV_COLUMNS.map((column) => entry[column]))
  return toCsv(ACCESS_LOG_CSV_COLUMNS, records)
}
