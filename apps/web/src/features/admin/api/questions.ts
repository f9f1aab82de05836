import type { InboxQueryInput, InboxResponse, StaffQuestionResponse } from '@ctc/contract/staff-qna'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { staffRequest } from '../../../lib/staff-api-client'
import { queryString } from './query-string'

export const inboxQueryOptions = (query: InboxQueryInput) =>
  queryOptions({
    queryKey: ['admin', 'questions', 'list', query],
    queryFn: ({ signal }) =>
      staffRequest<InboxResponse>(
        `/api/admin/questions${queryString({ ...query, page: query.page === undefined ? undefined : Number(query.page) })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  })

export const useInbox = (query: InboxQueryInput) => useQuery(inboxQueryOptions(query))

export const questionQueryOptions = (qnaId: number) =>
  queryOptions({
    queryKey: ['admin', 'questions', 'detail', qnaId],
    queryFn: () => staffRequest<StaffQuestionResponse>(`/api/admin/questions/${qnaId}`),
  })

export const useQuestion = (qnaId: number) => useQuery(questionQueryOptions(qnaId))

export const answerQuestion = (qnaId: number, answer: string) =>
  staffRequest<StaffQuestionResponse>(`/api/admin/questions/${qnaId}/answer`, { method: 'PUT', body: { answer } })
