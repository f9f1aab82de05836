import {
  ApplicationResponseSchema,
  GuestApplicationRequestSchema,
  MemberApplicationRequestSchema,
  MemberApplicationStartResponseSchema,
  MyApplicationsRequestSchema,
  MyApplicationsResponseSchema,
} from '@ctc/contract/applications'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import { StudyIdQuerySchema } from '@ctc/contract/studies'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentMember, requireMember } from '../../plugins/auth.js'
import { applyAsGuest, applyAsMember, myApplications, startMemberApplication } from './applications.service.js'

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  500: ErrorBodySchema,
}

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
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
        summary: 'A non-member applies to a recruitment notice',
        params: LangParamsSchema,
        body: GuestApplicationRequestSchema,
        response: { 200: ApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await applyAsGuest(app.db, request.params.lang, request.body, context(request)) }),
  )

  app.get(
    '/api/:lang/recruit/writeRegi',
    {
      onRequest: requireMember,
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
    },
    async (request) => ({
      data: await applyAsMember(app.db, request.params.lang, request.body, currentMember(request), context(request)),
    }),
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
