import type { Locale } from '@ctc/contract/locale'
import type { Insertable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { ApplicationsTable } from '../../db/schema.js'

/** Inserts an application; a unique index refuses a second one by the same person. */
export async function insertApplication(db: Db, row: Insertable<ApplicationsTable>): Promise<number> {
  const inserted = await db.insertInto('applications').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function hasMemberApplied(db: Db, memberId: number, studyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('member_id', '=', memberId)
    .where('study_id', '=', studyId)
    .executeTakeFirst()
  return row !== undefined
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
