import type { OkResponse } from '@ctc/contract/auth'
import type { Locale } from '@ctc/contract/locale-codes'
import type { MemberInfoResponse, MemberUpdateRequest } from '@ctc/contract/my-page'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function fetchMemberInfo(locale: Locale, signal?: AbortSignal) {
  return apiRequest<MemberInfoResponse>(`/api/${locale}/sbjUser/edit`, { signal })
}

export const memberInfoQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['my-page', 'member-info', locale],
    queryFn: ({ signal }) => fetchMemberInfo(locale, signal),
    // Personal data is read fresh each time a page asks for it.
    staleTime: 0,
    gcTime: 0,
  })

export function useMemberInfo(locale: Locale) {
  return useQuery(memberInfoQueryOptions(locale))
}

export function updateMemberInfo(locale: Locale, body: MemberUpdateRequest) {
  return apiRequest<OkResponse>(`/api/${locale}/sbjUser/edit`, { method: 'POST', body })
}
