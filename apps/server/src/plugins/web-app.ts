import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { ErrorBody } from '@ctc/contract/errors'
import { isSitePath } from '@ctc/contract/public-pages'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface WebApp {
  distDir: string
  indexHtml: string
  /** CSP sources (`sha256-…`) of the inline scripts of index.html. */
  inlineScriptHashes: string[]
}

export interface RuntimeSettings {
  analyticsGaId: string | undefined
  chatChannelUrl: string
  /** Shown in the privacy policy: how long non-members' applications are kept. */
  applicationRetentionMonths: number
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Reads the built SPA's index.html once, fills in the runtime settings as meta
 * tags (no inline script is needed for them) and hashes its inline scripts for the CSP.
 */
export function loadWebApp(distDir: string, settings: RuntimeSettings): WebApp | undefined {
  const indexFile = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexFile)) return undefined
  const meta = [
    `<meta name="chat-channel-url" content="${escapeAttribute(settings.chatChannelUrl)}">`,
    `<meta name="application-retention-months" content="${settings.applicationRetentionMonths}">`,
    ...(settings.analyticsGaId ? [`<meta name="ga-id" content="${escapeAttribute(settings.analyticsGaId)}">`] : []),
  ].join('\n    ')
  const indexHtml = fs.readFileSync(indexFile, 'utf8').replace('<!-- runtime-settings -->', meta)
  const inlineScriptHashes = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}`,
  )
  return { distDir, indexHtml, inlineScriptHashes }
}

/** What the server writes into one page's document: HTML, escaped by whoever builds it. */
export interface PageHead {
  /** The `<html lang>` of the page's locale. */
  lang: string
  /** The `<title>` text. */
  title: string
  /** Elements added to the head (meta, links, JSON-LD). */
  head: string
  /** What a browser without JavaScript shows instead of the app. */
  noscript: string
}

/** The head of a page, when the server has one for it (a notice); undefined for the plain document. */
export type PageHeadSource = (pathname: string, query: URLSearchParams) => Promise<PageHead | undefined>

/** The document with a page's head and readable content written in. */
export function withPageHead(indexHtml: string, page: PageHead): string {
  return indexHtml
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace('</head>', () => `  <title>${page.title}</title>\n    ${page.head}\n  </head>`)
    .replace('<div id="root">', () => `<noscript>${page.noscript}</noscript>\n    <div id="root">`)
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const notFoundBody: ErrorBody = { error: { code: 'NOT_FOUND', message: 'Not found' } }

/** The staff console's screens are routed inside its own chunks: the server passes /admin on to them. */
const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html (never cached)
 * for every other GET outside /api. A path that names no page gets the same document,
 * whose router shows the not-found page, with the status 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { webApp: WebApp | undefined; pageHead?: PageHeadSource }) => {
    const { webApp, pageHead } = options
    if (webApp) {
      await app.register(fastifyStatic, {
        root: webApp.distDir,
        index: false,
        wildcard: false,
        cacheControl: false,
        // The build writes .br and .gz beside each text asset (vite-plugin-compression2): sent as they are.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const hashed = filePath.startsWith(path.join(webApp.distDir, 'assets') + path.sep)
          res.setHeader('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600')
        },
      })
    }

    app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFoundBody))
    if (!webApp) return

    // A route rather than the not-found handler, so that @fastify/compress (which hooks routes)
    // compresses the document, as it will any server-rendered page.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return reply.callNotFound()
      const [pathname = '/', search = ''] = request.url.split('?', 2)
      const known = isSitePath(pathname) || isConsolePath(pathname)
      const head = known ? await pageHead?.(pathname, new URLSearchParams(search)) : undefined
      return reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(head ? withPageHead(webApp.indexHtml, head) : webApp.indexHtml)
    })
  },
  { name: 'web-app' },
)
