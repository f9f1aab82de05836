import type { Locale } from '@ctc/contract/locale'
import type { Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { MembersTable } from '../../db/schema.js'

export function updateMember(db: Db, memberId: number, changes: Updateable<MembersTable>) {
  return db.updateTable('members').set(changes).where('id', '=', memberId).executeTakeFirst()
}

/** The member's applications, newest first, each with its notice's title in a locale or else in Korean. */
export function findApplicationsOfMember(db: Db, memberId: number, lang: Locale) {
  return db
    .selectFrom('applications as a')
    .innerJoin('studies as s', 's.id', 'a.study_id')
    .leftJoin('study_texts as t', (join) => join.onRef('t.study_id', '=', 's.id').on('t.locale', '=', lang))
    .leftJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .select(['a.id', 'a.study_id', 'a.status', 'a.created_at'])
    .select((eb) => eb.fn.coalesce('t.title', 'k.title', eb.val('')).as('title'))
    .where('a.member_id', '=', memberId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute()
}
