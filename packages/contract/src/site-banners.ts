import { z } from 'zod'
import { ContentVersionSchema, localized } from './site-content.js'
import { FaqPublishRequestSchema } from './site-faq.js'

// The home banners as content (issue 28): short announcements at the top of the home page (an open
// day, a new phone line, a study that needs volunteers), ordered, each in four locales, shown from
// and until a day (Korea time) when those are set. Edited in the console by the roles with
// `editFaqAndBanners`, with the FAQ's draft, preview, publish and restore. Korean is required; an
// empty locale shows the Korean text (with lang="ko"). No banner published: the home page shows none.

/** At most this many banners. */
export const BANNERS_MAX = 6

/** A day in Korea time, `YYYY-MM-DD`. */
const DaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date')

/**
 * Where a banner leads: a path of this site (`/kr/recruitment/...`, never `//host`) or an https
 * address; '' for a banner without a link.
 */
export const BannerLinkSchema = z
  .string()
  .trim()
  .max(300, 'tooLong')
  .regex(/^$|^\/(?!\/)[^\s"'<>\\]*$|^https:\/\/[^\s"'<>\\]+$/i, 'link')

/** One banner. The link's label defaults to the catalog's "Read more" when empty. */
export const BannerSchema = z
  .object({
    title: localized(80, true),
    text: localized(300, false),
    link: BannerLinkSchema,
    linkLabel: localized(40, false),
    startsOn: DaySchema.nullable(),
    endsOn: DaySchema.nullable(),
  })
  .refine((banner) => !banner.startsOn || !banner.endsOn || banner.startsOn <= banner.endsOn, {
    message: 'endsBeforeStart',
    path: ['endsOn'],
  })
export type Banner = z.infer<typeof BannerSchema>

/** `PUT /api/admin/site/banners/draft`: every banner, in the order shown. */
export const SiteBannersSchema = z.object({ banners: z.array(BannerSchema).max(BANNERS_MAX, 'tooMany') })
export type SiteBanners = z.infer<typeof SiteBannersSchema>

/** `GET /api/site/banners`: the published banners (all of them, with their days), or null when none were ever published. */
export const SiteBannersResponseSchema = z.object({
  banners: SiteBannersSchema.extend({ versionId: z.number().int() }).nullable(),
})
export type SiteBannersResponse = z.infer<typeof SiteBannersResponseSchema>
export type PublishedBanners = NonNullable<SiteBannersResponse['banners']>

/** `GET /api/admin/site/banners`: the published banners, the saved draft (null for none) and the publications. */
export const SiteBannersAdminResponseSchema = z.object({
  banners: SiteBannersResponseSchema.shape.banners,
  draft: SiteBannersSchema.extend({ updatedAt: z.string(), updatedBy: z.string().nullable() }).nullable(),
  versions: z.array(ContentVersionSchema),
})
export type SiteBannersAdminResponse = z.infer<typeof SiteBannersAdminResponseSchema>

/** `POST /api/admin/site/banners/publish`: publishes the draft as saved at `draftSavedAt`, as the FAQ's does. */
export const BannersPublishRequestSchema = FaqPublishRequestSchema
