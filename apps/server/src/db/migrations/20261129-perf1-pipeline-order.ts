import type { Kysely } from 'kysely'

// The pipeline's default order, newest application first within a notice (decision 0037): its
// pages, read on from a cursor (keyset), are a range of this index instead of a sort of every
// application of the notice. The id ends the key as it ends the order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('applications_study_created')
    .on('applications')
    .columns(['study_id', 'created_at', 'id'])
    .execute()
}
