import type { Db } from '../database.js'
import type { NewCodeRow } from '../schema.js'
import { REFERENCE_CODES } from './reference-codes.js'

/**
 * Writes the code lists on every start. Upserting keeps labels current after
 * an edit here without a new migration, and never duplicates a row.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const rows: NewCodeRow[] = Object.entries(REFERENCE_CODES).flatMap(([group, entries]) =>
    entries.map(([code, ko, en, zh, ja], index) => ({
      group_code: group,
      code,
      sort_order: index + 1,
      label_ko: ko,
      label_en: en,
      label_zh: zh,
      label_ja: ja,
    })),
  )
  await db
    .insertInto('codes')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['group_code', 'code']).doUpdateSet((eb) => ({
        sort_order: eb.ref('excluded.sort_order'),
        label_ko: eb.ref('excluded.label_ko'),
        label_en: eb.ref('excluded.label_en'),
        label_zh: eb.ref('excluded.label_zh'),
        label_ja: eb.ref('excluded.label_ja'),
      })),
    )
    .execute()
}
