import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import {
  MemberVisitBookRequestSchema,
  MemberVisitRequestSchema,
  VisitBookRequestSchema,
  VisitBookingResponseSchema,
  VisitLinkRequestSchema,
  VisitSlotFullBodySchema,
} from '@ctc/contract/visit-booking'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentMember, requireMember } from '../../plugins/auth.js'
import {
  type BookingContext,
  bookSlot,
  bookingPage,
  cancelBooking,
  invitationOf,
  memberInvitationOf,
} from './visit-booking.service.js'
import { slotFullAnswer } from './visits.routes.js'

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema }

/**
 * The applicant's booking page (no login): the signed token of the invitation mail, in the
 * body, names the application. Its answers never name the applicant.
 */
export const visitBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.appSecret
  const applicant = (): BookingContext => ({ db: app.db, now: app.now(), actor: { kind: 'applicant' } })

  app.post(
    '/api/:lang/visit/check',
    {
      schema: {
        summary: 'The study, the booked visit and the free slots of a visit invitation link',
        params: LangParamsSchema,
        body: VisitLinkRequestSchema,
        response: { 200: VisitBookingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const target = await invitationOf(app.db, secret, request.body.token, app.now())
      return { data: await bookingPage(app.db, request.params.lang, target, app.now()) }
    },
  )

  app.post(
    '/api/:lang/visit/book',
    {
      schema: {
        summary:
          'Books a slot, or moves the booking to it (until the cut-off); the booking is mailed with a calendar file',
        params: LangParamsSchema,
        body: VisitBookRequestSchema,
        response: { 200: VisitBookingResponseSchema, 409: VisitSlotFullBodySchema.or(ErrorBodySchema), ...errors },
      },
    },
    async (request, reply) =>
      slotFullAnswer(reply, async () => {
        const target = await invitationOf(app.db, secret, request.body.token, app.now())
        await bookSlot(applicant(), target, request.body.slotId)
        app.jobs.wake()
        const after = await invitationOf(app.db, secret, request.body.token, app.now())
        return { data: await bookingPage(app.db, request.params.lang, after, app.now()) }
      }),
  )

  app.post(
    '/api/:lang/visit/cancel',
    {
      schema: {
        summary: 'Cancels the booked visit (until the cut-off)',
        params: LangParamsSchema,
        body: VisitLinkRequestSchema,
        response: { 200: VisitBookingResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const target = await invitationOf(app.db, secret, request.body.token, app.now())
      await cancelBooking(applicant(), target)
      app.jobs.wake()
      const after = await invitationOf(app.db, secret, request.body.token, app.now())
      return { data: await bookingPage(app.db, request.params.lang, after, app.now()) }
    },
  )

  // A member books from My Page: the application is the member's own, under the same rules as the link.
  const memberErrors = { ...errors, 401: ErrorBodySchema }
  const memberSchema = { tags: ['my-page'], security: [{ token: [] }], params: LangParamsSchema }
  const own = (request: FastifyRequest, applicationId: number) =>
    memberInvitationOf(app.db, currentMember(request).id, applicationId, app.now())

  app.post(
    '/api/:lang/sbjUser/visit/check',
    {
      onRequest: requireMember,
      schema: {
        ...memberSchema,
        summary: "The study, the booked visit and the free slots of one of the member's invited applications",
        body: MemberVisitRequestSchema,
        response: { 200: VisitBookingResponseSchema, ...memberErrors },
      },
    },
    async (request) => ({
      data: await bookingPage(app.db, request.params.lang, await own(request, request.body.applicationId), app.now()),
    }),
  )

  app.post(
    '/api/:lang/sbjUser/visit/book',
    {
      onRequest: requireMember,
      schema: {
        ...memberSchema,
        summary: "Books a slot for one of the member's applications, or moves the booking to it (until the cut-off)",
        body: MemberVisitBookRequestSchema,
        response: {
          200: VisitBookingResponseSchema,
          409: VisitSlotFullBodySchema.or(ErrorBodySchema),
          ...memberErrors,
        },
      },
    },
    async (request, reply) =>
      slotFullAnswer(reply, async () => {
        await bookSlot(applicant(), await own(request, request.body.applicationId), request.body.slotId)
        app.jobs.wake()
        return {
          data: await bookingPage(
            app.db,
            request.params.lang,
            await own(request, request.body.applicationId),
            app.now(),
          ),
        }
      }),
  )

  app.post(
    '/api/:lang/sbjUser/visit/cancel',
    {
      onRequest: requireMember,
      schema: {
        ...memberSchema,
        summary: "Cancels the booked visit of one of the member's applications (until the cut-off)",
        body: MemberVisitRequestSchema,
        response: { 200: VisitBookingResponseSchema, 409: ErrorBodySchema, ...memberErrors },
      },
    },
    async (request) => {
      await cancelBooking(applicant(), await own(request, request.body.applicationId))
      app.jobs.wake()
      return {
        data: await bookingPage(app.db, request.params.lang, await own(request, request.body.applicationId), app.now()),
      }
    },
  )
}
