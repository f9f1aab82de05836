import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/database.js'
import type { AccessLogArchiveRow, AccessLogRow } from '../../db/schema.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { PermanentJobError } from '../../jobs/job-worker.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { retentionCutoff } from '../applications/application-retention.js'
import { CHAIN_START, type ChainStart, GENESIS, newestAccessPoint, rowHash } from './access-log.js'
import { accessLogKey, sign, signatureMatches, signer } from './access-log-seal.js'

// Access-log rows past their retention (ACCESS_LOG_RETENTION_MONTHS, 2 years by default) move to an
// archive file, then leave the table (decision 0039). An archive is gzip-compressed JSON lines: a
// header naming its first and last rows (seq and hash) and the head it follows (the previous
// archive's last row, or the genesis), the rows as they were, and a last line with the HMAC of every
// byte before it. Its head (first and last seq, hashes, file, signed) stays in access_log_archives,
// so the live chain continues from it and `verify-log` knows where the live rows must start.

const ARCHIVE_LINE_VERSION = 1
/** Rows per archive file: the first archive of an old log is split, each file a day's job can write. */
const ARCHIVE_MAX_ROWS = 1_000_000
const READ_BATCH = 5000
const DELETE_BATCH = 10_000
const HASH = z.string().regex(/^[0-9a-f]{64}$/)

const PointSchema = z.object({ seq: z.number().int().min(0), hash: HASH })
const HeaderSchema = z.object({
  accessLogArchive: z.literal(ARCHIVE_LINE_VERSION),
  first: PointSchema,
  last: PointSchema.extend({ occurredAt: z.string() }),
  /** The head the first row follows: the previous archive's last row (seq 0 and the genesis hash at the start). */
  previous: PointSchema.extend({ file: z.string().nullable() }),
  rows: z.number().int().min(1),
  createdAt: z.string(),
})
export type ArchiveHeader = z.infer<typeof HeaderSchema>

const RowSchema = z.object({
  seq: z.number().int(),
  occurred_at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  action: z.string(),
  record_type: z.string().nullable(),
  record_id: z.string().nullable(),
  reason: z.string().nullable(),
  reason_text: z.string().nullable(),
  address: z.string(),
  row_count: z.number().int().nullable(),
  prev_hash: z.string(),
  hash: z.string(),
})
const SignatureLineSchema = z.object({ accessLogArchiveSignature: z.literal('hmac-sha256'), value: z.string() })

/** An archive file's name: by its first row, so a try repeated after a crash rewrites the same file. */
export const archiveFileName = (firstSeq: number) => `access-log-${String(firstSeq).padStart(12, '0')}.jsonl.gz`

const headFields = (head: Omit<AccessLogArchiveRow, 'id' | 'signature'>) => [
  head.first_seq,
  head.last_seq,
  head.prev_hash,
  head.last_hash,
  head.last_occurred_at,
  head.row_count,
  head.file,
  head.created_at,
]

/** The archives' heads, oldest first. */
function archiveHeads(db: Db) {
  return db.selectFrom('access_log_archives').selectAll().orderBy('last_seq').execute()
}

/** The newest archive's head, where the live rows continue; the genesis while nothing is archived. */
export async function archivedHead(db: Db): Promise<ChainStart & { file: string | null }> {
  const row = await db
    .selectFrom('access_log_archives')
    .select(['last_seq', 'last_hash', 'file'])
    .orderBy('last_seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? { seq: row.last_seq, hash: row.last_hash, file: row.file } : { ...CHAIN_START, file: null }
}

export type HeadsCheck = { ok: true; archives: number; head: ChainStart } | { ok: false; problem: string }

/**
 * Checks the archives' heads kept in the database: each signed, each following the one before,
 * the first following the genesis. Answers the newest head, where the live chain must start.
 */
export async function verifyArchiveHeads(db: Db, key: Buffer): Promise<HeadsCheck> {
  let before: ChainStart = CHAIN_START
  const heads = await archiveHeads(db)
  for (const head of heads) {
    const name = `the archive head of rows ${head.first_seq}–${head.last_seq} (${head.file})`
    if (!signatureMatches(sign(key, 'archive-head', headFields(head)), head.signature))
      return { ok: false, problem: `${name} is not signed by this server's key: it was changed or forged` }
    if (head.first_seq !== before.seq + 1 || head.prev_hash !== before.hash)
      return { ok: false, problem: `${name} does not follow row ${before.seq}: an archive head was removed or changed` }
    before = { seq: head.last_seq, hash: head.last_hash }
  }
  return { ok: true, archives: heads.length, head: before }
}

/** Deletes live rows up to the head in small statements (what a run stopped short of deleting). */
async function deleteArchivedRows(db: Db, lastSeq: number): Promise<number> {
  let deleted = 0
  for (;;) {
    const oldest = await db.selectFrom('access_log').select('seq').orderBy('seq').limit(1).executeTakeFirst()
    if (!oldest || oldest.seq > lastSeq) return deleted
    const result = await db
      .deleteFrom('access_log')
      .where('seq', '>=', oldest.seq)
      .where('seq', '<', Math.min(oldest.seq + DELETE_BATCH, lastSeq + 1))
      .executeTakeFirst()
    deleted += Number(result.numDeletedRows)
  }
}

async function* rowsBetween(db: Db, firstSeq: number, lastSeq: number): AsyncGenerator<AccessLogRow> {
  let next = firstSeq
  while (next <= lastSeq) {
    const batch = await db
      .selectFrom('access_log')
      .selectAll()
      .where('seq', '>=', next)
      .where('seq', '<=', lastSeq)
      .orderBy('seq')
      .limit(READ_BATCH)
      .execute()
    if (batch.length === 0) return
    yield* batch
    next = (batch.at(-1)?.seq ?? lastSeq) + 1
  }
}

/** A row as an archive line: the columns in a fixed order, as they were. */
const rowLine = (row: AccessLogRow) =>
  JSON.stringify({
    seq: row.seq,
    occurred_at: row.occurred_at,
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    action: row.action,
    record_type: row.record_type,
    record_id: row.record_id,
    reason: row.reason,
    reason_text: row.reason_text,
    address: row.address,
    row_count: row.row_count,
    prev_hash: row.prev_hash,
    hash: row.hash,
  })

/** Writes the file of rows `from.seq + 1 … last.seq`, checking their chain as it goes; throws on a break. */
async function writeArchiveFile(db: Db, key: Buffer, file: string, header: ArchiveHeader): Promise<void> {
  const signature = signer(key, 'archive-file')
  async function* lines() {
    const first = `${JSON.stringify(header)}\n`
    signature.update(first)
    yield first
    let before: ChainStart = header.previous
    for await (const row of rowsBetween(db, header.first.seq, header.last.seq)) {
      if (row.seq !== before.seq + 1)
        throw new PermanentJobError(`the access log is broken: row ${before.seq + 1} is missing`)
      if (row.prev_hash !== before.hash || rowHash(row) !== row.hash)
        throw new PermanentJobError(`the access log is broken at row ${row.seq}: it was changed`)
      const line = `${rowLine(row)}\n`
      signature.update(line)
      yield line
      before = row
    }
    if (before.seq !== header.last.seq)
      throw new PermanentJobError(`the access log is broken: row ${before.seq + 1} is missing`)
    yield `${JSON.stringify({ accessLogArchiveSignature: 'hmac-sha256', value: signature.digest('hex') })}\n`
  }
  const partial = `${file}.partial`
  try {
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial, { mode: 0o640 }))
    const handle = await fs.open(partial, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
    await fs.rename(partial, file)
  } catch (error) {
    await fs.rm(partial, { force: true })
    throw error
  }
  // The rename itself reaches the disk before the rows leave the database.
  const dir = await fs.open(path.dirname(file), 'r')
  try {
    await dir.sync()
  } finally {
    await dir.close()
  }
}

export interface ArchiveRun {
  /** The Korea-time day whose start is the cutoff: rows written before it were past keeping. */
  cutoffDay: string
  files: { file: string; firstSeq: number; lastSeq: number }[]
  deleted: number
}

/**
 * Archives every row written before the cutoff (never the newest row: appends continue from it),
 * in files of at most ARCHIVE_MAX_ROWS rows, then deletes them. Each file is written and synced,
 * then its head is recorded, then its rows are deleted; a run that stopped anywhere is finished by
 * the next (a file without its head is written again under the same name).
 */
export async function archiveAccessLog(
  db: Db,
  options: { dir: string; secret: string; retentionMonths: number; now: Date; maxRows?: number },
): Promise<ArchiveRun> {
  const key = accessLogKey(options.secret)
  const cutoffDay = retentionCutoff(seoulToday(options.now), options.retentionMonths)
  const cutoff = new Date(Date.parse(`${cutoffDay}T00:00:00+09:00`)).toISOString()
  const run: ArchiveRun = { cutoffDay, files: [], deleted: 0 }
  await fs.mkdir(options.dir, { recursive: true })
  for (;;) {
    const head = await archivedHead(db)
    run.deleted += await deleteArchivedRows(db, head.seq)
    const [newest, pastKeeping] = await Promise.all([
      newestAccessPoint(db),
      db
        .selectFrom('access_log')
        .select('seq')
        .where('occurred_at', '<', cutoff)
        .orderBy('occurred_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ])
    if (!newest || !pastKeeping) return run
    const lastSeq = Math.min(pastKeeping.seq, newest.seq - 1, head.seq + (options.maxRows ?? ARCHIVE_MAX_ROWS))
    if (lastSeq <= head.seq) return run
    const [first, last] = await Promise.all(
      [head.seq + 1, lastSeq].map((seq) =>
        db.selectFrom('access_log').select(['seq', 'hash', 'occurred_at']).where('seq', '=', seq).executeTakeFirst(),
      ),
    )
    if (!first || !last)
      throw new PermanentJobError(`the access log is broken: row ${first ? lastSeq : head.seq + 1} is missing`)
    const name = archiveFileName(first.seq)
    const createdAt = options.now.toISOString()
    const header: ArchiveHeader = {
      accessLogArchive: ARCHIVE_LINE_VERSION,
      first: { seq: first.seq, hash: first.hash },
      last: { seq: last.seq, hash: last.hash, occurredAt: last.occurred_at },
      previous: { seq: head.seq, hash: head.hash, file: head.file },
      rows: last.seq - first.seq + 1,
      createdAt,
    }
    await writeArchiveFile(db, key, path.join(options.dir, name), header)
    const record = {
      first_seq: first.seq,
      last_seq: last.seq,
      prev_hash: head.hash,
      last_hash: last.hash,
      last_occurred_at: last.occurred_at,
      row_count: header.rows,
      file: name,
      created_at: createdAt,
    }
    await db
      .insertInto('access_log_archives')
      .values({ ...record, signature: sign(key, 'archive-head', headFields(record)) })
      .execute()
    run.files.push({ file: name, firstSeq: first.seq, lastSeq: last.seq })
  }
}

export type ArchiveCheck =
  | { ok: true; header: ArchiveHeader; rows: number; found: Map<number, string> }
  | { ok: false; header: ArchiveHeader | undefined; rows: number; problem: string }

/**
 * Verifies an archive file on its own: its header, the chain of its rows from the head it follows
 * to the last row it names, and its signature. `lookup` names rows whose hashes to answer (anchors).
 */
export async function verifyArchiveFile(
  file: string,
  key: Buffer,
  lookup: ReadonlySet<number> = new Set(),
): Promise<ArchiveCheck> {
  const signature = signer(key, 'archive-file')
  const found = new Map<number, string>()
  let header: ArchiveHeader | undefined
  let before: ChainStart = CHAIN_START
  let rows = 0
  let signed: string | undefined
  const fail = (problem: string): ArchiveCheck => ({ ok: false, header, rows, problem })
  const input = createReadStream(file)
  const gunzip = createGunzip()
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity })
  const broken = new Promise<never>((_resolve, reject) => {
    input.on('error', reject)
    gunzip.on('error', reject)
  })
  broken.catch(() => undefined)
  try {
    const read = (async () => {
      for await (const line of lines) {
        if (signed !== undefined) return fail('lines follow the signature')
        let json: unknown
        try {
          json = JSON.parse(line)
        } catch {
          return fail(`line ${rows + 2} is not JSON`)
        }
        if (header === undefined) {
          const parsed = HeaderSchema.safeParse(json)
          if (!parsed.success) return fail(`the first line is not an archive header of version ${ARCHIVE_LINE_VERSION}`)
          header = parsed.data
          before = header.previous
          signature.update(`${line}\n`)
          continue
        }
        const end = SignatureLineSchema.safeParse(json)
        if (end.success) {
          signed = end.data.value
          continue
        }
        const row = RowSchema.safeParse(json)
        if (!row.success) return fail(`line ${rows + 2} is not a row of the access log`)
        const seq = row.data.seq
        if (seq !== before.seq + 1) return fail(`row ${before.seq + 1} is missing`)
        if (row.data.prev_hash !== before.hash)
          return fail(`row ${seq}'s previous hash differs: a row before it was changed`)
        if (rowHash(row.data) !== row.data.hash) return fail(`row ${seq} was changed`)
        if (seq === header.first.seq && row.data.hash !== header.first.hash)
          return fail(`row ${seq} is not the first row the header names`)
        if (lookup.has(seq)) found.set(seq, row.data.hash)
        signature.update(`${line}\n`)
        before = row.data
        rows++
      }
      return undefined
    })()
    const problem = await Promise.race([read, broken])
    if (problem) return problem
  } catch (error) {
    return fail(`the file cannot be read as gzip (${error instanceof Error ? error.message : String(error)})`)
  } finally {
    lines.close()
    input.destroy()
  }
  if (!header) return fail('the file is empty')
  if (signed === undefined) return fail('the signature line is missing: the file was cut short')
  if (before.seq !== header.last.seq || before.hash !== header.last.hash)
    return fail(
      `the rows end at row ${before.seq}, the header names row ${header.last.seq}: rows were removed from the end`,
    )
  if (rows !== header.rows || header.first.seq !== header.previous.seq + 1)
    return fail(`the header names ${header.rows} rows, the file holds ${rows}`)
  if (!signatureMatches(signature.digest('hex'), signed))
    return fail("the signature does not match: the file was changed, or it was signed with another server's key")
  return { ok: true, header, rows, found }
}

/** Whether the archive is the first of the log (it follows the genesis). */
export const followsGenesis = (header: ArchiveHeader) => header.previous.seq === 0 && header.previous.hash === GENESIS

const ARCHIVE_JOB = 'access-log.archive'

/**
 * The daily archive, a job of the job table (decision 0021): looked at hourly, queued once per
 * Korean day; a try repeated after a crash finishes what the last one started.
 */
export function registerAccessLogArchiveJob(app: FastifyInstance) {
  const { worker } = app.jobs
  const { dir, retentionMonths } = app.config.accessLogArchive
  worker.schedule({
    name: 'access log archive',
    everyMs: 60 * 60_000,
    run: async (now) => {
      const day = seoulToday(now)
      await enqueueJob(app.db, { kind: ARCHIVE_JOB, key: `${ARCHIVE_JOB}:${day}`, payload: { day } }, now)
    },
  })
  worker.handle(ARCHIVE_JOB, async ({ log }) => {
    const secret = app.config.appSecret
    if (!secret) throw new PermanentJobError('no app secret to sign archives with')
    const run = await archiveAccessLog(app.db, { dir, secret, retentionMonths, now: app.now() })
    const files = run.files.map((file) => file.file)
    log.info({ archived: run.files, deleted: run.deleted, cutoffDay: run.cutoffDay }, 'access log archived')
    return files.length === 0
      ? `nothing written before ${run.cutoffDay} left to archive`
      : `archived rows ${run.files[0]?.firstSeq}–${run.files.at(-1)?.lastSeq} to ${files.join(', ')} in ${dir}`
  })
}
