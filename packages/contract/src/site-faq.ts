import { z } from 'zod'
import { ContentVersionSchema, localized } from './site-content.js'

// The FAQ as content (issue 28): categories of questions and answers, ordered, each text in four
// locales, edited in the console by the roles with `editFaqAndBanners`. A draft is saved and
// rewritten; publishing makes it the public FAQ and keeps the previous publication, which can be
// restored. Korean is required; an empty locale shows the Korean text (with lang="ko").

/** Rich text of an answer, as the notices' editor writes it; sanitized on the server. */
const answerHtml = z.string().trim().max(20_000, 'tooLong')

/** One question and its answer. */
export const FaqEntrySchema = z.object({
  question: localized(300, true),
  answer: z.object({ kr: answerHtml.min(1, 'required'), en: answerHtml, cn: answerHtml, jp: answerHtml }),
})
export type FaqEntry = z.infer<typeof FaqEntrySchema>

/** At most this many categories, and entries in one category. */
export const FAQ_CATEGORIES_MAX = 20
export const FAQ_ENTRIES_MAX = 60

/** A category: its address in the page (`?tab=slug`), its title, its entries in order. */
export const FaqCategorySchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'required')
    .max(40, 'tooLong')
    .regex(/^[a-z][a-z0-9-]*$/, 'slug'),
  title: localized(60, true),
  entries: z.array(FaqEntrySchema).max(FAQ_ENTRIES_MAX, 'tooMany'),
})
export type FaqCategory = z.infer<typeof FaqCategorySchema>

/** `PUT /api/admin/site/faq/draft`: the whole FAQ, categories in order. */
export const SiteFaqSchema = z.object({
  categories: z
    .array(FaqCategorySchema)
    .max(FAQ_CATEGORIES_MAX, 'tooMany')
    .superRefine((categories, ctx) => {
      const seen = new Set<string>()
      categories.forEach((category, index) => {
        if (seen.has(category.slug)) ctx.addIssue({ code: 'custom', message: 'duplicate', path: [index, 'slug'] })
        seen.add(category.slug)
      })
    }),
})
export type SiteFaq = z.infer<typeof SiteFaqSchema>
export type SiteFaqInput = z.input<typeof SiteFaqSchema>

/** `GET /api/site/faq`: the published FAQ, or null when none was ever published. */
export const SiteFaqResponseSchema = z.object({
  faq: SiteFaqSchema.extend({ versionId: z.number().int() }).nullable(),
})
export type SiteFaqResponse = z.infer<typeof SiteFaqResponseSchema>
export type PublishedFaq = NonNullable<SiteFaqResponse['faq']>

/** `GET /api/admin/site/faq`: the published FAQ, the saved draft (null for none) and the publications. */
export const SiteFaqAdminResponseSchema = z.object({
  faq: SiteFaqResponseSchema.shape.faq,
  draft: SiteFaqSchema.extend({ updatedAt: z.string(), updatedBy: z.string().nullable() }).nullable(),
  versions: z.array(ContentVersionSchema),
})
export type SiteFaqAdminResponse = z.infer<typeof SiteFaqAdminResponseSchema>

/** `POST /api/admin/site/faq/publish`: publishes the draft as saved at `draftSavedAt` (its `updatedAt`). */
export const FaqPublishRequestSchema = z.object({ draftSavedAt: z.string().min(1).max(40) })
export type FaqPublishRequest = z.infer<typeof FaqPublishRequestSchema>
