import type { MemberApplicationStartResponse } from '@ctc/contract/applications'
import type { Locale } from '@ctc/contract/locale-codes'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** `GET /api/{lang}/recruit/writeRegi`: the member's profile as the form's start, and whether already applied. */
export function getMemberStart(locale: Locale, studyId: number, signal?: AbortSignal) {
  return apiRequest<MemberApplicationStartResponse>(`/api/${locale}/recruit/writeRegi?studyId=${studyId}`, { signal })
}

export function memberStartQueryOptions(locale: Locale, studyId: number) {
  return queryOptions({
    queryKey: ['applications', 'member-start', locale, studyId],
    queryFn: ({ signal }) => getMemberStart(locale, studyId, signal),
    // The profile must be current when the form opens, and never outlive the page.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}

export function useMemberStart(locale: Locale, studyId: number | undefined, enabled: boolean) {
  return useQuery({ ...memberStartQueryOptions(locale, studyId ?? 0), enabled: enabled && studyId !== undefined })
}
