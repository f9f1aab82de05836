import type { Insertable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { PrescreenVersionsTable } from '../../db/schema.js'

/** The notice's newest questionnaire version, if it has one. */
export function findCurrentVersion(db: Db, studyId: number) {
  return db
    .selectFrom('prescreen_versions')
    .selectAll()
    .where('study_id', '=', studyId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Versions by id (the ones a page of applications answered). */
export function findVersions(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('prescreen_versions').selectAll().where('id', 'in', ids).execute()
}

/** Applications, confirmed or waiting for their link, that answered a version. */
export async function countAnswers(db: Db, versionId: number): Promise<number> {
  const [confirmed, pending] = await Promise.all([
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('prescreen_version_id', '=', versionId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('pending_applications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('prescreen_version_id', '=', versionId)
      .executeTakeFirstOrThrow(),
  ])
  return Number(confirmed.n) + Number(pending.n)
}

export async function insertVersion(db: Db, row: Insertable<PrescreenVersionsTable>): Promise<number> {
  const inserted = await db.insertInto('prescreen_versions').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function replaceVersion(
  db: Db,
  id: number,
  row: Pick<PrescreenVersionsTable, 'questions' | 'saved_at' | 'saved_by_staff_id' | 'saved_by_name'>,
): Promise<void> {
  await db.updateTable('prescreen_versions').set(row).where('id', '=', id).execute()
}
