import { OkResponseSchema } from '@ctc/contract/auth'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import {
  HistoryRequestSchema,
  HistoryResponseSchema,
  MemberInfoResponseSchema,
  MemberUpdateRequestSchema,
  PasswordConfirmRequestSchema,
  VolunteerProfileRequestSchema,
  VolunteerProfileResponseSchema,
} from '@ctc/contract/my-page'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentMember, requireMember, requireRecentPasswordConfirmation } from '../../plugins/auth.js'
import * as myPage from './my-page.service.js'
import { confirmPassword } from '../auth/password-check.js'
import { markPasswordConfirmed } from '../auth/sessions.repository.js'

// The spec's {x} segment is the locale: it decides the language of the code lists.
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema }
const memberOnly = { tags: ['my-page'], security: [{ token: [] }], params: LangParamsSchema }

export const myPageRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so that a call without a session is refused before its body is even read.
  app.addHook('onRequest', requireMember)

  app.post(
    '/api/:lang/sbjUser/pwConfirm',
    {
      schema: {
        ...memberOnly,
        summary: 'Checks the password before member info is shown',
        body: PasswordConfirmRequestSchema,
        response: { 200: OkResponseSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await confirmPassword(app.db, currentMember(request).id, request.body.password, {
        log: request.log,
        purpose: 'member-info',
      })
      if (request.sessionTokenHash)
        await markPasswordConfirmed(app.db, request.sessionTokenHash, app.now().toISOString())
      return { result: 'ok' as const }
    },
  )

  app.get(
    '/api/:lang/sbjUser/edit',
    {
      onRequest: requireRecentPasswordConfirmation,
      schema: {
        ...memberOnly,
        summary: 'The member info and the code lists of its form',
        response: { 200: MemberInfoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, codeLists } = await myPage.getMemberInfo(
        app.db,
        app.config.appSecret,
        currentMember(request).id,
        request.params.lang,
      )
      return { user: member, ...codeLists }
    },
  )

  app.post(
    '/api/:lang/sbjUser/edit',
    {
      onRequest: requireRecentPasswordConfirmation,
      schema: {
        ...memberOnly,
        summary: 'Saves the member info; the e-mail (ID) cannot be changed',
        body: MemberUpdateRequestSchema,
        response: { 200: OkResponseSchema, ...errors, 500: ErrorBodySchema },
      },
    },
    async (request) => {
      await myPage.updateMemberInfo(app.db, currentMember(request).id, request.body, {
        now: app.now(),
        log: request.log,
        secret: app.config.appSecret,
      })
      return { result: 'ok' as const }
    },
  )

  app.get(
    '/api/:lang/sbjUser/sbjEdit',
    {
      onRequest: requireRecentPasswordConfirmation,
      schema: {
        ...memberOnly,
        summary: "The member's volunteer form with the always-apply flag",
        response: { 200: VolunteerProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await myPage.getVolunteerProfile(app.db, currentMember(request).id, app.config.appSecret),
    }),
  )

  app.post(
    '/api/:lang/sbjUser/sbjEdit',
    {
      onRequest: requireRecentPasswordConfirmation,
      schema: {
        ...memberOnly,
        summary: "Saves the member's volunteer form with the always-apply flag",
        body: VolunteerProfileRequestSchema,
        response: { 200: OkResponseSchema, ...errors, 500: ErrorBodySchema },
      },
    },
    async (request) => {
      await myPage.saveVolunteerProfile(app.db, currentMember(request).id, request.body, {
        now: app.now(),
        secret: app.config.appSecret,
        log: request.log,
      })
      return { result: 'ok' as const }
    },
  )

  app.post(
    '/api/:lang/sbjUser/history',
    {
      schema: {
        ...memberOnly,
        summary: "The member's applications with the notice title, date and status",
        body: HistoryRequestSchema,
        response: { 200: HistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { applications, member } = await myPage.history(
        app.db,
        app.config.appSecret,
        currentMember(request).id,
        request.params.lang,
        app.now(),
      )
      return { dataList: applications, user: member }
    },
  )
}
