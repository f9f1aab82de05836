import type { SiteAbout, SiteAboutAdminResponse } from '@ctc/contract/site-about'
import { useQuery } from '@tanstack/react-query'
import { versionedContentApi } from './versioned-content'

export const siteAboutApi = versionedContentApi<SiteAbout, SiteAboutAdminResponse>('about')

export const useSiteAboutAdmin = () => useQuery(siteAboutApi.queryOptions())
