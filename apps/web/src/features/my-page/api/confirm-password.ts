import type { OkResponse } from '@ctc/contract/auth'
import type { Locale } from '@ctc/contract/locale-codes'
import { apiRequest } from '../../../lib/api-client'

export function confirmPassword(locale: Locale, password: string) {
  return apiRequest<OkResponse>(`/api/${locale}/sbjUser/pwConfirm`, { method: 'POST', body: { password } })
}
