import type { Locale } from '@ctc/contract/locale'
import type { QnaStatus } from '@ctc/contract/qna'
import { INBOX_PAGE_SIZE, type InboxItem, type InboxQuery, type StaffQuestionResponse } from '@ctc/contract/staff-qna'
import { sql } from 'kysely'
import { memberDataKey, openTexts, sealText } from '../../crypto/data-keys.js'
import { notFound } from '../../errors.js'
import { questionAnsweredMail } from '../../mail/templates.js'
import { paging } from '../studies/studies.service.js'
import { findMemberById, openPersonal } from '../members/members.repository.js'
import { appendAccess } from './access-log.js'
import type { SupportContext } from './member-support.service.js'

// The Q&A inbox: every member's questions, waiting ones first. The list shows titles only;
// opening a question reveals a member's data and is logged (reason: answering).

type QuestionRow = {
  id: number
  title: string
  status: string
  locale: string
  created_at: string
  answered_at: string | null
}

const item = (row: QuestionRow): InboxItem => ({
  qnaId: row.id,
  title: row.title,
  status: row.status as QnaStatus,
  locale: row.locale as Locale,
  createdAt: row.created_at,
  answeredAt: row.answered_at,
})

const LIST_COLUMNS = ['q.id', 'q.title', 'q.status', 'q.locale', 'q.created_at', 'q.answered_at'] as const

export async function inbox(ctx: SupportContext, query: InboxQuery) {
  const filtered = ctx.db
    .selectFrom('questions as q')
    .$if(query.status !== undefined, (qb) => qb.where('q.status', '=', query.status ?? ''))
    .$if(query.locale !== undefined, (qb) => qb.where('q.locale', '=', query.locale ?? ''))
  const [rows, count] = await Promise.all([
    filtered
      .select(LIST_COLUMNS)
      // Waiting questions first, oldest first; then answered ones, newest first.
      .orderBy(sql`case when q.status = 'waiting' then 0 else 1 end`)
      .orderBy(sql`case when q.status = 'waiting' then q.created_at end`, 'asc')
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  const titles = await openTexts(
    ctx.db,
    ctx.secret,
    rows.map((row) => row.title),
  )
  return {
    dataList: rows.map((row, i) => item({ ...row, title: titles[i] ?? '' })),
    paging: paging(query.page, INBOX_PAGE_SIZE, Number(count.n)),
  }
}

async function loadQuestion(ctx: SupportContext, qnaId: number): Promise<StaffQuestionResponse> {
  const row = await ctx.db
    .selectFrom('questions as q')
    .innerJoin('members as m', 'm.id', 'q.member_id')
    .select([
      ...LIST_COLUMNS,
      'q.body',
      'q.answer',
      'q.answer_edited_at',
      'q.answered_by',
      'm.id as member_id',
      'm.name',
      'm.personal',
    ])
    .where('q.id', '=', qnaId)
    .executeTakeFirst()
  if (!row) throw notFound('No such question')
  const member = await openPersonal(ctx.db, ctx.secret, row.personal, { name: row.name })
  const [title, body, answer] = await openTexts(ctx.db, ctx.secret, [row.title, row.body, row.answer])
  return {
    question: {
      ...item({ ...row, title: title ?? '' }),
      body: body ?? '',
      answer: answer ?? null,
      answerEditedAt: row.answer_edited_at,
      answeredBy: row.answered_by,
      member: { memberId: row.member_id, name: member?.name ?? '' },
    },
  }
}

const logQuestion = (ctx: SupportContext, action: 'question.view' | 'question.answer', qnaId: number) =>
  appendAccess(
    ctx.db,
    {
      staffId: ctx.session.staff.staffId,
      staffName: ctx.session.staff.name,
      action,
      recordType: 'question',
      recordId: qnaId,
      reason: 'answer_question',
      address: ctx.address,
    },
    ctx.now,
  )

export async function openQuestion(ctx: SupportContext, qnaId: number): Promise<StaffQuestionResponse> {
  const question = await loadQuestion(ctx, qnaId)
  await logQuestion(ctx, 'question.view', qnaId)
  return question
}

/**
 * Writes or changes the answer. The member sees it on My Page (with when it was changed)
 * and gets an e-mail in their language without the question's text.
 */
export async function answerQuestion(
  ctx: SupportContext,
  qnaId: number,
  answer: string,
): Promise<StaffQuestionResponse> {
  const before = await loadQuestion(ctx, qnaId)
  const edited = before.question.answer !== null
  const nowIso = ctx.now.toISOString()
  // The answer is the member's data as much as the question: sealed with the member's key.
  const key = await memberDataKey(ctx.db, ctx.secret, before.question.member.memberId, ctx.now)
  await ctx.db
    .updateTable('questions')
    .set({
      answer: sealText(key, answer),
      status: 'answered',
      answered_at: before.question.answeredAt ?? nowIso,
      answer_edited_at: edited ? nowIso : null,
      answered_by: ctx.session.staff.name,
      updated_at: nowIso,
    })
    .where('id', '=', qnaId)
    .execute()
  await logQuestion(ctx, 'question.answer', qnaId)
  const member = await findMemberById(ctx.db, ctx.secret, before.question.member.memberId)
  if (!member) throw notFound('No such member')
  const locale = member.locale as Locale
  await ctx.mailer.send({
    to: member.email,
    ...questionAnsweredMail(locale, `${ctx.publicUrl}/${locale}/login`, edited),
  })
  return loadQuestion(ctx, qnaId)
}
