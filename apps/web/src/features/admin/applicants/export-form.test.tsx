import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { ExportForm } from './export-form'

beforeAll(async () => {
  await initI18n('kr')
})

describe('export of a notice applicants', () => {
  it('names the missing reason and says what the reason of an export is for; sends nothing without it', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/admin/notices/7/applicants/export', async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse('a,b\r\n', { headers: { 'content-type': 'text/csv' } })
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(<ExportForm studyId={7} />, { at: '/admin/notices/7/applicants' })
    const reason = await screen.findByRole('combobox', { name: /내보내는 이유/ })
    expect(reason).toHaveAccessibleDescription(
      '내려받을 파일을 어디에 쓰는지 고릅니다. 이 이유와 파일에 담긴 행 수가 접근 기록에 남습니다.',
    )
    expect(screen.queryByText(/회원 정보를 조회하면/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '내려받기' }))
    expect(await screen.findByText('내보내는 이유를 골라 주세요.')).toBeVisible()
    expect(screen.queryByText('입력한 값을 확인해 주세요.')).not.toBeInTheDocument()
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveFocus()
    expect(bodies).toHaveLength(0)

    await user.selectOptions(reason, 'application_review')
    await user.click(screen.getByRole('button', { name: '내려받기' }))
    await expect.poll(() => bodies.length).toBe(1)
    expect(bodies[0]).toMatchObject({ reason: 'application_review', format: 'xlsx' })
  })
})
