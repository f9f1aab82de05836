import { z } from 'zod'
import { LOCALES } from './locale-codes.js'
import { PAGE_VIEW_PARAMS, isPageViewParam } from './page-view-params.js'

export { PAGE_VIEW_PARAMS, pageViewQuery } from './page-view-params.js'

/**
 * A page view recorded on every location change: the route, the parameters of
 * PAGE_VIEW_PARAMS, and the locale. Nothing personal.
 */
export const PageViewSchema = z.object({
  path: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[^?#\s]*(\?[^#\s]*)?$/, 'a path without fragment')
    .refine((value) => {
      const [, search] = value.split('?', 2)
      if (search === undefined) return true
      return search.split('&').every((pair) => {
        const [name, fieldValue, extra] = pair.split('=')
        return (
          extra === undefined &&
          name !== undefined &&
          isPageViewParam(name) &&
          fieldValue !== undefined &&
          PAGE_VIEW_PARAMS[name].test(fieldValue)
        )
      })
    }, 'only the page-view parameters'),
  locale: z.enum(LOCALES),
})
export type PageView = z.infer<typeof PageViewSchema>
