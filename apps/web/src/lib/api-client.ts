import { ERROR_CODES, type ErrorCode } from '@ctc/contract/error-codes'
import { sitePath } from '@ctc/contract/public-pages'
import { readLoginRecord, readStoredLocale, storeLoginRecord } from './storage'

/**
 * The contract's error body (ErrorBodySchema), checked by hand: every page loads the API
 * client, and Zod stays out of that first load (issue 15's JS budget).
 */
function errorOf(payload: unknown): { code: ErrorCode; message: string } | undefined {
  const error: unknown =
    typeof payload === 'object' && payload !== null ? (payload as { error?: unknown }).error : undefined
  if (typeof error !== 'object' || error === null) return undefined
  const { code, message } = error as Record<string, unknown>
  const known = (ERROR_CODES as readonly unknown[]).includes(code)
  return known && typeof message === 'string' ? { code: code as ErrorCode, message } : undefined
}

/**
 * A failed call: the contract's error code, or NETWORK when no answer came, and the wait the server
 * asked for (Retry-After, in seconds) with a limit (429) or while the service is away (503).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Retry-After as seconds from now: a number of seconds, or an HTTP date (RFC 9110). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  /** Sent as it is (an uploaded file), `application/octet-stream` unless `contentType` says otherwise. */
  rawBody?: Blob
  /** The media type of `rawBody` (a logo is `image/png` or `image/svg+xml`). */
  contentType?: string
  signal?: AbortSignal
  keepalive?: boolean
}

/**
 * Sends one call with the given session header and answers the response when it is a 2xx;
 * throws ApiError otherwise (the contract's code when the body has one).
 */
export async function sendRequest(
  path: string,
  options: RequestOptions,
  sessionHeaders: Record<string, string>,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...sessionHeaders }
  let body: BodyInit | undefined
  if (options.rawBody !== undefined) {
    headers['content-type'] = options.contentType || 'application/octet-stream'
    body = options.rawBody
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    })
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error')
  }
  if (response.ok) return response
  const payload: unknown = await response.json().catch(() => undefined)
  const error = errorOf(payload)
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'))
  if (error) throw new ApiError(response.status, error.code, error.message, retryAfter)
  // A limit answered by something in front of the server (a proxy) still says what it is.
  if (response.status === 429) throw new ApiError(429, 'RATE_LIMITED', 'HTTP 429', retryAfter)
  throw new ApiError(response.status, 'INTERNAL_ERROR', `HTTP ${response.status}`, retryAfter)
}

/** The JSON body of a successful response (nothing for 204). */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T
  return (await response.json().catch(() => undefined)) as T
}

/** Calls the API with the session token (x-auth-token) when one is stored; throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readLoginRecord()?.token
  try {
    return await readJson<T>(await sendRequest(path, options, token ? { 'x-auth-token': token } : {}))
  } catch (error) {
    if (error instanceof ApiError && error.code === 'DUPLICATE_LOGIN') {
      // A newer login elsewhere ended this session: forget it and say why, from any call.
      storeLoginRecord(undefined)
      window.location.assign(`/${readStoredLocale() ?? 'kr'}/DuplicateLogin`)
    }
    if (error instanceof ApiError && error.code === 'CONSENT_RENEWAL_REQUIRED') {
      // A required consent has a new version: the member agrees to it first, then comes back.
      const renewal = sitePath('consentRenewal', readStoredLocale() ?? 'kr')
      const { pathname, search } = window.location
      if (pathname !== renewal)
        window.location.assign(`${renewal}?returnTo=${encodeURIComponent(`${pathname}${search}`)}`)
    }
    throw error
  }
}
