import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../errors.js'

/** No request of the API nests deeper than a few levels; this leaves room and bounds every walk. */
export const JSON_MAX_DEPTH = 32

const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b
const CLOSE_ARRAY = 0x5d
const CLOSE_OBJECT = 0x7d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/**
 * How deep JSON text nests, read in one pass without recursion (brackets inside strings do not
 * count). Malformed text is left to the parser: this only bounds what the parser and later walks see.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) {
      inString = true
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return true
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--
    }
  }
  return false
}

type ParserDone = (error: Error | null, body?: unknown) => void

/**
 * Fastify's own JSON parser (prototype poisoning refused) behind a depth check, so that no nesting
 * reaches the parser, the input guard or a schema: too deep is a 400 before any work.
 */
export function boundedJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error')
  return (request: FastifyRequest, text: string, done: ParserDone) => {
    if (jsonDepthExceeds(text, JSON_MAX_DEPTH)) {
      return done(new AppError(400, 'VALIDATION_FAILED', `The body nests deeper than ${JSON_MAX_DEPTH} levels`))
    }
    void parse(request, text, done)
  }
}
