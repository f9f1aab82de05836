import type { Locale } from '@ctc/contract/locale-codes'
import type { StudyTitleResponse } from '@ctc/contract/studies'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** `GET /api/{lang}/recruit/write`: the notice being applied to (`data.data`). */
export function getStudyTitle(locale: Locale, studyId: number, signal?: AbortSignal) {
  return apiRequest<StudyTitleResponse>(`/api/${locale}/recruit/write?studyId=${studyId}`, { signal })
}

export function studyTitleQueryOptions(locale: Locale, studyId: number) {
  return queryOptions({
    queryKey: ['studies', 'title', locale, studyId],
    queryFn: ({ signal }) => getStudyTitle(locale, studyId, signal),
    // A missing notice stays missing; do not ask again.
  })
}

export function useStudyTitle(locale: Locale, studyId: number | undefined) {
  return useQuery({ ...studyTitleQueryOptions(locale, studyId ?? 0), enabled: studyId !== undefined })
}
