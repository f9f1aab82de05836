import {
  ApplicationConfirmRequestSchema,
  ApplicationLinkResponseSchema,
  ApplicationResponseSchema,
  GuestApplicationRequestSchema,
  GuestApplicationResponseSchema,
  MemberApplicationRequestSchema,
  MemberApplicationStartResponseSchema,
  MyApplicationResponseSchema,
  MyApplicationsRequestSchema,
  MyApplicationsResponseSchema,
} from '@ctc/contract/applications'
import { OkResponseSchema } from '@ctc/contract/auth'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import { StudyIdQuerySchema } from '@ctc/contract/studies'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentMember, requireMember, requireRecentPasswordConfirmation } from '../../plugins/auth.js'
import {
  applyAsGuest,
  applyAsMember,
  checkGuestConfirmation,
  confirmGuestApplication,
  myApplicationTo,
  myApplications,
  startMemberApplication,
} from './applications.service.js'
import { registerRetentionJobs } from './application-retention.js'
import { previewGuestWithdrawal, withdrawGuestApplication } from './guest-withdrawal.js'
import { GuestWithdrawalPreviewResponseSchema, GuestWithdrawalRequestSchema } from '@ctc/contract/retention'

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  500: ErrorBodySchema,
}

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRetentionJobs(app)
  const context = (request: { log: typeof app.log }) => ({
    now: app.now(),
    log: request.log,
    mailer: app.mailer,
    secret: app.config.appSecret,
  })

  app.post(
    '/api/:lang/recruit/write',
    {
      schema: {
        tags: ['applications'],
        summary:
          'A non-member applies to a recruitment notice: the application waits for the link mailed to the address given',
        params: LangParamsSchema,
        body: GuestApplicationRequestSchema,
        response: { 200: GuestApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await applyAsGuest(app.db, request.params.lang, request.body, {
        ...context(request),
        address: request.ip,
        publicUrl: app.config.publicUrl,
      }),
    }),
  )

  app.post(
    '/api/:lang/recruit/confirm',
    {
      schema: {
        tags: ['applications'],
        summary: "Confirms a non-member's application with the token of the mailed link",
        params: LangParamsSchema,
        body: ApplicationConfirmRequestSchema,
        response: { 200: ApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await confirmGuestApplication(app.db, request.body.token, {
        ...context(request),
        publicUrl: app.config.publicUrl,
      }),
    }),
  )

  app.post(
    '/api/:lang/recruit/confirm/check',
    {
      schema: {
        tags: ['applications'],
        summary:
          "What a non-member's mailed confirmation link stands for now (waiting, or confirmed), without using it",
        params: LangParamsSchema,
        body: ApplicationConfirmRequestSchema,
        response: { 200: ApplicationLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await checkGuestConfirmation(app.db, request.body.token, app.now()) }),
  )

  app.post(
    '/api/:lang/recruit/withdraw/check',
    {
      schema: {
        tags: ['applications'],
        summary: "What a non-member's signed withdrawal link would withdraw (the study and the day)",
        params: LangParamsSchema,
        body: GuestWithdrawalRequestSchema,
        response: { 200: GuestWithdrawalPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await previewGuestWithdrawal(app.db, app.config.appSecret, request.body.token, request.params.lang),
    }),
  )

  app.post(
    '/api/:lang/recruit/withdraw',
    {
      schema: {
        tags: ['applications'],
        summary: "Withdraws and deletes a non-member's application with the signed link of its confirmation mail",
        params: LangParamsSchema,
        body: GuestWithdrawalRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await withdrawGuestApplication(app.db, app.config.appSecret, request.body.token, request.log)
      return { result: 'ok' as const }
    },
  )

  app.get(
    '/api/:lang/recruit/writeRegi',
    {
      // The stored profile is member info and the volunteer form: behind the recent password check.
      onRequest: [requireMember, requireRecentPasswordConfirmation],
      schema: {
        tags: ['applications'],
        summary: "The member's stored profile as the start of an application, and whether already applied",
        security: [{ token: [] }],
        params: LangParamsSchema,
        querystring: StudyIdQuerySchema,
        response: { 200: MemberApplicationStartResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await startMemberApplication(app.db, currentMember(request), request.query.studyId, app.config.appSecret),
    }),
  )

  app.post(
    '/api/:lang/recruit/writeRegi',
    {
      onRequest: requireMember,
      schema: {
        tags: ['applications'],
        summary: 'A logged-in member applies to a recruitment notice',
        security: [{ token: [] }],
        params: LangParamsSchema,
        body: MemberApplicationRequestSchema,
        response: { 200: ApplicationResponseSchema, ...errors },
      },
      // Saving to the profile changes member info and the volunteer form: it needs the recent check too.
      preHandler: async (request, reply) => {
        if (request.body.saveToProfile) await requireRecentPasswordConfirmation(request, reply)
      },
    },
    async (request) => ({
      data: await applyAsMember(app.db, request.params.lang, request.body, currentMember(request), context(request)),
    }),
  )

  app.get(
    '/api/:lang/recruit/myApplication',
    {
      // Only the member's own state, asked by the notice's page in the browser: never in its shared HTML.
      onRequest: requireMember,
      schema: {
        tags: ['applications'],
        summary: "The member's own application to a notice (the day applied), or null",
        security: [{ token: [] }],
        params: LangParamsSchema,
        querystring: StudyIdQuerySchema,
        response: { 200: MyApplicationResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await myApplicationTo(app.db, currentMember(request).id, request.query.studyId) }),
  )

  app.post(
    '/api/:lang/recruit/mylist',
    {
      // onRequest: a call without a session is refused before its body is read.
      onRequest: requireMember,
      schema: {
        tags: ['applications'],
        summary: "The member's own applications, newest first, paged",
        security: [{ token: [] }],
        params: LangParamsSchema,
        body: MyApplicationsRequestSchema,
        response: { 200: MyApplicationsResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const { items, paging } = await myApplications(
        app.db,
        currentMember(request).id,
        request.params.lang,
        request.body.cp,
      )
      return { dataList: items, paging }
    },
  )
}
