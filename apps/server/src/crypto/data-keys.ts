import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import type { Db } from '../db/database.js'

// Envelope encryption of sensitive values (health answers, application snapshots): each member,
// and each non-member application, has a random 256-bit data key; the data key is stored wrapped
// by a key-encryption key derived from the app secret. Values are AES-256-GCM with the data key's
// id beside the ciphertext. Destroying the data key row (withdrawal) leaves every copy of the
// values, in backups, dead rows or a write-ahead log, unreadable (crypto-shredding).

interface KeyEncryptionKey {
  /** Stored beside each wrapped key: a different secret is recognised, and keys can rotate. */
  id: string
  key: Buffer
}

export interface DataKey {
  id: number
  key: Buffer
}

const SEALED_PREFIX = 'enc1:'

const keks = new Map<string, KeyEncryptionKey>()

function keyEncryptionKey(secret: string | undefined): KeyEncryptionKey {
  if (!secret) throw new Error('APP_SECRET is not configured')
  let kek = keks.get(secret)
  if (!kek) {
    const key = Buffer.from(hkdfSync('sha256', secret, 'ctc-data-keys', 'key-encryption-key v1', 32))
    kek = { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key }
    keks.set(secret, kek)
  }
  return kek
}

/** AES-256-GCM with a random 96-bit IV; the additional data binds the value to where it belongs. */
function seal(key: Buffer, plaintext: Buffer, context: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')
}

function open(key: Buffer, sealed: string, context: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
  decipher.setAAD(Buffer.from(context))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()])
}

/** A data key as its row stores it: wrapped by the key-encryption key of the app secret. */
export function wrapDataKey(secret: string | undefined, key: Buffer): { kekId: string; wrappedKey: string } {
  const kek = keyEncryptionKey(secret)
  return { kekId: kek.id, wrappedKey: seal(kek.key, key, `kek:${kek.id}`) }
}

async function insertDataKey(db: Db, secret: string | undefined, memberId: number | null, now: Date) {
  const key = randomBytes(32)
  const wrapped = wrapDataKey(secret, key)
  const row = await db
    .insertInto('data_keys')
    .values({
      member_id: memberId,
      kek_id: wrapped.kekId,
      wrapped_key: wrapped.wrappedKey,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row ? { id: row.id, key } : undefined
}

async function loadDataKey(db: Db, secret: string | undefined, where: { id: number } | { memberId: number }) {
  const row = await db
    .selectFrom('data_keys')
    .selectAll()
    .$if('id' in where, (qb) => qb.where('id', '=', 'id' in where ? where.id : 0))
    .$if('memberId' in where, (qb) => qb.where('member_id', '=', 'memberId' in where ? where.memberId : 0))
    .executeTakeFirst()
  if (!row) return undefined
  const kek = keyEncryptionKey(secret)
  if (row.kek_id !== kek.id) {
    throw new Error(`Data key ${row.id} was wrapped by another APP_SECRET (key ${row.kek_id}, now ${kek.id})`)
  }
  return { id: row.id, key: open(kek.key, row.wrapped_key, `kek:${kek.id}`) }
}

/** The member's data key, made on first use; two requests making it at once get the same one. */
export async function memberDataKey(db: Db, secret: string | undefined, memberId: number, now: Date): Promise<DataKey> {
  const existing = await loadDataKey(db, secret, { memberId })
  if (existing) return existing
  const made = (await insertDataKey(db, secret, memberId, now)) ?? (await loadDataKey(db, secret, { memberId }))
  if (!made) throw new Error(`No data key for member ${memberId}`)
  return made
}

/** A new data key of its own, for a non-member's application. */
export async function newDataKey(db: Db, secret: string | undefined, now: Date): Promise<DataKey> {
  const made = await insertDataKey(db, secret, null, now)
  if (!made) throw new Error('A data key could not be stored')
  return made
}

/** The value as JSON, encrypted with the key: `enc1:<key id>:<IV, tag and ciphertext>`. */
export function sealJson(key: DataKey, value: unknown): string {
  return `${SEALED_PREFIX}${key.id}:${seal(key.key, Buffer.from(JSON.stringify(value)), `data:${key.id}`)}`
}

/** The id of the key that sealed a stored value (undefined for a value stored before encryption). */
export function sealedKeyId(stored: string): number | undefined {
  if (!stored.startsWith(SEALED_PREFIX)) return undefined
  const id = Number.parseInt(stored.slice(SEALED_PREFIX.length), 10)
  return Number.isSafeInteger(id) ? id : undefined
}

export function isSealed(stored: string): boolean {
  return sealedKeyId(stored) !== undefined
}

/**
 * The stored value, decrypted and parsed; a value from before encryption is parsed as it is.
 * Undefined when its key has been destroyed: the data no longer exists.
 */
export async function openJson(db: Db, secret: string | undefined, stored: string): Promise<unknown> {
  const id = sealedKeyId(stored)
  if (id === undefined) return JSON.parse(stored) as unknown
  const key = await loadDataKey(db, secret, { id })
  if (!key) return undefined
  const sealed = stored.slice(stored.indexOf(':', SEALED_PREFIX.length) + 1)
  return JSON.parse(open(key.key, sealed, `data:${id}`).toString('utf8')) as unknown
}

/** A piece of text (a question, an answer) encrypted with the key, stored like sealJson's values. */
export function sealText(key: DataKey, text: string): string {
  return `${SEALED_PREFIX}${key.id}:${seal(key.key, Buffer.from(text, 'utf8'), `text:${key.id}`)}`
}

/** The data keys of these ids that still exist, unwrapped, each loaded once, in one query per thousand. */
async function loadDataKeys(db: Db, secret: string | undefined, ids: readonly number[]): Promise<Map<number, DataKey>> {
  const keys = new Map<number, DataKey>()
  const unique = [...new Set(ids)]
  if (unique.length === 0) return keys
  const kek = keyEncryptionKey(secret)
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await db
      .selectFrom('data_keys')
      .select(['id', 'kek_id', 'wrapped_key'])
      .where('id', 'in', unique.slice(start, start + 1000))
      .execute()
    for (const row of rows) {
      if (row.kek_id !== kek.id) {
        throw new Error(`Data key ${row.id} was wrapped by another APP_SECRET (key ${row.kek_id}, now ${kek.id})`)
      }
      keys.set(row.id, { id: row.id, key: open(kek.key, row.wrapped_key, `kek:${kek.id}`) })
    }
  }
  return keys
}

/**
 * Opens sealed values with their keys loaded together: a list of many members' rows (a page of the
 * pipeline, an export's batch) costs one query for all their keys, not one per key.
 */
async function openMany<T>(
  db: Db,
  secret: string | undefined,
  stored: readonly (string | null)[],
  decode: (key: DataKey, sealed: string) => T,
): Promise<(T | string | null | undefined)[]> {
  const ids = stored.map((value) => (value === null ? undefined : sealedKeyId(value)))
  const keys = await loadDataKeys(
    db,
    secret,
    ids.filter((id): id is number => id !== undefined),
  )
  return stored.map((value, index) => {
    if (value === null) return null
    const id = ids[index]
    if (id === undefined) return value
    const key = keys.get(id)
    return key ? decode(key, value.slice(value.indexOf(':', SEALED_PREFIX.length) + 1)) : undefined
  })
}

/**
 * Opens sealText's values. Text stored before encryption is answered as it is; text whose key has
 * been destroyed is undefined.
 */
export async function openTexts(
  db: Db,
  secret: string | undefined,
  stored: readonly (string | null)[],
): Promise<(string | null | undefined)[]> {
  return openMany(db, secret, stored, (key, sealed) => open(key.key, sealed, `text:${key.id}`).toString('utf8'))
}

/** Opens sealJson's values, as openJson does one; null stays null, a destroyed key gives undefined. */
export async function openJsonValues(
  db: Db,
  secret: string | undefined,
  stored: readonly (string | null)[],
): Promise<unknown[]> {
  const opened = await openMany(db, secret, stored, (key, sealed) => ({
    json: JSON.parse(open(key.key, sealed, `data:${key.id}`).toString('utf8')) as unknown,
  }))
  return opened.map((value) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value?.json))
}

/** The data key that sealed a stored value, to seal what belongs with it (an application's notes). */
export async function keyOfSealed(db: Db, secret: string | undefined, stored: string): Promise<DataKey | undefined> {
  const id = sealedKeyId(stored)
  return id === undefined ? undefined : loadDataKey(db, secret, { id })
}

/** Destroys data keys: of a member, and by id (non-members' applications). */
export async function destroyDataKeys(db: Db, keys: { memberId?: number; ids?: number[] }): Promise<void> {
  if (keys.memberId !== undefined) await db.deleteFrom('data_keys').where('member_id', '=', keys.memberId).execute()
  if (keys.ids && keys.ids.length > 0) await db.deleteFrom('data_keys').where('id', 'in', keys.ids).execute()
}

/**
 * Encrypts health answers, snapshots and questions stored before encryption existed, once, at
 * start: each member's with the member's key, each non-member application's with a key of its own.
 */
export async function sealStoredPlainValues(db: Db, secret: string | undefined, now: Date): Promise<number> {
  const plain = `${SEALED_PREFIX}%`
  const profiles = await db
    .selectFrom('volunteer_profiles')
    .select(['member_id', 'answers'])
    .where('answers', 'not like', plain)
    .execute()
  const applications = await db
    .selectFrom('applications')
    .select(['id', 'member_id', 'snapshot'])
    .where('snapshot', 'not like', plain)
    .execute()
  const work = [
    ...profiles.map((row) => ({
      memberId: row.member_id,
      value: row.answers,
      write: (trx: Db, sealed: string) =>
        trx.updateTable('volunteer_profiles').set({ answers: sealed }).where('member_id', '=', row.member_id).execute(),
    })),
    ...applications.map((row) => ({
      memberId: row.member_id,
      value: row.snapshot,
      write: (trx: Db, sealed: string) =>
        trx.updateTable('applications').set({ snapshot: sealed }).where('id', '=', row.id).execute(),
    })),
  ]
  for (const item of work) {
    await db.transaction().execute(async (trx) => {
      const key =
        item.memberId === null
          ? await newDataKey(trx, secret, now)
          : await memberDataKey(trx, secret, item.memberId, now)
      await item.write(trx, sealJson(key, JSON.parse(item.value)))
    })
  }
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'member_id', 'title', 'body', 'answer'])
    .where((eb) =>
      eb.or([
        eb('title', 'not like', plain),
        eb('body', 'not like', plain),
        eb.and([eb('answer', 'is not', null), eb('answer', 'not like', plain)]),
      ]),
    )
    .execute()
  for (const row of questions) {
    await db.transaction().execute(async (trx) => {
      const key = await memberDataKey(trx, secret, row.member_id, now)
      const sealed = (text: string) => (isSealed(text) ? text : sealText(key, text))
      await trx
        .updateTable('questions')
        .set({
          title: sealed(row.title),
          body: sealed(row.body),
          answer: row.answer === null ? null : sealed(row.answer),
        })
        .where('id', '=', row.id)
        .execute()
    })
  }
  return work.length + questions.length
}

const purposeKeys = new Map<string, Buffer>()

function purposeKey(secret: string | undefined, purpose: string): Buffer {
  if (!secret) throw new Error('APP_SECRET is not configured')
  const id = `${purpose}\u0000${secret}`
  let key = purposeKeys.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'ctc-secret-values', purpose, 32))
    purposeKeys.set(id, key)
  }
  return key
}

/**
 * A small secret (an authenticator's seed) encrypted with a key derived from the app secret
 * for one purpose; `context` binds it to its row, so a value copied to another row does not open.
 */
export function sealSecretValue(secret: string | undefined, purpose: string, value: string, context: string): string {
  return seal(purposeKey(secret, purpose), Buffer.from(value), context)
}

export function openSecretValue(secret: string | undefined, purpose: string, sealed: string, context: string): string {
  return open(purposeKey(secret, purpose), sealed, context).toString('utf8')
}

/**
 * A keyed hash that stands in a column for a value kept only sealed (a blind index): equal values
 * give equal indexes, so exact lookups still work, and without the app secret nothing can be
 * read back or even guessed. 27 base64url characters (162 bits) fit every column it replaces.
 */
export function blindIndex(secret: string | undefined, purpose: string, value: string): string {
  return keyedHash(secret, `blind-index:${purpose}`, value).slice(0, 27)
}

/** An HMAC-SHA256 (base64url) of a value with a key derived from the app secret for one purpose only. */
export function purposeMac(secret: string | undefined, purpose: string, value: string): string {
  return keyedHash(secret, `mac:${purpose}`, value)
}

function keyedHash(secret: string | undefined, keyPurpose: string, value: string): string {
  return createHmac('sha256', purposeKey(secret, keyPurpose)).update(value).digest('base64url')
}
