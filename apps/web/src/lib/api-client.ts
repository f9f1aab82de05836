import { type ErrorCode, ErrorBodySchema } from '@ctc/contract/errors'
import { readLoginRecord, readStoredLocale, storeLoginRecord } from './storage'

/** A failed call: the contract's error code, or NETWORK when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST'
  body?: unknown
  signal?: AbortSignal
  keepalive?: boolean
}

/** Calls the API with the session token (x-auth-token) when one is stored; throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = readLoginRecord()?.token
  if (token) headers['x-auth-token'] = token
  if (options.body !== undefined) headers['content-type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    })
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error')
  }
  if (response.status === 204) return undefined as T
  const payload: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(payload)
    if (parsed.success && parsed.data.error.code === 'DUPLICATE_LOGIN') {
      // A newer login elsewhere ended this session: forget it and say why, from any call.
      storeLoginRecord(undefined)
      window.location.assign(`/${readStoredLocale() ?? 'kr'}/DuplicateLogin`)
    }
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
    throw new ApiError(response.status, 'INTERNAL_ERROR', `HTTP ${response.status}`)
  }
  return payload as T
}
