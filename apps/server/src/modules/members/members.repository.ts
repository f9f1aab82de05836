import type { Insertable, Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { MembersTable, VolunteerProfilesTable } from '../../db/schema.js'

export function findMemberByEmail(db: Db, email: string) {
  return db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst()
}

export function findMemberById(db: Db, id: number) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findMembersByIdentity(
  db: Db,
  identity: { name: string; birthDate: string; mobileDigits: string; gender?: string },
) {
  let query = db
    .selectFrom('members')
    .select(['id', 'email', 'locale', 'name'])
    .where('name', '=', identity.name)
    .where('birth_date', '=', identity.birthDate)
    .where('mobile_digits', '=', identity.mobileDigits)
  if (identity.gender) query = query.where('gender', '=', identity.gender)
  return query.orderBy('id').execute()
}

export async function isEmailWithdrawn(db: Db, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawn_emails')
    .select('email_hash')
    .where('email_hash', '=', hash)
    .executeTakeFirst()
  return row !== undefined
}

/** Changes a member's columns; the members table is written here and nowhere else. */
export function updateMember(db: Db, memberId: number, changes: Updateable<MembersTable>) {
  return db.updateTable('members').set(changes).where('id', '=', memberId).executeTakeFirst()
}

/** Removes the member's own row (withdrawal deletes the rows that refer to it first). */
export async function deleteMemberRow(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('members').where('id', '=', memberId).execute()
}

export async function insertMember(db: Db, row: Insertable<MembersTable>): Promise<number> {
  const inserted = await db.insertInto('members').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export function insertConsents(db: Db, rows: { memberId: number; kind: string; version: string; agreedAt: string }[]) {
  return db
    .insertInto('consents')
    .values(rows.map((r) => ({ member_id: r.memberId, kind: r.kind, version: r.version, agreed_at: r.agreedAt })))
    .execute()
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

/** Mirrors the account's count of consecutive failed logins, which the center's console shows. */
export function setFailedLogins(db: Db, memberId: number, failures: number) {
  return db.updateTable('members').set({ failed_logins: failures }).where('id', '=', memberId).execute()
}

/** Marks the account as locked out from at least one address, for the center's console. */
export function lockMember(db: Db, memberId: number, now: string) {
  return db
    .updateTable('members')
    .set({ locked_at: now })
    .where('id', '=', memberId)
    .where('locked_at', 'is', null)
    .execute()
}

/** A new password also lifts a lock: the member proved they hold the e-mail or the old password. */
export function updatePassword(db: Db, memberId: number, passwordHash: string, now: string) {
  return db
    .updateTable('members')
    .set({ password_hash: passwordHash, failed_logins: 0, locked_at: null, updated_at: now })
    .where('id', '=', memberId)
    .execute()
}
