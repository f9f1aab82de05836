import type { Expression, ExpressionBuilder, SqlBool, Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { Database, MemberContactPreferencesTable } from '../../db/schema.js'
import { admits, memberCriteria } from '../studies/eligibility-rule.js'

// SQL of the contact preferences and the alerts. `m` is members, `c` member_contact_preferences.

type Eb = ExpressionBuilder<Database & { m: Database['members']; c: Database['member_contact_preferences'] }, 'm' | 'c'>

/**
 * The member may be written to: the address in the members row is the one confirmed by the link,
 * and contact is not paused at `now`. Alerts and pool invitations both ask this.
 */
export function reachable(eb: Eb, now: string): Expression<SqlBool> {
  return eb.and([
    eb('c.email_verified_at', 'is not', null),
    eb('c.verified_email', '=', eb.ref('m.email')),
    eb.or([eb('c.paused_until', 'is', null), eb('c.paused_until', '<=', now)]),
  ])
}

export function findPreferences(db: Db, memberId: number) {
  return db.selectFrom('member_contact_preferences').selectAll().where('member_id', '=', memberId).executeTakeFirst()
}

type Changes = Omit<Updateable<MemberContactPreferencesTable>, 'member_id' | 'updated_at'>

/** Creates the member's row with the changes, or changes the existing one. */
export async function savePreferences(db: Db, memberId: number, changes: Changes, now: string): Promise<void> {
  await db
    .insertInto('member_contact_preferences')
    .values({ member_id: memberId, ...changes, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...changes, updated_at: now }))
    .execute()
}

/**
 * Stamps a confirmation mail as sent unless one went less than `since` ago, in one statement, so
 * that concurrent requests queue one mail. Answers whether this call may send it.
 */
export async function stampVerificationSent(db: Db, memberId: number, now: string, since: string): Promise<boolean> {
  await db
    .insertInto('member_contact_preferences')
    .values({ member_id: memberId, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute()
  const result = await db
    .updateTable('member_contact_preferences')
    .set({ verification_sent_at: now, updated_at: now })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('verification_sent_at', 'is', null), eb('verification_sent_at', '<=', since)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * The members who asked for alerts, may be written to, and whom the notice admits by the rule
 * of "only studies I can join", and who have not been alerted to it yet.
 */
export function findAlertRecipients(db: Db, studyId: number, today: string, now: string) {
  return db
    .selectFrom('members as m')
    .innerJoin('member_contact_preferences as c', 'c.member_id', 'm.id')
    .leftJoin('volunteer_profiles as p', 'p.member_id', 'm.id')
    .innerJoin('studies as s', (join) => join.on('s.id', '=', studyId))
    .select(['m.id', 'c.alerts_frequency'])
    .where('c.alerts_yn', '=', 'Y')
    .where((eb) => reachable(eb as never, now))
    .where('s.published_yn', '=', 'Y')
    .where('s.closed_yn', '=', 'N')
    .where('s.recruit_end', '>=', today)
    .where((eb) => eb.and(admits(eb as never, memberCriteria(today))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('alert_deliveries as d')
            .select('d.id')
            .whereRef('d.member_id', '=', 'm.id')
            .where('d.study_id', '=', studyId),
        ),
      ),
    )
    .orderBy('m.id')
    .execute()
}

/** Records the alert of a notice to a member once; answers whether this call recorded it. */
export async function insertDelivery(db: Db, memberId: number, studyId: number, now: string): Promise<boolean> {
  const row = await db
    .insertInto('alert_deliveries')
    .values({ member_id: memberId, study_id: studyId, created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'study_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Gives the member's untaken alerts (of one notice, or all) to a mail job; answers what it holds. */
export async function takeDeliveries(db: Db, memberId: number, mailKey: string, studyId?: number) {
  await db
    .updateTable('alert_deliveries')
    .set({ mail_key: mailKey })
    .where('member_id', '=', memberId)
    .where('mail_key', 'is', null)
    .$if(studyId !== undefined, (qb) => qb.where('study_id', '=', studyId ?? 0))
    .execute()
  return db
    .selectFrom('alert_deliveries')
    .select(['id', 'study_id'])
    .where('mail_key', '=', mailKey)
    .orderBy('study_id')
    .execute()
}

export async function markSent(db: Db, mailKey: string, now: string): Promise<void> {
  await db.updateTable('alert_deliveries').set({ sent_at: now }).where('mail_key', '=', mailKey).execute()
}

/** Members with alerts recorded before `before` that no mail has taken yet (for the weekly digest). */
export async function membersWithWaitingAlerts(db: Db, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom('alert_deliveries')
    .select('member_id')
    .distinct()
    .where('mail_key', 'is', null)
    .where('created_at', '<', before)
    .orderBy('member_id')
    .execute()
  return rows.map((row) => row.member_id)
}

/** The member, if alerts may be mailed to them now. */
export function findAlertableMember(db: Db, memberId: number, now: string) {
  return db
    .selectFrom('members as m')
    .innerJoin('member_contact_preferences as c', 'c.member_id', 'm.id')
    .select(['m.id', 'm.email', 'm.name', 'm.locale', 'm.personal', 'm.created_at'])
    .where('m.id', '=', memberId)
    .where('c.alerts_yn', '=', 'Y')
    .where((eb) => reachable(eb as never, now))
    .executeTakeFirst()
}

/** The notices among `ids` still taking applications (or not yet open), with their titles in the locale. */
export async function findAlertNotices(db: Db, ids: number[], locale: string, today: string) {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('studies as s')
    .innerJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .leftJoin('study_texts as t', (join) => join.onRef('t.study_id', '=', 's.id').on('t.locale', '=', locale))
    .select((eb) => ['s.id', 's.recruit_end', eb.fn.coalesce('t.title', 'k.title').as('title')])
    .where('s.id', 'in', ids)
    .where('s.published_yn', '=', 'Y')
    .where('s.closed_yn', '=', 'N')
    .where('s.recruit_end', '>=', today)
    .orderBy('s.recruit_end')
    .orderBy('s.id')
    .execute()
  return rows
}

/** The member's pause (its end, while it lasts) and whether their current address is confirmed. */
export async function contactState(
  db: Db,
  memberId: number,
  now: string,
): Promise<{ pausedUntil: string | null; verified: boolean }> {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('member_contact_preferences as c', 'c.member_id', 'm.id')
    .select(['m.email', 'c.verified_email', 'c.email_verified_at', 'c.paused_until'])
    .where('m.id', '=', memberId)
    .executeTakeFirst()
  return {
    pausedUntil: row?.paused_until && row.paused_until > now ? row.paused_until : null,
    verified: Boolean(row?.email_verified_at && row.verified_email === row.email),
  }
}

/** Whether pool invitations may be sent to the member now: confirmed address, not paused. */
export async function isReachable(
  db: Db,
  memberId: number,
  now: string,
): Promise<{ paused: boolean; verified: boolean }> {
  const state = await contactState(db, memberId, now)
  return { paused: state.pausedUntil !== null, verified: state.verified }
}
