import { ErrorBodySchema } from '@ctc/contract/errors'
import { LangParamsSchema } from '@ctc/contract/locale'
import {
  VisitBookRequestSchema,
  VisitBookingResponseSchema,
  VisitLinkRequestSchema,
  VisitSlotFullBodySchema,
} from '@ctc/contract/visit-booking'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type BookingContext, bookSlot, bookingPage, cancelBooking, invitationOf } from './visit-booking.service.js'
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
}
