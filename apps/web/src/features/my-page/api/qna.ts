import type { Locale } from '@ctc/contract/locale-codes'
import type { QnaListResponse, QnaViewResponse, QnaWriteRequest } from '@ctc/contract/qna'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export function fetchQuestions(locale: Locale, cp: number, signal?: AbortSignal) {
  return apiRequest<QnaListResponse>(`/api/${locale}/qna/list`, { method: 'POST', body: { cp }, signal })
}

export function useQuestions(locale: Locale, cp: number) {
  return useQuery({
    queryKey: ['my-page', 'qna', 'list', locale, cp],
    queryFn: ({ signal }) => fetchQuestions(locale, cp, signal),
    staleTime: 0,
    gcTime: 0,
  })
}

export function fetchQuestion(locale: Locale, qnaId: number, signal?: AbortSignal) {
  return apiRequest<QnaViewResponse>(`/api/${locale}/qna/view?qnaId=${qnaId}`, { signal })
}

export function useQuestion(locale: Locale, qnaId: number | undefined) {
  return useQuery({
    queryKey: ['my-page', 'qna', 'view', locale, qnaId],
    queryFn: ({ signal }) => fetchQuestion(locale, qnaId ?? 0, signal),
    enabled: qnaId !== undefined,
    staleTime: 0,
    gcTime: 0,
  })
}

export function writeQuestion(locale: Locale, body: QnaWriteRequest) {
  return apiRequest<{ qnaId: number }>(`/api/${locale}/qna/write`, { method: 'POST', body })
}
