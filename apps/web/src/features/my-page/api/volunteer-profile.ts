import type { OkResponse } from '@ctc/contract/auth'
import type { Locale } from '@ctc/contract/locale-codes'
import type { VolunteerProfileRequest, VolunteerProfileResponse } from '@ctc/contract/my-page'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function fetchVolunteerProfile(locale: Locale, signal?: AbortSignal) {
  return apiRequest<VolunteerProfileResponse>(`/api/${locale}/sbjUser/sbjEdit`, { signal })
}

export function useVolunteerProfile(locale: Locale) {
  return useQuery({
    queryKey: ['my-page', 'volunteer-profile', locale],
    queryFn: ({ signal }) => fetchVolunteerProfile(locale, signal),
    staleTime: 0,
    gcTime: 0,
  })
}

export function saveVolunteerProfile(locale: Locale, body: VolunteerProfileRequest) {
  return apiRequest<OkResponse>(`/api/${locale}/sbjUser/sbjEdit`, { method: 'POST', body })
}
