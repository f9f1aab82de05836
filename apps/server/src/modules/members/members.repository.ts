import { nameKey } from '@ctc/contract/applications'
import type { Insertable, Updateable } from 'kysely'
import { blindIndex, memberDataKey, openJsonValues, sealJson } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import type { MembersTable, VolunteerProfilesTable } from '../../db/schema.js'
import { phoneKey } from '../../lib/phone-key.js'

// A member's e-mail, name and contact details are sealed with the member's data key in `personal`,
// so that a withdrawal (which destroys the key) leaves only ciphertext in PostgreSQL's dead rows and
// WAL and in backups. The e-mail, name and mobile-digits columns hold blind indexes for the exact
// lookups (login, duplicate check, find ID, the staff's member search); mobile, other contact and
// address are empty. Every read and write of those columns goes through this file.

/** The member's values kept sealed, by column name. */
export interface MemberPersonal {
  email: string
  name: string
  mobile: string
  other_contact: string
  address: string
}

const PERSONAL_COLUMNS = ['email', 'name', 'mobile', 'other_contact', 'address'] as const

/**
 * The blind indexes in the members columns, of the values as lookups compare them: the e-mail
 * lower-cased; the name in NFC without spaces, Latin letters in lower case (`김 민준` finds `김민준`);
 * the mobile number in E.164, Korean by default (`+82 10-…` finds `010-…`). The values themselves
 * are kept sealed as typed.
 */
export const memberIndex = {
  email: (secret: string | undefined, email: string) => blindIndex(secret, 'member-email', email.toLowerCase()),
  name: (secret: string | undefined, name: string) => blindIndex(secret, 'member-name', nameKey(name)),
  mobileDigits: (secret: string | undefined, mobile: string) => blindIndex(secret, 'member-mobile', phoneKey(mobile)),
}

/**
 * The version of the rules above that a row's indexes were made with (`members.lookup_version`).
 * 1: the name as typed and the mobile's digits; 2: the normalized forms. Rows of an older version
 * are indexed again at start (reindexMemberLookups), since an index needs the app secret.
 */
export const MEMBER_LOOKUP_VERSION = 2

type SealedColumns = { personal: string | null } & Partial<Record<keyof MemberPersonal, string | null>>

/**
 * The rows with their sealed values opened into the columns of the same names, each key loaded
 * once. A row without `personal` (a left join without a member, or before the start that seals
 * them) keeps its columns as they are.
 */
export async function openMemberRows<R extends SealedColumns>(
  db: Db,
  secret: string | undefined,
  rows: R[],
): Promise<R[]> {
  const opened = await openJsonValues(
    db,
    secret,
    rows.map((row) => row.personal),
  )
  return rows.map((row, i) => {
    const values = opened[i] as Partial<MemberPersonal> | null | undefined
    if (row.personal === null || !values) return row
    const overlay: Partial<MemberPersonal> = {}
    for (const column of PERSONAL_COLUMNS) if (column in row) overlay[column] = values[column] ?? ''
    return { ...row, ...overlay }
  })
}

/**
 * A joined member's sealed values (`m.personal`), or undefined without a member. The fallback
 * holds the plain columns of a row from before sealing.
 */
export async function openPersonal(
  db: Db,
  secret: string | undefined,
  personal: string | null,
  fallback: Partial<MemberPersonal> = {},
): Promise<Partial<MemberPersonal> | undefined> {
  if (personal === null) return Object.keys(fallback).length > 0 ? fallback : undefined
  const [values] = await openJsonValues(db, secret, [personal])
  return values ?? undefined
}

async function openMemberRow<R extends SealedColumns>(db: Db, secret: string | undefined, row: R | undefined) {
  if (!row) return undefined
  const [opened] = await openMemberRows(db, secret, [row])
  return opened
}

/**
 * The columns to write for changes given in plain values: the personal values merged with the
 * stored ones and sealed again, the indexes computed, the plain columns emptied.
 */
async function sealedChanges(
  db: Db,
  secret: string | undefined,
  memberId: number,
  changes: Updateable<MembersTable>,
  now: Date,
): Promise<Updateable<MembersTable>> {
  const touched = PERSONAL_COLUMNS.some((column) => changes[column] !== undefined)
  const digits = changes.mobile_digits
  const result: Updateable<MembersTable> = {
    ...changes,
    ...(digits !== undefined ? { mobile_digits: memberIndex.mobileDigits(secret, digits) } : {}),
  }
  if (!touched) return result
  const stored = await openMemberRow(
    db,
    secret,
    await db
      .selectFrom('members')
      .select([...PERSONAL_COLUMNS, 'personal'])
      .where('id', '=', memberId)
      .executeTakeFirst(),
  )
  // A member gone in between: the update changes no row, and no key is made for nobody.
  if (!stored) return result
  const merged: MemberPersonal = {
    email: changes.email ?? stored.email,
    name: changes.name ?? stored.name,
    mobile: changes.mobile ?? stored.mobile,
    other_contact: changes.other_contact ?? stored.other_contact,
    address: changes.address ?? stored.address,
  }
  const key = await memberDataKey(db, secret, memberId, now)
  return {
    ...result,
    personal: sealJson(key, merged),
    email: memberIndex.email(secret, merged.email),
    name: memberIndex.name(secret, merged.name),
    mobile_digits: memberIndex.mobileDigits(secret, merged.mobile),
    lookup_version: MEMBER_LOOKUP_VERSION,
    mobile: '',
    other_contact: '',
    address: '',
  }
}

export async function findMemberByEmail(db: Db, secret: string | undefined, email: string) {
  const row = await db
    .selectFrom('members')
    .selectAll()
    .where('email', '=', memberIndex.email(secret, email))
    .executeTakeFirst()
  return openMemberRow(db, secret, row)
}

/**
 * The id and password hash of the member with this e-mail: a login checks the password before
 * it opens anything sealed, so that a known and an unknown e-mail cost the same until then.
 */
export function findLoginByEmail(db: Db, secret: string | undefined, email: string) {
  return db
    .selectFrom('members')
    .select(['id', 'password_hash'])
    .where('email', '=', memberIndex.email(secret, email))
    .executeTakeFirst()
}

/** The password hash alone: checking a password needs nothing sealed. */
export function findPasswordHash(db: Db, id: number) {
  return db.selectFrom('members').select(['id', 'password_hash']).where('id', '=', id).executeTakeFirst()
}

export async function findMemberById(db: Db, secret: string | undefined, id: number) {
  const row = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst()
  return openMemberRow(db, secret, row)
}

export async function findMembersByIdentity(
  db: Db,
  secret: string | undefined,
  identity: { name: string; birthDate: string; mobile: string; gender?: string },
) {
  let query = db
    .selectFrom('members')
    .select(['id', 'email', 'locale', 'name', 'personal'])
    .where('name', '=', memberIndex.name(secret, identity.name))
    .where('birth_date', '=', identity.birthDate)
    .where('mobile_digits', '=', memberIndex.mobileDigits(secret, identity.mobile))
  if (identity.gender) query = query.where('gender', '=', identity.gender)
  const rows = await query.orderBy('id').execute()
  return openMemberRows(db, secret, rows)
}

/**
 * The id of the member with this e-mail, name, birth date and mobile, compared by their indexes in
 * one statement: the same work whether or not such a member exists (find password's timing).
 */
export async function findMemberIdByDetails(
  db: Db,
  secret: string | undefined,
  details: { email: string; name: string; birthDate: string; mobile: string },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', memberIndex.email(secret, details.email))
    .where('name', '=', memberIndex.name(secret, details.name))
    .where('birth_date', '=', details.birthDate)
    .where('mobile_digits', '=', memberIndex.mobileDigits(secret, details.mobile))
    .executeTakeFirst()
  return row?.id
}

export async function isEmailWithdrawn(db: Db, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawn_emails')
    .select('email_hash')
    .where('email_hash', '=', hash)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Changes a member's columns, given in plain values; the members table is written here and nowhere
 * else. Changes of personal values are sealed (and should run in a transaction with the read).
 */
export async function updateMember(
  db: Db,
  secret: string | undefined,
  memberId: number,
  changes: Updateable<MembersTable>,
  now = new Date(),
) {
  const columns = await sealedChanges(db, secret, memberId, changes, now)
  return db.updateTable('members').set(columns).where('id', '=', memberId).executeTakeFirst()
}

/** Removes the member's own row (withdrawal deletes the rows that refer to it first). */
export async function deleteMemberRow(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('members').where('id', '=', memberId).execute()
}

/**
 * Inserts a member given in plain values. The row is written with its indexes first and the sealed
 * values next, since the data key belongs to the member's id; run it in a transaction.
 */
export async function insertMember(
  db: Db,
  secret: string | undefined,
  row: Insertable<MembersTable>,
  now = new Date(),
): Promise<number> {
  const inserted = await db
    .insertInto('members')
    .values({
      ...row,
      email: memberIndex.email(secret, row.email),
      name: memberIndex.name(secret, row.name),
      mobile_digits: memberIndex.mobileDigits(secret, row.mobile_digits),
      mobile: '',
      other_contact: '',
      address: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const personal = await sealedChanges(db, secret, inserted.id, pickPersonal(row), now)
  await db.updateTable('members').set(personal).where('id', '=', inserted.id).execute()
  return inserted.id
}

function pickPersonal(row: MemberPersonal): Updateable<MembersTable> {
  return {
    email: row.email,
    name: row.name,
    mobile: row.mobile,
    other_contact: row.other_contact,
    address: row.address,
  }
}

/**
 * Seals the members stored before sealing existed, once, at start. Answers how many were sealed.
 */
export async function sealPlainMembers(db: Db, secret: string | undefined, now: Date): Promise<number> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'mobile_digits', ...PERSONAL_COLUMNS])
    .where('personal', 'is', null)
    .execute()
  for (const row of rows) {
    await db.transaction().execute(async (trx) => {
      const columns = await sealedChanges(
        trx,
        secret,
        row.id,
        { ...pickPersonal(row), mobile_digits: row.mobile_digits },
        now,
      )
      await trx.updateTable('members').set(columns).where('id', '=', row.id).where('personal', 'is', null).execute()
    })
  }
  return rows.length
}

const REINDEX_BATCH = 500

/**
 * Computes again, from the sealed values, the name and mobile indexes of members indexed by older
 * rules (MEMBER_LOOKUP_VERSION), once, at start and after sealPlainMembers. Answers how many.
 */
export async function reindexMemberLookups(db: Db, secret: string | undefined): Promise<number> {
  let done = 0
  for (;;) {
    const rows = await db
      .selectFrom('members')
      .select(['id', 'personal', 'name', 'mobile'])
      .where('lookup_version', '<', MEMBER_LOOKUP_VERSION)
      .where('personal', 'is not', null)
      .orderBy('id')
      .limit(REINDEX_BATCH)
      .execute()
    if (rows.length === 0) return done
    const opened = await openMemberRows(db, secret, rows)
    await db.transaction().execute(async (trx) => {
      for (const row of opened) {
        await trx
          .updateTable('members')
          .set({
            name: memberIndex.name(secret, row.name),
            mobile_digits: memberIndex.mobileDigits(secret, row.mobile),
            lookup_version: MEMBER_LOOKUP_VERSION,
          })
          .where('id', '=', row.id)
          .where('lookup_version', '<', MEMBER_LOOKUP_VERSION)
          .execute()
      }
    })
    done += rows.length
  }
}

export function upsertVolunteerProfile(db: Db, row: Insertable<VolunteerProfilesTable>) {
  const changes = { ...row, member_id: undefined }
  return db
    .insertInto('volunteer_profiles')
    .values(row)
    .onConflict((oc) => oc.column('member_id').doUpdateSet(changes))
    .execute()
}

export function findVolunteerProfile(db: Db, memberId: number) {
  return db.selectFrom('volunteer_profiles').selectAll().where('member_id', '=', memberId).executeTakeFirst()
}

/** A new password also lifts a lock: the member proved they hold the e-mail or the old password. */
export function updatePassword(db: Db, memberId: number, passwordHash: string, now: string) {
  return db
    .updateTable('members')
    .set({ password_hash: passwordHash, failed_logins: 0, locked_at: null, updated_at: now })
    .where('id', '=', memberId)
    .execute()
}
