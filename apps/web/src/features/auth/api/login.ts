import type { LoginRequest, LoginResponse } from '@ctc/contract/auth'
import { apiRequest } from '../../../lib/api-client'

export function login(body: LoginRequest) {
  return apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body })
}
