import {
  PoolIdParamsSchema,
  PoolInviteRequestSchema,
  PoolInviteResponseSchema,
  PoolRevealRequestSchema,
  PoolRevealResponseSchema,
  PoolSearchRequestSchema,
  PoolSearchResponseSchema,
} from '@ctc/contract/staff-pool'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { jobMessageId } from '../../jobs/job-mail.js'
import { isReachable } from '../alerts/alerts.repository.js'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import { invitationMail } from './invitation-mail.js'
import * as pool from './pool.service.js'

/** The volunteer pool (`dailyWork`): a de-identified list; reveal and invite are logged. */
export const poolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.worker.handle(pool.INVITATION_MAIL, async ({ payload, job }) => {
    const invitation = await pool.invitationMailData(app.db, app.config.appSecret, Number(payload.invitationId))
    if (!invitation) return 'skipped: the member or the notice is gone'
    // The member may have paused contact since the invitation was made.
    const contact = await isReachable(app.db, invitation.member_id, app.now().toISOString())
    if (contact.paused || !contact.verified) return 'skipped: contact paused or address unconfirmed'
    const link = `${app.config.publicUrl}/${invitation.locale}/studyinfo/recruitmentView?studyId=${invitation.study_id}`
    const messageId = jobMessageId(job, app.config.publicUrl)
    const mail = invitationMail(invitation.locale, { name: invitation.name, studyTitle: invitation.title, link })
    await app.mailer.send({ to: invitation.email, ...mail, messageId })
    return `sent ${messageId}`
  })
  app.addHook('onRequest', requireStaff('dailyWork'))
  const ctx = (request: FastifyRequest): pool.PoolContext => ({
    ...staffContext(app, request),
    session: currentStaff(request),
    wakeJobs: () => app.jobs.wake(),
  })

  app.post(
    '/api/admin/pool/search',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "Standing members who meet a notice's eligibility or typed criteria, de-identified",
        body: PoolSearchRequestSchema,
        response: { 200: PoolSearchResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pool.searchPool(ctx(request), request.body),
  )

  app.post(
    '/api/admin/pool/:poolId/reveal',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "One person's name and contact details (logged with the reason)",
        params: PoolIdParamsSchema,
        body: PoolRevealRequestSchema,
        response: { 200: PoolRevealResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pool.revealContact(ctx(request), request.params.poolId, request.body),
  )

  app.post(
    '/api/admin/pool/:poolId/invitations',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'E-mails the person an invitation to apply to an open notice (once per notice; logged)',
        params: PoolIdParamsSchema,
        body: PoolInviteRequestSchema,
        response: { 200: PoolInviteResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => pool.invite(ctx(request), request.params.poolId, request.body.studyId),
  )
}
