import type {
  StaffAccount,
  StaffAccountListResponse,
  StaffCreateRequest,
  StaffSetupLinkResponse,
} from '@ctc/contract/staff-accounts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

export const staffListQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: () => staffRequest<StaffAccountListResponse>('/api/admin/staff'),
  })

export const useStaffList = () => useQuery(staffListQueryOptions())

export const createStaff = (request: StaffCreateRequest) =>
  staffRequest<StaffSetupLinkResponse>('/api/admin/staff', { method: 'POST', body: request })

export const setStaffEnabled = (staffId: number, enabled: boolean) =>
  staffRequest<StaffAccount>(`/api/admin/staff/${staffId}/${enabled ? 'enable' : 'disable'}`, { method: 'POST' })

export const resetStaff = (staffId: number) =>
  staffRequest<StaffSetupLinkResponse>(`/api/admin/staff/${staffId}/reset`, { method: 'POST' })
