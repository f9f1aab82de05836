import type { AccessLogQueryInput, AccessLogResponse } from '@ctc/contract/staff-access-log'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { staffDownload, staffRequest } from '../../../lib/staff-api-client'
import { queryString } from './query-string'

type Filters = Omit<AccessLogQueryInput, 'page' | 'staffId' | 'cursor'> & { staffId?: string }

export const useAccessLog = (query: Filters & { page: number; cursor?: string | undefined }) =>
  useQuery({
    queryKey: ['admin', 'access-log', query],
    queryFn: ({ signal }) => staffRequest<AccessLogResponse>(`/api/admin/access-log${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  })

export const exportAccessLog = (filters: Filters) => staffDownload(`/api/admin/access-log.csv${queryString(filters)}`)
