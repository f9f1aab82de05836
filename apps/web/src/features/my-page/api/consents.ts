import type {
  ConsentAgreeRequest,
  ConsentHistoryResponse,
  ConsentKind,
  ConsentRenewalResponse,
  ConsentText,
} from '@ctc/contract/consents'
import type { Locale } from '@ctc/contract/locale'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function useConsentRenewal(locale: Locale) {
  return useQuery({
    queryKey: ['my-page', 'consent-renewal', locale],
    queryFn: ({ signal }) => apiRequest<ConsentRenewalResponse>(`/api/${locale}/consents/renewal`, { signal }),
    staleTime: 0,
    gcTime: 0,
  })
}

export function useConsentHistory(locale: Locale) {
  return useQuery({
    queryKey: ['my-page', 'consents', locale],
    queryFn: ({ signal }) => apiRequest<ConsentHistoryResponse>(`/api/${locale}/consents/history`, { signal }),
    staleTime: 0,
    gcTime: 0,
  })
}

/** The words of one version, fetched when the member opens it. */
export function useConsentText(locale: Locale, kind: ConsentKind, version: string, enabled: boolean) {
  return useQuery({
    queryKey: ['my-page', 'consent-text', locale, kind, version],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ConsentText }>(
        `/api/${locale}/consents/text?${new URLSearchParams({ kind, version }).toString()}`,
        { signal },
      ),
    enabled,
  })
}

export function useAgreeToConsents(locale: Locale) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ConsentAgreeRequest) =>
      apiRequest<{ result: 'ok' }>(`/api/${locale}/consents/agree`, { method: 'POST', body }),
    // The alerts consent is the alerts opt-in: the contact choices change with it.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['my-page', 'consents'] }),
        client.invalidateQueries({ queryKey: ['my-page', 'contact'] }),
      ]),
  })
}

export function useWithdrawConsent(locale: Locale) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (kind: 'alerts') =>
      apiRequest<{ result: 'ok' }>(`/api/${locale}/consents/withdraw`, { method: 'POST', body: { kind } }),
    // The alerts consent is the alerts opt-in: the contact choices change with it.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['my-page', 'consents'] }),
        client.invalidateQueries({ queryKey: ['my-page', 'contact'] }),
      ]),
  })
}
