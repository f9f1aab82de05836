import { z } from 'zod'

// The FAQ catalogs are the site's own files: their shape is checked by the tests
// (faq-page.test), not in the browser, so that Zod stays out of the FAQ page's load.

/** One question and its answer, as in src/locales/<language>/faq.json. */
export const FaqItemSchema = z.object({ q: z.string(), a: z.string() })

export const FaqItemsSchema = z.array(FaqItemSchema)
