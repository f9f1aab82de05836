import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import {
  PrescreenSaveRequestSchema,
  PrescreenStudyParamsSchema,
  PublicPrescreenResponseSchema,
  StaffPrescreenResponseSchema,
} from '@ctc/contract/prescreen'
import { StudyIdQuerySchema } from '@ctc/contract/studies'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import * as prescreen from './prescreen.service.js'

/** The questions an applicant answers after the general form (no rules, no results). */
export const prescreenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/:lang/recruit/prescreen',
    {
      schema: {
        tags: ['applications'],
        summary: "A notice's pre-screening questions in the locale (null when it asks none)",
        params: LangParamsSchema,
        querystring: StudyIdQuerySchema,
        response: { 200: PublicPrescreenResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await prescreen.publicQuestionnaire(app.db, request.params.lang, request.query.studyId, app.now()),
    }),
  )
}

/** Building a notice's questionnaire in the console (`dailyWork`); saving is logged. */
export const staffPrescreenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff('dailyWork'))
  const ctx = (request: FastifyRequest): prescreen.PrescreenStaffContext => ({
    ...staffContext(app, request),
    session: currentStaff(request),
  })

  app.get(
    '/api/admin/notices/:studyId/prescreen',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "The notice's pre-screening questionnaire (current version, with rules), or null",
        params: PrescreenStudyParamsSchema,
        response: { 200: StaffPrescreenResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({ data: await prescreen.staffQuestionnaire(ctx(request), request.params.studyId) }),
  )

  app.put(
    '/api/admin/notices/:studyId/prescreen',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Saves the questionnaire: in place while unanswered, else as a new version (baseVersion guards edits)',
        params: PrescreenStudyParamsSchema,
        body: PrescreenSaveRequestSchema,
        response: { 200: StaffPrescreenResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({
      data: await prescreen.saveQuestionnaire(ctx(request), request.params.studyId, request.body),
    }),
  )
}
