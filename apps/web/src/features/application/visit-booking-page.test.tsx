import type { VisitBookingPage as Page } from '@ctc/contract/visit-booking'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { VisitBookingPage } from './visit-booking-page'

const TOKEN = `12.${'a'.repeat(27)}`
const path = '/:locale/studyinfo/visitBooking'
const SLOTS = [
  { slotId: 3, date: '2026-12-03', time: '10:00', place: '본관 3층', left: 1 },
  { slotId: 4, date: '2026-12-04', time: '14:30', place: '본관 3층', left: 2 },
]
const page = (booking: Page['booking'], slots = SLOTS): { data: Page } => ({
  data: { studyTitle: '고혈압 1상', booking, changeable: booking !== null, slots },
})
const booked = (slot: (typeof SLOTS)[number]) => ({
  slotId: slot.slotId,
  date: slot.date,
  time: slot.time,
  place: slot.place,
  state: 'booked' as const,
})

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces('application')
})

describe('screening-visit booking page', () => {
  it('by the mailed link: asks for a time, offers the others when one fills up, books and cancels', async () => {
    const bodies: { url: string; body: unknown }[] = []
    let full = true
    server.use(
      http.post('/api/kr/visit/check', async ({ request }) => {
        bodies.push({ url: 'check', body: await request.json() })
        return HttpResponse.json(full ? page(null) : page(null, SLOTS.slice(1)))
      }),
      http.post('/api/kr/visit/book', async ({ request }) => {
        const body = (await request.json()) as { slotId: number }
        bodies.push({ url: 'book', body })
        if (full) {
          full = false
          return HttpResponse.json(
            { error: { code: 'SLOT_FULL', message: 'full', nextSlots: SLOTS.slice(1) } },
            { status: 409 },
          )
        }
        return HttpResponse.json(page(booked(SLOTS[1]!), []))
      }),
      http.post('/api/kr/visit/cancel', async ({ request }) => {
        bodies.push({ url: 'cancel', body: await request.json() })
        return HttpResponse.json(page(null))
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(<VisitBookingPage />, { at: `/kr/studyinfo/visitBooking?token=${TOKEN}`, path })
    expect(await screen.findByText('고혈압 1상')).toBeInTheDocument()
    const times = screen.getByRole('group', { name: '예약 가능한 시간' })
    expect(within(times).getAllByRole('radio')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: '이 시간으로 예약' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('시간을 골라 주세요.')
    expect(bodies.filter((call) => call.url === 'book')).toHaveLength(0)

    await user.click(within(times).getAllByRole('radio')[0]!)
    await user.click(screen.getByRole('button', { name: '이 시간으로 예약' }))
    expect(await screen.findByText(/방금 다른 분이 그 시간을 예약했습니다/)).toBeInTheDocument()
    // The list is read again: the full slot is gone.
    await screen.findByRole('radio', { name: /14:30/ })
    expect(screen.queryAllByRole('radio')).toHaveLength(1)

    await user.click(screen.getByRole('radio', { name: /14:30/ }))
    await user.click(screen.getByRole('button', { name: '이 시간으로 예약' }))
    expect(await screen.findByRole('status')).toHaveTextContent('방문이 예약되었습니다.')
    expect(screen.getByRole('heading', { name: '예약한 스크리닝 방문' })).toBeInTheDocument()
    expect(screen.getByText('본관 3층')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '예약 취소' }))
    expect(await screen.findByText(/방문 예약이 취소되었습니다/)).toBeInTheDocument()
    expect(bodies.filter((call) => call.url !== 'check')).toEqual([
      { url: 'book', body: { token: TOKEN, slotId: 3 } },
      { url: 'book', body: { token: TOKEN, slotId: 4 } },
      { url: 'cancel', body: { token: TOKEN } },
    ])
  })

  it('says a forged, replaced or missing link is not valid, and names nobody', async () => {
    server.use(
      http.post('/api/kr/visit/check', () =>
        HttpResponse.json({ error: { code: 'VISIT_LINK_INVALID', message: 'gone' } }, { status: 404 }),
      ),
    )
    await renderWithProviders(<VisitBookingPage />, { at: `/kr/studyinfo/visitBooking?token=${TOKEN}`, path })
    expect(await screen.findByRole('alert')).toHaveTextContent('유효하지 않은 예약 링크입니다.')
    expect(screen.getByRole('link', { name: '홈으로' })).toBeInTheDocument()
  })

  it('from My Page: names the member’s application instead of a token, moves the visit, and leads back to the list', async () => {
    const bodies: { url: string; body: unknown }[] = []
    server.use(
      http.post('/api/en/sbjUser/visit/check', async ({ request }) => {
        bodies.push({ url: 'check', body: await request.json() })
        return HttpResponse.json(page(booked(SLOTS[0]!), SLOTS.slice(1)))
      }),
      http.post('/api/en/sbjUser/visit/book', async ({ request }) => {
        bodies.push({ url: 'book', body: await request.json() })
        return HttpResponse.json(page(booked(SLOTS[1]!), [SLOTS[0]!]))
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(<VisitBookingPage />, {
      at: '/en/studyinfo/visitBooking?applicationId=5',
      path,
      locale: 'en',
    })
    expect(await screen.findByRole('heading', { name: 'Your screening visit' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /14:30/ }))
    await user.click(screen.getByRole('button', { name: 'Move my visit here' }))
    expect(await screen.findByRole('status')).not.toBeEmptyDOMElement()
    expect(bodies).toEqual([
      { url: 'check', body: { applicationId: 5 } },
      { url: 'book', body: { applicationId: 5, slotId: 4 } },
    ])
    expect(screen.getByRole('link', { name: 'Back to my applications' })).toHaveAttribute('href', '/en/myinfo/history')
  })

  it('from My Page without an open invitation, or without a session, says so', async () => {
    server.use(
      http.post('/api/kr/sbjUser/visit/check', () =>
        HttpResponse.json({ error: { code: 'VISIT_LINK_INVALID', message: 'none' } }, { status: 404 }),
      ),
    )
    await renderWithProviders(<VisitBookingPage />, { at: '/kr/studyinfo/visitBooking?applicationId=5', path })
    expect(await screen.findByRole('alert')).toHaveTextContent('예약할 수 있는 스크리닝 방문 초대가 없습니다')
    expect(screen.getByRole('link', { name: '내 지원 내역으로 돌아가기' })).toBeInTheDocument()

    server.use(
      http.post('/api/kr/sbjUser/visit/check', () =>
        HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'log in' } }, { status: 401 }),
      ),
    )
    await renderWithProviders(<VisitBookingPage />, { at: '/kr/studyinfo/visitBooking?applicationId=6', path })
    expect(await screen.findByText('로그인하면 내 지원의 방문을 예약할 수 있습니다.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toContain('applicationId%3D6')
  })
})
