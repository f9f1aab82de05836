import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { openNotices, robotsTxt, sitemapXml } from './seo.service.js'

// Cached by clients for an hour: a notice opened or changed shows in the sitemap within that.
const CACHE = 'public, max-age=3600'

/**
 * robots.txt and sitemap.xml for search engines. Registered as routes, so they
 * answer before the SPA fallback that gives index.html to every other GET.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const robots = robotsTxt(app.config.publicUrl)

  app.get(
    '/robots.txt',
    { schema: { tags: ['system'], summary: 'Crawling rules', response: { 200: z.string() } } },
    async (_request, reply) => reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robots),
  )

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['system'],
        summary: 'Every public page and open notice in every locale, with its language alternates',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const sitemap = sitemapXml(app.config.publicUrl, undefined, await openNotices(app.db, app.now()))
      return reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(sitemap)
    },
  )
}
