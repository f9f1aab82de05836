import type { ContentVersion } from '@ctc/contract/site-content'
import { http, HttpResponse } from 'msw'
import { server } from './msw-server'

// The console API of a kind of versioned content (`/api/admin/site/<path>`) over msw, for the
// console screens' tests: a save makes the draft, a publication publishes it as version 8, a
// restore publishes a copy of the version as 9. Every call but the reads is recorded.

export interface ContentCall {
  method: string
  url: string
  body: unknown
}

export const SAVED_AT = '2026-11-29T01:00:00.000Z'

/** Version 7 published by 이관리, version 3 from the demo data. */
export const TWO_VERSIONS: ContentVersion[] = [
  { versionId: 7, createdAt: '2026-11-28T00:00:00.000Z', createdBy: '이관리', restoredFrom: null, current: true },
  { versionId: 3, createdAt: '2026-11-01T00:00:00.000Z', createdBy: null, restoredFrom: null, current: false },
]

/**
 * Serves the content `published` (version 7) under `field`; `refuse` answers a save with an error
 * instead. Answers the recorded calls.
 */
export function serveVersionedContent<T extends object>(
  path: string,
  field: string,
  published: T,
  options: { refuse?: { status: number; code: string; message: string } } = {},
): ContentCall[] {
  const calls: ContentCall[] = []
  let current: (T & { versionId: number }) | null = { ...published, versionId: 7 }
  let draft: (T & { updatedAt: string; updatedBy: string }) | null = null
  let versions = TWO_VERSIONS
  const view = () => ({ [field]: current, draft, versions })
  const record = async (request: Request) => {
    const text = await request.text()
    const body: unknown = text ? JSON.parse(text) : null
    calls.push({ method: request.method, url: new URL(request.url).pathname, body })
    return body
  }
  const publish = (content: T, versionId: number, restoredFrom: number | null) => {
    current = { ...content, versionId }
    versions = [
      { versionId, createdAt: SAVED_AT, createdBy: '박코디', restoredFrom, current: true },
      ...versions.map((version) => ({ ...version, current: false })),
    ]
  }
  const base = `/api/admin/site/${path}`
  server.use(
    http.get(base, () => HttpResponse.json(view())),
    http.put(`${base}/draft`, async ({ request }) => {
      const body = (await record(request)) as T
      if (options.refuse) {
        const { status, code, message } = options.refuse
        return HttpResponse.json({ error: { code, message } }, { status })
      }
      draft = { ...body, updatedAt: SAVED_AT, updatedBy: '박코디' }
      return HttpResponse.json(view())
    }),
    http.post(`${base}/publish`, async ({ request }) => {
      await record(request)
      if (draft) publish(draft, 8, null)
      draft = null
      return HttpResponse.json(view())
    }),
    http.post(`${base}/versions/:id/restore`, async ({ request, params }) => {
      await record(request)
      publish(published, 9, Number(params.id))
      return HttpResponse.json(view())
    }),
  )
  return calls
}
