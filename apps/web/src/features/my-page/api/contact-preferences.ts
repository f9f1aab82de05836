import type { OkResponse } from '@ctc/contract/auth'
import type {
  AlertsSettingsRequest,
  ContactPreferences,
  ContactPreferencesResponse,
} from '@ctc/contract/contact-preferences'
import type { Locale } from '@ctc/contract/locale'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client'

const base = (locale: Locale) => `/api/${locale}/sbjUser/contact`
const queryKey = ['my-page', 'contact'] as const

export function fetchContactPreferences(locale: Locale, signal?: AbortSignal) {
  return apiRequest<ContactPreferencesResponse>(base(locale), { signal })
}

export function useContactPreferences(locale: Locale) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchContactPreferences(locale, signal).then((answer) => answer.data),
    staleTime: 0,
  })
}

type ContactChange =
  | { kind: 'alerts'; body: AlertsSettingsRequest }
  | { kind: 'pause'; months: 3 | 6 | 12 }
  | { kind: 'resume' }
  | { kind: 'verify' }

function sendChange(locale: Locale, change: ContactChange) {
  const body = change.kind === 'alerts' ? change.body : change.kind === 'pause' ? { months: change.months } : undefined
  return apiRequest<ContactPreferencesResponse>(`${base(locale)}/${change.kind}`, { method: 'POST', body })
}

/** A change of the member's contact choices; the answer (the choices as stored) replaces the cached ones. */
export function useContactChange(locale: Locale) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: ContactChange) => sendChange(locale, change).then((answer) => answer.data),
    onSuccess: (data: ContactPreferences, change) => {
      client.setQueryData(queryKey, data)
      // Turning alerts on or off gives or withdraws the alerts consent (My consents).
      if (change.kind === 'alerts') void client.invalidateQueries({ queryKey: ['my-page', 'consents'] })
    },
    // A new version of the alerts consent took effect while the page was open: show its words.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONSENT_VERSION_OUTDATED')
        void client.invalidateQueries({ queryKey: ['consents', 'current'] })
    },
  })
}

/** Confirms the address with the token of the mailed link; no login needed. */
export function verifyEmail(token: string) {
  return apiRequest<OkResponse>('/api/alerts/verify', { method: 'POST', body: { token } })
}

/** Stops alerts with the token of the unsubscribe link; no login needed. */
export function unsubscribeAlerts(token: string) {
  return apiRequest<OkResponse>(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: {},
  })
}
