import {
  type PublishedAbout,
  SiteAboutAdminResponseSchema,
  SiteAboutResponseSchema,
  SiteAboutSchema,
} from '@ctc/contract/site-about'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { aboutContent } from './site-about.service.js'
import { SITE_TOPIC } from './site-content.service.js'
import { PublishedReads } from './versioned-content.js'
import { versionedContentRoutes } from './versioned-content.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published about pages, kept per process and read again when another process publishes. */
    siteAbout: PublishedReads<PublishedAbout | null>
  }
}

/** The about pages kept in memory for the public pages and the API. */
export const siteAboutPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'siteAbout',
      new PublishedReads(
        () => aboutContent.read(app.db),
        () => app.changes.generation(SITE_TOPIC),
      ),
    )
  },
  { name: 'site-about', dependencies: ['change-feed'] },
)

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
