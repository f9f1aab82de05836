import type { OkResponse } from '@ctc/contract/auth'
import type {
  ConsentPublishRequest,
  ConsentVersionListResponse,
  PolicyDetail,
  PolicyDraftRequestInput,
  PolicyListResponse,
} from '@ctc/contract/privacy-texts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'privacy-policy'],
    queryFn: () => staffRequest<PolicyListResponse>('/api/admin/privacy-policy'),
  })

export const usePolicies = () => useQuery(policiesQueryOptions())

export const getPolicy = async (policyId: number) =>
  (await staffRequest<{ data: PolicyDetail }>(`/api/admin/privacy-policy/${policyId}`)).data

/** Saves a new draft or rewrites one; answers the draft's id. */
export async function savePolicyDraft(policyId: number | null, draft: PolicyDraftRequestInput): Promise<number> {
  if (policyId === null)
    return (await staffRequest<{ policyId: number }>('/api/admin/privacy-policy', { method: 'POST', body: draft }))
      .policyId
  await staffRequest<OkResponse>(`/api/admin/privacy-policy/${policyId}`, { method: 'PUT', body: draft })
  return policyId
}

export const publishPolicy = (policyId: number, effectiveDate: string) =>
  staffRequest<OkResponse>(`/api/admin/privacy-policy/${policyId}/publish`, {
    method: 'POST',
    body: { effectiveDate },
  })

export const consentVersionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'consents'],
    queryFn: () => staffRequest<ConsentVersionListResponse>('/api/admin/consents'),
  })

export const useConsentVersions = () => useQuery(consentVersionsQueryOptions())

export const publishConsent = (request: ConsentPublishRequest) =>
  staffRequest<OkResponse>('/api/admin/consents', { method: 'POST', body: request })
