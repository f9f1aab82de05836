import type { SiteBanners, SiteBannersAdminResponse } from '@ctc/contract/site-banners'
import { useQuery } from '@tanstack/react-query'
import { versionedContentApi } from './versioned-content'

export const siteBannersApi = versionedContentApi<SiteBanners, SiteBannersAdminResponse>('banners')

export const useSiteBannersAdmin = () => useQuery(siteBannersApi.queryOptions())
