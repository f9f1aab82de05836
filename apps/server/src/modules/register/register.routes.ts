import { OkResponseSchema } from '@ctc/contract/auth'
import { ErrorBodySchema } from '@ctc/contract/errors'
import {
  ChangePasswordRequestSchema,
  EmailCheckRequestSchema,
  EmailCheckResponseSchema,
  FindUserIdRequestSchema,
  FindUserIdResponseSchema,
  FindUserPwdRequestSchema,
  JoinRequestSchema,
  JoinResponseSchema,
} from '@ctc/contract/register'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PasswordConfirmRequestSchema } from '@ctc/contract/my-page'
import { jobMessageId } from '../../jobs/job-mail.js'
import { currentMember, requireSignedInMember } from '../../plugins/auth.js'
import {
  PASSWORD_RESET_MAIL,
  assertEmailAvailable,
  changePassword,
  findUserId,
  join,
  limitLookup,
  mailQueuedResetLink,
  requestPasswordReset,
} from './register.service.js'
import { withdraw } from './withdrawal.service.js'

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.appSecret
  app.jobs.worker.handle(PASSWORD_RESET_MAIL, ({ payload, job, log }) =>
    mailQueuedResetLink(app.db, typeof payload.memberId === 'number' ? payload.memberId : null, {
      now: app.now(),
      publicUrl: app.config.publicUrl,
      mailer: app.mailer,
      log,
      secret,
      messageId: jobMessageId(job, app.config.publicUrl),
    }),
  )

  app.post(
    '/api/register/emailCheck',
    {
      schema: {
        tags: ['register'],
        summary: 'Whether an e-mail may still be used as an ID',
        body: EmailCheckRequestSchema,
        response: { 200: EmailCheckResponseSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await limitLookup(app.db, secret, request.ip, { use: 'join', email: request.body.email })
      await assertEmailAvailable(app.db, request.body.email, secret)
      return { available: true as const }
    },
  )

  app.post(
    '/api/register/write',
    {
      schema: {
        tags: ['register'],
        summary: 'Signs up: consents, member info and the volunteer form in one transaction',
        body: JoinRequestSchema,
        response: {
          200: JoinResponseSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
          500: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      // Sign-up reports a taken e-mail (the spec asks for it), so it is counted as a lookup too.
      await limitLookup(app.db, secret, request.ip, { use: 'join', email: request.body.member.userId })
      return join(app.db, request.body, { now: app.now(), secret, log: request.log })
    },
  )

  app.post(
    '/api/register/findUserId',
    {
      schema: {
        tags: ['register'],
        summary: 'The ID, partly masked, of the member with these details',
        body: FindUserIdRequestSchema,
        response: { 200: FindUserIdResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await limitLookup(app.db, secret, request.ip, { use: 'id', mobile: request.body.mobile })
      return findUserId(app.db, secret, request.body)
    },
  )

  app.post(
    '/api/register/findUserPwd',
    {
      schema: {
        tags: ['register'],
        summary: 'Queues the mail of a reset link when the details match; the same steps and answer either way',
        body: FindUserPwdRequestSchema,
        response: { 200: OkResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await limitLookup(app.db, secret, request.ip, { use: 'password', email: request.body.email })
      // The worker's next poll (within a second) mails the link: nothing of it runs beside this answer.
      await requestPasswordReset(app.db, request.body, { now: app.now(), secret })
      return { result: 'ok' as const }
    },
  )

  app.post(
    '/api/register/changePwd',
    {
      schema: {
        tags: ['register'],
        summary: 'Sets a new password from a reset link (token) or with the current password',
        security: [{ token: [] }],
        body: ChangePasswordRequestSchema,
        response: { 200: OkResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await changePassword(app.db, request.body, {
        now: app.now(),
        member: request.member,
        sessionTokenHash: request.sessionTokenHash,
        secret,
        log: request.log,
      })
      return { result: 'ok' as const }
    },
  )

  app.post(
    '/api/register/withdraw',
    {
      // onRequest, so that a call without a session is refused before its body is even read.
      // Open while a consent renewal is pending: a member who does not agree may still leave.
      onRequest: requireSignedInMember,
      schema: {
        tags: ['register'],
        summary: 'Withdraws the member after a password check: immediate and irreversible',
        security: [{ token: [] }],
        body: PasswordConfirmRequestSchema,
        response: {
          200: OkResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await withdraw(app.db, currentMember(request).id, request.body.password, {
        now: app.now(),
        secret,
        dialect: app.dialect,
        log: request.log,
        mailer: app.mailer,
      })
      return { result: 'ok' as const }
    },
  )
}
