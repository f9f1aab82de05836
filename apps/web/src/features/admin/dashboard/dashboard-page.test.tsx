import { APPLICATION_STATUSES } from '@ctc/contract/application-status'
import { type DashboardResponse, FUNNEL_STEPS } from '@ctc/contract/staff-dashboard'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { DashboardPage } from './dashboard-page'

const DASHBOARD: DashboardResponse = {
  from: '2026-09-07',
  to: '2026-11-29',
  weekly: [],
  funnel: APPLICATION_STATUSES.map((status) => ({ status, count: 0 })),
  recruitment: {
    steps: FUNNEL_STEPS.map((step, index) => ({ step, count: 2 - Math.min(index, 1), conversion: null })),
    medianDaysToFirstContact: null,
    medianDaysToVisit: null,
    noShowRate: null,
    noShows: 0,
    visitsMarked: 0,
  },
  sources: [],
  closingSoon: [],
  pageViews: [],
}

beforeAll(async () => {
  await initI18n('kr')
})
afterEach(() => vi.restoreAllMocks())

describe('dashboard funnel export', () => {
  it("downloads the funnel of the days shown, for the notice, in the console's language", async () => {
    const asked: URL[] = []
    server.use(
      http.get('/api/admin/dashboard', () => HttpResponse.json(DASHBOARD)),
      http.get('/api/admin/dashboard/funnel-export', ({ request }) => {
        asked.push(new URL(request.url))
        return new HttpResponse('\uFEFF"공고 번호"\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="funnel-notice-4-2026-09-07-2026-11-29.csv"',
          },
        })
      }),
    )
    const created = vi.fn(() => 'blob:funnel')
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const user = userEvent.setup()
    await renderWithProviders(<DashboardPage />, { at: '/admin/dashboard?studyId=4', path: '/admin/dashboard' })
    await user.click(await screen.findByRole('button', { name: 'CSV 내려받기' }))
    await expect.poll(() => click.mock.calls.length).toBe(1)
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      studyId: '4',
      from: '2026-09-07',
      to: '2026-11-29',
      language: 'ko',
    })
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('funnel-notice-4-2026-09-07-2026-11-29.csv')
    expect(created).toHaveBeenCalledOnce()
  })

  it('shows a refused download', async () => {
    server.use(
      http.get('/api/admin/dashboard', () => HttpResponse.json(DASHBOARD)),
      http.get('/api/admin/dashboard/funnel-export', () =>
        HttpResponse.json({ error: { code: 'STUDY_NOT_FOUND', message: 'gone' } }, { status: 404 }),
      ),
    )
    const user = userEvent.setup()
    await renderWithProviders(<DashboardPage />, { at: '/admin/dashboard?studyId=4', path: '/admin/dashboard' })
    await user.click(await screen.findByRole('button', { name: 'CSV 내려받기' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('존재하지 않는 공고입니다.')
  })
})
