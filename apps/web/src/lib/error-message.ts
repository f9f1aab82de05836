import type { TFunction } from 'i18next'
import { ApiError } from './api-client'

/**
 * The localized message for a failed call. A feature passes its own messages
 * for the codes it knows (`namespace:errors.CODE`); anything else falls back to
 * the generic message of `common:errors`.
 */
export function errorMessage(t: TFunction, error: unknown, featureKeys: Record<string, string> = {}): string {
  const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR'
  const featureKey = featureKeys[code]
  if (featureKey) return t(featureKey)
  return t(`common:errors.${code in GENERIC ? code : 'INTERNAL_ERROR'}`)
}

const GENERIC: Record<string, true> = {
  NETWORK: true,
  VALIDATION_FAILED: true,
  NOT_FOUND: true,
  UNAUTHENTICATED: true,
  FORBIDDEN: true,
  RATE_LIMITED: true,
  SERVICE_UNAVAILABLE: true,
  INTERNAL_ERROR: true,
}
