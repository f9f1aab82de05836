import type { Locale } from '@ctc/contract/locale-codes'
import type { StudyListResponse, StudySearchInput } from '@ctc/contract/studies'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { useLoginRecord } from '../../../lib/use-login-record'

export function searchStudies(locale: Locale, search: StudySearchInput, signal?: AbortSignal) {
  return apiRequest<StudyListResponse>(`/api/${locale}/recruit/list`, { method: 'POST', body: search, signal })
}

export function searchStudiesQueryOptions(locale: Locale, search: StudySearchInput, member: string | undefined) {
  return queryOptions({
    // The member's token is part of the key: their profile decides 'only studies I can join'.
    queryKey: ['studies', 'search', locale, search, member ?? null],
    queryFn: ({ signal }) => searchStudies(locale, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

export function useSearchStudies(locale: Locale, search: StudySearchInput) {
  const member = useLoginRecord()?.token
  return useQuery(searchStudiesQueryOptions(locale, search, member))
}
