import type {
  ApplicationVisit,
  VisitInviteResponse,
  VisitSlotCreateRequest,
  VisitSlotListResponse,
} from '@ctc/contract/visit-booking'
import { useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

export const visitSlotsKey = (studyId: number) => ['admin', 'visit-slots', studyId]
export const applicationVisitKey = (applicationId: number) => ['admin', 'visit', applicationId]

export const useVisitSlots = (studyId: number) =>
  useQuery({
    queryKey: visitSlotsKey(studyId),
    queryFn: ({ signal }) =>
      staffRequest<VisitSlotListResponse>(`/api/admin/notices/${studyId}/visit-slots`, { signal }),
  })

export const createVisitSlot = (studyId: number, request: VisitSlotCreateRequest) =>
  staffRequest<VisitSlotListResponse>(`/api/admin/notices/${studyId}/visit-slots`, { method: 'POST', body: request })

export const setVisitSlotClosed = (slotId: number, closed: boolean) =>
  staffRequest<VisitSlotListResponse>(`/api/admin/visit-slots/${slotId}`, { method: 'PATCH', body: { closed } })

export const deleteVisitSlot = (slotId: number) =>
  staffRequest<VisitSlotListResponse>(`/api/admin/visit-slots/${slotId}`, { method: 'DELETE' })

export const useApplicationVisit = (applicationId: number) =>
  useQuery({
    queryKey: applicationVisitKey(applicationId),
    queryFn: ({ signal }) =>
      staffRequest<ApplicationVisit>(`/api/admin/applications/${applicationId}/visit`, { signal }),
  })

export const inviteToVisit = (studyId: number, applicationIds: number[]) =>
  staffRequest<VisitInviteResponse>(`/api/admin/notices/${studyId}/visit-invitations`, {
    method: 'POST',
    body: { applicationIds },
  })

export const markVisit = (applicationId: number, state: 'attended' | 'no_show') =>
  staffRequest<ApplicationVisit>(`/api/admin/applications/${applicationId}/visit/attendance`, {
    method: 'POST',
    body: { state },
  })

export const cancelVisit = (applicationId: number) =>
  staffRequest<ApplicationVisit>(`/api/admin/applications/${applicationId}/visit`, { method: 'DELETE' })
