import type { DashboardResponse, FunnelExportQueryInput } from '@ctc/contract/staff-dashboard'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { staffDownload, staffRequest } from '../../../lib/staff-api-client'
import { queryString } from './query-string'

/** The dashboard's figures for the center or a notice, for the days asked (the server's default without). */
export const useDashboard = (studyId: number | undefined, range: { from?: string; to?: string } = {}) =>
  useQuery({
    queryKey: ['admin', 'dashboard', studyId ?? 'center', range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) =>
      staffRequest<DashboardResponse>(`/api/admin/dashboard${queryString({ studyId, ...range })}`, { signal }),
    placeholderData: keepPreviousData,
  })

/** `GET /api/admin/dashboard/funnel-export`: the funnel per notice and for the center (or one notice's) as CSV. */
export const exportFunnel = (query: FunnelExportQueryInput) =>
  staffDownload(`/api/admin/dashboard/funnel-export${queryString(query)}`)
