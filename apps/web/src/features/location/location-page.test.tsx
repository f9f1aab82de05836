import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { changeLocale, i18n, initI18n } from '../../lib/i18n'
import { LocationPage } from './location-page'

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">
          <LocationPage />
        </Suspense>
      </MemoryRouter>
    </I18nextProvider>,
  )
}

beforeAll(async () => {
  await initI18n('kr')
})

describe('location page', () => {
  it('gives the address, phone, e-mail and the five ways to get here', async () => {
    await changeLocale('kr')
    renderAt('/kr/contact/location')
    expect(await screen.findByText(/서울특별시 종로구 창경궁로 185/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '02-741-4221' })).toHaveAttribute('href', 'tel:+82-2-741-4221')
    expect(screen.getByRole('link', { name: 'ctc@mnuh.or.kr' })).toHaveAttribute('href', 'mailto:ctc@mnuh.or.kr')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '지하철',
      '버스',
      '기차·공항',
      '고속버스',
      '자가용',
    ])
    expect(screen.getByRole('region', { name: '자가용' })).toHaveTextContent('4시간까지 무료')
  })

  it('draws the map as an image described in words, with a link to an online map in a new window', async () => {
    await changeLocale('en')
    renderAt('/en/contact/location')
    const map = await screen.findByRole('img', { name: 'Map' })
    expect(map).toHaveAccessibleDescription(/Exit 4 of Hyehwa Station/)
    const link = screen.getByRole('link', { name: 'Open in Google Maps (opens in a new window)' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=185/)
  })
})
