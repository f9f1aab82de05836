// What the server and the web app's server build (apps/web/src/entry-server.tsx) hand each other
// when the server renders a public page. Types only.

/** The id of the JSON data block that carries a rendered page's state. */
export const SERVER_STATE_ID = 'server-state'

/** Answers a page's query (its TanStack Query key) as the API would; undefined when the browser should ask. */
export type QueryAnswerer = (key: readonly unknown[]) => Promise<unknown>

/** A page the server rendered, to be written into the document. */
export interface RenderedPage {
  /** The `<html lang>`. */
  lang: string
  /** Title, meta description, canonical and hreflang links: escaped HTML. */
  head: string
  /** Links to the styles of the page's screen that the document does not load already. */
  assets: string
  /** The content of `#root`. */
  html: string
  /** The JSON of the state the browser hydrates from, escaped for a script element. */
  state: string
}

/** What the server tells the renderer once, at its start. */
export interface RendererSettings {
  /** The site's public address (canonical and hreflang links). */
  publicUrl: string
  /** The runtime settings the server writes into every page as meta tags, by name. */
  meta: Record<string, string | undefined>
  /** The client build's manifest (dist/.vite/manifest.json). */
  manifest: unknown
}

/** The module the web app's server build exports. */
export interface PageRenderer {
  configure(settings: RendererSettings): void
  renderPage(url: string, answer: QueryAnswerer): Promise<RenderedPage | undefined>
}
