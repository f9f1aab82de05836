import type { PrescreenSaveRequest, StaffPrescreen } from '@ctc/contract/prescreen'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { emptyNotice, toNoticeInput } from './notice-form-values'
import { PrescreenBuilderPage } from './prescreen-builder-page'

const at = '/admin/notices/5/prescreen'
const path = '/admin/notices/:studyId/prescreen'
const words = (text: string) => ({ kr: `${text} kr`, en: `${text} en`, cn: `${text} cn`, jp: `${text} jp` })

const ANSWERED: StaffPrescreen = {
  versionId: 11,
  version: 1,
  questions: [{ key: 'q1', kind: 'yes_no', text: words('항응고제'), showIf: null, yes: 'exclude', no: 'ok' }],
  answered: 2,
  savedAt: '2026-11-20T01:00:00.000Z',
  savedBy: '김코디',
}

function noticeHandler() {
  const notice = toNoticeInput({ ...emptyNotice(), recruitStart: '2026-12-01', recruitEnd: '2026-12-31' })
  notice.texts = { ...notice.texts, kr: { ...emptyNotice().texts.kr, title: '고혈압 1상' } }
  return http.get('/api/admin/notices/5', () =>
    HttpResponse.json({
      studyId: 5,
      notice,
      status: 'open',
      closed: false,
      published: true,
      files: [],
      viewCount: 0,
      applicationCount: 2,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
    }),
  )
}

beforeAll(async () => {
  await initI18n('kr')
})

describe('pre-screening questionnaire builder', () => {
  it('says that saving an answered version makes a new one, checks every locale and sends the questions in order', async () => {
    const puts: PrescreenSaveRequest[] = []
    server.use(
      noticeHandler(),
      http.get('/api/admin/notices/5/prescreen', () => HttpResponse.json({ data: ANSWERED })),
      http.put('/api/admin/notices/5/prescreen', async ({ request }) => {
        const body = (await request.json()) as PrescreenSaveRequest
        puts.push(body)
        return HttpResponse.json({
          data: { ...ANSWERED, versionId: 12, version: 2, answered: 0, questions: body.questions },
        })
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(<PrescreenBuilderPage />, { at, path })
    expect(await screen.findByText(/지원자 2명이 이 버전에 답했습니다. 저장하면 2번째 버전/)).toBeInTheDocument()
    expect(screen.getByLabelText('질문(한국어)')).toHaveValue('항응고제 kr')
    expect(screen.getByLabelText('‘예’라고 답하면')).toHaveValue('exclude')

    // A second question, a number: its texts and unit are still empty.
    await user.click(screen.getByRole('button', { name: '질문 추가' }))
    await user.selectOptions(
      within(screen.getByRole('group', { name: /질문 2/ })).getByLabelText('질문 유형'),
      'number',
    )
    // A new kind is a new question in the list (same key and texts).
    const second = screen.getByRole('group', { name: /질문 2/ })
    await user.click(screen.getByRole('button', { name: '질문 저장' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('확인할 항목이 8개 있습니다.')
    expect(within(alert).getByRole('link', { name: '질문 2 · 질문 · 영어' })).toBeInTheDocument()
    expect(puts).toHaveLength(0)

    for (const [label, text] of [
      ['질문', '체중'],
      ['단위', 'kg'],
    ] as const) {
      for (const locale of ['한국어', '영어', '중국어', '일본어']) {
        await user.click(within(second).getByLabelText(new RegExp(`^${label}\\(${locale}\\)`)))
        await user.paste(`${text} ${locale}`)
      }
    }
    await user.clear(within(second).getByLabelText('받을 수 있는 최댓값'))
    await user.paste('250')
    await user.click(within(second).getByRole('button', { name: '범위 추가' }))
    await user.clear(within(second).getByLabelText('범위 1 최솟값'))
    await user.type(within(second).getByLabelText('범위 1 최솟값'), '120')
    await user.selectOptions(within(second).getByLabelText('범위 1에 들면'), 'review')
    // Asked only of those who answered yes to question 1.
    await user.selectOptions(within(second).getByLabelText('표시 조건'), 'q1:yes')
    // A third question, removed again, and the number moved to the top.
    await user.click(screen.getByRole('button', { name: '질문 추가' }))
    await user.click(screen.getByRole('button', { name: '질문 삭제(질문 3)' }))
    await user.click(screen.getByRole('button', { name: '질문 2을(를) 위로 이동' }))
    await user.click(screen.getByRole('button', { name: '질문 저장' }))

    // Moved above the question it depends on: the condition must be chosen again.
    expect(await screen.findByRole('alert')).toHaveTextContent('질문 1 · 표시 조건')
    expect(puts).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: '질문 2을(를) 위로 이동' }))
    await user.click(screen.getByRole('button', { name: '질문 저장' }))

    expect(await screen.findByText(/2번째 버전으로 새로 저장했습니다/)).toBeInTheDocument()
    expect(puts).toHaveLength(1)
    expect(puts[0]?.baseVersion).toBe(1)
    expect(puts[0]?.questions.map((question) => question.key)).toEqual(['q1', 'q2'])
    expect(puts[0]?.questions[1]).toEqual({
      key: 'q2',
      kind: 'number',
      text: { kr: '체중 한국어', en: '체중 영어', cn: '체중 중국어', jp: '체중 일본어' },
      showIf: { question: 'q1', answer: 'yes' },
      unit: { kr: 'kg 한국어', en: 'kg 영어', cn: 'kg 중국어', jp: 'kg 일본어' },
      min: 0,
      max: 250,
      decimals: 0,
      ranges: [{ min: 120, max: null, rule: 'review' }],
    })
  }, 60_000)

  it('starts empty for a notice without questions, and keeps the edits on a conflict', async () => {
    const puts: PrescreenSaveRequest[] = []
    server.use(
      noticeHandler(),
      http.get('/api/admin/notices/5/prescreen', () => HttpResponse.json({ data: null })),
      http.put('/api/admin/notices/5/prescreen', async ({ request }) => {
        puts.push((await request.json()) as PrescreenSaveRequest)
        return HttpResponse.json({ error: { code: 'EDIT_CONFLICT', message: 'changed' } }, { status: 409 })
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(<PrescreenBuilderPage />, { at, path })
    expect(await screen.findByText(/아직 사전 스크리닝 질문이 없습니다/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '질문 추가' }))
    const first = screen.getByRole('group', { name: /질문 1/ })
    const kind = within(first).getByLabelText('질문 유형')
    await user.selectOptions(kind, 'single')
    // The kind changes in place: the same element keeps the focus (nothing remounts under the keyboard).
    expect(kind).toHaveValue('single')
    expect(kind).toHaveFocus()
    expect(within(first).getByRole('heading', { name: '선택지' })).toBeInTheDocument()
    for (const label of ['질문', '선택지 1', '선택지 2']) {
      for (const locale of ['한국어', '영어', '중국어', '일본어']) {
        await user.click(within(first).getByLabelText(new RegExp(`^${label}\\(${locale}\\)`)))
        await user.paste(`${label} ${locale}`)
      }
    }
    await user.selectOptions(within(first).getByLabelText('선택지 2을(를) 고르면'), 'exclude')
    await user.click(screen.getByRole('button', { name: '질문 저장' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('다른 사람이 질문을 저장했습니다')
    expect(puts[0]?.baseVersion).toBeNull()
    expect(puts[0]?.questions[0]).toMatchObject({
      kind: 'single',
      options: [
        { key: 'o1', rule: 'ok' },
        { key: 'o2', rule: 'exclude' },
      ],
    })
    expect(within(first).getByLabelText('선택지 1(영어)')).toHaveValue('선택지 1 영어')
    expect(screen.getByRole('button', { name: '최신 버전 불러오기' })).toBeInTheDocument()
  }, 60_000)
})
