import type { StudyViewResponse } from '@ctc/contract/studies'
import type {
  Attachment,
  AttachmentListResponse,
  NoticeAction,
  NoticeCreateRequest,
  NoticeDetailResponse,
  NoticeListQueryInput,
  NoticeListResponse,
  NoticeSavedResponse,
  NoticeUpdateRequest,
} from '@ctc/contract/staff-notices'
import type { Locale } from '@ctc/contract/locale-codes'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'
import { queryString } from './query-string'

const base = '/api/admin/notices'

export const noticeListQueryOptions = (query: NoticeListQueryInput) =>
  queryOptions({
    queryKey: ['admin', 'notices', 'list', query],
    queryFn: ({ signal }) =>
      staffRequest<NoticeListResponse>(
        `${base}${queryString({ ...query, page: query.page === undefined ? undefined : Number(query.page) })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  })

export const useNoticeList = (query: NoticeListQueryInput) => useQuery(noticeListQueryOptions(query))

export const noticeQueryOptions = (studyId: number) =>
  queryOptions({
    queryKey: ['admin', 'notices', 'detail', studyId],
    queryFn: () => staffRequest<NoticeDetailResponse>(`${base}/${studyId}`),
  })

export const useNotice = (studyId: number | undefined) =>
  useQuery({ ...noticeQueryOptions(studyId ?? 0), enabled: studyId !== undefined })

export const createNotice = (request: NoticeCreateRequest) =>
  staffRequest<NoticeSavedResponse>(base, { method: 'POST', body: request })

export const updateNotice = (studyId: number, request: NoticeUpdateRequest) =>
  staffRequest<NoticeSavedResponse>(`${base}/${studyId}`, { method: 'PUT', body: request })

export const runNoticeAction = (studyId: number, action: NoticeAction) =>
  staffRequest<NoticeSavedResponse>(`${base}/${studyId}/${action}`, { method: 'POST' })

export const usePreview = (studyId: number, lang: Locale) =>
  useQuery({
    queryKey: ['admin', 'notices', 'preview', studyId, lang],
    queryFn: () => staffRequest<StudyViewResponse>(`${base}/${studyId}/preview${queryString({ lang })}`),
  })

export const uploadAttachment = (studyId: number, file: File) =>
  staffRequest<Attachment>(`${base}/${studyId}/files${queryString({ fileName: file.name })}`, {
    method: 'POST',
    rawBody: file,
  })

export const renameAttachment = (studyId: number, fileId: number, fileName: string) =>
  staffRequest<AttachmentListResponse>(`${base}/${studyId}/files/${fileId}`, { method: 'PATCH', body: { fileName } })

export const removeAttachment = (studyId: number, fileId: number) =>
  staffRequest<AttachmentListResponse>(`${base}/${studyId}/files/${fileId}`, { method: 'DELETE' })

export const reorderAttachments = (studyId: number, fileIds: number[]) =>
  staffRequest<AttachmentListResponse>(`${base}/${studyId}/files/order`, { method: 'PUT', body: { fileIds } })

export const attachmentPath = (studyId: number, fileId: number) => `${base}/${studyId}/files/${fileId}`
