import { z } from 'zod'

// The policies are the site's own files: their shape is checked by the tests (privacy-page.test),
// not in the browser, so that Zod stays out of the privacy page's load (issue 15's JS budget).

const TableSchema = z.object({
  caption: z.string(),
  head: z.array(z.string()).min(2),
  rows: z.array(z.array(z.string()).min(2)),
})

/** A piece of a section: a paragraph, a subheading, a bulleted list or a table whose first column heads each row. */
const BlockSchema = z.union([
  z.strictObject({ p: z.string() }),
  z.strictObject({ h: z.string() }),
  z.strictObject({ ul: z.array(z.string()).min(1) }),
  z.strictObject({ table: TableSchema }),
])
export type PolicyBlock = z.infer<typeof BlockSchema>

/** A privacy policy in one language, as kept in src/locales/<language>/privacy.json. */
export const PolicySchema = z.object({
  lead: z.string(),
  notice: z.string(),
  languagesLabel: z.string(),
  tocTitle: z.string(),
  sections: z.array(z.object({ title: z.string(), blocks: z.array(BlockSchema).min(1) })).min(1),
  effective: z.string(),
})
export type Policy = z.infer<typeof PolicySchema>
