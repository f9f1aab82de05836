import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../lib/i18n'
import { renderWithProviders } from '../../test/render'
import en from '../../locales/en/faq.json'
import ja from '../../locales/ja/faq.json'
import ko from '../../locales/ko/faq.json'
import zh from '../../locales/zh/faq.json'
import { FaqPage } from './faq-page'
import { FaqItemsSchema } from './faq-items-schema'
import { FAQ_TOPICS } from './faq-topics'

async function renderAt(path: string) {
  const { router } = await renderWithProviders(<FaqPage />, { at: path, path: '/:locale/contact/faq' })
  return router
}

beforeAll(async () => {
  await initI18n('kr')
  await i18n.loadNamespaces('faq')
})

describe('FaqPage', () => {
  it('opens the first tab without a query, and the tab named by ?tab= otherwise', async () => {
    await renderAt('/kr/contact/faq')
    expect(await screen.findByRole('tab', { name: '자주 묻는 질문' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '자주 묻는 질문',
      '임상시험',
      '보상',
      '지원',
      '검진',
      '입원',
    ])
  })

  it('keeps the selected tab in the URL, so Back returns to the previous tab', async () => {
    const user = userEvent.setup()
    const router = await renderAt('/kr/contact/faq?tab=compensation')
    const compensation = await screen.findByRole('tab', { name: '보상' })
    expect(compensation).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('사례비는 언제, 어떻게 받나요?')

    await user.click(compensation)
    await user.keyboard('{ArrowRight}')
    expect(router.location.search).toBe('?tab=application')
    expect(screen.getByRole('tab', { name: '지원' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('전화로도 신청할 수 있나요?')

    await router.navigate(-1)
    expect(await screen.findByRole('tab', { name: '보상', selected: true })).toBeInTheDocument()
  })

  it('falls back to the first tab for an unknown ?tab=', async () => {
    await renderAt('/kr/contact/faq?tab=nope')
    expect(await screen.findByRole('tab', { name: '자주 묻는 질문' })).toHaveAttribute('aria-selected', 'true')
  })

  it('expands and collapses an answer with its question button', async () => {
    const user = userEvent.setup()
    await renderAt('/kr/contact/faq?tab=compensation')
    const panel = await screen.findByRole('tabpanel')
    const question = within(panel).getByRole('button', { name: /사례비는 언제, 어떻게 받나요/ })
    expect(question).toHaveAttribute('aria-expanded', 'false')
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '')
    expect(answer).not.toBeVisible()

    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(answer).toBeVisible()
    expect(answer).toHaveTextContent('연구가 끝난 뒤 3주 이내에 본인 명의 은행 계좌로 입금')

    await user.keyboard('{Enter}')
    expect(question).toHaveAttribute('aria-expanded', 'false')
  })
})

/** The spec's business constants, as each language writes them. */
const CONSTANTS = {
  ko: [
    '3주 이내',
    '통장 사본',
    '만 19세 이상',
    '1~3개월',
    '하나만',
    '6개월',
    '30일',
    '하루 전',
    '2~3시간',
    '1~2일',
    '4~6명',
    '같은 성별',
  ],
  en: [
    'within 3 weeks',
    'copy of your bank passbook',
    'adults aged 19 or more',
    '1 to 3 months',
    'only one study at a time',
    '6 months',
    '30 days',
    'at least one day ahead',
    '2 to 3 hours',
    '1-2 days',
    '4 to 6 participants of the same gender',
  ],
  zh: [
    '3周内',
    '存折复印件',
    '年满19周岁',
    '1至3个月',
    '只能参加一项',
    '6个月',
    '30天',
    '至少提前一天',
    '2至3小时',
    '1-2天',
    '4至6名同性别',
  ],
  ja: [
    '3週間以内',
    '通帳のコピー',
    '19歳以上',
    '1〜3か月',
    '一度に一つだけ',
    '6か月',
    '30日',
    '少なくとも前日まで',
    '2〜3時間',
    '1〜2日',
    '同性の参加者4〜6人',
  ],
}

describe.each([
  ['ko', ko],
  ['en', en],
  ['zh', zh],
  ['ja', ja],
] as const)('the %s FAQ', (language, catalog) => {
  it.each(FAQ_TOPICS)('has at least six questions under %s', (topic) => {
    const items = FaqItemsSchema.parse(catalog.items[topic])
    expect(items.length).toBeGreaterThanOrEqual(6)
  })

  it('states the business constants of the spec', () => {
    // The center's phone and hours are its identity's ({{phone}}, {{hours}}), not the catalog's.
    const text = JSON.stringify(catalog)
    for (const constant of CONSTANTS[language]) expect(text, constant).toContain(constant)
  })
})
