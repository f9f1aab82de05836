import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { changeLocale, i18n, initI18n } from '../../lib/i18n'
import { server } from '../../test/msw-server'
import { testQueryClient } from '../../test/render'
import { noIdentityHandler } from '../../test/site-identity'
import { LocationPage } from './location-page'

function renderAt(path: string) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback="loading">
            <LocationPage />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await initI18n('kr')
})

describe('location page', () => {
  it("gives the center's address, phone, hours, e-mail and directions as its admins set them", async () => {
    await changeLocale('kr')
    renderAt('/kr/contact/location')
    expect(await screen.findByText('부산광역시 해운대구 테스트로 1')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '051-555-0100' })).toHaveAttribute('href', 'tel:+82515550100')
    expect(screen.getByRole('link', { name: 'research@hanbit.example' })).toHaveAttribute(
      'href',
      'mailto:research@hanbit.example',
    )
    expect(screen.getByText('평일 8:30~17:30')).toBeInTheDocument()
    const ways = screen.getByRole('region', { name: '교통편 안내' })
    expect(ways.querySelectorAll('p')).toHaveLength(2)
    expect(ways).toHaveTextContent('주차장은 본관 지하에 있습니다.')
  })

  it('shows a text left empty in Korean, marked as Korean, and links to a map at the coordinates', async () => {
    await changeLocale('jp')
    renderAt('/jp/contact/location')
    const address = await screen.findByText('부산광역시 해운대구 테스트로 1')
    expect(address).toHaveAttribute('lang', 'ko')
    const link = screen.getByRole('link', { name: /Google/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=35.16%2C129.16')
  })

  it('says only that the details are not yet published on a site without an identity', async () => {
    server.use(noIdentityHandler)
    await changeLocale('en')
    renderAt('/en/contact/location')
    expect(await screen.findByText(/not been published yet/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull()
  })
})
