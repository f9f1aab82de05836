import type { Db } from '../../db/database.js'

export function findCodes(db: Db, group: string) {
  return db
    .selectFrom('codes')
    .select(['code', 'label_ko', 'label_en', 'label_zh', 'label_ja'])
    .where('group_code', '=', group)
    .orderBy('sort_order')
    .execute()
}
