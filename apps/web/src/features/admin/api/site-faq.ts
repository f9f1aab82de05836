import type { SiteFaq, SiteFaqAdminResponse } from '@ctc/contract/site-faq'
import { useQuery } from '@tanstack/react-query'
import { versionedContentApi } from './versioned-content'

export const siteFaqApi = versionedContentApi<SiteFaq, SiteFaqAdminResponse>('faq')

export const useSiteFaqAdmin = () => useQuery(siteFaqApi.queryOptions())
