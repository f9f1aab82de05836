import {
  type PublishedFaq,
  SiteFaqAdminResponseSchema,
  SiteFaqResponseSchema,
  SiteFaqSchema,
} from '@ctc/contract/site-faq'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { faqContent } from './site-faq.service.js'
import type { PublishedReads } from './versioned-content.js'
import { publishedContentPlugin, versionedContentRoutes } from './versioned-content.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published FAQ, kept per process and read again when another process publishes. */
    siteFaq: PublishedReads<PublishedFaq | null>
  }
}

/** The FAQ kept in memory for the public pages and the API. */
export const siteFaqPlugin = publishedContentPlugin('siteFaq', faqContent)

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
