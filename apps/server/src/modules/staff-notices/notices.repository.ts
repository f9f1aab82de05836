import type { NoticeListQuery } from '@ctc/contract/staff-notices'
import { type Insertable, type Kysely, type Transaction, type Updateable, sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { holdStudyRow } from '../../db/locks.js'
import type { Database, NewStudyTextRow, StudiesTable } from '../../db/schema.js'

type Conn = Kysely<Database> | Transaction<Database>

const likePattern = (words: string) => `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The console's list: drafts included; the status filter follows the public rules of dates. */
function listed(db: Db, query: NoticeListQuery, today: string) {
  return db
    .selectFrom('studies as s')
    .innerJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .where((eb) => {
      const conditions = []
      if (query.q) {
        conditions.push(
          eb.exists(
            eb
              .selectFrom('study_texts as t')
              .select('t.study_id')
              .whereRef('t.study_id', '=', 's.id')
              .where(sql<boolean>`lower(t.title) like ${likePattern(query.q)} escape '\\'`),
          ),
        )
      }
      const published = eb('s.published_yn', '=', 'Y')
      const notClosed = eb('s.closed_yn', '=', 'N')
      if (query.status === 'draft') conditions.push(eb('s.published_yn', '=', 'N'))
      if (query.status === 'upcoming')
        conditions.push(eb.and([published, notClosed, eb('s.recruit_start', '>', today)]))
      if (query.status === 'open') {
        conditions.push(
          eb.and([published, notClosed, eb('s.recruit_start', '<=', today), eb('s.recruit_end', '>=', today)]),
        )
      }
      if (query.status === 'closed') {
        conditions.push(eb.and([published, eb.or([eb('s.closed_yn', '=', 'Y'), eb('s.recruit_end', '<', today)])]))
      }
      if (query.condition) conditions.push(eb('s.sbj_cond_cd', '=', query.condition))
      if (query.from) conditions.push(eb('s.recruit_end', '>=', query.from))
      if (query.to) conditions.push(eb('s.recruit_start', '<=', query.to))
      return eb.and(conditions)
    })
}

const SORT_COLUMN = {
  updated: 's.updated_at',
  recruitEnd: 's.recruit_end',
  recruitStart: 's.recruit_start',
  title: 'k.title',
  views: 's.view_count',
} as const

export async function listNotices(db: Db, query: NoticeListQuery, today: string, pageSize: number) {
  const [rows, count] = await Promise.all([
    listed(db, query, today)
      .selectAll('s')
      .select('k.title')
      .select((eb) =>
        eb
          .selectFrom('applications as a')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('a.study_id', '=', 's.id')
          .as('application_count'),
      )
      .orderBy(SORT_COLUMN[query.sort], query.order)
      .orderBy('s.id', query.order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
    listed(db, query, today)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export function findTextsOf(db: Conn, studyIds: number[]) {
  if (studyIds.length === 0) return Promise.resolve([])
  return db.selectFrom('study_texts').selectAll().where('study_id', 'in', studyIds).execute()
}

export function findNotice(db: Conn, studyId: number) {
  return db.selectFrom('studies').selectAll().where('id', '=', studyId).executeTakeFirst()
}

export async function countApplications(db: Db, studyId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('study_id', '=', studyId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertNotice(
  db: Conn,
  study: Insertable<StudiesTable>,
  texts: Omit<NewStudyTextRow, 'study_id'>[],
): Promise<number> {
  const { id } = await db.insertInto('studies').values(study).returning('id').executeTakeFirstOrThrow()
  await db
    .insertInto('study_texts')
    .values(texts.map((text) => ({ ...text, study_id: id })))
    .execute()
  return id
}

/**
 * Writes the notice only if nobody changed it since `expectedUpdatedAt` (optimistic
 * locking): answers false when the stored version differs.
 */
export async function updateNoticeIfUnchanged(
  db: Conn,
  studyId: number,
  expectedUpdatedAt: string,
  changes: Updateable<StudiesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('studies')
    .set(changes)
    .where('id', '=', studyId)
    .where('updated_at', '=', expectedUpdatedAt)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

export async function replaceTexts(db: Conn, studyId: number, texts: Omit<NewStudyTextRow, 'study_id'>[]) {
  await db.deleteFrom('study_texts').where('study_id', '=', studyId).execute()
  await db
    .insertInto('study_texts')
    .values(texts.map((text) => ({ ...text, study_id: studyId })))
    .execute()
}

// Attachments
export function listFiles(db: Conn, studyId: number) {
  return db
    .selectFrom('study_files')
    .select(['id', 'file_name', 'content_type', 'size', 'created_at', 'sort_order'])
    .where('study_id', '=', studyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

export function findFileOfNotice(db: Conn, studyId: number, fileId: number) {
  return db
    .selectFrom('study_files')
    .selectAll()
    .where('study_id', '=', studyId)
    .where('id', '=', fileId)
    .executeTakeFirst()
}

/** Holds the notice's row until the transaction ends, so that concurrent uploads count one after another. */
export function lockNotice(trx: Transaction<Database>, db: Db, studyId: number) {
  return holdStudyRow(trx, db, studyId)
}

export function copyFiles(db: Conn, fromStudyId: number, toStudyId: number) {
  return db
    .insertInto('study_files')
    .columns(['study_id', 'file_name', 'content_type', 'size', 'content', 'sort_order', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('study_files')
        .select([
          eb.val(toStudyId).as('study_id'),
          'file_name',
          'content_type',
          'size',
          'content',
          'sort_order',
          'created_at',
        ])
        .where('study_id', '=', fromStudyId),
    )
    .execute()
}
