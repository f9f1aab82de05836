import type { DashboardResponse } from '@ctc/contract/staff-dashboard'
import { useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'
import { queryString } from './query-string'

export const useDashboard = (studyId: number | undefined) =>
  useQuery({
    queryKey: ['admin', 'dashboard', studyId ?? 'center'],
    queryFn: ({ signal }) =>
      staffRequest<DashboardResponse>(`/api/admin/dashboard${queryString({ studyId })}`, { signal }),
  })
