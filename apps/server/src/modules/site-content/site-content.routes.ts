import {
  ContentVersionParamsSchema,
  LOGO_MAX_BYTES,
  LogoParamsSchema,
  LogoUploadResponseSchema,
  SiteIdentityAdminResponseSchema,
  SiteIdentityResponseSchema,
  SiteIdentitySchema,
  SiteStatusResponseSchema,
} from '@ctc/contract/site-content'
import { ErrorBodySchema } from '@ctc/contract/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.js'
import { currentStaff, requireStaff, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import * as site from './site-content.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published identity, kept per process and read again when another process publishes. */
    siteIdentity: site.IdentityReads
  }
}

/** The identity kept in memory for the public pages, the API and the mails. */
export const siteIdentityPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('siteIdentity', new site.IdentityReads(app.db, () => app.changes.generation(site.SITE_TOPIC)))
  },
  { name: 'site-identity', dependencies: ['change-feed'] },
)

const LOGO_UPLOAD_TYPES = ['image/png', 'image/svg+xml']

/** The site's identity: read by everyone, edited by admins (`editSiteIdentity`), every change logged. */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): site.SiteContentContext => ({
    db: app.db,
    now: app.now(),
    address: request.ip,
    staff: currentStaff(request).staff,
    changes: app.changes,
  })
  const errors = { 404: ErrorBodySchema }

  app.get(
    '/api/site/identity',
    {
      schema: {
        tags: ['site'],
        summary: "The center's name, contacts, hours, map and links; null before the site is set up",
        response: { 200: SiteIdentityResponseSchema },
      },
    },
    async () => ({ identity: await app.siteIdentity.current() }),
  )

  app.get(
    '/api/site/logo/:logoId',
    {
      schema: {
        tags: ['site'],
        summary: "The center's logo (PNG or SVG)",
        params: LogoParamsSchema,
        response: { 200: z.unknown().describe('The image'), ...errors },
      },
    },
    async (request, reply) => {
      const logo = await site.findLogo(app.db, request.params.logoId)
      if (!logo) throw new AppError(404, 'NOT_FOUND', 'No such logo')
      return (
        reply
          .header('content-type', logo.content_type)
          // Opened on its own, an SVG may run nothing and load nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          // A logo's id names one content for ever.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(Buffer.from(logo.content))
      )
    },
  )

  app.get(
    '/api/admin/site/status',
    {
      onRequest: requireStaff('dailyWork'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'Whether the site still needs its identity (the set-up prompt)',
        response: { 200: SiteStatusResponseSchema, ...STAFF_ERRORS },
      },
    },
    async () => ({ identitySet: (await app.siteIdentity.current()) !== null }),
  )

  app.get(
    '/api/admin/site/identity',
    {
      onRequest: requireStaff('editSiteIdentity'),
      schema: {
        ...STAFF_ROUTE,
        summary: "The center's identity and its saved versions",
        response: { 200: SiteIdentityAdminResponseSchema, ...STAFF_ERRORS },
      },
    },
    async () => site.identityForConsole(app.db),
  )

  app.put(
    '/api/admin/site/identity',
    {
      onRequest: requireStaff('editSiteIdentity'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'Publishes a new identity; the previous version is kept (logged)',
        body: SiteIdentitySchema,
        response: { 200: SiteIdentityAdminResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => site.publishIdentity(ctx(request), request.body),
  )

  app.post(
    '/api/admin/site/identity/versions/:versionId/restore',
    {
      onRequest: requireStaff('editSiteIdentity'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'Publishes an earlier version again (logged)',
        params: ContentVersionParamsSchema,
        response: { 200: SiteIdentityAdminResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => site.restoreIdentity(ctx(request), request.params.versionId),
  )

  await app.register(async (uploads) => {
    // The logo arrives as raw bytes; a body over the limit is refused before it is read whole.
    uploads.addContentTypeParser(
      LOGO_UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
      (_r, body, done) => done(null, body),
    )
    uploads.setErrorHandler((error) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError(413, 'ATTACHMENT_TOO_LARGE', `A logo may have at most ${LOGO_MAX_BYTES} bytes`)
      }
      throw error
    })
    uploads.post(
      '/api/admin/site/logo',
      {
        onRequest: requireStaff('editSiteIdentity'),
        schema: {
          ...STAFF_ROUTE,
          summary: 'Uploads a logo (PNG, or SVG without scripts or links); an identity then names it',
          response: { 200: LogoUploadResponseSchema, ...STAFF_ERRORS },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError(400, 'VALIDATION_FAILED', 'Send the logo as image/png or image/svg+xml')
        }
        return site.uploadLogo(ctx(request), request.body)
      },
    )
  })
}
