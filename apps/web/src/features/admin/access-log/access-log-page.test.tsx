import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { AccessLogPage } from './access-log-page'

beforeAll(async () => {
  await initI18n('kr')
})

const entry = (seq: number) => ({
  seq,
  occurredAt: '2026-11-29T01:00:00.000Z',
  staffId: 1,
  staffName: '정보호',
  action: 'member.view',
  recordType: 'member',
  recordId: '7',
  reason: null,
  reasonText: null,
  address: '10.0.0.1',
  rowCount: null,
})

/** Answers each page of the log as `answer` makes it; the queries asked, in order. */
function serveLog(answer: (page: number) => Record<string, unknown>): URLSearchParams[] {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('/api/admin/access-log', ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      return HttpResponse.json(answer(Number(params.get('page') ?? 1)))
    }),
  )
  return asked
}

describe('the access log’s pages', () => {
  it('asks for the page beside the one shown by its cursor, and for any other page by its number alone', async () => {
    const asked = serveLog((page) => ({
      dataList: [entry(1000 - page)],
      paging: { cp: page, pageSize: 50, totalCount: 500, totalPages: 10 },
      cursors: { next: page < 10 ? `after${page}` : null, previous: page > 1 ? `before${page}` : null },
    }))
    const user = userEvent.setup()
    await renderWithProviders(<AccessLogPage />, { at: '/admin/access-log?action=member.view' })
    const pages = await screen.findByRole('navigation', { name: '접근 기록 페이지' })
    expect(asked.at(-1)?.get('cursor')).toBeNull()

    await user.click(within(pages).getByRole('button', { name: '다음' }))
    await screen.findByText('998')
    expect(asked.at(-1)?.get('page')).toBe('2')
    expect(asked.at(-1)?.get('cursor')).toBe('after1')
    expect(asked.at(-1)?.get('action')).toBe('member.view')

    await user.click(within(pages).getByRole('button', { name: '이전' }))
    await screen.findByText('999')
    expect(asked.at(-1)?.get('page')).toBe('1')
    expect(asked.at(-1)?.get('cursor')).toBe('before2')

    await user.click(within(pages).getByRole('button', { name: '10 페이지' }))
    await screen.findByText('990')
    expect(asked.at(-1)?.get('page')).toBe('10')
    expect(asked.at(-1)?.get('cursor')).toBeNull()
  })

  it('says "10,000 or more" for a capped total and keeps Next past the counted pages while a next page exists', async () => {
    const asked = serveLog((page) => ({
      dataList: [entry(20_000 - page)],
      paging: { cp: page, pageSize: 50, totalCount: 10_000, totalPages: 200, totalAtLeast: true },
      cursors: { next: page < 201 ? `after${page}` : null, previous: `before${page}` },
    }))
    const user = userEvent.setup()
    await renderWithProviders(<AccessLogPage />, { at: '/admin/access-log?action=member.view&page=200' })
    expect(await screen.findByText('기록: 10,000건 이상')).toHaveAttribute('role', 'status')
    const pages = await screen.findByRole('navigation', { name: '접근 기록 페이지' })
    expect(within(pages).getByRole('button', { name: '200 페이지' })).toHaveAttribute('aria-current', 'page')

    await user.click(within(pages).getByRole('button', { name: '다음' }))
    await screen.findByText('19799')
    expect(asked.at(-1)?.get('page')).toBe('201')
    expect(asked.at(-1)?.get('cursor')).toBe('after200')
    // Page 201 is the last: no next cursor, no Next.
    expect(within(pages).getByRole('button', { name: '201 페이지' })).toHaveAttribute('aria-current', 'page')
    expect(within(pages).queryByRole('button', { name: '다음' })).toBeNull()
  })
})
