import { createHmac, hkdfSync, type Hmac, timingSafeEqual } from 'node:crypto'

// Signatures of what the access log keeps beside its rows (archive heads and files, verified
// checkpoints; decision 0039): HMAC-SHA256 with a key derived from the app secret, so that a
// writer of the database alone cannot forge a head or a checkpoint, and `verify-log` (on the
// server, with the secret) checks them. Each kind of thing signed has its own label, so a
// signature of one kind never passes for another.

/** What a signature is of: the label starts the signed bytes. */
export type SignedKind = 'archive-head' | 'archive-file' | 'checkpoint'

/** The access log's signing key, derived from the app secret (HKDF-SHA256). */
export function accessLogKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'ctc access log', 'access-log signatures v1', 32))
}

/** A signer fed piece by piece (an archive file as it is written or read). */
export function signer(key: Buffer, kind: SignedKind): Hmac {
  return createHmac('sha256', key).update(`${kind}\n`)
}

/** The signature of a few fields, as hex. */
export function sign(key: Buffer, kind: SignedKind, fields: readonly unknown[]): string {
  return signer(key, kind).update(JSON.stringify(fields)).digest('hex')
}

/** Whether a signature (hex, as stored) is the one expected; compared in constant time. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex')
  const b = Buffer.from(/^[0-9a-f]{64}$/.test(given) ? given : '', 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
