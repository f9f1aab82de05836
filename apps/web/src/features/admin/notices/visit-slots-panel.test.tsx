import type { VisitSlotListResponse } from '@ctc/contract/visit-booking'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { VisitSlotsPanel } from './visit-slots-panel'

beforeAll(async () => {
  await initI18n('kr')
})

describe('visit slots', () => {
  it('says why a place is refused in the words of every form, keeps it as typed, and sends nothing', async () => {
    const posted: unknown[] = []
    server.use(
      http.get('/api/admin/notices/7/visit-slots', () => HttpResponse.json<VisitSlotListResponse>({ dataList: [] })),
      http.post('/api/admin/notices/7/visit-slots', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json<VisitSlotListResponse>({ dataList: [] })
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(<VisitSlotsPanel studyId={7} />, { at: '/admin/notices/7' })
    await user.type(await screen.findByLabelText('날짜'), '2026-12-10')
    await user.type(screen.getByLabelText('시간'), '09:30')
    await user.type(screen.getByLabelText('정원'), '4')
    const place = screen.getByLabelText('장소')
    await user.click(place)
    await user.paste('본관 3층\u200B검진실')
    await user.click(screen.getByRole('button', { name: '일정 추가' }))
    expect(place).toHaveAccessibleDescription(/탭이나 눈에 보이지 않는 문자/)
    expect(place).toHaveValue('본관 3층\u200B검진실')

    await user.clear(place)
    await user.type(place, '   ')
    await user.click(screen.getByRole('button', { name: '일정 추가' }))
    expect(place).toHaveAccessibleDescription('필수 항목입니다.')
    expect(posted).toEqual([])
  })
})
