import { z } from 'zod'

/** The languages a policy is written in: the catalog folders under src/locales. */
export const POLICY_LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const
export type PolicyLanguage = (typeof POLICY_LANGUAGES)[number]

/** The `lang` attribute of each policy's text. */
export const POLICY_LANGUAGE_TAGS: Record<PolicyLanguage, string> = { ko: 'ko', en: 'en', zh: 'zh-CN', ja: 'ja' }

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

// Static import paths, so that each policy becomes a chunk of its own loaded only by its page.
const LOADERS: Record<PolicyLanguage, () => Promise<{ default: unknown }>> = {
  ko: () => import('../../locales/ko/privacy.json'),
  en: () => import('../../locales/en/privacy.json'),
  zh: () => import('../../locales/zh/privacy.json'),
  ja: () => import('../../locales/ja/privacy.json'),
}

/** A promise that carries its outcome the way React's `use()` reads it, so a loaded policy renders without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

const cache = new Map<PolicyLanguage, TrackedPromise<Policy>>()

/** The policy in a language, loaded once; a failed load is retried on the next call. */
export function loadPolicy(language: PolicyLanguage): Promise<Policy> {
  const cached = cache.get(language)
  if (cached) return cached
  const policy: TrackedPromise<Policy> = LOADERS[language]().then((module) => PolicySchema.parse(module.default))
  policy.then(
    (value) => {
      policy.status = 'fulfilled'
      policy.value = value
    },
    () => cache.delete(language),
  )
  cache.set(language, policy)
  return policy
}

/** The policy with the server's settings filled in (the months non-members' applications are kept). */
export function withSettings(policy: Policy, settings: { retentionMonths: number }): Policy {
  return JSON.parse(
    JSON.stringify(policy).replaceAll('{{retentionMonths}}', String(settings.retentionMonths)),
  ) as Policy
}
