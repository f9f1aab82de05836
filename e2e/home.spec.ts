import { expect, test } from './fixtures'
import { LOCALES, expectNoAxeViolations } from './support'

const TEXT = {
  kr: {
    slide: '많이 본 모집공고',
    closing: '마감 임박 공고',
    dday: /^(D-\d+|오늘 마감)$/,
    tabs: ['건강인 대상', '환자 대상'],
    counters: [/^\d[\d,]*명$/, /^\d[\d,]*건$/, /^\d[\d,]*건$/],
    pause: '자동 넘김 멈춤',
    play: '자동 넘김 시작',
    next: '다음 공고',
    chat: '카카오톡 채널로 상담하기',
    hours: '평일 9:00~18:00',
    patientPages: '환자 대상 공고 페이지',
  },
  en: {
    slide: 'Most viewed studies',
    closing: 'Closing soon',
    dday: /^(\d+ days left|Closes today)$/,
    tabs: ['Healthy volunteers', 'Patients'],
    counters: [/^\d[\d,]* people$/, /^\d[\d,]* studies$/, /^\d[\d,]* studies$/],
    pause: 'Pause slides',
    play: 'Start slides',
    next: 'Next study',
    chat: 'Chat on KakaoTalk',
    hours: 'Weekdays 9:00 to 18:00',
    patientPages: 'Pages of patient studies',
  },
  cn: {
    slide: '热门招募公告',
    closing: '即将截止',
    dday: /^(剩\d+天|今天截止)$/,
    tabs: ['健康受试者', '患者'],
    counters: [/^\d[\d,]*人$/, /^\d[\d,]*项$/, /^\d[\d,]*项$/],
    pause: '暂停自动播放',
    play: '开始自动播放',
    next: '下一条公告',
    chat: '通过KakaoTalk频道咨询',
    hours: '工作日 9:00～18:00',
    patientPages: '患者公告分页',
  },
  jp: {
    slide: 'よく見られている募集案内',
    closing: 'まもなく締切',
    dday: /^(あと\d+日|本日締切)$/,
    tabs: ['健康成人対象', '患者さん対象'],
    counters: [/^\d[\d,]*名$/, /^\d[\d,]*件$/, /^\d[\d,]*件$/],
    pause: '自動再生を停止',
    play: '自動再生を開始',
    next: '次の案内',
    chat: 'カカオトークチャンネルで相談する',
    hours: '平日 9:00〜18:00',
    patientPages: '患者さん対象の案内のページ',
  },
} as const

test.describe('home page', () => {
  for (const locale of LOCALES) {
    test(`shows the slide, closing-soon notices, study tabs, counters and contact in ${locale}`, async ({ page }) => {
      const text = TEXT[locale]
      await page.goto(`/${locale}/main`)
      const slide = page.getByRole('region', { name: text.slide })
      await expect(slide.getByRole('group', { includeHidden: true })).toHaveCount(5)
      await expect(slide.getByRole('group').filter({ visible: true })).toHaveCount(1)
      await expect(slide.getByRole('button', { name: text.pause })).toBeVisible()

      const closing = page.getByRole('region', { name: text.closing })
      const ddays = closing.getByRole('listitem').locator(':scope > span:first-child')
      expect(await ddays.count()).toBeGreaterThan(0)
      for (const dday of await ddays.allTextContents()) expect(dday).toMatch(text.dday)

      const tabs = page.getByRole('tablist')
      await expect(tabs.getByRole('tab')).toHaveText([...text.tabs])
      await tabs.getByRole('tab', { name: text.tabs[1] }).click()
      const panel = page.getByRole('tabpanel', { name: text.tabs[1] })
      await expect(panel.getByRole('listitem').first()).toBeVisible()

      const counters = page.getByRole('main').locator('dl dd')
      await expect(counters).toHaveCount(3)
      for (const [index, pattern] of text.counters.entries()) await expect(counters.nth(index)).toHaveText(pattern)

      const chat = page.getByRole('link', { name: text.chat })
      await expect(chat).toHaveAttribute('href', /^https:\/\/pf\.kakao\.com\//)
      await expect(chat).toHaveAttribute('target', '_blank')
      await expect(page.getByRole('main').getByRole('link', { name: '02-741-4221' })).toHaveAttribute(
        'href',
        'tel:+8227414221',
      )
      await expect(page.getByRole('main')).toContainText(text.hours)
      await expectNoAxeViolations(page)
    })
  }

  test('the carousel pauses, moves by its buttons and opens the study', async ({ page }) => {
    const text = TEXT.kr
    await page.goto('/kr/main')
    const slide = page.getByRole('region', { name: text.slide })
    await slide.getByRole('button', { name: text.pause }).click()
    await expect(slide.getByRole('button', { name: text.play })).toBeVisible()
    const visible = slide.getByRole('group').filter({ visible: true })
    await expect(visible).toHaveAttribute('aria-label', '5개 중 1번째')
    await slide.getByRole('button', { name: text.next }).click()
    await expect(visible).toHaveAttribute('aria-label', '5개 중 2번째')
    await page.keyboard.press('Enter')
    await expect(visible).toHaveAttribute('aria-label', '5개 중 3번째')
    await visible.getByRole('link').click()
    await expect(page).toHaveURL(/\/kr\/studyinfo\/recruitmentView\?studyId=\d+$/)
  })

  test('the carousel never turns by itself for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/en/main')
    const slide = page.getByRole('region', { name: TEXT.en.slide })
    await expect(slide.getByRole('button', { name: TEXT.en.next })).toBeVisible()
    await expect(slide.getByRole('button', { name: TEXT.en.pause })).toHaveCount(0)
  })

  test('the patient tab pages from its own endpoint', async ({ page }) => {
    await page.goto('/kr/main')
    await page.getByRole('tab', { name: '환자 대상' }).click()
    const panel = page.getByRole('tabpanel', { name: '환자 대상' })
    const pages = panel.getByRole('navigation', { name: TEXT.kr.patientPages })
    const first = await panel.getByRole('listitem').first().textContent()
    const response = page.waitForResponse((r) => r.url().includes('/api/kr/main/disasesStudyList?pgNum=2'))
    await pages.getByRole('button', { name: '2 페이지' }).click()
    expect((await response).status()).toBe(200)
    await expect(pages.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page')
    await expect(panel.getByRole('listitem').first()).not.toHaveText(first ?? '')
  })
})
