import type { SiteAboutResponse } from '@ctc/contract/site-about'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export const getSiteAbout = (signal?: AbortSignal) => apiRequest<SiteAboutResponse>('/api/site/about', { signal })

/** The published about pages, all pages and locales at once; the server answers the same key when it renders a page. */
export const siteAboutQueryOptions = queryOptions({
  queryKey: ['site', 'about'],
  queryFn: ({ signal }) => getSiteAbout(signal),
  staleTime: 60_000,
})

export const useSiteAbout = () => useQuery(siteAboutQueryOptions)
