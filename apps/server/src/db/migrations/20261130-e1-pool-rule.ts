import type { Kysely } from 'kysely'

// The volunteer pool's rule read from two narrow indexes instead of the members' and forms' wide
// rows (decision 0037, seventh step): the standing members in the page's order (the last change
// first) with the columns the rule asks of a member, and each form's columns the rule asks of it.
// A search walks the first in order and stops once its page and its bounded count are full; a
// search that few people meet still reads every standing member, but from the indexes alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('members_pool_rule')
    .on('members')
    .columns(['always_apply_yn', 'updated_at', 'id', 'gender', 'birth_date'])
    .execute()
  await db.schema
    .createIndex('volunteer_profiles_pool_rule')
    .on('volunteer_profiles')
    .columns(['member_id', 'bmi', 'smoking', 'sick_cd', 'height', 'weight', 'sbj_cond'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('volunteer_profiles_pool_rule').execute()
  await db.schema.dropIndex('members_pool_rule').execute()
}
