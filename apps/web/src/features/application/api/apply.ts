import type { ApplicationResponse, GuestApplicationRequest, MemberApplicationRequest } from '@ctc/contract/applications'
import type { Locale } from '@ctc/contract/locale'
import { apiRequest } from '../../../lib/api-client'

/** `POST /api/{lang}/recruit/write`: a non-member's application. */
export function applyAsGuest(locale: Locale, body: GuestApplicationRequest) {
  return apiRequest<ApplicationResponse>(`/api/${locale}/recruit/write`, { method: 'POST', body })
}

/** `POST /api/{lang}/recruit/writeRegi`: a logged-in member's application (token sent by the client). */
export function applyAsMember(locale: Locale, body: MemberApplicationRequest) {
  return apiRequest<ApplicationResponse>(`/api/${locale}/recruit/writeRegi`, { method: 'POST', body })
}
