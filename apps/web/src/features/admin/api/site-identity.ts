import type { SiteIdentity, SiteIdentityAdminResponse } from '@ctc/contract/site-content'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

export const siteIdentityAdminQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'site', 'identity'],
    queryFn: () => staffRequest<SiteIdentityAdminResponse>('/api/admin/site/identity'),
  })

export const useSiteIdentityAdmin = () => useQuery(siteIdentityAdminQueryOptions())

/** Publishes the whole identity; answers it as stored, with the history. */
export const publishSiteIdentity = (identity: SiteIdentity) =>
  staffRequest<SiteIdentityAdminResponse>('/api/admin/site/identity', { method: 'PUT', body: identity })

export const restoreSiteIdentity = (versionId: number) =>
  staffRequest<SiteIdentityAdminResponse>(`/api/admin/site/identity/versions/${versionId}/restore`, {
    method: 'POST',
  })

/** Uploads a logo file (PNG or SVG) as it is; answers its id. */
export const uploadLogo = async (file: File) =>
  (
    await staffRequest<{ logoId: number }>('/api/admin/site/logo', {
      method: 'POST',
      rawBody: file,
      contentType: file.type,
    })
  ).logoId

/** The logo as the public site serves it. */
export const logoUrl = (logoId: number) => `/api/site/logo/${logoId}`

export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'site', 'status'],
    queryFn: () => staffRequest<{ identitySet: boolean }>('/api/admin/site/status'),
    staleTime: 60_000,
  })

export const useSiteStatus = () => useQuery(siteStatusQueryOptions())
