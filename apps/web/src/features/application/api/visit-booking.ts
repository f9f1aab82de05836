import type { Locale } from '@ctc/contract/locale'
import type { VisitBookingResponse } from '@ctc/contract/visit-booking'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

const key = (locale: Locale, token: string | undefined) => ['application', 'visit', locale, token]

/** The study, the booked visit and the free slots of the invitation link's application. */
export function useVisitBooking(locale: Locale, token: string | undefined) {
  return useQuery({
    queryKey: key(locale, token),
    queryFn: ({ signal }) =>
      apiRequest<VisitBookingResponse>(`/api/${locale}/visit/check`, { method: 'POST', body: { token }, signal }),
    enabled: token !== undefined,
    retry: false,
  })
}

/** Books a slot (or moves the booking there), or cancels the booking; the page shows the answer. */
export function useVisitChange(locale: Locale, token: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: { slotId: number } | { cancel: true }) =>
      'slotId' in change
        ? apiRequest<VisitBookingResponse>(`/api/${locale}/visit/book`, {
            method: 'POST',
            body: { token, slotId: change.slotId },
          })
        : apiRequest<VisitBookingResponse>(`/api/${locale}/visit/cancel`, { method: 'POST', body: { token } }),
    onSuccess: (answer) => client.setQueryData(key(locale, token), answer),
    // A full slot: the list is read again, so the taken slot goes and the next ones show.
    onError: () => client.invalidateQueries({ queryKey: key(locale, token) }),
  })
}
