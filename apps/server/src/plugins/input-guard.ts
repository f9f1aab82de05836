import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors.js'
import { boundedJsonParser } from '../lib/bounded-json.js'

/** The largest body of a public JSON call: a whole application form fits many times over. */
export const PUBLIC_BODY_LIMIT = 64 * 1024
/** The console's calls carry notices' rich text in four locales. Uploads set their own limit. */
export const STAFF_BODY_LIMIT = 1024 * 1024

// Control characters (tab, line feeds and carriage returns aside) and unpaired surrogates are never
// text a person typed; NUL made PostgreSQL fail the statement (500) and SQLite stored it raw.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const badString = (value: string) => CONTROL.test(value) || LONE_SURROGATE.test(value)

/** Walks a value with a stack of its own, never the call stack, however it nests. */
function hasBadText(root: unknown): boolean {
  const pending: unknown[] = [root]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (badString(value)) return true
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item)
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      // Own keys, as Object.entries gives them, without building the pairs on every request.
      const record = value as Record<string, unknown>
      for (const key in record) {
        if (!Object.hasOwn(record, key)) continue
        if (badString(key)) return true
        pending.push(record[key])
      }
    }
  }
  return false
}

/**
 * Bounds what a request may send before any work is done on it: a body size per route (small for
 * public calls), a JSON depth checked before parsing, and (400) no control character or unpaired
 * surrogate in any text of a body, a query or the path.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.bodyLimit ??= route.url.startsWith('/api/admin/') ? STAFF_BODY_LIMIT : PUBLIC_BODY_LIMIT
    })
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, boundedJsonParser(app))

    // A callback hook: the check is synchronous, and an async hook costs a promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      if (hasBadText(request.body) || hasBadText(request.query) || hasBadText(request.params)) {
        return done(new AppError(400, 'VALIDATION_FAILED', 'The input holds a control character or a broken character'))
      }
      done()
    })
  },
  { name: 'input-guard' },
)
