import { OkResponseSchema } from '@ctc/contract/auth'
import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import {
  PolicyDetailResponseSchema,
  PolicyDraftRequestSchema,
  PolicyIdParamsSchema,
  PolicyListResponseSchema,
  PolicyPublishRequestSchema,
  PolicySavedResponseSchema,
  PublicPolicyQuerySchema,
  PublicPolicyResponseSchema,
} from '@ctc/contract/privacy-texts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import * as policies from './privacy-policy.service.js'

/** The public privacy page's data: the version in effect today, or an earlier one by its id. */
export const privacyPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/:lang/privacy-policy',
    {
      schema: {
        tags: ['pages'],
        summary:
          'The privacy policy in effect today in {lang} (or an earlier version by id), and every version that has applied',
        params: LangParamsSchema,
        querystring: PublicPolicyQuerySchema,
        response: { 200: PublicPolicyResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      policies.publicPolicy(app.db, {
        lang: request.params.lang,
        policyId: request.query.policyId,
        now: app.now(),
        retentionMonths: app.config.applicationRetentionMonths,
      }),
  )
}

/** The policy in the console (`publishPrivacyTexts`: admins and privacy officers); every write is logged. */
export const privacyPolicyConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff('publishPrivacyTexts'))
  const ctx = (request: FastifyRequest): policies.PolicyContext => ({
    ...staffContext(app, request),
    session: currentStaff(request),
  })

  app.get(
    '/api/admin/privacy-policy',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Every version of the privacy policy, drafts first, then by effective date',
        response: { 200: PolicyListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async () => ({ dataList: await policies.listPolicies({ db: app.db, now: app.now() }) }),
  )

  app.get(
    '/api/admin/privacy-policy/:policyId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'One version of the privacy policy with its texts in four locales',
        params: PolicyIdParamsSchema,
        response: { 200: PolicyDetailResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({ data: await policies.policyDetail({ db: app.db, now: app.now() }, request.params.policyId) }),
  )

  app.post(
    '/api/admin/privacy-policy',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Saves a new draft of the privacy policy (texts sanitized as notices are)',
        body: PolicyDraftRequestSchema,
        response: { 200: PolicySavedResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({ policyId: await policies.createDraft(ctx(request), request.body) }),
  )

  app.put(
    '/api/admin/privacy-policy/:policyId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Rewrites a draft (409 EDIT_CONFLICT once it is published)',
        params: PolicyIdParamsSchema,
        body: PolicyDraftRequestSchema,
        response: { 200: OkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await policies.updateDraft(ctx(request), request.params.policyId, request.body)
      return { result: 'ok' as const }
    },
  )

  app.post(
    '/api/admin/privacy-policy/:policyId/publish',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Publishes a draft from a Korean date on (today or later; one version per date)',
        params: PolicyIdParamsSchema,
        body: PolicyPublishRequestSchema,
        response: { 200: OkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await policies.publish(ctx(request), request.params.policyId, request.body.effectiveDate)
      return { result: 'ok' as const }
    },
  )
}
