import { OkResponseSchema } from '@ctc/contract/auth'
import {
  ConsentAgreeRequestSchema,
  ConsentHistoryResponseSchema,
  ConsentRenewalResponseSchema,
  ConsentTextQuerySchema,
  ConsentTextResponseSchema,
  ConsentWithdrawRequestSchema,
} from '@ctc/contract/consents'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentMember, requireMember, requireSignedInMember } from '../../plugins/auth.js'
import { confirmAddressOnFirstOptIn } from '../alerts/alerts.service.js'
import * as consents from './consents.service.js'

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema }
const memberOnly = { tags: ['consents'], security: [{ token: [] }], params: LangParamsSchema }

export const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/:lang/consents/current',
    {
      schema: {
        tags: ['consents'],
        summary: 'The current version of each consent in {lang}, as sign-up shows them',
        params: LangParamsSchema,
        response: { 200: ConsentRenewalResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ dataList: await consents.currentTexts(app.db, request.params.lang, app.now()) }),
  )

  // The renewal stays open while it is pending: it is what the member is asked to do.
  app.get(
    '/api/:lang/consents/renewal',
    {
      onRequest: requireSignedInMember,
      schema: {
        ...memberOnly,
        summary: 'The new versions of required consents the member has to agree to before anything else',
        response: { 200: ConsentRenewalResponseSchema, ...errors },
      },
    },
    async (request) => ({
      dataList: await consents.renewalTexts(app.db, currentMember(request).id, request.params.lang, app.now()),
    }),
  )

  app.post(
    '/api/:lang/consents/agree',
    {
      onRequest: requireSignedInMember,
      schema: {
        ...memberOnly,
        summary: 'Agrees to the current versions of consents (a renewal, or an optional consent)',
        body: ConsentAgreeRequestSchema,
        response: { 200: OkResponseSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id
      await consents.agree(app.db, memberId, request.body, { now: app.now(), log: request.log })
      if (request.body.agreements.some((a) => a.kind === 'alerts')) {
        // Alerts go to a confirmed address only: the first opt-in mails the confirmation link.
        const member = await app.db.selectFrom('members').select('email').where('id', '=', memberId).executeTakeFirst()
        if (member)
          await confirmAddressOnFirstOptIn(
            { db: app.db, now: app.now(), memberId, emailIndex: member.email, wakeJobs: () => app.jobs.wake() },
            true,
          )
      }
      return { result: 'ok' as const }
    },
  )

  app.get(
    '/api/:lang/consents/history',
    {
      onRequest: requireMember,
      schema: {
        ...memberOnly,
        summary: "The member's consents with the version agreed to, newest first",
        response: { 200: ConsentHistoryResponseSchema, ...errors },
      },
    },
    async (request) => consents.history(app.db, currentMember(request).id, request.params.lang, app.now()),
  )

  app.get(
    '/api/:lang/consents/text',
    {
      onRequest: requireMember,
      schema: {
        ...memberOnly,
        summary: 'The exact words of one version of a consent in {lang}',
        querystring: ConsentTextQuerySchema,
        response: { 200: ConsentTextResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await consents.versionText(app.db, request.params.lang, request.query.kind, request.query.version),
    }),
  )

  app.post(
    '/api/:lang/consents/withdraw',
    {
      onRequest: requireMember,
      schema: {
        ...memberOnly,
        summary: 'Withdraws an optional consent (a required one is withdrawn by leaving the site)',
        body: ConsentWithdrawRequestSchema,
        response: { 200: OkResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await consents.withdraw(app.db, currentMember(request).id, request.body.kind, {
        now: app.now(),
        log: request.log,
      })
      return { result: 'ok' as const }
    },
  )
}
