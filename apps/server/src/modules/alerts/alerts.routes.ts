import { OkResponseSchema } from '@ctc/contract/auth'
import {
  AlertsSettingsRequestSchema,
  ContactPreferencesResponseSchema,
  PauseRequestSchema,
  UnsubscribeQuerySchema,
  VerifyEmailRequestSchema,
} from '@ctc/contract/contact-preferences'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../errors.js'
import { currentMember, requireMember } from '../../plugins/auth.js'
import { registerAlertJobs } from './alert-jobs.js'
import * as alerts from './alerts.service.js'

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema }
const memberOnly = { tags: ['my-page'], security: [{ token: [] }], params: LangParamsSchema }

/** My Page's contact choices, and the links mailed for confirming an address and unsubscribing. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAlertJobs(app)

  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form; the token is in the URL,
  // so the body carries nothing the route needs.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, undefined),
  )

  const ctx = async (request: FastifyRequest): Promise<alerts.ContactContext> => {
    const memberId = currentMember(request).id
    const row = await app.db.selectFrom('members').select('email').where('id', '=', memberId).executeTakeFirst()
    if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
    return { db: app.db, now: app.now(), memberId, emailIndex: row.email, wakeJobs: () => app.jobs.wake() }
  }
  const answer = { 200: ContactPreferencesResponseSchema, ...errors }

  app.get(
    '/api/:lang/sbjUser/contact',
    {
      onRequest: requireMember,
      schema: { ...memberOnly, summary: "The member's alerts, pause and address confirmation", response: answer },
    },
    async (request) => ({ data: await alerts.getPreferences(await ctx(request)) }),
  )

  app.post(
    '/api/:lang/sbjUser/contact/alerts',
    {
      onRequest: requireMember,
      schema: {
        ...memberOnly,
        summary: 'Turns e-mail alerts of matching notices on (an optional consent) or off, and sets how often',
        body: AlertsSettingsRequestSchema,
        response: { ...answer, 409: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await alerts.setAlerts(await ctx(request), request.body) }),
  )

  app.post(
    '/api/:lang/sbjUser/contact/pause',
    {
      onRequest: requireMember,
      schema: {
        ...memberOnly,
        summary: 'Pauses all contact (alerts, invitations) for 3, 6 or 12 months',
        body: PauseRequestSchema,
        response: answer,
      },
    },
    async (request) => ({ data: await alerts.pause(await ctx(request), request.body.months) }),
  )

  app.post(
    '/api/:lang/sbjUser/contact/resume',
    { onRequest: requireMember, schema: { ...memberOnly, summary: 'Ends a pause of contact', response: answer } },
    async (request) => ({ data: await alerts.resume(await ctx(request)) }),
  )

  app.post(
    '/api/:lang/sbjUser/contact/verify',
    {
      onRequest: requireMember,
      schema: {
        ...memberOnly,
        summary: 'Mails a link that confirms the address (at most every few minutes)',
        response: answer,
      },
    },
    async (request) => ({ data: await alerts.requestVerification(await ctx(request)) }),
  )

  app.post(
    '/api/alerts/verify',
    {
      schema: {
        tags: ['my-page'],
        summary: 'Confirms the address with the token of the mailed link (no login)',
        body: VerifyEmailRequestSchema,
        response: { 200: OkResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      await alerts.verifyEmail(app.db, app.config.appSecret, request.body.token, app.now())
      return { result: 'ok' as const }
    },
  )

  app.post(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags: ['my-page'],
        summary: 'One-click unsubscribe from alerts (RFC 8058), with the token of the link (no login)',
        querystring: UnsubscribeQuerySchema,
        response: { 200: OkResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      await alerts.unsubscribe(app.db, app.config.appSecret, request.query.token, app.now())
      return { result: 'ok' as const }
    },
  )
}
