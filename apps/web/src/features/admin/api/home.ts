import type { StaffHomeResponse } from '@ctc/contract/staff-accounts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'home'],
    queryFn: () => staffRequest<StaffHomeResponse>('/api/admin/home'),
  })

export const useHome = () => useQuery(homeQueryOptions())
