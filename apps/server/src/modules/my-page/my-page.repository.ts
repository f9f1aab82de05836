import type { Updateable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { MembersTable } from '../../db/schema.js'

export function updateMember(db: Db, memberId: number, changes: Updateable<MembersTable>) {
  return db.updateTable('members').set(changes).where('id', '=', memberId).executeTakeFirst()
}
