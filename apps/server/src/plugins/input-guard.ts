import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors.js'

// Control characters (tab, line feeds and carriage returns aside) and unpaired surrogates are never
// text a person typed; NUL made PostgreSQL fail the statement (500) and SQLite stored it raw.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function hasBadText(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value) || LONE_SURROGATE.test(value)
  if (Array.isArray(value)) return value.some(hasBadText)
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    // Own keys, as Object.entries gives them, without building the pairs on every request.
    const record = value as Record<string, unknown>
    for (const key in record) {
      if (Object.hasOwn(record, key) && (hasBadText(key) || hasBadText(record[key]))) return true
    }
  }
  return false
}

/** Refuses (400) any API input whose text holds a control character or an unpaired surrogate. */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
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
