import type { ConsentRenewalResponse } from '@ctc/contract/consents'
import type { Locale } from '@ctc/contract/locale'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/** `GET /api/{lang}/consents/current`: the words of each consent in effect now, which sign-up records as agreed to. */
export function useCurrentConsents(locale: Locale) {
  return useQuery({
    queryKey: ['consents', 'current', locale],
    queryFn: ({ signal }) => apiRequest<ConsentRenewalResponse>(`/api/${locale}/consents/current`, { signal }),
    staleTime: 0,
  })
}
