import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { LOCALES, catalog, expectNoAxeViolations } from './support'

// The server starts on a new embedded database, so it shows the 42 demo notices (and those the
// console's journeys publish).

interface Card {
  studyId: number
  status: 'open' | 'closed' | 'upcoming'
  applyMethod: 'online' | 'phone'
  rewardWon: number | null
  termMonths: number | null
  sbjCondCd: string
}

async function findStudy(request: APIRequestContext, match: (card: Card) => boolean): Promise<number> {
  for (let cp = 1; cp <= 5; cp++) {
    const response = await request.post('/api/kr/recruit/list', { data: { cp } })
    const { dataList } = (await response.json()) as { dataList: Card[] }
    const found = dataList.find(match)
    if (found) return found.studyId
  }
  throw new Error('no such demo study')
}

const TEXT = {
  kr: {
    search: '검색',
    age: '나이',
    chooseInput: '직접 입력',
    ageRequired: '나이를 입력해 주세요.',
    results: /^총 \d+건$/,
    closed: '모집이 종료된 공고입니다.',
    applyMember: '회원 신청',
    applyGuest: '비회원 신청',
    female: '여성',
    pages: '검색 결과 페이지',
  },
  en: {
    search: 'Search',
    age: 'Age',
    chooseInput: 'Enter a value',
    ageRequired: 'Please enter your age.',
    results: /^Notices found: \d+$/,
    closed: 'This recruitment notice has ended.',
    applyMember: 'Apply as a member',
    applyGuest: 'Apply without an account',
    female: 'Female',
    pages: 'Result pages',
  },
  cn: {
    search: '搜索',
    age: '年龄',
    chooseInput: '直接输入',
    ageRequired: '请输入年龄。',
    results: /^共\d+条$/,
    closed: '该招募公告已结束。',
    applyMember: '会员报名',
    applyGuest: '非会员报名',
    female: '女',
    pages: '搜索结果分页',
  },
  jp: {
    search: '検索',
    age: '年齢',
    chooseInput: '直接入力',
    ageRequired: '年齢を入力してください。',
    results: /^全\d+件$/,
    closed: 'この募集は終了しました。',
    applyMember: '会員として申し込む',
    applyGuest: '非会員として申し込む',
    female: '女性',
    pages: '検索結果のページ',
  },
} as const

const searchForm = (page: Page) => page.getByRole('search')

test.describe('recruitment search', () => {
  for (const locale of LOCALES) {
    test(`searches with filters in ${locale}, and axe finds nothing`, async ({ page }) => {
      const text = TEXT[locale]
      await page.goto(`/${locale}/studyinfo/recruitment`)
      // The filter form's code loads after the page has hydrated (a lazy chunk): a choice made
      // before it arrives is not seen by the form.
      await page.waitForLoadState('networkidle')
      const status = page.getByRole('main').getByRole('status')
      await expect(status).toHaveText(text.results)
      // The console's journeys may publish notices meanwhile: the list shows at most what the server has now.
      const listed = await page.request.post(`/api/${locale}/recruit/list`, { data: {} })
      const { paging } = (await listed.json()) as { paging: { totalCount: number } }
      const all = Number((await status.textContent())?.replace(/\D/g, ''))
      expect(all).toBeGreaterThanOrEqual(42)
      expect(all).toBeLessThanOrEqual(paging.totalCount)
      await expectNoAxeViolations(page)

      await searchForm(page).getByRole('radio', { name: text.female }).check()
      await searchForm(page).getByLabel(text.age, { exact: true }).selectOption({ label: text.chooseInput })
      await searchForm(page).getByRole('textbox').first().fill('30')
      const searched = page.waitForResponse(
        (r) => r.url().endsWith('/recruit/list') && r.request().postDataJSON().gender === 'F',
      )
      await searchForm(page).getByRole('button', { name: text.search }).click()
      await searched
      await expect(page).toHaveURL(new RegExp(`/${locale}/studyinfo/recruitment\\?gender=F&age=30$`))
      await expect(status).toHaveText(text.results)
      const narrowed = Number((await status.textContent())?.replace(/\D/g, ''))
      expect(narrowed).toBeLessThan(all)
      expect(narrowed).toBeGreaterThan(0)
      await expectNoAxeViolations(page)
    })

    test(`asks for the age when 'input' is chosen but left empty, in ${locale}`, async ({ page }) => {
      const text = TEXT[locale]
      await page.goto(`/${locale}/studyinfo/recruitment`)
      // The filter form's code loads after the page has hydrated (a lazy chunk): a choice made
      // before it arrives is not seen by the form.
      await page.waitForLoadState('networkidle')
      await searchForm(page).getByLabel(text.age, { exact: true }).selectOption({ label: text.chooseInput })
      await searchForm(page).getByRole('button', { name: text.search }).click()
      const alert = searchForm(page).getByRole('alert')
      await expect(alert).toHaveText(text.ageRequired)
      const input = searchForm(page).getByRole('textbox').first()
      await expect(input).toBeFocused()
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(page).toHaveURL(`/${locale}/studyinfo/recruitment`)
      await expectNoAxeViolations(page)
      await input.fill('40')
      await expect(alert).toHaveCount(0)
    })
  }

  for (const locale of LOCALES) {
    test(`searches by a medical history typed in, asking for it when left empty, in ${locale}`, async ({
      page,
      request,
    }) => {
      const text = TEXT[locale]
      const recruitment = catalog(locale, 'recruitment')
      // The target disease of an open patient study, as its notice shows it in this language.
      const patientStudy = await findStudy(request, (card) => card.status === 'open' && card.sbjCondCd === '02')
      const view = await request.get(`/api/${locale}/recruit/view?studyId=${patientStudy}`)
      const { studyData } = (await view.json()) as { studyData: { title: string; targetDisease: string } }

      await page.goto(`/${locale}/studyinfo/recruitment`)
      await page.waitForLoadState('networkidle')
      const history = searchForm(page).getByLabel(recruitment('filters.history'), { exact: true })
      await history.selectOption({ label: text.chooseInput })
      await searchForm(page).getByRole('button', { name: text.search }).click()
      await expect(searchForm(page).getByRole('alert')).toHaveText(recruitment('filters.historyRequired'))
      const typed = searchForm(page).getByRole('textbox', { name: recruitment('filters.historyValue') })
      await expect(typed).toBeFocused()
      await expect(typed).toHaveAttribute('aria-invalid', 'true')
      await expect(page).toHaveURL(`/${locale}/studyinfo/recruitment`)
      await expectNoAxeViolations(page)

      await typed.fill(studyData.targetDisease)
      await expect(searchForm(page).getByRole('alert')).toHaveCount(0)
      const searched = page.waitForResponse(
        (r) => r.url().endsWith('/recruit/list') && r.request().postDataJSON().sickText === studyData.targetDisease,
      )
      await searchForm(page).getByRole('button', { name: text.search }).click()
      await searched
      await expect(page).toHaveURL(new RegExp(`/${locale}/studyinfo/recruitment\\?sick=I&sickText=[^&]+$`))
      expect(new URL(page.url()).searchParams.get('sickText')).toBe(studyData.targetDisease)
      const results = page.getByRole('main').getByRole('status')
      await expect(results).toHaveText(text.results)
      expect(Number((await results.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0)
      await expect(page.getByRole('link', { name: studyData.title })).toBeVisible()
      // A reload keeps the search, the text typed included.
      await page.reload()
      await expect(searchForm(page).getByRole('textbox', { name: recruitment('filters.historyValue') })).toHaveValue(
        studyData.targetDisease,
      )
      await expectNoAxeViolations(page)
    })
  }

  test('asks for the participation term, the height and the weight the same way', async ({ page }) => {
    await page.goto('/kr/studyinfo/recruitment')
    for (const [label, message] of [
      ['참여 가능 기간', '참여 가능 기간을 입력해 주세요.'],
      ['키', '키를 입력해 주세요.'],
      ['몸무게', '몸무게를 입력해 주세요.'],
    ] as const) {
      await page.reload()
      await searchForm(page).getByLabel(label, { exact: true }).selectOption('input')
      await searchForm(page).getByRole('button', { name: '검색' }).click()
      await expect(searchForm(page).getByRole('alert')).toHaveText(message)
    }
  })

  test('pages through the results, and back and reload restore the search', async ({ page }) => {
    await page.goto('/kr/studyinfo/recruitment?smoke=N')
    const results = page.getByRole('region', { name: '검색 결과' })
    const pages = page.getByRole('navigation', { name: '검색 결과 페이지' })
    await expect(pages.getByRole('link', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page')
    const firstTitle = await results.getByRole('heading', { level: 3 }).first().textContent()
    await pages.getByRole('link', { name: '2 페이지' }).click()
    await expect(page).toHaveURL('/kr/studyinfo/recruitment?smoke=N&cp=2')
    await expect(pages.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page')
    await expect(results.getByRole('heading', { level: 3 }).first()).not.toHaveText(firstTitle ?? '')
    await expect(searchForm(page).getByRole('radio', { name: '비흡연' })).toBeChecked()

    await page.goBack()
    await expect(page).toHaveURL('/kr/studyinfo/recruitment?smoke=N')
    await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(firstTitle ?? '')

    await searchForm(page).getByLabel('나이', { exact: true }).selectOption('input')
    await searchForm(page).getByRole('textbox').first().fill('70')
    await searchForm(page).getByRole('checkbox', { name: '참여 가능한 임상시험만 보기' }).check()
    await searchForm(page).getByRole('button', { name: '검색' }).click()
    await expect(page).toHaveURL('/kr/studyinfo/recruitment?smoke=N&age=70&only=1')
    await page.reload()
    await expect(searchForm(page).getByRole('textbox').first()).toHaveValue('70')
    await expect(searchForm(page).getByRole('checkbox', { name: '참여 가능한 임상시험만 보기' })).toBeChecked()
    await expect(searchForm(page).getByRole('radio', { name: '비흡연' })).toBeChecked()
    await expect(results.getByText('모집마감')).toHaveCount(0)

    await page.goBack()
    await expect(page).toHaveURL('/kr/studyinfo/recruitment?smoke=N')
    await expect(searchForm(page).getByRole('checkbox', { name: '참여 가능한 임상시험만 보기' })).not.toBeChecked()
    await searchForm(page).getByRole('button', { name: '초기화' }).click()
    await expect(page).toHaveURL('/kr/studyinfo/recruitment')
    await expect(searchForm(page).getByRole('radio', { name: '전체' }).first()).toBeChecked()
  })

  test('says when nothing matches', async ({ page }) => {
    await page.goto('/en/studyinfo/recruitment?dis=13&gender=M')
    await expect(page.getByText('No search results.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Notices found: 0')
  })
})

test.describe('recruitment detail', () => {
  for (const locale of LOCALES) {
    test(`an open notice offers member and non-member applications, in ${locale}`, async ({ page, request }) => {
      const text = TEXT[locale]
      const id = await findStudy(request, (card) => card.status === 'open' && card.applyMethod === 'online')
      await page.goto(`/${locale}/studyinfo/recruitmentView?studyId=${id}`)
      await expect(page.getByRole('main').getByRole('link', { name: text.applyMember, exact: true })).toHaveAttribute(
        'href',
        `/${locale}/studyinfo/recruitmentWriteMember?studyId=${id}`,
      )
      await expect(page.getByRole('main').getByRole('link', { name: text.applyGuest, exact: true })).toHaveAttribute(
        'href',
        `/${locale}/studyinfo/recruitmentWrite?studyId=${id}`,
      )
      await expectNoAxeViolations(page)
    })

    test(`a closed notice says it has ended and offers no application, in ${locale}`, async ({ page, request }) => {
      const text = TEXT[locale]
      const id = await findStudy(request, (card) => card.status === 'closed')
      await page.goto(`/${locale}/studyinfo/recruitmentView?studyId=${id}`)
      await expect(page.getByText(text.closed)).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: text.applyMember, exact: true })).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('link', { name: text.applyGuest, exact: true })).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  }

  test('a cancer study takes applications by phone only', async ({ page, request }) => {
    const id = await findStudy(request, (card) => card.status === 'open' && card.applyMethod === 'phone')
    await page.goto(`/kr/studyinfo/recruitmentView?studyId=${id}`)
    await expect(page.getByRole('region', { name: '참여 신청' })).toContainText(
      '암 임상시험은 전화로만 신청할 수 있습니다.',
    )
    await expect(
      page.getByRole('region', { name: '참여 신청' }).getByRole('link', { name: '02-741-4221' }),
    ).toHaveAttribute('href', 'tel:+8227414221')
    await expect(page.getByRole('main').getByRole('link', { name: '회원 신청', exact: true })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('link', { name: '비회원 신청' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: '모집 요강' })).toContainText(/암 종류.+암/)
    await expectNoAxeViolations(page)
  })

  test('shows every field with localized units and dates', async ({ page, request }) => {
    // A demo study with a payment and a length (notices other journeys publish have neither).
    const id = await findStudy(
      request,
      (card) =>
        card.status === 'open' && card.sbjCondCd === '01' && (card.rewardWon ?? 0) >= 1000 && card.termMonths !== null,
    )
    await page.goto(`/en/studyinfo/recruitmentView?studyId=${id}`)
    const summary = page.getByRole('region', { name: 'Summary' })
    for (const label of [
      'How to apply',
      'Sex',
      'Age',
      'Study classification',
      'Type of trial',
      'Length of participation',
      'Volunteers sought',
      'Smokers',
      'Cancer type',
      'Condition studied',
      'Medical history',
      'Payment for taking part',
      'Recruitment period',
      'Study period',
      'Lead investigator',
      'Phase',
      'Study medicine',
      'Patients sought',
      'Other information',
    ]) {
      await expect(summary.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(summary).toContainText(/KRW \d{1,3}(,\d{3})+/)
    await expect(summary).toContainText(/\d+ months?/)
    await expect(summary).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} to [A-Z][a-z]{2} \d{1,2}, \d{4}/)
    await page.goto(`/kr/studyinfo/recruitmentView?studyId=${id}`)
    await expect(page.getByRole('region', { name: '모집 요강' })).toContainText(/\d{1,3}(,\d{3})+원/)
  })

  test('an attachment downloads with its Korean file name', async ({ page }) => {
    await page.goto('/kr/studyinfo/recruitmentView?studyId=1')
    const files = page.getByRole('region', { name: '첨부파일' })
    const link = files.getByRole('link').first()
    await expect(link).toHaveText(/참여자 안내문\.pdf$/)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/^MNH-\d{4} 참여자 안내문\.pdf$/)
    const path = await download.path()
    const fs = await import('node:fs')
    expect(fs.readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('a missing notice says so', async ({ page }) => {
    await page.goto('/jp/studyinfo/recruitmentView?studyId=999999')
    await expect(page.getByRole('alert')).toHaveText(/見つかりませんでした/)
    await expect(page.getByRole('link', { name: '一覧へ戻る' })).toHaveAttribute('href', '/jp/studyinfo/recruitment')
  })
})

test('a notice is indexed, with its study id in every language version, once the app has started', async ({
  page,
  request,
}) => {
  const studyId = await findStudy(request, (card) => card.status === 'open')
  await page.goto(`/en/studyinfo/recruitmentView?studyId=${studyId}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
  await expect(page.locator('head link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    'href',
    new RegExp(`/jp/studyinfo/recruitmentView\\?studyId=${studyId}$`),
  )
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(5)
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1)
})
