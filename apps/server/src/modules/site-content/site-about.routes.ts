import {
  type PublishedAbout,
  SiteAboutAdminResponseSchema,
  SiteAboutResponseSchema,
  SiteAboutSchema,
} from '@ctc/contract/site-about'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { aboutContent } from './site-about.service.js'
import type { PublishedReads } from './versioned-content.js'
import { publishedContentPlugin, versionedContentRoutes } from './versioned-content.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published about pages, kept per process and read again when another process publishes. */
    siteAbout: PublishedReads<PublishedAbout | null>
  }
}

/** The about pages kept in memory for the public pages and the API. */
export const siteAboutPlugin = publishedContentPlugin('siteAbout', aboutContent)

/** The about pages: read by everyone, edited by admins (`editSiteIdentity`), every change logged. */
export const siteAboutRoutes: FastifyPluginAsyncZod = versionedContentRoutes({
  path: 'about',
  field: 'about',
  noun: 'the about pages',
  capability: 'editSiteIdentity',
  content: aboutContent,
  published: (app) => app.siteAbout,
  schemas: { body: SiteAboutSchema, response: SiteAboutResponseSchema, adminResponse: SiteAboutAdminResponseSchema },
})
