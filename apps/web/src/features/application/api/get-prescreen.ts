import type { Locale } from '@ctc/contract/locale-codes'
import type { PublicPrescreenResponse } from '@ctc/contract/prescreen'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** `GET /api/{lang}/recruit/prescreen?studyId=`: the notice's own questions in the locale (`data` null: none). */
export function getPrescreen(locale: Locale, studyId: number, signal?: AbortSignal) {
  return apiRequest<PublicPrescreenResponse>(`/api/${locale}/recruit/prescreen?studyId=${studyId}`, { signal })
}

export function prescreenQueryOptions(locale: Locale, studyId: number) {
  return queryOptions({
    queryKey: ['studies', 'prescreen', locale, studyId],
    queryFn: ({ signal }) => getPrescreen(locale, studyId, signal),
  })
}

export function usePrescreen(locale: Locale, studyId: number) {
  return useQuery(prescreenQueryOptions(locale, studyId))
}
