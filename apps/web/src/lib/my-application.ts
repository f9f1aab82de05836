import type { MyApplicationResponse } from '@ctc/contract/applications'
import type { Locale } from '@ctc/contract/locale-codes'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'
import { useLoginRecord } from './use-login-record'

/**
 * `GET /api/{lang}/recruit/myApplication?studyId=`: the logged-in member's own application to a
 * notice, or null; for a visitor nothing is asked. It is asked in the browser only (the notice's
 * page is rendered and cached for everyone alike) and kept no longer than the page that asked.
 */
export function useMyApplication(locale: Locale, studyId: number | undefined) {
  const login = useLoginRecord()
  return useQuery({
    queryKey: ['applications', 'mine', locale, studyId, login?.token.slice(-16)],
    queryFn: ({ signal }) =>
      apiRequest<MyApplicationResponse>(`/api/${locale}/recruit/myApplication?studyId=${studyId}`, { signal }),
    enabled: login !== undefined && studyId !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}
