import type { HistoryEntry, HistoryResponse } from '@ctc/contract/my-page'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { storeLoginRecord } from '../../lib/storage'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { HistoryPage } from './history-page'

const HISTORY: HistoryResponse = {
  dataList: [
    {
      applicationId: 2,
      studyId: 8,
      title: '건강한 성인 대상 임상시험',
      fallbackLocale: 'kr',
      appliedOn: '2026-11-24',
      status: 'received',
      visit: null,
    },
    {
      applicationId: 1,
      studyId: 7,
      title: 'A study of sleep in healthy adults',
      fallbackLocale: null,
      appliedOn: '2026-11-20',
      status: 'received',
      visit: null,
    },
  ],
  user: { userId: 'kim@example.com', name: 'Kim Haneul' },
}

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('mypage')
})

describe('HistoryPage', () => {
  it('marks a notice listed by its Korean title on an English page, and reads it as Korean', async () => {
    storeLoginRecord({ token: 'a-session-token-of-43-characters-or-so-xyz', userName: 'Kim Haneul' })
    server.use(http.post('/api/en/sbjUser/history', () => HttpResponse.json(HISTORY)))
    await renderWithProviders(<HistoryPage />, {
      at: '/en/myinfo/history',
      path: '/:locale/myinfo/history',
      locale: 'en',
    })

    const korean = await screen.findByRole('link', { name: HISTORY.dataList[0]!.title })
    expect(korean).toHaveAttribute('lang', 'ko')
    expect(korean.closest('td')).toHaveTextContent('Korean only')
    const english = screen.getByRole('link', { name: HISTORY.dataList[1]!.title })
    expect(english).not.toHaveAttribute('lang')
    expect(english.closest('td')).not.toHaveTextContent('Korean only')
  })

  it('shows an invitation to book and a booked visit, each with a link to book, change or cancel it', async () => {
    storeLoginRecord({ token: 'a-session-token-of-43-characters-or-so-xyz', userName: 'Kim Haneul' })
    const [first, second] = HISTORY.dataList as [HistoryEntry, HistoryEntry]
    server.use(
      http.post('/api/en/sbjUser/history', () =>
        HttpResponse.json({
          ...HISTORY,
          dataList: [
            { ...first, visit: { state: 'invited', date: null, time: null, place: null } },
            {
              ...second,
              status: 'screening_booked',
              visit: { state: 'booked', date: '2026-12-03', time: '10:30', place: 'Main building, 3rd floor' },
            },
          ],
        }),
      ),
    )
    await renderWithProviders(<HistoryPage />, {
      at: '/en/myinfo/history',
      path: '/:locale/myinfo/history',
      locale: 'en',
    })
    const choose = await screen.findByRole('link', { name: `Choose a visit time for ${first.title}` })
    expect(choose).toHaveAttribute('href', '/en/studyinfo/visitBooking?applicationId=2')
    expect(choose.closest('td')).toHaveTextContent('You are invited to book a screening visit.')
    const change = screen.getByRole('link', { name: `Change or cancel the visit for ${second.title}` })
    expect(change).toHaveAttribute('href', '/en/studyinfo/visitBooking?applicationId=1')
    expect(change.closest('td')).toHaveTextContent(/Screening visit: .*2026.* 10:30, Main building, 3rd floor\./)
  })
})
