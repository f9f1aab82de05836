import type { JoinRequest } from '@ctc/contract/register'
import { apiRequest } from '../../../lib/api-client'

export function join(body: JoinRequest) {
  return apiRequest<{ userId: string }>('/api/register/write', { method: 'POST', body })
}
