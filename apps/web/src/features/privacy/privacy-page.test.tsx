import { render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '../../locales/en/privacy.json'
import ja from '../../locales/ja/privacy.json'
import ko from '../../locales/ko/privacy.json'
import zh from '../../locales/zh/privacy.json'
import { PrivacyPageCn, PrivacyPageEn, PrivacyPageJp, PrivacyPageKo } from './privacy-page'
import { POLICY_LANGUAGES, loadPolicy } from './privacy-policy'
import { PolicySchema } from './privacy-policy-schema'

function renderAt(path: string) {
  render(
    <Suspense fallback={<p>loading</p>}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:segment/PrivacyPage" element={<PrivacyPageKo />} />
          <Route path="/:segment/PrivacyPageEn" element={<PrivacyPageEn />} />
          <Route path="/:segment/PrivacyPageCn" element={<PrivacyPageCn />} />
          <Route path="/:segment/PrivacyPageJp" element={<PrivacyPageJp />} />
        </Routes>
      </MemoryRouter>
    </Suspense>,
  )
}

describe('privacy pages', () => {
  // Tests render loaded policies; the suspended first load is what the app's Suspense boundary covers.
  beforeAll(async () => {
    await Promise.all(POLICY_LANGUAGES.map(loadPolicy))
  })

  it.each([
    ['/x/PrivacyPage', 'ko', '목차', '제1조(개인정보의 처리 목적)'],
    ['/kr/PrivacyPageEn', 'en', 'Contents', '1. Purposes of processing'],
    ['/en/PrivacyPageCn', 'zh-CN', '目录', '第一条 个人信息的处理目的'],
    ['/pages/PrivacyPageJp', 'ja', '目次', '第1条（個人情報の処理目的）'],
  ])('%s is written in its own language (%s), whatever the first segment', async (path, lang, toc, first) => {
    renderAt(path)
    const article = (await screen.findByRole('heading', { level: 2, name: toc })).closest('article')
    expect(article).toHaveAttribute('lang', lang)
    const headings = within(article as HTMLElement).getAllByRole('heading', { level: 2 })
    expect(headings).toHaveLength(14)
    expect(headings[1]).toHaveTextContent(first)
  })

  it("shows how long non-members' applications are kept, as the server is set", async () => {
    renderAt('/x/PrivacyPage')
    expect(await screen.findByText(/해당 연구의 모집 종료 후 12개월/)).toBeVisible()
    const meta = document.createElement('meta')
    meta.name = 'application-retention-months'
    meta.content = '6'
    document.head.append(meta)
    try {
      document.body.innerHTML = ''
      renderAt('/x/PrivacyPageEn')
      expect(await screen.findByText(/^6 months after recruitment for the study closes/)).toBeVisible()
      expect(screen.queryByText(/retentionMonths/)).toBeNull()
    } finally {
      meta.remove()
    }
  })

  it('links each table-of-contents entry to its section heading', async () => {
    renderAt('/x/PrivacyPageEn')
    const toc = await screen.findByRole('navigation', { name: 'Contents' })
    const links = within(toc).getAllByRole('link')
    expect(links).toHaveLength(13)
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1))
      expect(target?.tagName).toBe('H2')
      expect(target).toHaveTextContent(link.textContent ?? '')
    }
  })

  it('links to the other languages under the same first segment', async () => {
    renderAt('/x/PrivacyPageJp')
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
})

/** What the Personal Information Protection Act asks a policy to state, as each language writes it. */
const REQUIRED = {
  ko: [
    '이메일(아이디)',
    '키, 몸무게',
    '흡연',
    '헌혈',
    '알레르기',
    '음주',
    '카페인',
    '피임',
    '접속 기록',
    '회원 탈퇴 시까지',
    '파기',
    '제3자에게 제공하지 않습니다',
    '위탁하지 않습니다',
    '열람',
    '정정·삭제',
    '처리 정지',
    '마이페이지',
    '일방향 암호화',
    '접근 권한',
    '개인정보 보호책임자',
    '{{phone}}',
    '{{email}}',
    '118',
    '1833-6972',
    '2026년 12월 1일',
  ],
  en: [
    'e-mail address (your ID)',
    'Height, weight',
    'Smoking',
    'blood donation',
    'Allergies',
    'Alcohol',
    'caffeine',
    'contraception',
    'Access logs',
    'Until you withdraw',
    'destroyed',
    'provides no personal information to third parties',
    'outsources no processing',
    'see, correct or delete',
    'suspend',
    'My Page',
    'one-way encryption',
    'Access to the systems',
    'Privacy officer',
    '{{phone}}',
    '{{email}}',
    '118',
    '1833-6972',
    '1 December 2026',
  ],
  zh: [
    '电子邮箱（账号）',
    '身高、体重',
    '吸烟',
    '献血',
    '过敏',
    '饮酒',
    '咖啡因',
    '避孕',
    '访问记录',
    '至注销会员时',
    '销毁',
    '不向第三方提供个人信息',
    '未将个人信息处理业务委托',
    '查阅、更正、删除',
    '停止处理',
    '我的页面',
    '单向加密',
    '访问权限',
    '个人信息保护负责人',
    '{{phone}}',
    '{{email}}',
    '118',
    '1833-6972',
    '2026年12月1日',
  ],
  ja: [
    'メールアドレス（ID）',
    '身長、体重',
    '喫煙',
    '献血',
    'アレルギー',
    '飲酒',
    'カフェイン',
    '避妊',
    'アクセス記録',
    '退会まで',
    '廃棄',
    '第三者に提供していません',
    '委託していません',
    '閲覧、訂正・削除',
    '処理の停止',
    'マイページ',
    '一方向暗号化',
    'アクセス権限',
    '個人情報保護責任者',
    '{{phone}}',
    '{{email}}',
    '118',
    '1833-6972',
    '2026年12月1日',
  ],
}

describe.each([
  ['ko', ko],
  ['en', en],
  ['zh', zh],
  ['ja', ja],
] as const)('the %s policy', (language, catalog) => {
  it('has the shape the page renders', () => {
    expect(PolicySchema.safeParse(catalog).success).toBe(true)
  })

  it('states everything the Act asks for', () => {
    const text = JSON.stringify(catalog)
    for (const phrase of REQUIRED[language]) expect(text, phrase).toContain(phrase)
  })
})
