import type { TFunction } from 'i18next'
import { ApiError } from './api-client'

/**
 * The localized message for a failed call. A refusal by a limit says, on every page, how long to
 * wait (from Retry-After). Otherwise a feature passes its own messages for the codes it knows
 * (`namespace:errors.CODE`) and, if it has one, its message for any other failure (`fallbackKey`);
 * without it, anything else gets the generic message of `common:errors`.
 */
export function errorMessage(
  t: TFunction,
  error: unknown,
  featureKeys: Record<string, string> = {},
  fallbackKey?: string,
): string {
  const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR'
  if (code === 'RATE_LIMITED') return rateLimitedMessage(t, (error as ApiError).retryAfterSeconds)
  const featureKey = featureKeys[code]
  if (featureKey) return t(featureKey)
  if (fallbackKey) return t(fallbackKey)
  return t(`common:errors.${code in GENERIC ? code : 'INTERNAL_ERROR'}`)
}

/** 'Too many attempts, try again in N minutes': seconds under a minute, else whole minutes rounded up. */
function rateLimitedMessage(t: TFunction, seconds: number | undefined): string {
  if (seconds === undefined || seconds <= 0) return t('common:errors.RATE_LIMITED')
  const wait =
    seconds < 60
      ? t('common:rateLimit.seconds', { count: seconds })
      : t('common:rateLimit.minutes', { count: Math.ceil(seconds / 60) })
  return t('common:rateLimit.wait', { wait })
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
