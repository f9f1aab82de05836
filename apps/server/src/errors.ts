import type { ErrorCode } from '@ctc/contract/errors'

/** A failure the client is told about, by code. Services throw it; one handler answers it. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message)
