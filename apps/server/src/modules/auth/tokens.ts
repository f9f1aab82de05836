import { createHash, createHmac, randomBytes } from 'node:crypto'

/** A 256-bit random token for the client; only its hash is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The keyed hash of an e-mail that outlives a withdrawn account. */
export function emailHash(secret: string | undefined, email: string): string {
  if (!secret) throw new Error('APP_SECRET is not configured')
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex')
}
