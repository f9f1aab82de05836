import { z } from 'zod'
import { requiredText } from './text.js'
import { IdParamSchema } from './record-id.js'

// Q&A: a member's questions to the center. Each is private to the member who asked it.

export const QNA_TITLE_MAX = 100
export const QNA_BODY_MAX = 2000
export const QNA_PAGE_SIZE = 10

/** waiting: not answered yet; answered: the center has replied. */
export const QNA_STATUSES = ['waiting', 'answered'] as const
export const QnaStatusSchema = z.enum(QNA_STATUSES)
export type QnaStatus = z.infer<typeof QnaStatusSchema>

/** `POST /api/{lang}/qna/write`. Messages are keys the web translates. */
export const QnaWriteRequestSchema = z.object({
  title: requiredText(QNA_TITLE_MAX),
  body: requiredText(QNA_BODY_MAX, { multiline: true }),
})
export type QnaWriteRequest = z.infer<typeof QnaWriteRequestSchema>
export type QnaWriteRequestInput = z.input<typeof QnaWriteRequestSchema>
export const QnaWriteResponseSchema = z.object({ qnaId: z.number().int() })

/** `POST /api/{lang}/qna/list`: the page (`cp`, from 1). */
export const QnaListRequestSchema = z
  .object({ cp: z.coerce.number().int().min(1).max(100_000).default(1) })
  .nullish()
  .transform((value) => value ?? { cp: 1 })
export type QnaListRequest = z.infer<typeof QnaListRequestSchema>

export const QnaListItemSchema = z.object({
  qnaId: z.number().int(),
  title: z.string(),
  status: QnaStatusSchema,
  /** ISO timestamps. */
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
})
export type QnaListItem = z.infer<typeof QnaListItemSchema>

export const QnaListResponseSchema = z.object({
  dataList: z.array(QnaListItemSchema),
  paging: z.object({
    cp: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
})
export type QnaListResponse = z.infer<typeof QnaListResponseSchema>

/** `GET /api/{lang}/qna/view?qnaId=`. */
export const QnaViewQuerySchema = z.object({ qnaId: IdParamSchema })

export const QnaViewResponseSchema = z.object({
  data: QnaListItemSchema.extend({
    body: z.string(),
    /** The center's answer, once there is one. */
    answer: z.string().nullable(),
    /** When the center last changed its answer after sending it; null when never. */
    answerEditedAt: z.string().nullable(),
  }),
})
export type QnaViewResponse = z.infer<typeof QnaViewResponseSchema>
