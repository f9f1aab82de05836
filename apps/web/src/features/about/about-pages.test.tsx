import { render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { changeLocale, i18n, initI18n } from '../../lib/i18n'
import { ProcessPage } from './process-page'
import { SubjectGuidePage } from './subject-guide-page'

function renderPage(page: React.ReactNode, path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">{page}</Suspense>
      </MemoryRouter>
    </I18nextProvider>,
  )
}

beforeAll(async () => {
  await initI18n('kr')
})

describe('process page', () => {
  it('shows the 13 steps in order, numbered, with the fasting and payment figures of the spec', async () => {
    await changeLocale('kr')
    renderPage(<ProcessPage />, '/kr/about/process')
    const list = await screen.findByRole('list', { name: '참여 절차 13단계' })
    const steps = within(list).getAllByRole('listitem')
    expect(steps).toHaveLength(13)
    expect(within(steps[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('1단계 모집 공고 확인')
    expect(within(steps[12] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('13단계 참여비 지급')
    expect(list).toHaveTextContent('10시간')
    expect(list).toHaveTextContent('21일 이내')
    expect(list).toHaveTextContent('통장 사본')
    expect(screen.getByRole('complementary')).toHaveTextContent('1~3개월')
  })

  it('reads in English in the en locale', async () => {
    await changeLocale('en')
    renderPage(<ProcessPage />, '/en/about/process')
    const list = await screen.findByRole('list', { name: 'The 13 steps of taking part' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(13)
    expect(list).toHaveTextContent('within 21 days')
  })
})

describe('subject guide', () => {
  it('gives the screening and stay guides with the precautions of the spec', async () => {
    await changeLocale('jp')
    renderPage(<SubjectGuidePage />, '/jp/about/subjectguide')
    const headings = await screen.findAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual(['スクリーニング検診のご案内', '入院のご案内'])
    const screening = screen.getByRole('region', { name: 'スクリーニング検診のご案内' })
    expect(screening).toHaveTextContent('少なくとも8時間')
    expect(screening).toHaveTextContent('2回測定')
    expect(screening).toHaveTextContent('4時間まで無料')
    expect(screen.getByRole('region', { name: '入院のご案内' })).toHaveTextContent('同性の4〜6名')
  })
})
