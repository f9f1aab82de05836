import { OkResponseSchema } from '@ctc/contract/auth'
import { ErrorBodySchema } from '@ctc/contract/errors'
import {
  StaffLoginChallengeSchema,
  StaffLoginCodeRequestSchema,
  StaffLoginRequestSchema,
  StaffPasswordChangeRequestSchema,
  StaffSessionCheckResponseSchema,
  StaffSessionSchema,
  StaffSetupPasswordRequestSchema,
  StaffSetupStartRequestSchema,
  StaffSetupStartResponseSchema,
  StaffSetupTotpRequestSchema,
  StaffSetupTotpResponseSchema,
  STAFF_SESSION_IDLE_MINUTES,
  TotpEnrolmentSchema,
} from '@ctc/contract/staff-auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as auth from './staff-auth.service.js'
import { currentStaff, requireStaff, staffContext } from './staff-guard.js'

const tags = ['staff console']
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  423: ErrorBodySchema,
  429: ErrorBodySchema,
}
const staffOnly = { tags, security: [{ staffToken: [] }] }

export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/setup/start',
    {
      schema: {
        tags,
        summary: 'Opens a set-up link: who it is for and until when it works',
        body: StaffSetupStartRequestSchema,
        response: { 200: StaffSetupStartResponseSchema, ...errors },
      },
    },
    async (request) => auth.startSetup(staffContext(app, request), request.body.setupToken),
  )

  app.post(
    '/api/admin/setup/password',
    {
      schema: {
        tags,
        summary: 'Sets the password and answers an authenticator secret to enrol',
        body: StaffSetupPasswordRequestSchema,
        response: { 200: TotpEnrolmentSchema, ...errors },
      },
    },
    async (request) => auth.setupPassword(staffContext(app, request), request.body.setupToken, request.body.password),
  )

  app.post(
    '/api/admin/setup/totp',
    {
      schema: {
        tags,
        summary: 'Proves the enrolment with a first code; answers ten recovery codes, once',
        body: StaffSetupTotpRequestSchema,
        response: { 200: StaffSetupTotpResponseSchema, ...errors },
      },
    },
    async (request) => ({
      recoveryCodes: await auth.finishSetup(staffContext(app, request), request.body.setupToken, request.body.code),
    }),
  )

  app.post(
    '/api/admin/login',
    {
      schema: {
        tags,
        summary: 'Login step 1: e-mail and password; answers a challenge for the code step',
        body: StaffLoginRequestSchema,
        response: { 200: StaffLoginChallengeSchema, ...errors },
      },
    },
    async (request) => auth.loginPassword(staffContext(app, request), request.body),
  )

  app.post(
    '/api/admin/login/code',
    {
      schema: {
        tags,
        summary: 'Login step 2: a code from the authenticator or a recovery code; answers the session',
        body: StaffLoginCodeRequestSchema,
        response: { 200: StaffSessionSchema, ...errors },
      },
    },
    async (request) => auth.loginCode(staffContext(app, request), request.body),
  )

  app.get(
    '/api/admin/session',
    {
      onRequest: requireStaff('dailyWork'),
      schema: {
        ...staffOnly,
        summary: 'Who the staff token belongs to (401 when it is not live)',
        response: { 200: StaffSessionCheckResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = currentStaff(request)
      return { staff: session.staff, expiresAt: session.expiresAt, idleMinutes: STAFF_SESSION_IDLE_MINUTES }
    },
  )

  app.post(
    '/api/admin/logout',
    {
      onRequest: requireStaff('dailyWork'),
      schema: { ...staffOnly, summary: 'Ends the staff session', response: { 200: OkResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.logoutStaff(staffContext(app, request), currentStaff(request))
      return { result: 'ok' as const }
    },
  )

  app.post(
    '/api/admin/me/password',
    {
      onRequest: requireStaff('dailyWork'),
      schema: {
        ...staffOnly,
        summary: 'Changes the own password; every session of the account ends',
        body: StaffPasswordChangeRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.changeOwnPassword(staffContext(app, request), currentStaff(request).staff, request.body)
      return { result: 'ok' as const }
    },
  )
}
