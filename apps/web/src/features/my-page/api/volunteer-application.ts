import type { OkResponse } from '@ctc/contract/auth'
import type { Locale } from '@ctc/contract/locale'
import type { VolunteerApplicationRequest, VolunteerApplicationResponse } from '@ctc/contract/my-page'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function fetchVolunteerApplication(locale: Locale, signal?: AbortSignal) {
  return apiRequest<VolunteerApplicationResponse>(`/api/${locale}/sbjUser/sbjEdit`, { signal })
}

export function useVolunteerApplication(locale: Locale) {
  return useQuery({
    queryKey: ['my-page', 'volunteer-application', locale],
    queryFn: ({ signal }) => fetchVolunteerApplication(locale, signal),
    staleTime: 0,
    gcTime: 0,
  })
}

export function saveVolunteerApplication(locale: Locale, body: VolunteerApplicationRequest) {
  return apiRequest<OkResponse>(`/api/${locale}/sbjUser/sbjEdit`, { method: 'POST', body })
}
