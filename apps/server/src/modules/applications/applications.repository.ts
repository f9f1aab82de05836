import type { Insertable, Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { ApplicationsTable, MembersTable } from '../../db/schema.js'

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

// The member's details changed from the application form ('save to my profile');
// the e-mail (the ID), password and account state are never touched here.
export type MemberDetails = Pick<
  Updateable<MembersTable>,
  | 'name'
  | 'gender'
  | 'birth_date'
  | 'mobile'
  | 'mobile_digits'
  | 'other_contact'
  | 'address'
  | 'nationality'
  | 'join_path'
  | 'prefer_contact_1'
  | 'prefer_contact_2'
  | 'prefer_contact_3'
  | 'prefer_contact_4'
  | 'prefer_contact_5'
  | 'sbj_ty'
  | 'entry_month'
  | 'updated_at'
>

export function updateMemberDetails(db: Db, memberId: number, details: MemberDetails) {
  return db.updateTable('members').set(details).where('id', '=', memberId).execute()
}
