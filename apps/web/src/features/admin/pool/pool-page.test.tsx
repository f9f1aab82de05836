import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { POOL_COUNT_BOUND, POOL_MAX_PAGE, PoolCriteriaSchema } from '@ctc/contract/staff-pool'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../../lib/i18n'
import { server } from '../../../test/msw-server'
import { renderWithProviders } from '../../../test/render'
import { PoolPage } from './pool-page'

beforeAll(async () => {
  await initI18n('kr')
})

const entry = (n: number) => ({
  poolId: `P${String(n).padStart(9, '0')}`,
  ageBand: 30,
  sex: 'M',
  bmiBand: 'normal',
  smoking: 'N',
  lastActivityOn: '2026-11-29',
  invited: false,
  applied: false,
  pausedUntil: null,
  emailVerified: true,
})

describe('the pool’s count', () => {
  it('says "1,000 or more" when the total is capped, and pages no further than the bound', async () => {
    const asked: number[] = []
    server.use(
      http.post('/api/admin/pool/search', async ({ request }) => {
        const { page } = (await request.json()) as { page: number }
        asked.push(page)
        return HttpResponse.json({
          criteria: PoolCriteriaSchema.parse({ gender: 'M' }),
          dataList: [entry(page)],
          paging: {
            cp: page,
            pageSize: 50,
            totalCount: POOL_COUNT_BOUND,
            totalPages: POOL_MAX_PAGE,
            totalAtLeast: true,
          },
        })
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(<PoolPage />, { at: '/admin/pool' })
    await user.click(await screen.findByRole('button', { name: '조건 직접 입력' }))
    await user.click(screen.getByRole('button', { name: '풀 검색' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      '조건에 맞는 사람이 1,000명 이상입니다. 다른 사람을 보려면 조건을 좁혀 주세요.',
    )
    const pages = screen.getByRole('navigation', { name: '풀 목록 페이지' })
    await user.click(within(pages).getByRole('button', { name: '20 페이지' }))
    await screen.findByText('P000000020')
    expect(asked).toEqual([1, 20])
    // The last counted page is the last page: the pool lists no one past the bound.
    expect(within(pages).queryByRole('button', { name: '다음' })).toBeNull()
  })

  it('gives an exact total below the bound', async () => {
    server.use(
      http.post('/api/admin/pool/search', () =>
        HttpResponse.json({
          criteria: PoolCriteriaSchema.parse({}),
          dataList: [entry(1)],
          paging: { cp: 1, pageSize: 50, totalCount: 999, totalPages: 20 },
        }),
      ),
    )
    const user = userEvent.setup()
    await renderWithProviders(<PoolPage />, { at: '/admin/pool' })
    await user.click(await screen.findByRole('button', { name: '조건 직접 입력' }))
    await user.click(screen.getByRole('button', { name: '풀 검색' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^999명$/)
  })
})
