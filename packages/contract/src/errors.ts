import { z } from 'zod'
import { ERROR_CODES } from './error-codes.js'

export { ERROR_CODES, type ErrorCode } from './error-codes.js'

export const ErrorCodeSchema = z.enum(ERROR_CODES)

/** The one shape of every error response: `{"error": {"code", "message"}}`. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
