import type { Locale } from '@ctc/contract/locale-codes'
import type { MainListResponse, StudyPageResponse } from '@ctc/contract/studies'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function getMainList(locale: Locale, signal?: AbortSignal) {
  return apiRequest<MainListResponse>(`/api/${locale}/main/list`, { signal })
}

export function mainListQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['studies', 'main', locale],
    queryFn: ({ signal }) => getMainList(locale, signal),
  })
}

export function useMainList(locale: Locale) {
  return useQuery(mainListQueryOptions(locale))
}

export type StudyTab = 'healthy' | 'patient'

// The spec's path names, spelled as the center's clients call them.
const TAB_PATH: Record<StudyTab, string> = { healthy: 'healtyStudyList', patient: 'disasesStudyList' }

export function getStudyTab(locale: Locale, tab: StudyTab, pgNum: number, signal?: AbortSignal) {
  return apiRequest<StudyPageResponse>(`/api/${locale}/main/${TAB_PATH[tab]}?pgNum=${pgNum}`, { signal })
}

export function useStudyTab(locale: Locale, tab: StudyTab, pgNum: number) {
  return useQuery({
    queryKey: ['studies', 'tab', locale, tab, pgNum],
    queryFn: ({ signal }) => getStudyTab(locale, tab, pgNum, signal),
    placeholderData: keepPreviousData,
  })
}
