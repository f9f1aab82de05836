import type { FastifySerializerCompiler } from 'fastify/types/schema.js'
import fastJson, { type Schema } from 'fast-json-stringify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

type JsonSchema = Record<string, unknown>

const SIMPLE_KEYS = new Set(['type'])

// Zod writes `T | null` as anyOf [T, {type: null}]; fast-json-stringify would try each branch with
// a validator on every value, while `type: [t, 'null']` is one typeof check. Only plain scalar
// branches are merged; anything richer stays an anyOf.
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify)
  if (node === null || typeof node !== 'object') return node
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value)
  const anyOf = out.anyOf
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex(
      (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1,
    )
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined
    if (
      nullIndex !== -1 &&
      other &&
      typeof other.type === 'string' &&
      other.type !== 'object' &&
      other.type !== 'array'
    ) {
      delete out.anyOf
      // A nullable enum keeps null among its values, or a null would fail the enum.
      const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {}
      return { ...out, ...other, ...values, type: [other.type, 'null'] }
    }
    if (nullIndex !== -1 && other && Object.keys(other).every((key) => SIMPLE_KEYS.has(key) || key === 'enum')) {
      // An enum or const that may be null.
      delete out.anyOf
      const values = Array.isArray(other.enum) ? [...(other.enum as unknown[]), null] : undefined
      return values ? { ...out, enum: values } : out
    }
  }
  return out
}

/** The JSON Schema of what a Zod schema outputs, as fast-json-stringify reads it. */
export function responseJsonSchema(schema: z.ZodType): Schema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as JsonSchema
  delete json.$schema
  return simplify(json) as Schema
}

/**
 * Answers are written by fast-json-stringify, compiled once per route from the JSON Schema of the
 * contract's Zod schema, instead of a Zod parse and JSON.stringify of every answer. Like the parse,
 * it writes only the declared fields (nothing unplanned leaks out). A schema that cannot be
 * compiled (none today) keeps the Zod serializer.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const { schema } = route
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route)
  try {
    return fastJson(responseJsonSchema(schema))
  } catch {
    return zodSerializerCompiler(route)
  }
}
