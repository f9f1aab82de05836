import { STAFF_TOKEN_HEADER } from '@ctc/contract/staff-auth'
import { ApiError, type RequestOptions, readJson, sendRequest } from './api-client'
import { endStaffSession, noteStaffActivity, readStaffSession } from './staff-session'

async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = readStaffSession()?.token
  try {
    const response = await sendRequest(path, options, token ? { [STAFF_TOKEN_HEADER]: token } : {})
    if (token) noteStaffActivity()
    return response
  } catch (error) {
    // The session ended on the server (idle, 8 hours, disabled, password changed elsewhere):
    // the console goes back to its login and keeps the path.
    if (token && error instanceof ApiError && error.code === 'UNAUTHENTICATED') endStaffSession('expired')
    throw error
  }
}

/**
 * Calls the console API (`/api/admin/...`) with the staff token in its own header, never the
 * member's token; throws ApiError.
 */
export async function staffRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return readJson<T>(await send(path, options))
}

/** A file from the console API (CSV export, an attachment), with the name the server gives it. */
export async function staffDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(path, options)
  const disposition = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1]
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : plain }
}

/** Saves a downloaded file through the browser's download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
