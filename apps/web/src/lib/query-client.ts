import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

/**
 * One more try for a failure that may pass (no answer, 5xx). A 4xx is the
 * server's final word (not found, refused): asking again only delays it.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500)
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false } },
  })
}
