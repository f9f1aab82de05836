import type { Db } from '../../db/database.js'
import type { ChainStart } from './access-log.js'
import { sign, signatureMatches } from './access-log-seal.js'

// Verified checkpoints (decision 0039): after a walk finds the chain whole, `verify-log` records
// the last row it verified, signed with a key derived from the app secret, so that
// `verify-log --from-checkpoint` walks only the rows written since. A writer of the database
// without the secret cannot move a checkpoint past rows it rewrote: the signature would not match.

export interface Checkpoint extends ChainStart {
  verifiedAt: string
}

const fields = (point: Checkpoint) => [point.seq, point.hash, point.verifiedAt]

/** Records the end of a walk that verified (nothing while the log is empty). */
export async function recordCheckpoint(db: Db, key: Buffer, end: ChainStart, now: Date): Promise<void> {
  if (end.seq === 0) return
  const point: Checkpoint = { ...end, verifiedAt: now.toISOString() }
  await db
    .insertInto('access_log_checkpoints')
    .values({
      seq: point.seq,
      hash: point.hash,
      verified_at: point.verifiedAt,
      signature: sign(key, 'checkpoint', fields(point)),
    })
    .execute()
}

export type CheckpointRead = { ok: true; checkpoint: Checkpoint | undefined } | { ok: false; problem: string }

/** The furthest checkpoint, if its signature holds; a changed or forged one is refused, not skipped. */
export async function newestCheckpoint(db: Db, key: Buffer): Promise<CheckpointRead> {
  const row = await db
    .selectFrom('access_log_checkpoints')
    .selectAll()
    .orderBy('seq', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) return { ok: true, checkpoint: undefined }
  const checkpoint: Checkpoint = { seq: row.seq, hash: row.hash, verifiedAt: row.verified_at }
  if (!signatureMatches(sign(key, 'checkpoint', fields(checkpoint)), row.signature)) {
    return {
      ok: false,
      problem: `the checkpoint at row ${row.seq} is not signed by this server's key: it was changed or forged`,
    }
  }
  return { ok: true, checkpoint }
}
