import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale'
import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'

/** The catalog folder of each locale: src/locales/<folder>/<namespace>.json. */
export const CATALOG_FOLDERS = { kr: 'ko', en: 'en', cn: 'zh', jp: 'ja' } as const satisfies Record<Locale, string>

const folderOfTag = new Map<string, string>(
  Object.entries(CATALOG_FOLDERS).map(([locale, folder]) => [LANGUAGE_TAGS[locale as Locale], folder]),
)

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
          import(`../locales/${folderOfTag.get(language) ?? CATALOG_FOLDERS.kr}/${namespace}.json`),
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
