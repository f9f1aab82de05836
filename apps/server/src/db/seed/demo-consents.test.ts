import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentConsentVersion, currentTexts } from '../../modules/consents/consents.service.js'
import { createTestApp } from '../../test/test-app.js'
import { DEMO_SENSITIVE_VERSION, seedDemoConsents } from './demo-consents.js'

describe('demo sensitive-data consent', () => {
  const now = new Date('2026-11-29T03:00:00Z')
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => now })
  })
  afterAll(() => app.close())

  it('publishes a version naming the answers to pre-screening questions in four locales, once', async () => {
    expect(await currentConsentVersion(app.db, 'sensitive', now)).toBe('2026-11-22')
    expect(await seedDemoConsents(app.db, now)).toBe(true)
    expect(await seedDemoConsents(app.db, now)).toBe(false)
    expect(await currentConsentVersion(app.db, 'sensitive', now)).toBe(DEMO_SENSITIVE_VERSION)
    const named = {
      kr: '사전 스크리닝 질문',
      en: 'pre-screening questions',
      cn: '预筛问题',
      jp: '事前スクリーニング質問',
    }
    for (const [locale, words] of Object.entries(named)) {
      const texts = await currentTexts(app.db, locale as keyof typeof named, now)
      const sensitive = texts.find((text) => text.kind === 'sensitive')
      expect(sensitive?.version).toBe(DEMO_SENSITIVE_VERSION)
      expect(sensitive?.text).toContain(words)
    }
  })
})
