import { OkResponseSchema } from '@ctc/contract/auth'
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
import { registerDeviceCookies, setDeviceCookie } from '../auth/device-cookie.js'
import * as auth from './staff-auth.service.js'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from './staff-guard.js'

export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerDeviceCookies(app)

  app.post(
    '/api/admin/setup/start',
    {
      schema: {
        tags: STAFF_ROUTE.tags,
        summary: 'Opens a set-up link: who it is for and until when it works',
        body: StaffSetupStartRequestSchema,
        response: { 200: StaffSetupStartResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => auth.startSetup(staffContext(app, request), request.body.setupToken),
  )

  app.post(
    '/api/admin/setup/password',
    {
      schema: {
        tags: STAFF_ROUTE.tags,
        summary: 'Sets the password and answers an authenticator secret to enrol',
        body: StaffSetupPasswordRequestSchema,
        response: { 200: TotpEnrolmentSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => auth.setupPassword(staffContext(app, request), request.body.setupToken, request.body.password),
  )

  app.post(
    '/api/admin/setup/totp',
    {
      schema: {
        tags: STAFF_ROUTE.tags,
        summary: 'Proves the enrolment with a first code; answers ten recovery codes, once',
        body: StaffSetupTotpRequestSchema,
        response: { 200: StaffSetupTotpResponseSchema, ...STAFF_ERRORS },
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
        tags: STAFF_ROUTE.tags,
        summary: 'Login step 1: e-mail and password; answers a challenge for the code step',
        body: StaffLoginRequestSchema,
        response: { 200: StaffLoginChallengeSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => auth.loginPassword(staffContext(app, request), request.body, request.cookies),
  )

  app.post(
    '/api/admin/login/code',
    {
      schema: {
        tags: STAFF_ROUTE.tags,
        summary: 'Login step 2: a code from the authenticator or a recovery code; answers the session',
        body: StaffLoginCodeRequestSchema,
        response: { 200: StaffSessionSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { session, device } = await auth.loginCode(staffContext(app, request), request.body)
      setDeviceCookie(reply, 'staff', device)
      return session
    },
  )

  app.get(
    '/api/admin/session',
    {
      onRequest: requireStaff('dailyWork'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'Who the staff token belongs to (401 when it is not live)',
        response: { 200: StaffSessionCheckResponseSchema, ...STAFF_ERRORS },
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
      schema: {
        ...STAFF_ROUTE,
        summary: 'Ends the staff session',
        response: { 200: OkResponseSchema, ...STAFF_ERRORS },
      },
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
        ...STAFF_ROUTE,
        summary: 'Changes the own password; every session of the account ends',
        body: StaffPasswordChangeRequestSchema,
        response: { 200: OkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await auth.changeOwnPassword(staffContext(app, request), currentStaff(request).staff, request.body)
      return { result: 'ok' as const }
    },
  )
}
