import { ContentVersionParamsSchema } from '@ctc/contract/site-content'
import { FaqPublishRequestSchema } from '@ctc/contract/site-faq'
import type { StaffCapability } from '@ctc/contract/staff-auth'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Db } from '../../db/database.js'
import { currentStaff, requireStaff, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import { SITE_TOPIC, type SiteContentContext } from './site-content.service.js'
import { type ConsoleView, PublishedReads, type versionedContent } from './versioned-content.js'

// The routes of a kind of versioned content: the public read and the console's read, draft,
// publish and restore, all under one path and one capability, every change logged by the service.

/**
 * Decorates the app with a kind's published content kept in memory (`app[decorator]`), read again
 * when another process publishes.
 */
export function publishedContentPlugin<K extends 'siteFaq' | 'siteAbout' | 'siteBanners'>(
  decorator: K,
  content: { read: (db: Db) => Promise<Awaited<ReturnType<FastifyInstance[K]['current']>>> },
) {
  return fp(
    async (app: FastifyInstance) => {
      const reads = new PublishedReads(
        () => content.read(app.db),
        () => app.changes.generation(SITE_TOPIC),
      )
      // The key names the type through the module declarations of the kinds' route files.
      app.decorate(decorator as string, reads)
    },
    { name: `published-${decorator}`, dependencies: ['change-feed'] },
  )
}

export interface VersionedContentRoutes<T> {
  /** The path after /api/site/ and /api/admin/site/ ('faq', 'about', 'banners'). */
  path: string
  /** The key of the published content in the answers ('faq', 'about', 'banners'). */
  field: string
  /** Named in the routes' summaries ('the FAQ', 'the about pages'). */
  noun: string
  capability: StaffCapability
  content: ReturnType<typeof versionedContent<T>>
  /** The published content as this process keeps it. */
  published: (app: FastifyInstance) => PublishedReads<(T & { versionId: number }) | null>
  schemas: { body: z.ZodType<T>; response: z.ZodType; adminResponse: z.ZodType }
}

export function versionedContentRoutes<T>(spec: VersionedContentRoutes<T>): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx = (request: FastifyRequest): SiteContentContext => ({
      db: app.db,
      now: app.now(),
      address: request.ip,
      staff: currentStaff(request).staff,
      changes: app.changes,
    })
    const answer = ({ published, draft, versions }: ConsoleView<T>) => ({ [spec.field]: published, draft, versions })
    const guard = requireStaff(spec.capability)
    const admin = `/api/admin/site/${spec.path}`

    app.get(
      `/api/site/${spec.path}`,
      {
        schema: {
          tags: ['site'],
          summary: `The published content of ${spec.noun} in four locales; null before it is published`,
          response: { 200: spec.schemas.response },
        },
      },
      async () => ({ [spec.field]: await spec.published(app).current() }),
    )

    app.get(
      admin,
      {
        onRequest: guard,
        schema: {
          ...STAFF_ROUTE,
          summary: `The published content of ${spec.noun}, its saved draft and its publications`,
          response: { 200: spec.schemas.adminResponse, ...STAFF_ERRORS },
        },
      },
      async () => answer(await spec.content.forConsole(app.db)),
    )

    app.put(
      `${admin}/draft`,
      {
        onRequest: guard,
        schema: {
          ...STAFF_ROUTE,
          summary: `Saves the draft of ${spec.noun} over the previous one; rich text is sanitized (logged)`,
          body: spec.schemas.body,
          response: { 200: spec.schemas.adminResponse, ...STAFF_ERRORS },
        },
      },
      async (request) => answer(await spec.content.saveDraft(ctx(request), request.body as T)),
    )

    app.post(
      `${admin}/publish`,
      {
        onRequest: guard,
        schema: {
          ...STAFF_ROUTE,
          summary: `Publishes the saved draft of ${spec.noun}; the previous publication is kept (logged)`,
          body: FaqPublishRequestSchema,
          response: { 200: spec.schemas.adminResponse, ...STAFF_ERRORS },
        },
      },
      async (request) => answer(await spec.content.publishDraft(ctx(request), request.body.draftSavedAt)),
    )

    app.post(
      `${admin}/versions/:versionId/restore`,
      {
        onRequest: guard,
        schema: {
          ...STAFF_ROUTE,
          summary: `Publishes an earlier publication of ${spec.noun} again (logged)`,
          params: ContentVersionParamsSchema,
          response: { 200: spec.schemas.adminResponse, ...STAFF_ERRORS },
        },
      },
      async (request) => answer(await spec.content.restore(ctx(request), request.params.versionId)),
    )
  }
}
