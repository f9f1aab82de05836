import type { SiteBannersResponse } from '@ctc/contract/site-banners'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export const getSiteBanners = (signal?: AbortSignal) => apiRequest<SiteBannersResponse>('/api/site/banners', { signal })

/** The published banners, all locales and days at once; the server answers the same key when it renders the home page. */
export const siteBannersQueryOptions = queryOptions({
  queryKey: ['site', 'banners'],
  queryFn: ({ signal }) => getSiteBanners(signal),
  staleTime: 60_000,
})

export const useSiteBanners = () => useQuery(siteBannersQueryOptions)
