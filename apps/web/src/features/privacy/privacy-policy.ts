import type { Policy } from './privacy-policy-schema'

export type { Policy } from './privacy-policy-schema'

/** The languages a policy is written in: the catalog folders under src/locales. */
export const POLICY_LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const
export type PolicyLanguage = (typeof POLICY_LANGUAGES)[number]

/** The `lang` attribute of each policy's text. */
export const POLICY_LANGUAGE_TAGS: Record<PolicyLanguage, string> = { ko: 'ko', en: 'en', zh: 'zh-CN', ja: 'ja' }

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

/** The page's words in a language, loaded once; a failed load is retried on the next call. */
export function loadPolicy(language: PolicyLanguage): Promise<Policy> {
  const cached = cache.get(language)
  if (cached) return cached
  const policy: TrackedPromise<Policy> = LOADERS[language]().then((module) => module.default as Policy)
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

/** The page's words with their values filled in (`{{date}}` and the like). */
export function fill(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), text)
}
