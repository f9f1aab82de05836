import { ApplicationIdParamsSchema, StudyIdParamsSchema } from '@ctc/contract/staff-applicants'
import {
  ApplicationVisitSchema,
  NoticeVisitsResponseSchema,
  StaffVisitBookRequestSchema,
  VisitAttendanceRequestSchema,
  VisitInviteRequestSchema,
  VisitInviteResponseSchema,
  VisitSlotCreateRequestSchema,
  VisitSlotFullBodySchema,
  VisitSlotIdParamsSchema,
  VisitSlotListResponseSchema,
  VisitSlotUpdateRequestSchema,
} from '@ctc/contract/visit-booking'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PipelineContext } from '../staff-applicants/applicants.service.js'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import { SlotFullError } from './visit-booking.service.js'
import { registerVisitJobs } from './visit-jobs.js'
import * as pipeline from './visit-pipeline.service.js'
import * as slots from './visit-slots.service.js'

/** A slot that filled up meanwhile: 409 with the next free slots beside the error. */
export async function slotFullAnswer<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof SlotFullError)) throw error
    return reply
      .status(409)
      .send({ error: { code: 'SLOT_FULL' as const, message: error.message, nextSlots: error.nextSlots } })
  }
}

/** Screening-visit slots, invitations, bookings and attendance in the console (`dailyWork`; every change logged). */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerVisitJobs(app)
  app.addHook('onRequest', requireStaff('dailyWork'))
  const ctx = (request: FastifyRequest): PipelineContext => ({
    ...staffContext(app, request),
    session: currentStaff(request),
    log: request.log,
    changes: app.changes,
    wakeJobs: () => app.jobs.wake(),
  })
  const errors = { ...STAFF_ERRORS, 409: VisitSlotFullBodySchema.or(STAFF_ERRORS[409]) }

  app.get(
    '/api/admin/notices/:studyId/visit-slots',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "The notice's visit slots with places taken, soonest first",
        params: StudyIdParamsSchema,
        response: { 200: VisitSlotListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => slots.listSlots(ctx(request), request.params.studyId),
  )

  app.post(
    '/api/admin/notices/:studyId/visit-slots',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Opens a visit slot (day and time in Korea, place, capacity) (logged)',
        params: StudyIdParamsSchema,
        body: VisitSlotCreateRequestSchema,
        response: { 200: VisitSlotListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => slots.createSlot(ctx(request), request.params.studyId, request.body),
  )

  app.patch(
    '/api/admin/visit-slots/:slotId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Closes a slot to new bookings, or opens it again (logged)',
        params: VisitSlotIdParamsSchema,
        body: VisitSlotUpdateRequestSchema,
        response: { 200: VisitSlotListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => slots.updateSlot(ctx(request), request.params.slotId, request.body.closed),
  )

  app.delete(
    '/api/admin/visit-slots/:slotId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Deletes a slot nobody holds a place in (logged)',
        params: VisitSlotIdParamsSchema,
        response: { 200: VisitSlotListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => slots.deleteSlot(ctx(request), request.params.slotId),
  )

  app.post(
    '/api/admin/notices/:studyId/visit-invitations',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Mails applicants of the notice a link to book a visit (one, or many from the pipeline) (logged)',
        params: StudyIdParamsSchema,
        body: VisitInviteRequestSchema,
        response: { 200: VisitInviteResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pipeline.inviteApplicants(ctx(request), request.params.studyId, request.body),
  )

  app.get(
    '/api/admin/notices/:studyId/visits',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'The visit (invited, booked, attended, no-show) of each application of the notice (logged)',
        params: StudyIdParamsSchema,
        response: { 200: NoticeVisitsResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pipeline.noticeVisits(ctx(request), request.params.studyId),
  )

  app.get(
    '/api/admin/applications/:applicationId/visit',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "One application's visit and invitation",
        params: ApplicationIdParamsSchema,
        response: { 200: ApplicationVisitSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pipeline.applicationVisit(ctx(request), request.params.applicationId),
  )

  app.post(
    '/api/admin/applications/:applicationId/visit',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "Books or moves the applicant's visit (agreed by phone) (logged)",
        params: ApplicationIdParamsSchema,
        body: StaffVisitBookRequestSchema,
        response: { 200: ApplicationVisitSchema, ...errors },
      },
    },
    async (request, reply) =>
      slotFullAnswer(reply, () => pipeline.staffBook(ctx(request), request.params.applicationId, request.body.slotId)),
  )

  app.delete(
    '/api/admin/applications/:applicationId/visit',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "Cancels the applicant's booked visit; the applicant is told (logged)",
        params: ApplicationIdParamsSchema,
        response: { 200: ApplicationVisitSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pipeline.staffCancel(ctx(request), request.params.applicationId),
  )

  app.post(
    '/api/admin/applications/:applicationId/visit/attendance',
    {
      schema: {
        ...STAFF_ROUTE,
        summary:
          'Marks the booked visit attended (the application is screened) or no-show (it can be invited again) (logged)',
        params: ApplicationIdParamsSchema,
        body: VisitAttendanceRequestSchema,
        response: { 200: ApplicationVisitSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pipeline.markAttendance(ctx(request), request.params.applicationId, request.body),
  )
}
