import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { robotsTxt, sitemapXml } from './seo.service.js'

// Both are the same for every request of a deployment: built once, cached by clients for an hour.
const CACHE = 'public, max-age=3600'

/**
 * robots.txt and sitemap.xml for search engines. Registered as routes, so they
 * answer before the SPA fallback that gives index.html to every other GET.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const robots = robotsTxt(app.config.publicUrl)
  const sitemap = sitemapXml(app.config.publicUrl)

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
        summary: 'Every public page in every locale, with its language alternates',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(sitemap),
  )
}
