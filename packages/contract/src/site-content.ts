import { z } from 'zod'
import { LOCALES } from './locale.js'
import { EmailSchema } from './volunteer-form.js'

// The center's identity as data (decision 0033): every deployment starts with none, and admins
// set it in the console. Each save is a new version; the previous ones are kept and can be
// restored. Texts a person reads are in four locales; Korean is required where a text is, and an
// empty locale falls back to it.

/** A text in every locale (also for other content kinds); `kr` may be required, the others may be '' (shown in Korean). */
export function localized(max: number, required: boolean) {
  const text = z.string().trim().max(max, 'tooLong')
  return z.object({
    kr: required ? text.min(1, 'required') : text,
    en: text,
    cn: text,
    jp: text,
  })
}
export const LocalizedLineSchema = localized(200, false)
export type LocalizedText = z.infer<typeof LocalizedLineSchema>

/** A phone or fax number as people dial it: digits, spaces, hyphens, parentheses, a leading +. */
export const PhoneNumberSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(30, 'tooLong')
  .regex(/^\+?[0-9][0-9 ()-]{2,28}[0-9]$/, 'phone')

/** A web address people are sent to: https only (or http for a local test site). */
const LinkSchema = z
  .string()
  .trim()
  .max(300, 'tooLong')
  .regex(/^https?:\/\/[^\s"'<>]+$/i, 'url')

/** A site in the footer's related-sites list. */
export const RelatedSiteSchema = z.object({ label: localized(60, true), url: LinkSchema })
export type RelatedSite = z.infer<typeof RelatedSiteSchema>

/** At most this many related sites. */
export const RELATED_SITES_MAX = 20

/** `PUT /api/admin/site/identity` (admins): the whole identity, published at once. */
export const SiteIdentitySchema = z.object({
  name: localized(100, true),
  shortName: localized(40, false),
  address: localized(200, true),
  phone: PhoneNumberSchema,
  fax: z.string().trim().pipe(z.literal('').or(PhoneNumberSchema)),
  email: z
    .string()
    .trim()
    .max(100, 'tooLong')
    .refine((value) => value === '' || EmailSchema.safeParse(value).success, 'email')
    .transform((value) => value.toLowerCase()),
  hours: localized(100, false),
  /** WGS84 degrees of the map's pin; both null for no map. */
  latitude: z.number().min(-90, 'range').max(90, 'range').nullable(),
  longitude: z.number().min(-180, 'range').max(180, 'range').nullable(),
  /** Plain text, paragraphs separated by blank lines. */
  directions: localized(4000, false),
  /** The messenger's 1:1 chat link (e.g. a KakaoTalk channel); '' for none. */
  chatUrl: z.literal('').or(LinkSchema),
  relatedSites: z.array(RelatedSiteSchema).max(RELATED_SITES_MAX, 'tooMany'),
  /** Google Analytics 4 measurement ID (`G-…`); '' for none. */
  analyticsId: z
    .string()
    .trim()
    .regex(/^(G-[A-Z0-9]{4,20})?$/, 'analyticsId'),
  /** The uploaded logo's id (`POST /api/admin/site/logo`); null for none. */
  logoId: z.number().int().positive().nullable(),
})
export type SiteIdentity = z.infer<typeof SiteIdentitySchema>

/** The locales of a localized text, in order. */
export const LOCALIZED_KEYS = LOCALES

/** `GET /api/site/identity`: the published identity, or null on a site not yet set up. */
export const SiteIdentityResponseSchema = z.object({
  identity: SiteIdentitySchema.extend({ versionId: z.number().int() }).nullable(),
})
export type SiteIdentityResponse = z.infer<typeof SiteIdentityResponseSchema>
export type PublishedIdentity = NonNullable<SiteIdentityResponse['identity']>

/** One saved version, as the console's history lists it. */
export const ContentVersionSchema = z.object({
  versionId: z.number().int(),
  /** ISO timestamp. */
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The version this one restored, when it was a restore. */
  restoredFrom: z.number().int().nullable(),
  current: z.boolean(),
})
export type ContentVersion = z.infer<typeof ContentVersionSchema>

/** `GET /api/admin/site/identity`: the current identity (null before set-up) and its history. */
export const SiteIdentityAdminResponseSchema = z.object({
  identity: SiteIdentityResponseSchema.shape.identity,
  versions: z.array(ContentVersionSchema),
})
export type SiteIdentityAdminResponse = z.infer<typeof SiteIdentityAdminResponseSchema>

export const ContentVersionParamsSchema = z.object({
  versionId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
})

/** `GET /api/admin/site/status`: whether the site still needs its identity (the console's set-up prompt). */
export const SiteStatusResponseSchema = z.object({ identitySet: z.boolean() })

/** The logo's formats and size limit. */
export const LOGO_TYPES = ['image/svg+xml', 'image/png'] as const
export const LOGO_MAX_BYTES = 512 * 1024
export const LogoUploadResponseSchema = z.object({ logoId: z.number().int() })
export const LogoParamsSchema = z.object({
  logoId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
})
