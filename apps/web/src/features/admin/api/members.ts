import type { AccessReasonInput } from '@ctc/contract/staff-access-log'
import type {
  MemberRecordResponse,
  MemberSearchRequest,
  MemberSearchResponse,
  MemberSupportActionRequest,
} from '@ctc/contract/staff-members'
import { useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

export const searchMembers = (request: MemberSearchRequest) =>
  staffRequest<MemberSearchResponse>('/api/admin/members/search', { method: 'POST', body: request })

/** The record is read once per reason given; it is not kept in the cache after the screen. */
export const useMemberRecord = (memberId: number, reason: AccessReasonInput | undefined) =>
  useQuery({
    queryKey: ['admin', 'members', memberId, reason],
    queryFn: () =>
      staffRequest<MemberRecordResponse>(`/api/admin/members/${memberId}/view`, { method: 'POST', body: reason }),
    enabled: reason !== undefined,
    gcTime: 0,
    staleTime: Infinity,
  })

export const unlockMember = (memberId: number, request: MemberSupportActionRequest) =>
  staffRequest<{ result: 'ok' }>(`/api/admin/members/${memberId}/unlock`, { method: 'POST', body: request })

export const sendMemberResetLink = (memberId: number, request: MemberSupportActionRequest) =>
  staffRequest<{ result: 'ok' }>(`/api/admin/members/${memberId}/reset-link`, { method: 'POST', body: request })
