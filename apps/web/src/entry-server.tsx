/**
 * Server rendering of the public pages (decision 0019), built by `vite build --ssr` into dist-ssr
 * and imported by the server. The server answers the page's queries from its own services; the
 * page goes out as HTML with its head, and with the state the browser hydrates from.
 */
import { LANGUAGE_TAGS, type Locale, isLocale } from '@ctc/contract/locale-codes'
import { PRIVACY_PAGE, type PageId } from '@ctc/contract/public-pages'
import type { QueryAnswerer, RenderedPage, RendererSettings } from '@ctc/contract/server-rendering'
import type { PublishedIdentity } from '@ctc/contract/site-content'
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query'
import i18next, { type ResourceLanguage } from 'i18next'
import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { StaticRouter } from 'react-router'
import { currentPage } from './app/layout/use-current-page'
import { AppRoutes, preloadScreen, screenSource } from './app/routes'
import { CATALOG_FOLDERS } from './config/catalog-folders'
import { type PageDef, isPageAvailable } from './config/paths'
import { I18N_OPTIONS } from './lib/i18n'
import { medicalOrganization } from './lib/organization-json-ld'
import { canonicalUrl, documentTitle, indexedQuery, pageAlternates } from './lib/page-metadata'
import { setServerMeta } from './lib/runtime-settings'
import type { ServerState } from './lib/server-state'
import { siteIdentityQueryOptions } from './lib/site-identity'

const CATALOGS = import.meta.glob<ResourceLanguage[string]>('./locales/*/*.json', { eager: true, import: 'default' })

/** Every namespace of a locale, by name. */
function catalogsOf(locale: Locale): ResourceLanguage {
  const prefix = `./locales/${CATALOG_FOLDERS[locale]}/`
  return Object.fromEntries(
    Object.entries(CATALOGS)
      .filter(([file]) => file.startsWith(prefix))
      .map(([file, catalog]) => [file.slice(prefix.length, -'.json'.length), catalog]),
  )
}

/** A chunk in the client build's manifest (dist/.vite/manifest.json), keyed by its source file. */
interface ManifestChunk {
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

let siteOrigin = ''
let manifest: Manifest = {}
/** The styles the document itself loads (its entry's): a page links only the others. */
let entryStyles = new Set<string>()

/**
 * Once, at the server's start: the site's public address, the settings it writes into every
 * page, and the client build's manifest.
 */
export function configure(settings: RendererSettings) {
  siteOrigin = settings.publicUrl
  setServerMeta(settings.meta)
  manifest = settings.manifest as Manifest
  entryStyles = stylesOf(Object.keys(manifest).filter((key) => manifest[key]?.isEntry))
}

/** The styles a source file needs, with everything it imports statically. */
function stylesOf(keys: string[]): Set<string> {
  const seen = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const style of chunk.css ?? []) styles.add(style)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return styles
}

/**
 * Links to the styles of a page's screen that the document does not load already, so that they
 * are there before the first paint and nothing moves when they arrive. (Its code is not preloaded:
 * on a slow phone network it took bandwidth from the styles and delayed the first paint.)
 */
function screenStyles(page: PageDef): string {
  return [...stylesOf([screenSource(page.id)])]
    .filter((style) => !entryStyles.has(style))
    .map((style) => `<link rel="stylesheet" crossorigin href="/${style}">`)
    .join('\n    ')
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside a script element: `<` escaped so that no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

async function renderToHtml(tree: ReactNode): Promise<string> {
  // Everything in one piece: no streamed boundaries, whose inline scripts the CSP would refuse.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

function headOf(
  page: PageDef,
  locale: Locale,
  query: string,
  t: (key: string) => string,
  identity: PublishedIdentity | null | undefined,
): string {
  const canonical = canonicalUrl(page, locale, siteOrigin, query)
  return [
    `<title>${escapeHtml(documentTitle(page, t))}</title>`,
    `<meta name="description" content="${escapeHtml(t(`descriptions.${page.id}`))}">`,
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" data-page-metadata>`] : []),
    ...pageAlternates(page, siteOrigin, query).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" data-page-metadata>`,
    ),
    // The center, as the identity published now says; none on a site not yet set up.
    ...(identity
      ? [`<script type="application/ld+json">${scriptJson(medicalOrganization(identity, locale, siteOrigin))}</script>`]
      : []),
  ].join('\n    ')
}

const MAX_PASSES = 4

/**
 * The pages the server renders: the public pages that show the center and its notices. Forms
 * (login, sign-up, applications) and member pages are rendered by the browser: a form must not
 * be sendable before the app handles it.
 */
const SERVER_RENDERED = new Set<PageId>([
  'main',
  'introduce',
  'meaning',
  'process',
  'subjectGuide',
  'appGuide',
  'location',
  'faq',
  'recruitment',
  'recruitmentView',
  ...Object.values(PRIVACY_PAGE),
])

/**
 * The page at `url` (path and query) as HTML, when it is one the server renders (SERVER_RENDERED)
 * and exists; undefined for the others, which the browser renders.
 */
export async function renderPage(url: string, answer: QueryAnswerer): Promise<RenderedPage | undefined> {
  const { pathname, search } = new URL(url, 'http://localhost')
  const locale = pathname.split('/')[1]
  if (!isLocale(locale)) return undefined
  const current = currentPage(pathname)
  const page = current.kind === 'page' ? current.page : undefined
  const rendered = page && SERVER_RENDERED.has(page.id) && isPageAvailable(page, locale)
  const query = rendered ? indexedQuery(page, search) : undefined
  if (!page || query === undefined || !(await preloadScreen(pathname))) return undefined

  const catalogs = catalogsOf(locale)
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: LANGUAGE_TAGS[locale],
    resources: { [LANGUAGE_TAGS[locale]]: catalogs },
    initAsync: false,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const tree = (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </I18nextProvider>
    </QueryClientProvider>
  )

  // Render, answer the queries the page asked for, and render again until it asks for nothing new.
  const asked = new Set<string>()
  let html = await renderToHtml(tree)
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const unasked = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash))
    if (unasked.length === 0) break
    await Promise.all(
      unasked.map(async (q) => {
        asked.add(q.queryHash)
        const data = await answer(q.queryKey)
        if (data !== undefined) queryClient.setQueryData(q.queryKey, data)
      }),
    )
    html = await renderToHtml(tree)
  }

  // react-i18next notes each namespace a component asked for (its `reportNamespaces`).
  const { reportNamespaces } = i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } }
  const used = reportNamespaces?.getUsedNamespaces() ?? []
  const state: ServerState = {
    catalogs: Object.fromEntries(used.flatMap((ns) => (catalogs[ns] ? [[ns, catalogs[ns]]] : []))),
    queries: dehydrate(queryClient),
  }
  return {
    lang: LANGUAGE_TAGS[locale],
    head: headOf(
      page,
      locale,
      query,
      i18n.t.bind(i18n),
      queryClient.getQueryData(siteIdentityQueryOptions.queryKey)?.identity,
    ),
    assets: screenStyles(page),
    html,
    state: scriptJson(state),
  }
}
