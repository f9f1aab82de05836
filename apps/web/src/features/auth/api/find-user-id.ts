import type { FindUserIdRequest } from '@ctc/contract/register'
import { apiRequest } from '../../../lib/api-client'

export function findUserId(body: FindUserIdRequest) {
  return apiRequest<{ userId: string }>('/api/register/findUserId', { method: 'POST', body })
}
