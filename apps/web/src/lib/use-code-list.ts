import type { CodeGroup, CodeListResponse } from '@ctc/contract/codes'
import type { Locale } from '@ctc/contract/locale-codes'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'
import { useActiveLocale } from './use-active-locale'

/**
 * A code list in the page's language (or the one given, as the staff console does), from
 * `GET /api/{lang}/comCd/{code}`; empty while loading.
 */
export function useCodeList(group: CodeGroup, language?: Locale) {
  const pageLocale = useActiveLocale()
  const locale = language ?? pageLocale
  const query = useQuery({
    queryKey: ['codes', locale, group],
    queryFn: ({ signal }) => apiRequest<CodeListResponse>(`/api/${locale}/comCd/${group}`, { signal }),
    staleTime: 5 * 60_000,
  })
  return query.data?.data ?? []
}
