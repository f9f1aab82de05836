import type { Locale } from '@ctc/contract/locale-codes'
import type { PublicPolicyResponse } from '@ctc/contract/privacy-texts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function getPrivacyPolicy(locale: Locale, policyId: number | null, signal?: AbortSignal) {
  const query = policyId === null ? '' : `?policyId=${policyId}`
  return apiRequest<PublicPolicyResponse>(`/api/${locale}/privacy-policy${query}`, { signal })
}

/** The version in effect today (policyId null) or an earlier one; the server answers the same key when it renders the page. */
export function privacyPolicyQueryOptions(locale: Locale, policyId: number | null) {
  return queryOptions({
    queryKey: ['privacy', locale, policyId],
    queryFn: ({ signal }) => getPrivacyPolicy(locale, policyId, signal),
  })
}

export function usePrivacyPolicy(locale: Locale, policyId: number | null) {
  return useQuery(privacyPolicyQueryOptions(locale, policyId))
}
