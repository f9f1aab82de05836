import { z } from 'zod'
import { requiredText } from './text.js'
import { IdParamSchema } from './record-id.js'
import { LocaleSchema } from './locale.js'
import { QnaStatusSchema } from './qna.js'
import { PagingSchema } from './studies.js'

// The Q&A inbox: members' questions and the center's answers. Opening a question
// reveals personal data and is written to the access log (reason: answering).

/** Questions per page of the inbox. */
export const INBOX_PAGE_SIZE = 20
/** The longest answer. */
export const QNA_ANSWER_MAX = 5000

/** Path parameter of the calls on one question: `/api/admin/questions/:qnaId/...`. */
export const QuestionIdParamsSchema = z.object({ qnaId: IdParamSchema })
export type QuestionIdParams = z.infer<typeof QuestionIdParamsSchema>

/** `GET /api/admin/questions`: waiting questions first (oldest first), then answered ones (newest first). */
export const InboxQuerySchema = z.object({
  status: QnaStatusSchema.optional(),
  /** The locale the member asked in. */
  locale: LocaleSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type InboxQuery = z.infer<typeof InboxQuerySchema>
export type InboxQueryInput = z.input<typeof InboxQuerySchema>

/** One question in the inbox: no member data and no text beyond the title. */
export const InboxItemSchema = z.object({
  qnaId: z.number().int(),
  title: z.string(),
  status: QnaStatusSchema,
  locale: LocaleSchema,
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
})
export type InboxItem = z.infer<typeof InboxItemSchema>

export const InboxResponseSchema = z.object({
  dataList: z.array(InboxItemSchema),
  paging: PagingSchema,
})
export type InboxResponse = z.infer<typeof InboxResponseSchema>

/** `GET /api/admin/questions/:qnaId`: the question, the member who asked and the answer so far (logged). */
export const StaffQuestionResponseSchema = z.object({
  question: InboxItemSchema.extend({
    body: z.string(),
    answer: z.string().nullable(),
    /** When the answer was last changed after it was first sent; null when never. */
    answerEditedAt: z.string().nullable(),
    /** The staff member who wrote the answer last. */
    answeredBy: z.string().nullable(),
    member: z.object({ memberId: z.number().int(), name: z.string() }),
  }),
})
export type StaffQuestionResponse = z.infer<typeof StaffQuestionResponseSchema>

/**
 * `PUT /api/admin/questions/:qnaId/answer`: writes or edits the answer, in the member's
 * language. The member is e-mailed in their locale (no question text, a login link) and sees
 * the answer, and when it was edited, on My Page. Answers the question as the GET does.
 */
export const AnswerRequestSchema = z.object({
  answer: requiredText(QNA_ANSWER_MAX, { multiline: true }),
})
export type AnswerRequest = z.infer<typeof AnswerRequestSchema>
