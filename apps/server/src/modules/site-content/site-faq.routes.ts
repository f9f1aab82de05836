import { ContentVersionParamsSchema } from '@ctc/contract/site-content'
import {
  FaqPublishRequestSchema,
  type PublishedFaq,
  SiteFaqAdminResponseSchema,
  SiteFaqResponseSchema,
  SiteFaqSchema,
} from '@ctc/contract/site-faq'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentStaff, requireStaff, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import { SITE_TOPIC, type SiteContentContext } from './site-content.service.js'
import * as faq from './site-faq.service.js'
import { PublishedReads } from './versioned-content.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published FAQ, kept per process and read again when another process publishes. */
    siteFaq: PublishedReads<PublishedFaq | null>
  }
}

/** The FAQ kept in memory for the public page and the API. */
export const siteFaqPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'siteFaq',
      new PublishedReads(
        () => faq.readFaq(app.db),
        () => app.changes.generation(SITE_TOPIC),
      ),
    )
  },
  { name: 'site-faq', dependencies: ['change-feed'] },
)

/** The FAQ: read by everyone, edited by the roles with `editFaqAndBanners`, every change logged. */
export const siteFaqRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): SiteContentContext => ({
    db: app.db,
    now: app.now(),
    address: request.ip,
    staff: currentStaff(request).staff,
    changes: app.changes,
  })

  app.get(
    '/api/site/faq',
    {
      schema: {
        tags: ['site'],
        summary: 'The published FAQ: categories and entries in order, in four locales; null before one is published',
        response: { 200: SiteFaqResponseSchema },
      },
    },
    async () => ({ faq: await app.siteFaq.current() }),
  )

  app.get(
    '/api/admin/site/faq',
    {
      onRequest: requireStaff('editFaqAndBanners'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'The published FAQ, its saved draft and its publications',
        response: { 200: SiteFaqAdminResponseSchema, ...STAFF_ERRORS },
      },
    },
    async () => faq.faqForConsole(app.db),
  )

  app.put(
    '/api/admin/site/faq/draft',
    {
      onRequest: requireStaff('editFaqAndBanners'),
      schema: {
        ...STAFF_ROUTE,
        summary: "Saves the FAQ's draft over the previous one; answers are sanitized (logged)",
        body: SiteFaqSchema,
        response: { 200: SiteFaqAdminResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => faq.saveFaqDraft(ctx(request), request.body),
  )

  app.post(
    '/api/admin/site/faq/publish',
    {
      onRequest: requireStaff('editFaqAndBanners'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'Publishes the saved draft; the previous publication is kept (logged)',
        body: FaqPublishRequestSchema,
        response: { 200: SiteFaqAdminResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => faq.publishFaqDraft(ctx(request), request.body.draftSavedAt),
  )

  app.post(
    '/api/admin/site/faq/versions/:versionId/restore',
    {
      onRequest: requireStaff('editFaqAndBanners'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'Publishes an earlier publication of the FAQ again (logged)',
        params: ContentVersionParamsSchema,
        response: { 200: SiteFaqAdminResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => faq.restoreFaq(ctx(request), request.params.versionId),
  )
}
