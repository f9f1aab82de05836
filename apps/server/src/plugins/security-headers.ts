import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface SecurityHeadersOptions {
  /** `'sha256-…'` sources of the inline scripts of index.html. */
  inlineScriptHashes: string[]
  analyticsGaId: string | undefined
  https: boolean
}

// Google Analytics 4 loads gtag.js and sends hits to these hosts; allowed only when it is configured.
const GA_SCRIPT = 'https://www.googletagmanager.com'
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]

/**
 * The headers helmet sets, computed once: they do not depend on the request, and building
 * helmet's middleware per request (as @fastify/helmet does) was a tenth of a cached answer's cost.
 */
function helmetHeaders(config: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(config)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error
  })
  if (failure) throw new Error('helmet refused its configuration', { cause: failure })
  return headers
}

const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']

/**
 * An API answer is data (JSON, or a file to download), never a page: it may run nothing and be
 * framed by no one, it is what its type says, and it is for this origin's pages. OWASP's set for
 * REST answers, a third of the document's bytes on every call.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
}

/**
 * Pages get a strict Content-Security-Policy (own origin only, plus the one inline script by its
 * hash) with helmet's other headers; built assets only the headers that apply to them; API answers
 * the headers of data (API_HEADERS) and `Cache-Control: no-store` unless a route says otherwise.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const ga = options.analyticsGaId !== undefined
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`), ...(ga ? [GA_SCRIPT] : [])],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', ...(ga ? GA_CONNECT : [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(ga ? GA_CONNECT : [])],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    })
    // A built script or style is never a document: the headers that govern documents (CSP, framing,
    // referrer) mean nothing on it, and they cost a kilobyte on each of a page's requests.
    const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)))
    const apiHeaders = { ...API_HEADERS, ...assetHeaders, 'cache-control': 'no-store' }
    // Answers with personal data or tokens must never be kept by a browser or a proxy: no-store
    // unless a route says otherwise (the public reads that may be cached set their own).
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api/')) reply.headers(apiHeaders)
      else reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers)
      done()
    })
  },
  { name: 'security-headers' },
)
