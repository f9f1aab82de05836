import { z } from 'zod'
import { LOCALES } from './locale-codes.js'

export { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale, isLocale, localeFromLanguage } from './locale-codes.js'

export const LocaleSchema = z.enum(LOCALES)

/** Path parameters of every `/api/{lang}/…` route. */
export const LangParamsSchema = z.object({ lang: LocaleSchema })
export type LangParams = z.infer<typeof LangParamsSchema>
