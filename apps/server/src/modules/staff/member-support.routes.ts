import { OkResponseSchema } from '@ctc/contract/auth'
import {
  MemberIdParamsSchema,
  MemberRecordResponseSchema,
  MemberSearchRequestSchema,
  MemberSearchResponseSchema,
  MemberSupportActionRequestSchema,
  MemberViewRequestSchema,
} from '@ctc/contract/staff-members'
import {
  AnswerRequestSchema,
  InboxQuerySchema,
  InboxResponseSchema,
  QuestionIdParamsSchema,
  StaffQuestionResponseSchema,
} from '@ctc/contract/staff-qna'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as support from './member-support.service.js'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from './staff-guard.js'
import * as qna from './staff-qna.service.js'

/** Member support and the Q&A inbox (`dailyWork`): every look at a member's data is logged. */
export const memberSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff('dailyWork'))
  const ctx = (request: FastifyRequest): support.SupportContext => ({
    ...staffContext(app, request),
    session: currentStaff(request),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: request.log,
  })

  app.post(
    '/api/admin/members/search',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Members with exactly this e-mail, name or mobile number (logged with the reason)',
        body: MemberSearchRequestSchema,
        response: { 200: MemberSearchResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({ dataList: await support.searchMembers(ctx(request), request.body) }),
  )

  app.post(
    '/api/admin/members/:memberId/view',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "A member's profile, applications and questions (logged with the reason)",
        params: MemberIdParamsSchema,
        body: MemberViewRequestSchema,
        response: { 200: MemberRecordResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => support.viewMember(ctx(request), request.params.memberId, request.body),
  )

  app.post(
    '/api/admin/members/:memberId/unlock',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Lifts the login lock; the member is e-mailed',
        params: MemberIdParamsSchema,
        body: MemberSupportActionRequestSchema,
        response: { 200: OkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await support.unlockMember(ctx(request), request.params.memberId, request.body)
      return { result: 'ok' as const }
    },
  )

  app.post(
    '/api/admin/members/:memberId/reset-link',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'E-mails the member a one-time password reset link',
        params: MemberIdParamsSchema,
        body: MemberSupportActionRequestSchema,
        response: { 200: OkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await support.sendResetLink(ctx(request), request.params.memberId, request.body)
      return { result: 'ok' as const }
    },
  )

  app.get(
    '/api/admin/questions',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'The Q&A inbox: waiting questions first (titles only)',
        querystring: InboxQuerySchema,
        response: { 200: InboxResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => qna.inbox(ctx(request), request.query),
  )

  app.get(
    '/api/admin/questions/:qnaId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'One question with its member and answer (logged)',
        params: QuestionIdParamsSchema,
        response: { 200: StaffQuestionResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => qna.openQuestion(ctx(request), request.params.qnaId),
  )

  app.put(
    '/api/admin/questions/:qnaId/answer',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Writes or changes the answer; the member is e-mailed',
        params: QuestionIdParamsSchema,
        body: AnswerRequestSchema,
        response: { 200: StaffQuestionResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => qna.answerQuestion(ctx(request), request.params.qnaId, request.body.answer),
  )
}
