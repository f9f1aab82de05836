import type { ContentVersion } from '@ctc/contract/site-content'
import { http, HttpResponse } from 'msw'
import { server } from './msw-server'

/** A change sent to the console API. */
export interface ContentCall {
  method: string
  url: string
  body: unknown
}

/** When every draft is saved and every publication made. */
export const SAVED_AT = '2026-11-29T01:00:00.000Z'

interface Options<T> {
  /** The path after /api/admin/site/ ('faq', 'about'). */
  path: string
  /** The key of the published content in the answers ('faq', 'about'). */
  field: string
  /** Published as version 7, after version 3. */
  published: T
  /** What restoring version 3 publishes again, as version 9. */
  restored: T
  /** Every save, publication and restore, in order. */
  calls: ContentCall[]
  /** Drafts are refused as the server refuses invalid content. */
  refuseSave?: boolean
}

/**
 * The console API over one kind of versioned content, as a screen's tests need it: a save makes the
 * draft, a publication publishes it as version 8, a restore of version 3 publishes `restored` as version 9.
 */
export function serveVersionedContent<T extends object>({
  path,
  field,
  published,
  restored,
  calls,
  refuseSave = false,
}: Options<T>) {
  let content = { ...published, versionId: 7 }
  let draft: T | null = null
  let versions: ContentVersion[] = [
    { versionId: 7, createdAt: '2026-11-28T00:00:00.000Z', createdBy: '이관리', restoredFrom: null, current: true },
    { versionId: 3, createdAt: '2026-11-01T00:00:00.000Z', createdBy: null, restoredFrom: null, current: false },
  ]
  const view = () =>
    HttpResponse.json({
      [field]: content,
      draft: draft && { ...draft, updatedAt: SAVED_AT, updatedBy: '박코디' },
      versions,
    })
  const record = async (request: Request) => {
    const text = await request.text()
    const body: unknown = text ? JSON.parse(text) : null
    calls.push({ method: request.method, url: new URL(request.url).pathname, body })
    return body
  }
  const publish = (next: T, versionId: number, restoredFrom: number | null) => {
    content = { ...next, versionId }
    versions = [
      { versionId, createdAt: SAVED_AT, createdBy: '박코디', restoredFrom, current: true },
      ...versions.map((version) => ({ ...version, current: false })),
    ]
  }
  const base = `/api/admin/site/${path}`
  server.use(
    http.get(base, view),
    http.put(`${base}/draft`, async ({ request }) => {
      const body = await record(request)
      if (refuseSave)
        return HttpResponse.json({ error: { code: 'VALIDATION_FAILED', message: 'invalid' } }, { status: 400 })
      draft = body as T
      return view()
    }),
    http.post(`${base}/publish`, async ({ request }) => {
      await record(request)
      if (draft) publish(draft, 8, null)
      draft = null
      return view()
    }),
    http.post(`${base}/versions/:id/restore`, async ({ request, params }) => {
      await record(request)
      publish(restored, 9, Number(params.id))
      return view()
    }),
  )
}
