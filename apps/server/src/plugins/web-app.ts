import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { ErrorBody } from '@ctc/contract/errors'
import { isSitePath } from '@ctc/contract/public-pages'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ReadyAnswer, ReadyAnswerCache, sendReady } from '../lib/ready-answers.js'
import {
  type PageRenderer,
  type QueryAnswerer,
  type RenderedPage,
  SERVER_STATE_ID,
} from '@ctc/contract/server-rendering'

export interface WebApp {
  distDir: string
  indexHtml: string
  /** CSP sources (`sha256-…`) of the inline scripts of index.html. */
  inlineScriptHashes: string[]
  /** The server build of the public pages, when it was built (not in development). */
  renderer: PageRenderer | undefined
}

export interface RuntimeSettings {
  analyticsGaId: string | undefined
  chatChannelUrl: string | undefined
  /** Shown in the privacy policy: how long non-members' applications are kept. */
  applicationRetentionMonths: number
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Reads the built SPA's index.html once, fills in the runtime settings as meta
 * tags (no inline script is needed for them) and hashes its inline scripts for the CSP;
 * loads the server build of the public pages beside it (`dist-ssr`), when there is one.
 */
export async function loadWebApp(
  distDir: string,
  settings: RuntimeSettings & { publicUrl: string },
): Promise<WebApp | undefined> {
  const indexFile = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexFile)) return undefined
  const values = {
    'chat-channel-url': settings.chatChannelUrl,
    'application-retention-months': String(settings.applicationRetentionMonths),
    'ga-id': settings.analyticsGaId,
  }
  const meta = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<meta name="${name}" content="${escapeAttribute(value ?? '')}">`)
    .join('\n    ')
  const indexHtml = fs.readFileSync(indexFile, 'utf8').replace('<!-- runtime-settings -->', meta)
  const rendererFile = path.join(distDir, '..', 'dist-ssr', 'entry-server.js')
  const renderer = fs.existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as PageRenderer)
    : undefined
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  renderer?.configure({
    publicUrl: settings.publicUrl,
    meta: values,
    manifest: fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {},
  })
  const inlineScriptHashes = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}`,
  )
  return { distDir, indexHtml, inlineScriptHashes, renderer }
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

/** The queries of the pages rendered for a request, answered as the API would. */
export type PageQueries = (request: FastifyRequest) => QueryAnswerer

/** The head of a page, when the server has one for it (a notice); undefined for the plain document. */
export type PageHeadSource = (pathname: string, query: URLSearchParams) => Promise<PageHead | undefined>

/**
 * The document of a page the server rendered: its head (a notice's own, when it has one), its
 * content in `#root`, and the state the browser hydrates from in a JSON data block, which the
 * CSP need not allow.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage, notice: PageHead | undefined): string {
  const head = [notice ? `<title>${notice.title}</title>\n    ${notice.head}` : page.head, page.assets].join('\n    ')
  return indexHtml
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      /<div id="root">[\s\S]*?<\/div>/,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`,
    )
}

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
  async (
    app: FastifyInstance,
    options: {
      webApp: WebApp | undefined
      pageHead?: PageHeadSource
      pageQueries?: PageQueries
      /** The notices' generation: a rendered page is kept (5 s at most) until a notice changes. */
      generation?: () => number | Promise<number>
      /** Pages whose rendering counts something (a notice's view), rendered for every request. */
      countsViews?: (pathname: string) => boolean
    },
  ) => {
    const { webApp, pageHead, pageQueries, countsViews } = options
    // What visitors see of a public page is the same for all of them for a few seconds: rendered
    // once, compressed once, with an ETag, as the API keeps its public answers.
    const rendered = new ReadyAnswerCache({
      ttlMs: 5000,
      maxBytes: 16 * 1024 * 1024,
      generation: options.generation ?? (() => 0),
    })
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

    /** The page rendered on the server; a page that fails to render goes out as the plain document. */
    async function render(request: FastifyRequest): Promise<RenderedPage | undefined> {
      if (!webApp?.renderer || !pageQueries) return undefined
      try {
        return await webApp.renderer.renderPage(request.url, pageQueries(request))
      } catch (err) {
        request.log.error({ err }, 'server rendering failed; the browser renders the page')
        return undefined
      }
    }

    class NotRendered extends Error {}

    /** A page the server renders, kept ready for the next visitors; undefined when it is not one. */
    async function readyPage(request: FastifyRequest, indexHtml: string): Promise<ReadyAnswer | undefined> {
      try {
        return await rendered.get(request.url, async () => {
          const page = await render(request)
          // Not kept: the next request tries again.
          if (!page) throw new NotRendered()
          return new ReadyAnswer(withRenderedPage(indexHtml, page, undefined), 'text/html; charset=utf-8')
        })
      } catch (error) {
        if (error instanceof NotRendered) return undefined
        throw error
      }
    }

    // A route rather than the not-found handler, so that @fastify/compress (which hooks routes)
    // compresses the document, as it will any server-rendered page.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return reply.callNotFound()
      const [pathname = '/', search = ''] = request.url.split('?', 2)
      const known = isSitePath(pathname) || isConsolePath(pathname)
      if (known && !countsViews?.(pathname)) {
        const page = await readyPage(request, webApp.indexHtml)
        if (page) return sendReady(request, reply, page, 'no-cache')
      }
      const head = known ? await pageHead?.(pathname, new URLSearchParams(search)) : undefined
      const rendered = known ? await render(request) : undefined
      const document = rendered
        ? withRenderedPage(webApp.indexHtml, rendered, head)
        : head
          ? withPageHead(webApp.indexHtml, head)
          : webApp.indexHtml
      return reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(document)
    })
  },
  { name: 'web-app' },
)
