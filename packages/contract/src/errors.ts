import { z } from 'zod'

/**
 * Every failure the API reports, by code. The web shows the localized message
 * of the code; the English message in the body is for logs and developers.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'CODE_GROUP_NOT_FOUND',
  'UNAUTHENTICATED',
  'DUPLICATE_LOGIN',
  'FORBIDDEN',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const
export const ErrorCodeSchema = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof ErrorCodeSchema>

/** The one shape of every error response: `{"error": {"code", "message"}}`. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
