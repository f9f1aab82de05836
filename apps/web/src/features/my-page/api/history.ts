import type { Locale } from '@ctc/contract/locale-codes'
import type { HistoryResponse } from '@ctc/contract/my-page'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function fetchHistory(locale: Locale, signal?: AbortSignal) {
  return apiRequest<HistoryResponse>(`/api/${locale}/sbjUser/history`, { method: 'POST', body: {}, signal })
}

export function useHistory(locale: Locale) {
  return useQuery({
    queryKey: ['my-page', 'history', locale],
    queryFn: ({ signal }) => fetchHistory(locale, signal),
    staleTime: 0,
    gcTime: 0,
  })
}
