import type { Db } from '../../db/database.js'
import { RATE_LIMITS, storeKey } from '../../lib/rate-limits.js'

/**
 * Everything kept about a member. Child tables are deleted first and by name: the foreign keys
 * to members do cascade, but withdrawal must not depend on every future table declaring it.
 */
export async function deleteMemberData(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('questions').where('member_id', '=', memberId).execute()
  await db.deleteFrom('applications').where('member_id', '=', memberId).execute()
  await db.deleteFrom('consents').where('member_id', '=', memberId).execute()
  await db.deleteFrom('volunteer_profiles').where('member_id', '=', memberId).execute()
  await db.deleteFrom('password_resets').where('member_id', '=', memberId).execute()
  await db.deleteFrom('sessions').where('member_id', '=', memberId).execute()
  await db
    .deleteFrom('rate_limiter')
    .where('key', 'in', [
      storeKey(RATE_LIMITS.passwordCheck, String(memberId)),
      storeKey(RATE_LIMITS.questionsPerMember, String(memberId)),
    ])
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
