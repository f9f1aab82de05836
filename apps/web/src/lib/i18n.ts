import { CENTER_CONTACT } from '@ctc/contract/center'
import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
// Bundled, not lazy: the Korean shell texts are there even when no catalog can be loaded.
import koreanCommon from '../locales/ko/common.json'
import { CATALOG_FOLDERS } from '../config/catalog-folders'
import { claimReloadForNewBuild, loadChunk } from './chunk-load'

const folderOfTag = new Map<string, string>(
  Object.entries(CATALOG_FOLDERS).map(([locale, folder]) => [LANGUAGE_TAGS[locale as Locale], folder]),
)

export const i18n = i18next.createInstance()

/** Every catalog, each its own chunk: one table of them in the shell, not one per import below. */
const CATALOGS = import.meta.glob<unknown>('../locales/*/*.json', { import: 'default' })

function importCatalog(folder: string, namespace: string): Promise<unknown> {
  const load = CATALOGS[`../locales/${folder}/${namespace}.json`]
  return load ? load() : Promise.reject(new Error(`no catalog ${folder}/${namespace}`))
}

/**
 * A namespace's catalog in a language. One that does not load (a release replaced its
 * chunk, the network failed) reloads the page once, as a screen's code does, to get the
 * new build; after that it falls back to Korean, the center's language, rather than
 * leaving raw keys on the page.
 */
async function loadCatalog(language: string, namespace: string): Promise<unknown> {
  const folder = folderOfTag.get(language) ?? CATALOG_FOLDERS.kr
  try {
    return await loadChunk(() => importCatalog(folder, namespace))
  } catch (error) {
    if (claimReloadForNewBuild()) {
      window.location.reload()
      // The page goes away: the loading text stays until it does.
      return new Promise<never>(() => {})
    }
    if (namespace === 'common') return koreanCommon
    if (folder !== 'ko') return loadChunk(() => importCatalog('ko', namespace))
    throw error
  }
}

/**
 * Starts i18next in the given locale. Only the active language's catalogs are
 * loaded, one namespace at a time, as separate chunks; Korean common texts are bundled.
 */
export async function initI18n(locale: Locale) {
  await i18n
    .use(resourcesToBackend(loadCatalog))
    .use(initReactI18next)
    .init({
      lng: LANGUAGE_TAGS[locale],
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      resources: { ko: { common: koreanCommon } },
      // The other namespaces and languages still come from the backend.
      partialBundledLanguages: true,
      defaultNS: 'common',
      // The center's phone number, which many texts quote, is written once: {{phone}} in any of them.
      interpolation: { escapeValue: false, defaultVariables: { phone: CENTER_CONTACT.phone } },
      showSupportNotice: false,
      react: { useSuspense: true },
    })
  document.documentElement.lang = LANGUAGE_TAGS[locale]
}

export async function changeLocale(locale: Locale) {
  document.documentElement.lang = LANGUAGE_TAGS[locale]
  if (i18n.language !== LANGUAGE_TAGS[locale]) await i18n.changeLanguage(LANGUAGE_TAGS[locale])
}
