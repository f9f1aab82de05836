import type {
  PoolRevealRequest,
  PoolRevealResponse,
  PoolSearchRequestInput,
  PoolSearchResponse,
} from '@ctc/contract/staff-pool'
import { staffRequest } from '../../../lib/staff-api-client'

export const searchPool = (request: PoolSearchRequestInput) =>
  staffRequest<PoolSearchResponse>('/api/admin/pool/search', { method: 'POST', body: request })

export const revealPoolMember = (poolId: string, request: PoolRevealRequest) =>
  staffRequest<PoolRevealResponse>(`/api/admin/pool/${poolId}/reveal`, { method: 'POST', body: request })

export const invitePoolMember = (poolId: string, studyId: number) =>
  staffRequest<{ invitedAt: string }>(`/api/admin/pool/${poolId}/invitations`, { method: 'POST', body: { studyId } })
