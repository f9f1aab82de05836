import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale'
import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'

/** The catalog folder of each language tag (src/locales/<folder>/<namespace>.json). */
const CATALOG_FOLDERS: Record<string, string> = { ko: 'ko', en: 'en', 'zh-CN': 'zh', ja: 'ja' }

export const i18n = i18next.createInstance()

/**
 * Starts i18next in the given locale. Only the active language's catalogs are
 * loaded, one namespace at a time, as separate chunks.
 */
export async function initI18n(locale: Locale) {
  await i18n
    .use(
      resourcesToBackend(
        (language: string, namespace: string) =>
          import(`../locales/${CATALOG_FOLDERS[language] ?? 'ko'}/${namespace}.json`),
      ),
    )
    .use(initReactI18next)
    .init({
      lng: LANGUAGE_TAGS[locale],
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: true },
    })
  document.documentElement.lang = LANGUAGE_TAGS[locale]
}

export async function changeLocale(locale: Locale) {
  document.documentElement.lang = LANGUAGE_TAGS[locale]
  if (i18n.language !== LANGUAGE_TAGS[locale]) await i18n.changeLanguage(LANGUAGE_TAGS[locale])
}
