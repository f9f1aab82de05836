import type { PublicPolicyResponse } from '@ctc/contract/privacy-texts'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '../../locales/en/privacy.json'
import ja from '../../locales/ja/privacy.json'
import ko from '../../locales/ko/privacy.json'
import zh from '../../locales/zh/privacy.json'
import { initI18n } from '../../lib/i18n'
import { server } from '../../test/msw-server'
import { renderWithProviders } from '../../test/render'
import { PrivacyPageCn, PrivacyPageEn, PrivacyPageJp, PrivacyPageKo } from './privacy-page'
import { POLICY_LANGUAGES, loadPolicy } from './privacy-policy'
import { PolicySchema } from './privacy-policy-schema'

const ROUTES = [
  { path: '/:segment/PrivacyPage', element: <PrivacyPageKo /> },
  { path: '/:segment/PrivacyPageEn', element: <PrivacyPageEn /> },
  { path: '/:segment/PrivacyPageCn', element: <PrivacyPageCn /> },
  { path: '/:segment/PrivacyPageJp', element: <PrivacyPageJp /> },
]

const VERSIONS = [
  { policyId: 3, effectiveDate: '2026-12-01' },
  { policyId: 1, effectiveDate: '2026-01-01' },
]

function answer(locale: string, reply: (policyId: string | null) => PublicPolicyResponse | null) {
  server.use(
    http.get(`/api/${locale}/privacy-policy`, ({ request }) => {
      const body = reply(new URL(request.url).searchParams.get('policyId'))
      return body
        ? HttpResponse.json(body)
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'x' } }, { status: 404 })
    }),
  )
}

const policy = (policyId: number, locale: 'kr' | 'en' | 'cn' | 'jp', html: string): PublicPolicyResponse => ({
  data: {
    policyId,
    effectiveDate: VERSIONS.find((v) => v.policyId === policyId)?.effectiveDate ?? '',
    effectiveUntil: policyId === 1 ? '2026-11-30' : null,
    locale,
    html,
  },
  versions: VERSIONS,
})

describe('privacy pages', () => {
  // Tests render loaded words; the suspended first load is what the app's Suspense boundary covers.
  beforeAll(async () => {
    await initI18n('kr')
    await Promise.all(POLICY_LANGUAGES.map(loadPolicy))
  })

  it.each([
    ['/x/PrivacyPage', 'kr', 'ko', '시행일'],
    ['/kr/PrivacyPageEn', 'en', 'en', 'Effective date'],
    ['/en/PrivacyPageCn', 'cn', 'zh-CN', '施行日期'],
    ['/pages/PrivacyPageJp', 'jp', 'ja', '施行日'],
  ] as const)(
    '%s shows the version in effect today in its own language (%s)',
    async (path, locale, lang, effective) => {
      answer(locale, (id) => (id === null ? policy(3, locale, `<h3>Section ${locale}</h3><p>Text</p>`) : null))
      await renderWithProviders(ROUTES, { at: path })
      const heading = await screen.findByRole('heading', { level: 3, name: `Section ${locale}` })
      const article = heading.closest('article')
      expect(article).toHaveAttribute('lang', lang)
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(effective) })).toBeVisible()
      // The earlier version is listed, at its own address under the same first segment.
      const earlier = screen.getByRole('navigation', { name: { kr: ko, en, cn: zh, jp: ja }[locale].earlierTitle })
      const links = within(earlier).getAllByRole('link')
      expect(links).toHaveLength(1)
      expect(links[0]).toHaveAttribute('href', `${path}?policyId=1`)
    },
  )

  it('shows an earlier version with its dates and a link to the current one', async () => {
    answer('en', (id) => (id === '1' ? policy(1, 'en', '<h3>Old text</h3>') : policy(3, 'en', '<h3>New</h3>')))
    await renderWithProviders(ROUTES, { at: '/pages/PrivacyPageEn?policyId=1' })
    expect(await screen.findByRole('heading', { level: 3, name: 'Old text' })).toBeVisible()
    expect(screen.getByText(/in effect from .*2026 to .*2026/)).toBeVisible()
    expect(screen.getByRole('link', { name: en.currentLink })).toHaveAttribute('href', '/pages/PrivacyPageEn')
    const earlier = screen.getByRole('navigation', { name: en.earlierTitle })
    expect(within(earlier).getByRole('link')).toHaveAttribute('aria-current', 'page')
  })

  it('marks a Korean text shown for an empty locale as Korean', async () => {
    answer('jp', () => policy(3, 'kr', '<p>한국어 본문</p>'))
    await renderWithProviders(ROUTES, { at: '/x/PrivacyPageJp' })
    expect(await screen.findByText('한국어 본문')).toBeVisible()
    expect(screen.getByText('한국어 본문').closest('[lang]')).toHaveAttribute('lang', 'ko')
    expect(screen.getByText(ja.koreanShown)).toBeVisible()
  })

  it('says so when no policy is published, or a version does not exist', async () => {
    answer('kr', (id) => (id === null ? { data: null, versions: [] } : null))
    await renderWithProviders(ROUTES, { at: '/x/PrivacyPage' })
    expect(await screen.findByText(ko.none)).toBeVisible()
    await renderWithProviders(ROUTES, { at: '/x/PrivacyPage?policyId=7' })
    expect(await screen.findByRole('alert')).toHaveTextContent(ko.notFound)
  })

  it('links to the other languages under the same first segment', async () => {
    answer('jp', () => policy(3, 'jp', '<p>本文</p>'))
    await renderWithProviders(ROUTES, { at: '/x/PrivacyPageJp' })
    const languages = await screen.findByRole('navigation', { name: 'ほかの言語で見る' })
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]),
    ).toEqual([
      ['한국어', '/x/PrivacyPage', 'ko'],
      ['English', '/x/PrivacyPageEn', 'en'],
      ['中文', '/x/PrivacyPageCn', 'zh-CN'],
    ])
  })

  it.each([
    ['ko', ko],
    ['en', en],
    ['zh', zh],
    ['ja', ja],
  ] as const)('has the %s words the page renders', (_language, catalog) => {
    expect(PolicySchema.safeParse(catalog).success).toBe(true)
  })
})
