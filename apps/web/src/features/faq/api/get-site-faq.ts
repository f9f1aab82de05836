import type { SiteFaqResponse } from '@ctc/contract/site-faq'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export const getSiteFaq = (signal?: AbortSignal) => apiRequest<SiteFaqResponse>('/api/site/faq', { signal })

/** The published FAQ, all locales at once; the server answers the same key when it renders the page. */
export const siteFaqQueryOptions = queryOptions({
  queryKey: ['site', 'faq'],
  queryFn: ({ signal }) => getSiteFaq(signal),
  staleTime: 60_000,
})

export const useSiteFaq = () => useQuery(siteFaqQueryOptions)
