import {
  StaffAccountListResponseSchema,
  StaffAccountSchema,
  StaffCreateRequestSchema,
  StaffIdParamsSchema,
  StaffSetupLinkResponseSchema,
  StaffUpdateRequestSchema,
} from '@ctc/contract/staff-accounts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as accounts from './staff-accounts.service.js'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from './staff-guard.js'

const actorOf = (request: FastifyRequest): accounts.Actor => {
  const { staff } = currentStaff(request)
  return { staffId: staff.staffId, name: staff.name }
}

/** Staff accounts, for admins (`manageStaff`). */
export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff('manageStaff'))

  app.get(
    '/api/admin/staff',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Every staff account, newest first',
        response: { 200: StaffAccountListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({ dataList: await accounts.listAccounts(staffContext(app, request)) }),
  )

  app.post(
    '/api/admin/staff',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'A new staff account; answers its one-time set-up link',
        body: StaffCreateRequestSchema,
        response: { 200: StaffSetupLinkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      accounts.createAccount(staffContext(app, request), actorOf(request), request.body, app.config.publicUrl),
  )

  app.patch(
    '/api/admin/staff/:staffId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "Changes an account's name or role",
        params: StaffIdParamsSchema,
        body: StaffUpdateRequestSchema,
        response: { 200: StaffAccountSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      accounts.updateAccount(staffContext(app, request), actorOf(request), request.params.staffId, request.body),
  )

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/api/admin/staff/:staffId/${action}`,
      {
        schema: {
          ...STAFF_ROUTE,
          summary:
            action === 'disable' ? 'Refuses logins and ends every session' : 'Lets a disabled account log in again',
          params: StaffIdParamsSchema,
          response: { 200: StaffAccountSchema, ...STAFF_ERRORS },
        },
      },
      async (request) => {
        const run = action === 'disable' ? accounts.disableAccount : accounts.enableAccount
        return run(staffContext(app, request), actorOf(request), request.params.staffId)
      },
    )
  }

  app.post(
    '/api/admin/staff/:staffId/reset',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Password and authenticator again: ends every session, answers a new set-up link',
        params: StaffIdParamsSchema,
        response: { 200: StaffSetupLinkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      accounts.resetAccount(staffContext(app, request), actorOf(request), request.params.staffId, app.config.publicUrl),
  )
}
