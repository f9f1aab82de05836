import type { ErrorCode } from '@ctc/contract/errors'

/** A failure the client is told about, by code. Services throw it; one handler answers it. */
export class AppError extends Error {
  /** Sent as Retry-After, in seconds: when trying again makes sense (503, 429). */
  readonly retryAfterSeconds: number | undefined

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AppError'
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message)
