import type { PrescreenSaveRequest, StaffPrescreenResponse } from '@ctc/contract/prescreen'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'

export const prescreenKey = (studyId: number) => ['admin', 'prescreen', studyId]

/** `GET /api/admin/notices/:studyId/prescreen`: the questionnaire's current version, or null. */
export const prescreenQueryOptions = (studyId: number) =>
  queryOptions({
    queryKey: prescreenKey(studyId),
    queryFn: ({ signal }) =>
      staffRequest<StaffPrescreenResponse>(`/api/admin/notices/${studyId}/prescreen`, { signal }),
  })

export const usePrescreen = (studyId: number) => useQuery(prescreenQueryOptions(studyId))

/** `PUT /api/admin/notices/:studyId/prescreen`: in place while unanswered, else a new version. */
export const savePrescreen = (studyId: number, request: PrescreenSaveRequest) =>
  staffRequest<StaffPrescreenResponse>(`/api/admin/notices/${studyId}/prescreen`, { method: 'PUT', body: request })
