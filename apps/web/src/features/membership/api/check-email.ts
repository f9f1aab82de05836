import { apiRequest } from '../../../lib/api-client'

export function checkEmail(email: string) {
  return apiRequest<{ available: true }>('/api/register/emailCheck', { method: 'POST', body: { email } })
}
