import { z } from 'zod'
import { LocaleSchema } from './locale.js'

/**
 * A page view recorded on every location change. Only the path and locale are
 * kept: no query string (it may carry a reset token), nothing personal.
 */
export const PageViewSchema = z.object({
  path: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[^?#\s]*$/, 'a path without query or fragment'),
  locale: LocaleSchema,
})
export type PageView = z.infer<typeof PageViewSchema>
