import type { Insertable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { QuestionsTable } from '../../db/schema.js'

export async function insertQuestion(db: Db, row: Insertable<QuestionsTable>): Promise<number> {
  const inserted = await db.insertInto('questions').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

const LIST_COLUMNS = ['id', 'title', 'status', 'created_at', 'answered_at'] as const

export async function findQuestionsOfMember(db: Db, memberId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('questions')
      .select(LIST_COLUMNS)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

/** A question, only when it is the member's own. */
export function findQuestionOfMember(db: Db, memberId: number, questionId: number) {
  return db
    .selectFrom('questions')
    .select([...LIST_COLUMNS, 'body', 'answer', 'answer_edited_at'])
    .where('id', '=', questionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
}
