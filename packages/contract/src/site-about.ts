import { z } from 'zod'
import { ContentVersionSchema } from './site-content.js'
import { FaqPublishRequestSchema } from './site-faq.js'

// The about pages as content (issue 28): the body of each page as rich text in four locales,
// edited in the console by admins (`editSiteIdentity`) with the FAQ's draft, preview, publish and
// restore. Korean is required; an empty locale shows the Korean text (with lang="ko"). The pages'
// titles, meta descriptions and side menu stay in the catalogs: they are navigation.

/** The about pages, in the side menu's order. */
export const ABOUT_PAGES = ['introduce', 'meaning', 'process', 'subjectGuide', 'appGuide'] as const
export type AboutPage = (typeof ABOUT_PAGES)[number]

/** Rich text of a page's body, as the notices' editor writes it; sanitized on the server. */
const bodyHtml = z.string().trim().max(60_000, 'tooLong')

/** A page's body in every locale. */
export const AboutBodySchema = z.object({ kr: bodyHtml.min(1, 'required'), en: bodyHtml, cn: bodyHtml, jp: bodyHtml })
export type AboutBody = z.infer<typeof AboutBodySchema>

/** `PUT /api/admin/site/about/draft`: every page's body. */
export const SiteAboutSchema = z.object({
  introduce: AboutBodySchema,
  meaning: AboutBodySchema,
  process: AboutBodySchema,
  subjectGuide: AboutBodySchema,
  appGuide: AboutBodySchema,
})
export type SiteAbout = z.infer<typeof SiteAboutSchema>

/** `GET /api/site/about`: the published pages, or null when none were ever published. */
export const SiteAboutResponseSchema = z.object({
  about: SiteAboutSchema.extend({ versionId: z.number().int() }).nullable(),
})
export type SiteAboutResponse = z.infer<typeof SiteAboutResponseSchema>
export type PublishedAbout = NonNullable<SiteAboutResponse['about']>

/** `GET /api/admin/site/about`: the published pages, the saved draft (null for none) and the publications. */
export const SiteAboutAdminResponseSchema = z.object({
  about: SiteAboutResponseSchema.shape.about,
  draft: SiteAboutSchema.extend({ updatedAt: z.string(), updatedBy: z.string().nullable() }).nullable(),
  versions: z.array(ContentVersionSchema),
})
export type SiteAboutAdminResponse = z.infer<typeof SiteAboutAdminResponseSchema>

/** `POST /api/admin/site/about/publish`: publishes the draft as saved at `draftSavedAt`, as the FAQ's does. */
export const AboutPublishRequestSchema = FaqPublishRequestSchema
