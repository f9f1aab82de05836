import type { Locale } from '@ctc/contract/locale-codes'

/** The catalog folder of each locale: src/locales/<folder>/<namespace>.json (the e2e suite reads them too). */
export const CATALOG_FOLDERS = { kr: 'ko', en: 'en', cn: 'zh', jp: 'ja' } as const satisfies Record<Locale, string>
