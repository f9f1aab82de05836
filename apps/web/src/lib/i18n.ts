import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import i18next, { type InitOptions, type ResourceLanguage } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
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
    if (folder !== 'ko') return loadChunk(() => importCatalog('ko', namespace))
    throw error
  }
}

/** What the browser and the server render with alike: the same texts in the same places. */
export const I18N_OPTIONS = {
  fallbackLng: false,
  load: 'currentOnly',
  defaultNS: 'common',
  // The center's name and contacts, which many texts quote ({{center}}, {{phone}}, {{hours}}…), come
  // from its identity: the page shell sets them (lib/site-identity.ts).
  interpolation: { escapeValue: false, defaultVariables: {} },
  showSupportNotice: false,
  react: { useSuspense: true },
} as const satisfies InitOptions

/** A locale's catalogs, by namespace, as the server hands them to a page it rendered. */
export type Catalogs = ResourceLanguage

/**
 * Starts i18next in the given locale. Only the active language's catalogs are
 * loaded, one namespace at a time, as separate chunks. A page the server rendered
 * brings the catalogs it used, so that none is fetched before it hydrates.
 */
export async function initI18n(locale: Locale, catalogs: Catalogs = {}) {
  const language = LANGUAGE_TAGS[locale]
  await i18n
    .use(resourcesToBackend(loadCatalog))
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: language,
      ns: ['common', ...Object.keys(catalogs)],
      resources: { [language]: catalogs },
      // The other namespaces and languages still come from the backend.
      partialBundledLanguages: true,
    })
  document.documentElement.lang = language
}

export async function changeLocale(locale: Locale) {
  document.documentElement.lang = LANGUAGE_TAGS[locale]
  if (i18n.language !== LANGUAGE_TAGS[locale]) await i18n.changeLanguage(LANGUAGE_TAGS[locale])
}
