import type { Db } from '../../db/database.js'
import { CHAIN_START, type ChainStart, rowHash, verifyAccessChain } from './access-log.js'
import { type AnchorClaim, checkAnchor } from './access-log-anchor.js'
import { type ArchiveHeader, verifyArchiveFile, verifyArchiveHeads } from './access-log-archive.js'
import { newestCheckpoint } from './access-log-checkpoint.js'

// What `npm run staff -- verify-log` checks (decisions 0018, 0030, 0039): the archives' signed
// heads, the live chain from the newest head (or from the last signed checkpoint), the anchors;
// or, with --archive, archive files on their own. Answers sentences for the operator: what verified, and what failed.

export interface LogVerification {
  ok: boolean
  /** What verified, one sentence each. */
  verified: string[]
  /** What failed, one sentence each. */
  problems: string[]
  /** The last row verified: where a checkpoint can be taken. */
  end?: ChainStart
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

async function checkAnchors(
  claims: readonly AnchorClaim[],
  check: (claim: AnchorClaim) => Promise<{ ok: true; seq: number; archived?: true } | { ok: false; problem: string }>,
): Promise<{ reached: number[]; archived: number[]; problems: string[] }> {
  const result = { reached: [] as number[], archived: [] as number[], problems: [] as string[] }
  for (const claim of claims) {
    const answer = await check(claim)
    if (!answer.ok) result.problems.push(sentence(answer.problem))
    else if (answer.archived) result.archived.push(answer.seq)
    else result.reached.push(answer.seq)
  }
  return result
}

/** Checks the log in the database: archive heads, the live chain from the newest head, the anchors. */
export async function verifyLiveLog(
  db: Db,
  key: Buffer | undefined,
  anchors: readonly AnchorClaim[],
  options: { fromCheckpoint?: boolean } = {},
) {
  const result: LogVerification = { ok: false, verified: [], problems: [] }
  const archives = await db.selectFrom('access_log_archives').select('id').limit(1).execute()
  let start: ChainStart = CHAIN_START
  if (archives.length > 0) {
    if (!key) {
      result.problems.push('The log has archives, whose heads are signed with the app secret: none was found.')
      return result
    }
    const heads = await verifyArchiveHeads(db, key)
    if (!heads.ok) {
      result.problems.push(sentence(heads.problem))
      return result
    }
    start = heads.head
    result.verified.push(
      `${plural(heads.archives, 'archive head')} ${heads.archives === 1 ? 'is' : 'are'} signed and chained: rows 1–${start.seq} are archived.`,
    )
  }
  const head = start
  let from = start.seq > 0 ? ` from the archived head (row ${start.seq})` : ''
  if (options.fromCheckpoint) {
    if (!key) {
      result.problems.push('Checkpoints are signed with the app secret: none was found.')
      return result
    }
    const read = await newestCheckpoint(db, key)
    if (!read.ok) {
      result.problems.push(`${sentence(read.problem)} Run verify-log without --from-checkpoint to walk the whole log.`)
      return result
    }
    const checkpoint = read.checkpoint
    if (!checkpoint) {
      result.verified.push('No checkpoint yet: the whole log is walked.')
    } else if (checkpoint.seq > start.seq) {
      const row = await db.selectFrom('access_log').selectAll().where('seq', '=', checkpoint.seq).executeTakeFirst()
      if (row?.hash !== checkpoint.hash || rowHash(row) !== row.hash) {
        result.problems.push(
          `The access log is broken at row ${checkpoint.seq}, the checkpoint of ${checkpoint.verifiedAt}: the row was ${row ? 'changed' : 'removed'} since.`,
        )
        return result
      }
      start = checkpoint
      from = ` after the checkpoint at row ${checkpoint.seq} (verified ${checkpoint.verifiedAt})`
    }
  }
  const chain = await verifyAccessChain(db, start)
  const checked = await checkAnchors(anchors, (claim) => checkAnchor(db, claim, head))
  const live = anchors.length - checked.archived.length
  if (!chain.ok) {
    result.problems.push(
      `The access log is broken at row ${chain.badSeq}: ${chain.problem} (${chain.rows} rows before it verify).`,
    )
  } else if (checked.problems.length > 0) {
    result.problems.push(
      `The access log's ${chain.rows} rows${from} are chained, but it fails ${checked.problems.length} of ${anchors.length} anchors:`,
    )
  } else {
    result.end = chain.end
    const reach =
      live === 0
        ? ''
        : `, reaching ${live === 1 ? 'the anchor given' : `all ${live} anchors given`} (up to seq ${Math.max(...checked.reached)})`
    result.verified.push(`The access log verifies: ${chain.rows} rows${from}, each chained to the one before${reach}.`)
  }
  if (checked.archived.length > 0) {
    const count = checked.archived.length
    result.verified.push(
      `${plural(count, 'anchor')} (seq ${checked.archived.join(', ')}) ${count === 1 ? 'names a row' : 'name rows'} ` +
        `that moved to an archive: check ${count === 1 ? 'it' : 'them'} with --archive FILE.`,
    )
  }
  result.problems.push(...checked.problems)
  result.ok = result.problems.length === 0
  return result
}

/**
 * Checks archive files on their own (chain inside each, signature), that they follow each other
 * when several are given, and the anchors that fall inside them.
 */
export async function verifyArchives(files: readonly string[], key: Buffer, anchors: readonly AnchorClaim[]) {
  const result: LogVerification = { ok: false, verified: [], problems: [] }
  const wanted = new Set(anchors.flatMap((claim) => (claim.seq === undefined ? [] : [claim.seq])))
  const good: { file: string; header: ArchiveHeader; found: Map<number, string> }[] = []
  for (const file of files) {
    const check = await verifyArchiveFile(file, key, wanted)
    if (!check.ok) {
      result.problems.push(`The archive ${file} fails: ${check.problem}.`)
      continue
    }
    const { header } = check
    good.push({ file, header, found: check.found })
    result.verified.push(
      `The archive ${file} verifies: rows ${header.first.seq}–${header.last.seq} (${check.rows}), chained and signed.`,
    )
  }
  good.sort((a, b) => a.header.first.seq - b.header.first.seq)
  for (const [index, archive] of good.entries()) {
    const before = good[index - 1]
    if (!before) continue
    const previous = archive.header.previous
    if (previous.seq !== before.header.last.seq || previous.hash !== before.header.last.hash) {
      result.problems.push(
        `The archive ${archive.file} does not follow ${before.file}: it follows row ${previous.seq}, which ends ${before.header.last.seq === previous.seq ? 'with another hash' : `at ${before.header.last.seq}`}.`,
      )
    }
  }
  const inside = (seq: number) => good.find((a) => a.header.previous.seq <= seq && seq <= a.header.last.seq)
  const checked = await checkAnchors(anchors, (claim) => {
    const short = `${claim.hash.slice(0, 12)}…`
    if (claim.seq === undefined) {
      const head = good.find((a) => a.header.last.hash === claim.hash || a.header.previous.hash === claim.hash)
      if (head) return Promise.resolve({ ok: true, seq: head.header.last.seq })
      return Promise.resolve({
        ok: false,
        problem: `anchor hash ${short} is not the head of an archive given: give it as SEQ:HASH`,
      })
    }
    const archive = inside(claim.seq)
    if (!archive) return Promise.resolve({ ok: true, seq: claim.seq, archived: true })
    const hash = claim.seq === archive.header.previous.seq ? archive.header.previous.hash : archive.found.get(claim.seq)
    if (hash === claim.hash) return Promise.resolve({ ok: true, seq: claim.seq })
    return Promise.resolve({
      ok: false,
      problem: `anchor seq ${claim.seq} (hash ${short}) does not match ${archive.file}, whose row ${claim.seq} has hash ${(hash ?? '').slice(0, 12)}…`,
    })
  })
  if (checked.reached.length > 0) {
    const count = checked.reached.length
    result.verified.push(
      `The archives given reach ${plural(count, 'anchor')} (up to seq ${Math.max(...checked.reached)}).`,
    )
  }
  if (checked.archived.length > 0) {
    // Outside the archives given: neither reached nor failed here.
    const count = checked.archived.length
    result.verified.push(
      `${plural(count, 'anchor')} (seq ${checked.archived.join(', ')}) ${count === 1 ? 'is' : 'are'} in none of the archives given: not checked here.`,
    )
  }
  result.problems.push(...checked.problems)
  result.ok = result.problems.length === 0 && good.length === files.length
  return result
}
