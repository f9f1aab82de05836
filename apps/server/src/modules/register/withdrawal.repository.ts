import { destroyDataKeys, sealedKeyId } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { RATE_LIMITS, storeKey } from '../../lib/rate-limits.js'
import { applicantIndex } from '../../crypto/applicant-keys.js'
import { deletePendingApplicationsOf } from '../applications/applications.repository.js'
import { deleteMemberRow } from '../members/members.repository.js'
import { deleteVisitsOf } from '../visits/visits.repository.js'

/** The ids of applications about to go, so that their visits go first (and give their places back). */
async function applicationIds(db: Db, where: { memberId: number } | { guestEmailIndex: string }) {
  const rows = await db
    .selectFrom('applications')
    .select('id')
    .$if('memberId' in where, (qb) => qb.where('member_id', '=', 'memberId' in where ? where.memberId : 0))
    .$if('guestEmailIndex' in where, (qb) =>
      qb
        .where('member_id', 'is', null)
        .where('applicant_email', '=', 'guestEmailIndex' in where ? where.guestEmailIndex : ''),
    )
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Everything kept about a member. Child tables are deleted first and by name: the foreign keys
 * to members do cascade, but withdrawal must not depend on every future table declaring it.
 */
export async function deleteMemberData(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('questions').where('member_id', '=', memberId).execute()
  await deleteVisitsOf(db, await applicationIds(db, { memberId }))
  await db.deleteFrom('applications').where('member_id', '=', memberId).execute()
  await db.deleteFrom('consents').where('member_id', '=', memberId).execute()
  await db.deleteFrom('alert_deliveries').where('member_id', '=', memberId).execute()
  await db.deleteFrom('member_contact_preferences').where('member_id', '=', memberId).execute()
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
  await deleteMemberRow(db, memberId)
  await destroyDataKeys(db, { memberId })
}

/**
 * Applications made without an account with the member's e-mail, confirmed or waiting for
 * their link, are the member's data too: they go, and with them the data keys of their snapshots.
 */
export async function deleteGuestApplicationsOf(db: Db, secret: string | undefined, email: string): Promise<void> {
  const index = applicantIndex.email(secret, email)
  await deleteVisitsOf(db, await applicationIds(db, { guestEmailIndex: index }))
  const rows = await db
    .deleteFrom('applications')
    .where('member_id', 'is', null)
    .where('applicant_email', '=', index)
    .returning('snapshot')
    .execute()
  const pending = await deletePendingApplicationsOf(db, index)
  const snapshots = [...rows.map((row) => row.snapshot), ...pending]
  const keyIds = snapshots.map(sealedKeyId).filter((id): id is number => id !== undefined)
  await destroyDataKeys(db, { ids: keyIds })
}

/** The tombstone that refuses the e-mail again; a second withdrawal of the same address keeps the first. */
export function insertWithdrawnEmail(db: Db, emailHash: string, withdrawnOn: string) {
  return db
    .insertInto('withdrawn_emails')
    .values({ email_hash: emailHash, withdrawn_on: withdrawnOn })
    .onConflict((oc) => oc.column('email_hash').doNothing())
    .execute()
}
