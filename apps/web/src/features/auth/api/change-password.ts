import type { ChangePasswordRequest } from '@ctc/contract/register'
import { apiRequest } from '../../../lib/api-client'

export function changePassword(body: ChangePasswordRequest) {
  return apiRequest<{ result: 'ok' }>('/api/register/changePwd', { method: 'POST', body })
}
