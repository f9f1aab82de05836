import type { FindUserPwdRequest } from '@ctc/contract/register'
import { apiRequest } from '../../../lib/api-client'

export function findUserPwd(body: FindUserPwdRequest) {
  return apiRequest<{ result: 'ok' }>('/api/register/findUserPwd', { method: 'POST', body })
}
