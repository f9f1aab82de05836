import {
  type PublishedBanners,
  SiteBannersAdminResponseSchema,
  SiteBannersResponseSchema,
  SiteBannersSchema,
} from '@ctc/contract/site-banners'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bannersContent } from './site-banners.service.js'
import type { PublishedReads } from './versioned-content.js'
import { publishedContentPlugin, versionedContentRoutes } from './versioned-content.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published home banners, kept per process and read again when another process publishes. */
    siteBanners: PublishedReads<PublishedBanners | null>
  }
}

/** The home banners kept in memory for the home page and the API. */
export const siteBannersPlugin = publishedContentPlugin('siteBanners', bannersContent)

/** The home banners: read by everyone, edited by the roles with `editFaqAndBanners`, every change logged. */
export const siteBannersRoutes: FastifyPluginAsyncZod = versionedContentRoutes({
  path: 'banners',
  field: 'banners',
  noun: 'the home banners',
  capability: 'editFaqAndBanners',
  content: bannersContent,
  published: (app) => app.siteBanners,
  schemas: {
    body: SiteBannersSchema,
    response: SiteBannersResponseSchema,
    adminResponse: SiteBannersAdminResponseSchema,
  },
})
