import type { Locale } from '@ctc/contract/locale'
import {
  QNA_PAGE_SIZE,
  type QnaListItem,
  type QnaStatus,
  type QnaViewResponse,
  type QnaWriteRequest,
} from '@ctc/contract/qna'
import type { Paging } from '@ctc/contract/studies'
import type { FastifyBaseLogger } from 'fastify'
import { memberDataKey, openTexts, sealText } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { RATE_LIMITS, consumeLimit } from '../../lib/rate-limits.js'
import { findQuestionOfMember, findQuestionsOfMember, insertQuestion } from './qna.repository.js'

/** Questions one member may send in a day: plenty for a person, a ceiling for a script. */
export const QUESTIONS_PER_DAY = RATE_LIMITS.questionsPerMember.points

function listItem(row: {
  id: number
  title: string
  status: string
  created_at: string
  answered_at: string | null
}): QnaListItem {
  return {
    qnaId: row.id,
    title: row.title,
    status: (row.status === 'answered' ? 'answered' : 'waiting') satisfies QnaStatus,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
  }
}

export async function writeQuestion(
  db: Db,
  memberId: number,
  lang: Locale,
  input: QnaWriteRequest,
  context: { now: Date; log: FastifyBaseLogger; secret: string | undefined },
): Promise<number> {
  await consumeLimit(db, RATE_LIMITS.questionsPerMember, String(memberId), 'Too many questions today')
  const now = context.now.toISOString()
  try {
    // Sealed with the member's key: a withdrawal destroys the key, and with it every copy.
    const key = await memberDataKey(db, context.secret, memberId, context.now)
    const qnaId = await insertQuestion(db, {
      member_id: memberId,
      locale: lang,
      title: sealText(key, input.title),
      body: sealText(key, input.body),
      status: 'waiting',
      answer: null,
      answered_at: null,
      created_at: now,
      updated_at: now,
    })
    return qnaId
  } catch (error) {
    // An unavailable database is answered 503 by the error handler, not as a failed save.
    if (error instanceof AppError) throw error
    context.log.error({ err: error }, 'saving a question failed')
    throw new AppError(500, 'SAVE_FAILED', 'Failed to save')
  }
}

export async function listQuestions(
  db: Db,
  secret: string | undefined,
  memberId: number,
  cp: number,
): Promise<{ questions: QnaListItem[]; paging: Paging }> {
  const { rows, total } = await findQuestionsOfMember(db, memberId, (cp - 1) * QNA_PAGE_SIZE, QNA_PAGE_SIZE)
  const titles = await openTexts(
    db,
    secret,
    rows.map((row) => row.title),
  )
  return {
    questions: rows.map((row, i) => listItem({ ...row, title: titles[i] ?? '' })),
    paging: { cp, pageSize: QNA_PAGE_SIZE, totalCount: total, totalPages: Math.ceil(total / QNA_PAGE_SIZE) },
  }
}

/** Another member's question answers exactly as a missing one, so ids reveal nothing. */
export async function viewQuestion(
  db: Db,
  secret: string | undefined,
  memberId: number,
  questionId: number,
): Promise<QnaViewResponse['data']> {
  const row = await findQuestionOfMember(db, memberId, questionId)
  if (!row) throw new AppError(404, 'QNA_NOT_FOUND', 'No such question')
  const [title, body, answer] = await openTexts(db, secret, [row.title, row.body, row.answer])
  return {
    ...listItem({ ...row, title: title ?? '' }),
    body: body ?? '',
    answer: answer ?? null,
    answerEditedAt: row.answer_edited_at,
  }
}
