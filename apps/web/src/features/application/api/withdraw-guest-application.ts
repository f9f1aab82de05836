import type { OkResponse } from '@ctc/contract/auth'
import type { Locale } from '@ctc/contract/locale'
import type { GuestWithdrawalPreviewResponse } from '@ctc/contract/retention'
import { useMutation, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** What the signed link of the confirmation mail would withdraw. */
export function useGuestWithdrawalPreview(locale: Locale, token: string | undefined) {
  return useQuery({
    queryKey: ['application', 'withdrawal', locale, token],
    queryFn: ({ signal }) =>
      apiRequest<GuestWithdrawalPreviewResponse>(`/api/${locale}/recruit/withdraw/check`, {
        method: 'POST',
        body: { token },
        signal,
      }),
    enabled: token !== undefined,
    retry: false,
  })
}

export function useWithdrawGuestApplication(locale: Locale) {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<OkResponse>(`/api/${locale}/recruit/withdraw`, { method: 'POST', body: { token } }),
  })
}
