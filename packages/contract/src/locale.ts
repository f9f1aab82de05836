import { z } from 'zod'

/** The locale segment that starts every page path and every `/api/{lang}` call. */
export const LOCALES = ['kr', 'en', 'cn', 'jp'] as const
export const LocaleSchema = z.enum(LOCALES)
export type Locale = z.infer<typeof LocaleSchema>

export const DEFAULT_LOCALE: Locale = 'kr'

/** The BCP 47 tag of each locale, for i18next and `<html lang>`. */
export const LANGUAGE_TAGS = {
  kr: 'ko',
  en: 'en',
  cn: 'zh-CN',
  jp: 'ja',
} as const satisfies Record<Locale, string>

/** Path parameters of every `/api/{lang}/…` route. */
export const LangParamsSchema = z.object({ lang: LocaleSchema })
export type LangParams = z.infer<typeof LangParamsSchema>

export function isLocale(value: unknown): value is Locale {
  return LocaleSchema.safeParse(value).success
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
