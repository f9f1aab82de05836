import { type Algorithm, hash, verify } from '@node-rs/argon2'

// OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, one lane.
// `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

// Verified when no member has the e-mail, so that unknown and known IDs take the same time.
let dummyHash: Promise<string> | undefined
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-member-Aa1!')
  await verifyPassword(await dummyHash, password)
  return false
}
