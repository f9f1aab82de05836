import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { storeLoginRecord } from '../../lib/storage'
import { codeListHandler } from '../../test/code-lists'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { ApplyPage } from './apply-page'
import { markPasswordConfirmed } from '../../lib/password-confirmation'

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces(['mypage', 'form'])
})

describe('ApplyPage', () => {
  it('dates the last change in Korea time: 16:30 UTC on the 23rd is the 24th', async () => {
    storeLoginRecord({ token: 'token-of-the-session', userName: 'Kim' })
    markPasswordConfirmed('token-of-the-session')
    server.use(
      codeListHandler(),
      http.get('/api/kr/sbjUser/sbjEdit', () =>
        HttpResponse.json({
          data: { alwaysApplyYn: 'Y', entryMonth: '01', profile: null, updatedAt: '2026-11-23T16:30:00.000Z' },
        }),
      ),
    )
    await renderWithProviders(<ApplyPage />, { at: '/kr/myinfo/apply', path: '/:locale/myinfo/apply' })
    expect(await screen.findByText(/마지막 수정일/)).toHaveTextContent('마지막 수정일: 2026. 11. 24.')
  })
})
