import fs from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/database.js'
import { jobMessageId } from '../../jobs/job-mail.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { PermanentJobError } from '../../jobs/job-worker.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { CHAIN_START, type ChainPoint, type ChainStart, findAccessPoint, newestAccessPoint } from './access-log.js'

// The access log's end, anchored (decision 0030). The chain shows a changed or removed row, but
// not the newest rows removed together: what is left is still a chain. So once a day the newest
// row's place and hash are written where a writer of the database cannot silently rewrite them
// (the server log, a file, an e-mail of the privacy officer's choosing), and
// `npm run staff -- verify-log --anchor SEQ:HASH` checks that the log still reaches them.

/** The version of the anchor line; a later kind of line (a checkpoint, an archive's head) gets its own. */
const ANCHOR_LINE_VERSION = 1
const HASH = /^[0-9a-f]{64}$/

/** The day's anchor: the newest row's place, hash and time, and when it was taken. */
export interface Anchor extends ChainPoint {
  anchoredAt: string
}

/** What an anchor given to verify-log claims: a row's hash, and its place when known. */
export interface AnchorClaim {
  seq?: number
  hash: string
}

const AnchorLineSchema = z.object({
  accessLogAnchor: z.literal(ANCHOR_LINE_VERSION),
  seq: z.number().int().min(1),
  hash: z.string().regex(HASH),
  occurredAt: z.string(),
  anchoredAt: z.string(),
})

/** An anchor as one line of JSON: what the file gets and the mail carries. */
export const anchorLine = (anchor: Anchor): string =>
  JSON.stringify({
    accessLogAnchor: ANCHOR_LINE_VERSION,
    seq: anchor.seq,
    hash: anchor.hash,
    occurredAt: anchor.occurredAt,
    anchoredAt: anchor.anchoredAt,
  })

/** The short form verify-log takes: SEQ:HASH. */
export const anchorToken = (anchor: ChainPoint): string => `${anchor.seq}:${anchor.hash}`

/**
 * An anchor as verify-log is given it: a line of an anchor file, SEQ:HASH, or a bare hash.
 * Throws with what is wrong.
 */
export function parseAnchor(text: string): AnchorClaim {
  const value = text.trim()
  if (value.startsWith('{')) {
    let json: unknown
    try {
      json = JSON.parse(value)
    } catch {
      throw new Error('not an anchor: the line is not JSON')
    }
    const line = AnchorLineSchema.safeParse(json)
    if (!line.success) throw new Error(`not an anchor line of version ${ANCHOR_LINE_VERSION}`)
    return { seq: line.data.seq, hash: line.data.hash }
  }
  const token = /^(?:(\d+):)?([0-9a-fA-F]{64})$/.exec(value)
  if (!token?.[2]) throw new Error('not an anchor: give SEQ:HASH, a hash of 64 hexadecimal digits, or an anchor line')
  const hash = token[2].toLowerCase()
  return token[1] === undefined ? { hash } : { seq: Number(token[1]), hash }
}

/** Every anchor of a file (blank lines and lines starting with # are skipped). Throws naming the line. */
export async function readAnchorFile(file: string): Promise<AnchorClaim[]> {
  const lines = (await fs.readFile(file, 'utf8')).split(/\r?\n/)
  const anchors: AnchorClaim[] = []
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    try {
      anchors.push(parseAnchor(line))
    } catch (error) {
      throw new Error(`${file} line ${index + 1}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return anchors
}

const short = (hash: string) => `${hash.slice(0, 12)}…`
const removed = (from: number, to: number) =>
  from === to ? `row ${from} was removed` : `rows ${from}–${to} were removed`

/** What checkAnchor answers: reached (live, or the archived head), archived (check it against its archive), or what is wrong. */
export type AnchorCheck = { ok: true; seq: number; archived?: true } | { ok: false; problem: string }

/**
 * Whether the log still reaches the anchor: the row at its place has its hash. Answers the
 * row's place, or what is wrong, naming the rows that are gone. The chain from the row onward is
 * verifyAccessChain's to check. Rows up to `head` have moved to archives (decision 0039): the
 * head's own hash is checked here, an older row only against its archive file.
 */
export async function checkAnchor(db: Db, claim: AnchorClaim, head: ChainStart = CHAIN_START): Promise<AnchorCheck> {
  if (claim.seq === undefined) {
    if (head.seq > 0 && claim.hash === head.hash) return { ok: true, seq: head.seq }
    const row = await findAccessPoint(db, { hash: claim.hash })
    if (row && row.seq > head.seq) return { ok: true, seq: row.seq }
    const archived = head.seq > 0 ? ` (or, if it is older than row ${head.seq + 1}, its row is in an archive)` : ''
    return {
      ok: false,
      problem:
        `anchor hash ${short(claim.hash)} is in no row of the access log${archived}: its row was removed or rewritten, ` +
        'or the hash is mistyped (give the anchor as SEQ:HASH, as the anchor file and mail write it, to learn which rows are gone)',
    }
  }
  const anchor = `anchor seq ${claim.seq} (hash ${short(claim.hash)})`
  if (claim.seq < head.seq) return { ok: true, seq: claim.seq, archived: true }
  if (head.seq > 0 && claim.seq === head.seq) {
    if (claim.hash === head.hash) return { ok: true, seq: head.seq }
    return {
      ok: false,
      problem: `${anchor} does not match the archived head, row ${head.seq} with hash ${short(head.hash)}; the log was rewritten at or before row ${head.seq}`,
    }
  }
  const row = await findAccessPoint(db, { seq: claim.seq })
  if (row?.hash === claim.hash) return { ok: true, seq: row.seq }
  if (row) {
    return {
      ok: false,
      problem: `${anchor} does not match: row ${row.seq} now has hash ${short(row.hash)}; the log was rewritten at or before row ${row.seq}`,
    }
  }
  const end = (await newestAccessPoint(db))?.seq ?? 0
  if (end > claim.seq) return { ok: false, problem: `${anchor} is missing: ${removed(claim.seq, claim.seq)}` }
  const ends = end === 0 ? 'the log is empty' : `the log ends at seq ${end}`
  return { ok: false, problem: `${anchor} is missing: ${ends}; ${removed(end + 1, claim.seq)}` }
}

/** Appends the line unless the file already ends with it (a try repeated after a crash), then syncs it to disk. */
async function appendOnce(file: string, line: string): Promise<void> {
  const handle = await fs.open(file, 'a+')
  try {
    const { size } = await handle.stat()
    const tailSize = Math.min(size, line.length + 2)
    const tail = Buffer.alloc(tailSize)
    await handle.read(tail, 0, tailSize, size - tailSize)
    const text = tail.toString('utf8')
    if (text.trimEnd().endsWith(line)) return
    await handle.appendFile(`${size > 0 && !text.endsWith('\n') ? '\n' : ''}${line}\n`)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

const seoulTime = (iso: string) =>
  `${new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')} (KST)`

/** The privacy officer's copy of the day's anchor, in Korean and English. */
export function anchorMail(anchor: Anchor, day: string): { subject: string; text: string } {
  const command = `npm run staff -- verify-log --anchor ${anchorToken(anchor)}`
  return {
    subject: `[임상시험센터 콘솔] ${day} 접근 기록 확인값 / Access log anchor`,
    text: [
      `${day} 접근 기록의 마지막 행: ${anchor.seq}번, ${seoulTime(anchor.occurredAt)} 기록, 해시 ${anchor.hash}`,
      '이 메일은 데이터베이스와 떨어진 곳에 보관하세요. 이 행까지의 기록이 지워지거나 바뀌지 않았는지는 서버에서 다음 명령으로 확인합니다.',
      `The newest row of the access log on ${day}: seq ${anchor.seq}, written ${seoulTime(anchor.occurredAt)}, hash ${anchor.hash}`,
      'Keep this mail apart from the database. To check on the server that no row up to it was removed or changed, run:',
      command,
      `앵커 파일에 추가할 줄 / The line for an anchor file:\n${anchorLine(anchor)}`,
    ].join('\n\n'),
  }
}

const ANCHOR_JOB = 'access-log.anchor'
const AnchorPayloadSchema = AnchorLineSchema.omit({ accessLogAnchor: true }).extend({ day: z.string() })

/**
 * The daily anchor, a job of the job table (decision 0021): the schedule, looked at hourly, takes
 * the newest row into a job keyed by the Korean day, so any number of processes and restarts
 * anchor once a day, and every try of the job writes the same anchor.
 */
export function registerAccessLogAnchorJob(app: FastifyInstance) {
  const { worker } = app.jobs
  const { file, email } = app.config.accessLogAnchor
  worker.schedule({
    name: 'access log anchor',
    everyMs: 60 * 60_000,
    run: async (now) => {
      const newest = await newestAccessPoint(app.db)
      if (!newest) return
      const day = seoulToday(now)
      const payload = { day, ...newest, anchoredAt: now.toISOString() }
      await enqueueJob(app.db, { kind: ANCHOR_JOB, key: `${ANCHOR_JOB}:${day}`, payload }, now)
    },
  })
  worker.handle(ANCHOR_JOB, async ({ payload, job, log }) => {
    const parsed = AnchorPayloadSchema.safeParse(payload)
    if (!parsed.success) throw new PermanentJobError('the payload is not an anchor')
    const { day, ...anchor } = parsed.data
    log.info({ accessLogAnchor: anchor }, `access log anchor ${anchorToken(anchor)}`)
    const written = ['the server log']
    if (file) {
      await appendOnce(file, anchorLine(anchor))
      written.push(file)
    }
    if (email) {
      await app.mailer.send({
        to: email,
        ...anchorMail(anchor, day),
        messageId: jobMessageId(job, app.config.publicUrl),
      })
      written.push(email)
    }
    return `anchored seq ${anchor.seq} in ${written.join(', ')}`
  })
}
