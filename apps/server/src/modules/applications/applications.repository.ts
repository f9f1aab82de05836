import type { Locale } from '@ctc/contract/locale'
import type { Insertable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { ApplicationsTable, PendingApplicationsTable } from '../../db/schema.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { newApplicationJob } from './application-jobs.js'
import { statusStep } from './funnel-step.js'

/**
 * Inserts an application; a unique index refuses a second one by the same person. Every way in
 * (online, confirmed, by phone) comes through here, so the staff's notice of it is queued here,
 * in the same transaction.
 */
export async function insertApplication(db: Db, row: Insertable<ApplicationsTable>): Promise<number> {
  const inserted = await db
    .insertInto('applications')
    .values({ ...row, furthest_step: statusStep(row.status), last_activity_at: row.last_activity_at ?? row.created_at })
    .returning('id')
    .executeTakeFirstOrThrow()
  await enqueueJob(db, newApplicationJob(inserted.id), new Date(row.created_at))
  return inserted.id
}

/** The member's own application to a study, if any. */
export function findMemberApplication(db: Db, memberId: number, studyId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'created_at'])
    .where('member_id', '=', memberId)
    .where('study_id', '=', studyId)
    .executeTakeFirst()
}

export async function hasMemberApplied(db: Db, memberId: number, studyId: number): Promise<boolean> {
  return (await findMemberApplication(db, memberId, studyId)) !== undefined
}

/** The member's applications, newest first, each with its notice's title in a locale or else in Korean. */
export function findApplicationsOfMember(
  db: Db,
  memberId: number,
  lang: Locale,
  page?: { limit: number; offset: number },
) {
  let query = db
    .selectFrom('applications as a')
    .innerJoin('studies as s', 's.id', 'a.study_id')
    .leftJoin('study_texts as t', (join) => join.onRef('t.study_id', '=', 's.id').on('t.locale', '=', lang))
    .leftJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .select(['a.id', 'a.study_id', 'a.status', 'a.created_at'])
    .select((eb) => eb.fn.coalesce('t.title', 'k.title', eb.val('')).as('title'))
    .select((eb) => eb.case().when('t.title', 'is', null).then(1).else(0).end().as('is_fallback'))
    .where('a.member_id', '=', memberId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
  if (page) query = query.limit(page.limit).offset(page.offset)
  return query.execute()
}

export async function countApplicationsOfMember(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertPendingApplication(db: Db, row: Insertable<PendingApplicationsTable>): Promise<void> {
  await db.insertInto('pending_applications').values(row).execute()
}

/** A pending application by its token's hash, left where it is. */
export function findPendingApplication(db: Db, tokenHash: string) {
  return db
    .selectFrom('pending_applications')
    .select(['study_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/** The application that a mailed link (its token's hash) confirmed, if it is still kept. */
export function findConfirmedApplication(db: Db, tokenHash: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'study_id'])
    .where('confirmation_token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/** Takes a pending application out by its token's hash, so that a link is used at most once. */
export function takePendingApplication(db: Db, tokenHash: string) {
  return db.deleteFrom('pending_applications').where('token_hash', '=', tokenHash).returningAll().executeTakeFirst()
}

/** Whether a member's account with this e-mail (its blind index) has applied to the study. */
export async function hasEmailAppliedAsMember(db: Db, studyId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('study_id', '=', studyId)
    .where('applicant_email', '=', email)
    .where('member_id', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

/** Removes the pending applications whose link has expired; answers their snapshots (for their data keys). */
export async function deleteExpiredPendingApplications(db: Db, now: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('pending_applications')
    .where('expires_at', '<=', now)
    .returning('snapshot')
    .execute()
  return rows.map((row) => row.snapshot)
}

/** Removes the pending applications typed with an e-mail (its blind index); answers their snapshots (for their data keys). */
export async function deletePendingApplicationsOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('pending_applications')
    .where('applicant_email', '=', email)
    .returning('snapshot')
    .execute()
  return rows.map((row) => row.snapshot)
}
