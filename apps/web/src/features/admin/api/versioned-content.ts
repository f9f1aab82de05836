import { queryOptions } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

/**
 * The console's calls for one kind of versioned content (`/api/admin/site/<path>`): the content, its
 * draft and its publications; save a draft, publish it, restore a publication. Each answers the whole view.
 */
export function versionedContentApi<T, View>(path: string) {
  const base = `/api/admin/site/${path}`
  return {
    queryOptions: () => queryOptions({ queryKey: ['admin', 'site', path], queryFn: () => staffRequest<View>(base) }),
    save: (content: T) => staffRequest<View>(`${base}/draft`, { method: 'PUT', body: content }),
    publish: (draftSavedAt: string) =>
      staffRequest<View>(`${base}/publish`, { method: 'POST', body: { draftSavedAt } }),
    restore: (versionId: number) => staffRequest<View>(`${base}/versions/${versionId}/restore`, { method: 'POST' }),
  }
}

export type VersionedContentApi<T, View> = ReturnType<typeof versionedContentApi<T, View>>
