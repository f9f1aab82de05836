import type { OkResponse } from '@ctc/contract/auth'
import { apiRequest } from '../../../lib/api-client'

export function withdraw(password: string) {
  return apiRequest<OkResponse>('/api/register/withdraw', { method: 'POST', body: { password } })
}
