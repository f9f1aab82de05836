import type {
  ApplicationLinkResponse,
  ApplicationResponse,
  GuestApplicationRequest,
  GuestApplicationResponse,
  MemberApplicationRequest,
} from '@ctc/contract/applications'
import type { Locale } from '@ctc/contract/locale-codes'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** `POST /api/{lang}/recruit/write`: a non-member's application, which waits for the link mailed to its e-mail. */
export function applyAsGuest(locale: Locale, body: GuestApplicationRequest) {
  return apiRequest<GuestApplicationResponse>(`/api/${locale}/recruit/write`, { method: 'POST', body })
}

/** `POST /api/{lang}/recruit/writeRegi`: a logged-in member's application (token sent by the client). */
export function applyAsMember(locale: Locale, body: MemberApplicationRequest) {
  return apiRequest<ApplicationResponse>(`/api/${locale}/recruit/writeRegi`, { method: 'POST', body })
}

/** `POST /api/{lang}/recruit/confirm`: the token of the mailed link makes a non-member's application count. */
export function confirmGuestApplication(locale: Locale, token: string) {
  return apiRequest<ApplicationResponse>(`/api/${locale}/recruit/confirm`, { method: 'POST', body: { token } })
}

/** `POST /api/{lang}/recruit/confirm/check`: whether the mailed link still waits for its button or has confirmed. */
export function checkConfirmationLink(locale: Locale, token: string) {
  return apiRequest<ApplicationLinkResponse>(`/api/${locale}/recruit/confirm/check`, {
    method: 'POST',
    body: { token },
  })
}

export function confirmationLinkQueryOptions(locale: Locale, token: string) {
  return queryOptions({
    queryKey: ['applications', 'confirmation-link', locale, token],
    queryFn: () => checkConfirmationLink(locale, token),
    // What the link stands for is read when the page opens, and not kept after it.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}
