import type { SiteFaq, SiteFaqAdminResponse } from '@ctc/contract/site-faq'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

export const siteFaqAdminQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'site', 'faq'],
    queryFn: () => staffRequest<SiteFaqAdminResponse>('/api/admin/site/faq'),
  })

export const useSiteFaqAdmin = () => useQuery(siteFaqAdminQueryOptions())

export const saveFaqDraft = (faq: SiteFaq) =>
  staffRequest<SiteFaqAdminResponse>('/api/admin/site/faq/draft', { method: 'PUT', body: faq })

export const publishFaqDraft = (draftSavedAt: string) =>
  staffRequest<SiteFaqAdminResponse>('/api/admin/site/faq/publish', { method: 'POST', body: { draftSavedAt } })

export const restoreFaq = (versionId: number) =>
  staffRequest<SiteFaqAdminResponse>(`/api/admin/site/faq/versions/${versionId}/restore`, { method: 'POST' })
