import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { VisitInviteForm } from './visit-invite-form'

beforeAll(async () => {
  await initI18n('kr')
})

const names: Record<number, string> = { 3: '김하나', 4: '이둘', 5: '박셋' }

describe('bulk invitation from the pipeline', () => {
  it('sends the selected applications in one call and names those not invited, with the reason', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/admin/notices/9/visit-invitations', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({
          invited: [3, 5],
          skipped: [{ applicationId: 4, reason: 'booked' }],
        })
      }),
    )
    const onDone = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <VisitInviteForm studyId={9} selected={[3, 4, 5]} nameOf={(id) => names[id]} onDone={onDone} />,
      { at: '/admin/notices/9/applicants' },
    )
    await user.click(await screen.findByRole('button', { name: '선택한 3명 초대' }))
    const status = await screen.findByRole('status')
    await within(status).findByText('2명에게 초대 메일을 보냅니다.')
    expect(status).toHaveTextContent('1명은 초대하지 않았습니다.')
    expect(within(status).getByRole('listitem')).toHaveTextContent('이둘: 이미 방문이 예약되어 있습니다.')
    expect(bodies).toEqual([{ applicationIds: [3, 4, 5] }])
    expect(onDone).toHaveBeenCalledOnce()
  })

  it('cannot be sent with nothing selected', async () => {
    await renderWithProviders(
      <VisitInviteForm studyId={9} selected={[]} nameOf={() => undefined} onDone={() => undefined} />,
      { at: '/admin/notices/9/applicants' },
    )
    expect(await screen.findByRole('button', { name: '선택한 0명 초대' })).toBeDisabled()
  })

  it('shows a refusal and keeps the selection', async () => {
    server.use(
      http.post('/api/admin/notices/9/visit-invitations', () =>
        HttpResponse.json({ error: { code: 'STUDY_NOT_FOUND', message: 'gone' } }, { status: 404 }),
      ),
    )
    const onDone = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<VisitInviteForm studyId={9} selected={[7]} nameOf={() => '최넷'} onDone={onDone} />, {
      at: '/admin/notices/9/applicants',
    })
    await user.click(await screen.findByRole('button', { name: '선택한 1명 초대' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('존재하지 않는 공고입니다.')
    expect(onDone).not.toHaveBeenCalled()
  })
})
