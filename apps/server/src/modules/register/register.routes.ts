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
import { AppError } from '../../errors.js'
import { currentMember, requireMember } from '../../plugins/auth.js'
import { addHit, countHits } from '../../plugins/rate-limit.js'
import { assertEmailAvailable, changePassword, findUserId, join, requestPasswordReset } from './register.service.js'
import { withdraw } from './withdrawal.service.js'

// Account lookups reveal whether details match: one address gets a bounded number per hour.
const LOOKUPS_PER_ADDRESS = 20
const LOOKUP_WINDOW_MS = 60 * 60 * 1000

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  async function limitLookups(kind: string, address: string) {
    const bucket = `${kind}:${address}`
    const now = app.now()
    if ((await countHits(app.db, bucket, now)) >= LOOKUPS_PER_ADDRESS) {
      throw new AppError(429, 'RATE_LIMITED', 'Too many requests from this address')
    }
    await addHit(app.db, bucket, LOOKUP_WINDOW_MS, now)
  }

  app.post(
    '/api/register/emailCheck',
    {
      schema: {
        tags: ['register'],
        summary: 'Whether an e-mail may still be used as an ID',
        body: EmailCheckRequestSchema,
        response: { 200: EmailCheckResponseSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      await assertEmailAvailable(app.db, request.body.email, app.config.appSecret)
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
        response: { 200: JoinResponseSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, 500: ErrorBodySchema },
      },
    },
    async (request) => join(app.db, request.body, { now: app.now(), secret: app.config.appSecret, log: request.log }),
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
      await limitLookups('findUserId', request.ip)
      return findUserId(app.db, request.body)
    },
  )

  app.post(
    '/api/register/findUserPwd',
    {
      schema: {
        tags: ['register'],
        summary: 'E-mails a reset link when the details match; the answer is the same either way',
        body: FindUserPwdRequestSchema,
        response: { 200: OkResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await limitLookups('findUserPwd', request.ip)
      await requestPasswordReset(app.db, request.body, {
        now: app.now(),
        publicUrl: app.config.publicUrl,
        mailer: app.mailer,
      })
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
        response: { 200: OkResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      await changePassword(app.db, request.body, {
        now: app.now(),
        member: request.member,
        sessionTokenHash: request.sessionTokenHash,
      })
      return { result: 'ok' as const }
    },
  )

  app.post(
    '/api/register/withdraw',
    {
      // onRequest, so that a call without a session is refused before its body is even read.
      onRequest: requireMember,
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
        secret: app.config.appSecret,
        dialect: app.dialect,
        log: request.log,
      })
      return { result: 'ok' as const }
    },
  )
}
