import contentDisposition from 'content-disposition'
import { OkResponseSchema } from '@ctc/contract/auth'
import {
  ApplicantDetailResponseSchema,
  ApplicantListQuerySchema,
  ApplicantListResponseSchema,
  ApplicantUpdateRequestSchema,
  ApplicationIdParamsSchema,
  BulkStatusRequestSchema,
  BulkStatusResponseSchema,
  ExportRequestSchema,
  PhoneApplicationRequestSchema,
  RecruitmentSettingsRequestSchema,
  StaffDirectoryResponseSchema,
  StatusChangeRequestSchema,
  StatusChangeResponseSchema,
  StatusUndoRequestSchema,
  StatusUndoResponseSchema,
  StudyIdParamsSchema,
} from '@ctc/contract/staff-applicants'
import { PrescreenReviewResponseSchema } from '@ctc/contract/prescreen'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import { exportApplicants } from './applicant-export.js'
import { registerApplicantJobs } from './applicant-jobs.js'
import * as pipeline from './applicants.service.js'
import * as statusChanges from './status-changes.service.js'

/** The applicant pipeline of each notice (`dailyWork`); every call is access-logged. */
export const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerApplicantJobs(app)
  app.addHook('onRequest', requireStaff('dailyWork'))
  const ctx = (request: FastifyRequest): pipeline.PipelineContext => ({
    ...staffContext(app, request),
    session: currentStaff(request),
    log: request.log,
    changes: app.changes,
    wakeJobs: () => app.jobs.wake(),
  })

  app.get(
    '/api/admin/staff-directory',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Active staff members, for owner pickers',
        response: { 200: StaffDirectoryResponseSchema, ...STAFF_ERRORS },
      },
    },
    async () => pipeline.staffDirectory(app.db),
  )

  app.get(
    '/api/admin/notices/:studyId/applicants',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "A notice's applications with status, owner, next action and source (logged)",
        params: StudyIdParamsSchema,
        querystring: ApplicantListQuerySchema,
        response: { 200: ApplicantListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pipeline.listApplicants(ctx(request), request.params.studyId, request.query),
  )

  app.patch(
    '/api/admin/notices/:studyId/recruitment',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "The notice's owner (told of new applications) and enrolment target",
        params: StudyIdParamsSchema,
        body: RecruitmentSettingsRequestSchema,
        response: { 200: OkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await pipeline.setRecruitment(ctx(request), request.params.studyId, request.body)
      return { result: 'ok' as const }
    },
  )

  app.post(
    '/api/admin/notices/:studyId/applicants/status',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Moves several applications of the notice to one status (their mails held for the undo window)',
        params: StudyIdParamsSchema,
        body: BulkStatusRequestSchema,
        response: { 200: BulkStatusResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => statusChanges.bulkStatus(ctx(request), request.params.studyId, request.body),
  )

  app.post(
    '/api/admin/notices/:studyId/applicants/phone',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Records an application taken by phone, with how the consent was taken',
        params: StudyIdParamsSchema,
        body: PhoneApplicationRequestSchema,
        response: { 200: ApplicantDetailResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pipeline.createPhoneApplication(ctx(request), request.params.studyId, request.body),
  )

  app.post(
    '/api/admin/notices/:studyId/applicants/export',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "The notice's applicants as CSV or XLSX, chosen columns (logged with reason and row count)",
        params: StudyIdParamsSchema,
        body: ExportRequestSchema,
      },
    },
    async (request, reply) => {
      const file = await exportApplicants(ctx(request), request.params.studyId, request.body)
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.body)
    },
  )

  app.get(
    '/api/admin/applications/:applicationId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'One application as submitted, with its history (logged)',
        params: ApplicationIdParamsSchema,
        response: { 200: ApplicantDetailResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pipeline.viewApplicant(ctx(request), request.params.applicationId),
  )

  app.post(
    '/api/admin/applications/:applicationId/prescreen/view',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "The application's pre-screening answers under the version it answered, with the result (logged)",
        params: ApplicationIdParamsSchema,
        response: { 200: PrescreenReviewResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({ data: await pipeline.viewPrescreen(ctx(request), request.params.applicationId) }),
  )

  app.post(
    '/api/admin/applications/:applicationId/status',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Moves one application to a status (a closing status needs a reason); says what became of the mail',
        params: ApplicationIdParamsSchema,
        body: StatusChangeRequestSchema,
        response: { 200: StatusChangeResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => statusChanges.changeStatus(ctx(request), request.params.applicationId, request.body),
  )

  app.post(
    '/api/admin/status-changes/undo',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Undoes status changes, or only their mails, while the mails are held; each change on its own',
        body: StatusUndoRequestSchema,
        response: { 200: StatusUndoResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => statusChanges.undoStatusChanges(ctx(request), request.body),
  )

  app.patch(
    '/api/admin/applications/:applicationId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Sets the owner and the next action date',
        params: ApplicationIdParamsSchema,
        body: ApplicantUpdateRequestSchema,
        response: { 200: ApplicantDetailResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pipeline.updateApplicant(ctx(request), request.params.applicationId, request.body),
  )
}
