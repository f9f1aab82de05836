import type { Locale } from '@ctc/contract/locale'
import type { VisitBookingResponse } from '@ctc/contract/visit-booking'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** Whose booking: the invitation mail's signed token (no login), or a member's own application (My Page). */
export type VisitTarget = { token: string } | { applicationId: number }

const key = (locale: Locale, target: VisitTarget | undefined) => ['application', 'visit', locale, target]
const base = (locale: Locale, target: VisitTarget) =>
  'token' in target ? `/api/${locale}/visit` : `/api/${locale}/sbjUser/visit`

/** The study, the booked visit and the free slots of the invited application. */
export function useVisitBooking(locale: Locale, target: VisitTarget | undefined) {
  return useQuery({
    queryKey: key(locale, target),
    queryFn: ({ signal }) =>
      apiRequest<VisitBookingResponse>(`${base(locale, target!)}/check`, { method: 'POST', body: target, signal }),
    enabled: target !== undefined,
    retry: false,
  })
}

/** Books a slot (or moves the booking there), or cancels the booking; the page shows the answer. */
export function useVisitChange(locale: Locale, target: VisitTarget) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: { slotId: number } | { cancel: true }) =>
      'slotId' in change
        ? apiRequest<VisitBookingResponse>(`${base(locale, target)}/book`, {
            method: 'POST',
            body: { ...target, slotId: change.slotId },
          })
        : apiRequest<VisitBookingResponse>(`${base(locale, target)}/cancel`, { method: 'POST', body: target }),
    onSuccess: (answer) => client.setQueryData(key(locale, target), answer),
    // A full slot: the list is read again, so the taken slot goes and the next ones show.
    onError: () => client.invalidateQueries({ queryKey: key(locale, target) }),
  })
}
