import type { PrescreenReviewResponse } from '@ctc/contract/prescreen'
import type {
  ApplicantDetailResponse,
  ApplicantListQueryInput,
  ApplicantListResponse,
  ApplicantUpdateRequest,
  BulkStatusRequest,
  BulkStatusResponse,
  ExportRequestInput,
  PhoneApplicationRequestInput,
  RecruitmentSettingsRequest,
  StaffDirectoryResponse,
  StatusChangeRequest,
  StatusChangeResponse,
  StatusUndoRequest,
  StatusUndoResponse,
} from '@ctc/contract/staff-applicants'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { staffDownload, staffRequest } from '../../../lib/staff-api-client'
import { queryString } from './query-string'

export const useApplicants = (
  studyId: number,
  query: Omit<ApplicantListQueryInput, 'page' | 'cursor'> & { page: number; cursor?: string | undefined },
) =>
  useQuery({
    queryKey: ['admin', 'applicants', studyId, query],
    queryFn: ({ signal }) =>
      staffRequest<ApplicantListResponse>(`/api/admin/notices/${studyId}/applicants${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  })

export const useApplicant = (applicationId: number) =>
  useQuery({
    queryKey: ['admin', 'application', applicationId],
    queryFn: () => staffRequest<ApplicantDetailResponse>(`/api/admin/applications/${applicationId}`),
  })

export const useStaffDirectory = () =>
  useQuery({
    queryKey: ['admin', 'staff-directory'],
    queryFn: () => staffRequest<StaffDirectoryResponse>('/api/admin/staff-directory'),
    staleTime: 60_000,
  })

export const changeStatus = (applicationId: number, request: StatusChangeRequest) =>
  staffRequest<StatusChangeResponse>(`/api/admin/applications/${applicationId}/status`, {
    method: 'POST',
    body: request,
  })

export const updateApplicant = (applicationId: number, request: ApplicantUpdateRequest) =>
  staffRequest<ApplicantDetailResponse>(`/api/admin/applications/${applicationId}`, { method: 'PATCH', body: request })

export const bulkStatus = (studyId: number, request: BulkStatusRequest) =>
  staffRequest<BulkStatusResponse>(`/api/admin/notices/${studyId}/applicants/status`, {
    method: 'POST',
    body: request,
  })

export const createPhoneApplication = (studyId: number, request: PhoneApplicationRequestInput) =>
  staffRequest<ApplicantDetailResponse>(`/api/admin/notices/${studyId}/applicants/phone`, {
    method: 'POST',
    body: request,
  })

export const setRecruitment = (studyId: number, request: RecruitmentSettingsRequest) =>
  staffRequest<{ result: 'ok' }>(`/api/admin/notices/${studyId}/recruitment`, { method: 'PATCH', body: request })

export const exportApplicants = (studyId: number, request: ExportRequestInput) =>
  staffDownload(`/api/admin/notices/${studyId}/applicants/export`, { method: 'POST', body: request })

export const undoStatusChanges = (request: StatusUndoRequest) =>
  staffRequest<StatusUndoResponse>('/api/admin/status-changes/undo', { method: 'POST', body: request })

/** `POST /api/admin/applications/:id/prescreen/view`: every pre-screening answer (access-logged). */
export const viewPrescreen = (applicationId: number) =>
  staffRequest<PrescreenReviewResponse>(`/api/admin/applications/${applicationId}/prescreen/view`, { method: 'POST' })
