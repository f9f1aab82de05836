import {
  type PublishedFaq,
  SiteFaqAdminResponseSchema,
  SiteFaqResponseSchema,
  SiteFaqSchema,
} from '@ctc/contract/site-faq'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SITE_TOPIC } from './site-content.service.js'
import { faqContent } from './site-faq.service.js'
import { PublishedReads } from './versioned-content.js'
import { versionedContentRoutes } from './versioned-content.routes.js'

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
        () => faqContent.read(app.db),
        () => app.changes.generation(SITE_TOPIC),
      ),
    )
  },
  { name: 'site-faq', dependencies: ['change-feed'] },
)

/** The FAQ: read by everyone, edited by the roles with `editFaqAndBanners`, every change logged. */
export const siteFaqRoutes: FastifyPluginAsyncZod = versionedContentRoutes({
  path: 'faq',
  field: 'faq',
  noun: 'the FAQ',
  capability: 'editFaqAndBanners',
  content: faqContent,
  published: (app) => app.siteFaq,
  schemas: { body: SiteFaqSchema, response: SiteFaqResponseSchema, adminResponse: SiteFaqAdminResponseSchema },
})
