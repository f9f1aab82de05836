import type { Locale } from '@ctc/contract/locale-codes'

/** The four locales of the public site, in the order the console shows them. */
export const CONTENT_LOCALES = ['kr', 'en', 'cn', 'jp'] as const satisfies readonly Locale[]
