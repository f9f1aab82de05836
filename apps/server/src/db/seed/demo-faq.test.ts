import { SiteFaqSchema } from '@ctc/contract/site-faq'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { DEMO_FAQ } from './demo-faq.js'
import { DEMO_IDENTITY } from './demo-identity.js'
import { seedDemoFaq } from './demo-seed.js'

/** The spec's business constants, as each language writes them. */
const CONSTANTS = {
  kr: [
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
  cn: [
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
  jp: [
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
} as const

describe('the demo FAQ', () => {
  it('is valid content with at least six questions in each category, written in all four locales', () => {
    expect(SiteFaqSchema.parse(DEMO_FAQ)).toEqual(DEMO_FAQ)
    expect(DEMO_FAQ.categories.map((category) => category.slug)).toEqual([
      'faq',
      'trial',
      'compensation',
      'application',
      'screening',
      'hospitalization',
    ])
    for (const category of DEMO_FAQ.categories) {
      expect(category.entries.length, category.slug).toBeGreaterThanOrEqual(6)
      for (const entry of category.entries) {
        for (const locale of ['kr', 'en', 'cn', 'jp'] as const) {
          expect(entry.question[locale], category.slug).not.toBe('')
          expect(entry.answer[locale]).toMatch(/^<p>/)
        }
      }
    }
  })

  it.each(Object.entries(CONSTANTS))('states the business constants of the spec in %s', (locale, constants) => {
    const text = JSON.stringify(
      DEMO_FAQ.categories.map((category) => category.entries.map((entry) => entry.answer[locale as 'kr'])),
    )
    for (const constant of constants) expect(text, constant).toContain(constant)
  })

  it("quotes the demo center's phone and hours, with no placeholder left", () => {
    const text = JSON.stringify(DEMO_FAQ)
    expect(text).toContain(DEMO_IDENTITY.phone)
    expect(text).toContain(DEMO_IDENTITY.hours.jp)
    expect(text).not.toMatch(/\{\{/)
  })
})

describe('seedDemoFaq', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('publishes the demo FAQ on a site without one, and never over a published one', async () => {
    expect(await seedDemoFaq(app.db)).toBe(true)
    expect(await seedDemoFaq(app.db)).toBe(false)
    const rows = await app.db.selectFrom('site_content_versions').selectAll().where('kind', '=', 'faq').execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ state: 'published' })
    const faq = (await app.inject({ url: '/api/site/faq' })).json().faq
    expect(faq.categories).toHaveLength(6)
  })
})
