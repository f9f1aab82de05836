import { sql } from 'kysely'
import type { Db } from '../../db/database.js'

/** Everything kept about a member, deleted child tables first so no foreign key depends on cascades. */
export async function deleteMemberData(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('questions').where('member_id', '=', memberId).execute()
  await db.deleteFrom('applications').where('member_id', '=', memberId).execute()
  await db.deleteFrom('consents').where('member_id', '=', memberId).execute()
  await db.deleteFrom('volunteer_profiles').where('member_id', '=', memberId).execute()
  await db.deleteFrom('password_resets').where('member_id', '=', memberId).execute()
  await db.deleteFrom('sessions').where('member_id', '=', memberId).execute()
  await db
    .deleteFrom('rate_limits')
    .where('bucket', 'in', [`pwConfirm:${memberId}`, `qna:${memberId}`])
    .execute()
  await db.deleteFrom('members').where('id', '=', memberId).execute()
}

/** The tombstone that refuses the e-mail again; a second withdrawal of the same address keeps the first. */
export function insertWithdrawnEmail(db: Db, emailHash: string, withdrawnOn: string) {
  return db
    .insertInto('withdrawn_emails')
    .values({ email_hash: emailHash, withdrawn_on: withdrawnOn })
    .onConflict((oc) => oc.column('email_hash').doNothing())
    .execute()
}

/**
 * SQLite zeroes deleted rows in the database pages (secure_delete), but in WAL mode the
 * pages are written to the -wal file first and reach the main file at a checkpoint.
 * A truncating checkpoint moves them there and empties the -wal file, so that no copy
 * of the deleted rows stays readable on disk. PostgreSQL has nothing to do here.
 */
export async function flushDeletedPages(db: Db, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'sqlite') return
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
}
