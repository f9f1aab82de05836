import { z } from 'zod'

// The page's own words are the site's files: their shape is checked by the tests (privacy-page.test),
// not in the browser, so that Zod stays out of the privacy page's load (issue 15's JS budget).
// The policy itself is content, published in the console (decision 0034).

/** The privacy page's words in one language, as kept in src/locales/<language>/privacy.json. */
export const PolicySchema = z.strictObject({
  notice: z.string(),
  languagesLabel: z.string(),
  effective: z.string().includes('{{date}}'),
  earlierTitle: z.string(),
  earlierItem: z.string().includes('{{date}}'),
  olderNotice: z.string().includes('{{from}}').includes('{{until}}'),
  currentLink: z.string(),
  koreanShown: z.string(),
  none: z.string(),
  notFound: z.string(),
  loading: z.string(),
  error: z.string(),
})
export type Policy = z.infer<typeof PolicySchema>
