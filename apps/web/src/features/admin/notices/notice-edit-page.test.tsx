import type { NoticeCreateRequest, NoticeUpdateRequest } from '@ctc/contract/staff-notices'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { codeListHandler } from '../../../test/code-lists'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { emptyNotice, toNoticeInput } from './notice-form-values'
import { NoticeEditPage } from './notice-edit-page'

const routes = [
  { path: '/admin/notices/new', element: <NoticeEditPage /> },
  { path: '/admin/notices/:studyId/edit', element: <NoticeEditPage /> },
]

beforeAll(async () => {
  await initI18n('kr')
})

const field = (name: RegExp) => screen.getByLabelText(name)

describe('notice form', () => {
  it('checks the contract rules, keeps everything on a refused save, and sends untouched locales as null', async () => {
    const bodies: NoticeCreateRequest[] = []
    server.use(
      codeListHandler(),
      http.post('/api/admin/notices', async ({ request }) => {
        bodies.push((await request.json()) as NoticeCreateRequest)
        if (bodies.length === 1) {
          return HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } }, { status: 503 })
        }
        return HttpResponse.json({ studyId: 42, status: 'draft', updatedAt: '2026-11-23T10:00:00.000Z' })
      }),
      http.get('/api/admin/notices/42', () =>
        HttpResponse.json({ error: { code: 'STUDY_NOT_FOUND', message: 'later' } }, { status: 404 }),
      ),
    )
    const user = userEvent.setup()
    const { router } = await renderWithProviders(routes, { at: '/admin/notices/new' })
    const save = await screen.findByRole('button', { name: '임시 저장' })

    await user.click(save)
    const summary = await screen.findByRole('alert')
    expect(within(summary).getByRole('link', { name: /제목\(한국어\)/ })).toBeInTheDocument()
    expect(within(summary).getByRole('link', { name: /모집 시작일/ })).toBeInTheDocument()
    expect(within(summary).getByRole('link', { name: /모집 종료일/ })).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.type(field(/^제목\(한국어\)/), '건강한 성인 대상 1상 시험')
    await user.type(field(/^모집 시작일/), '2026-12-01')
    await user.type(field(/^모집 종료일/), '2026-11-30')
    // English begun without a title: a started locale must be complete.
    await user.type(field(/^시험 유형\(영어\)/), 'Phase 1')
    await user.type(field(/^최소 나이/), '19')
    await user.click(save)
    const again = await screen.findByRole('alert')
    expect(within(again).getByRole('link', { name: /제목\(영어\)/ })).toBeInTheDocument()
    expect(within(again).getByRole('link', { name: /모집 종료일: 최댓값\(종료일\)은/ })).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.clear(field(/^모집 종료일/))
    await user.type(field(/^모집 종료일/), '2026-12-31')
    await user.type(field(/^제목\(영어\)/), 'Phase 1 study in healthy adults')
    await user.click(save)
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시')
    // Refused: every value is still in the form.
    expect(field(/^제목\(한국어\)/)).toHaveValue('건강한 성인 대상 1상 시험')
    expect(field(/^시험 유형\(영어\)/)).toHaveValue('Phase 1')
    expect(field(/^최소 나이/)).toHaveValue(19)

    await user.click(save)
    await screen.findByText('존재하지 않는 공고입니다.')
    // A new notice stays in its form, for attachments.
    expect(router.location.pathname).toBe('/admin/notices/42/edit')
    const sent = bodies[1]
    expect(sent?.publish).toBe(false)
    expect(sent?.notice.ageMin).toBe(19)
    expect(sent?.notice.ageMax).toBeNull()
    expect(sent?.notice.recruitEnd).toBe('2026-12-31')
    expect(sent?.notice.texts.kr.title).toBe('건강한 성인 대상 1상 시험')
    expect(sent?.notice.texts.en).toMatchObject({ title: 'Phase 1 study in healthy adults', trialType: 'Phase 1' })
    expect(sent?.notice.texts.cn).toBeNull()
    expect(sent?.notice.texts.jp).toBeNull()
    // A long form typed key by key: room for a loaded machine.
  }, 60_000)

  it('on an edit conflict keeps the edits and offers the latest version', async () => {
    const stored = { ...toNoticeInput({ ...emptyNotice(), recruitStart: '2026-12-01', recruitEnd: '2026-12-31' }) }
    stored.texts = { ...stored.texts, kr: { ...emptyNotice().texts.kr, title: '원래 제목' } }
    const puts: NoticeUpdateRequest[] = []
    server.use(
      codeListHandler(),
      http.get('/api/admin/notices/5', () =>
        HttpResponse.json({
          studyId: 5,
          notice: stored,
          status: 'open',
          closed: false,
          published: true,
          files: [],
          viewCount: 3,
          applicationCount: 1,
          createdAt: '2026-11-01T00:00:00.000Z',
          updatedAt: '2026-11-20T00:00:00.000Z',
        }),
      ),
      http.put('/api/admin/notices/5', async ({ request }) => {
        puts.push((await request.json()) as NoticeUpdateRequest)
        return HttpResponse.json({ error: { code: 'EDIT_CONFLICT', message: 'changed' } }, { status: 409 })
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(routes, { at: '/admin/notices/5/edit' })
    const title = await screen.findByLabelText(/^제목\(한국어\)/)
    expect(title).toHaveValue('원래 제목')
    await user.clear(title)
    await user.type(title, '고친 제목')
    await user.click(screen.getByRole('button', { name: '변경 내용 저장' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('다른 사람이 내용을 바꿨습니다')
    expect(puts[0]?.updatedAt).toBe('2026-11-20T00:00:00.000Z')
    expect(title).toHaveValue('고친 제목')
    expect(screen.getByRole('button', { name: /최신 버전 불러오기/ })).toBeInTheDocument()
  })
})
