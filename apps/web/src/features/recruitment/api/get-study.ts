import type { Locale } from '@ctc/contract/locale-codes'
import type { StudyViewResponse } from '@ctc/contract/studies'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function getStudy(locale: Locale, studyId: number, signal?: AbortSignal) {
  return apiRequest<StudyViewResponse>(`/api/${locale}/recruit/view?studyId=${studyId}`, { signal })
}

export function studyQueryOptions(locale: Locale, studyId: number) {
  return queryOptions({
    queryKey: ['studies', 'view', locale, studyId],
    queryFn: ({ signal }) => getStudy(locale, studyId, signal),
    // A missing notice stays missing; do not ask again.
  })
}

export function useStudy(locale: Locale, studyId: number | undefined) {
  return useQuery({ ...studyQueryOptions(locale, studyId ?? 0), enabled: studyId !== undefined })
}

/** The download address of an attachment. */
export function downloadUrl(locale: Locale, fileId: number): string {
  return `/api/${locale}/recruit/download?fileId=${fileId}`
}
