import { ABOUT_PAGES, SiteAboutSchema } from '@ctc/contract/site-about'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitizeAboutBody } from '../../modules/site-content/site-about.service.js'
import { createTestApp } from '../../test/test-app.js'
import { DEMO_ABOUT } from './demo-about.js'
import { DEMO_IDENTITY } from './demo-identity.js'
import { seedDemoAbout } from './demo-seed.js'

describe('DEMO_ABOUT', () => {
  it('holds every page in four locales, valid, already sanitized and with the placeholders filled', () => {
    expect(SiteAboutSchema.parse(DEMO_ABOUT)).toEqual(DEMO_ABOUT)
    for (const page of ABOUT_PAGES) {
      for (const html of Object.values(DEMO_ABOUT[page])) {
        expect(html.length).toBeGreaterThan(100)
        expect(sanitizeAboutBody(html)).toBe(html)
        expect(html).toMatch(/<h2>/)
      }
    }
    const text = JSON.stringify(DEMO_ABOUT)
    expect(text).toContain(DEMO_IDENTITY.name.kr)
    expect(text).toContain(DEMO_IDENTITY.phone)
    expect(text).not.toMatch(/\{\{/)
  })
})

describe('seedDemoAbout', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('publishes the demo about pages on a site without them, and never over published ones', async () => {
    expect(await seedDemoAbout(app.db)).toBe(true)
    expect(await seedDemoAbout(app.db)).toBe(false)
    const rows = await app.db.selectFrom('site_content_versions').selectAll().where('kind', '=', 'about').execute()
    expect(rows).toHaveLength(1)
    const about = (await app.inject({ url: '/api/site/about' })).json().about
    expect(about.introduce.kr).toContain(DEMO_IDENTITY.name.kr)
  })
})
