/**
 * The locales and what they mean, without Zod: the web app's shell needs these on every
 * page, and a module that builds a schema would pull Zod into that first load.
 * `locale.ts` adds the schemas and re-exports these.
 */

/** The locale segment that starts every page path and every `/api/{lang}` call. */
export const LOCALES = ['kr', 'en', 'cn', 'jp'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'kr'

/** The BCP 47 tag of each locale, for i18next and `<html lang>`. */
export const LANGUAGE_TAGS = {
  kr: 'ko',
  en: 'en',
  cn: 'zh-CN',
  jp: 'ja',
} as const satisfies Record<Locale, string>

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/**
 * The locale for a browser language, as the spec maps it: ko-KR or anything
 * unknown gives kr, en-* gives en, zh-* gives cn, ja gives jp.
 */
export function localeFromLanguage(language: string | undefined): Locale {
  const primary = language?.toLowerCase().split('-')[0]
  switch (primary) {
    case 'en':
      return 'en'
    case 'zh':
      return 'cn'
    case 'ja':
      return 'jp'
    default:
      return DEFAULT_LOCALE
  }
}
