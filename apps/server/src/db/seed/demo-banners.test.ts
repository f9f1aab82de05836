import { LOCALES } from '@ctc/contract/locale-codes'
import { SiteBannersSchema } from '@ctc/contract/site-banners'
import { bannersOn } from '@ctc/contract/site-banners-shown'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { DEMO_BANNERS } from './demo-banners.js'
import { DEMO_IDENTITY } from './demo-identity.js'
import { seedDemoBanners } from './demo-seed.js'

describe('DEMO_BANNERS', () => {
  it('holds valid banners, each titled and written in four locales, with the demo phone number', () => {
    expect(SiteBannersSchema.parse(DEMO_BANNERS)).toEqual(DEMO_BANNERS)
    for (const banner of DEMO_BANNERS.banners) {
      for (const locale of LOCALES) {
        expect(banner.title[locale]).not.toBe('')
        expect(banner.text[locale]).not.toBe('')
        if (banner.link) expect(banner.linkLabel[locale]).not.toBe('')
      }
    }
    expect(JSON.stringify(DEMO_BANNERS)).toContain(DEMO_IDENTITY.phone)
    // The information day until its day, the New Year closing from 21 December.
    expect(bannersOn(DEMO_BANNERS.banners, '2026-12-01')).toHaveLength(2)
    expect(bannersOn(DEMO_BANNERS.banners, '2026-12-28')).toHaveLength(2)
    expect(bannersOn(DEMO_BANNERS.banners, '2027-01-02')).toHaveLength(1)
  })
})

describe('seedDemoBanners', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('publishes the demo banners on a site without any, and never over published ones', async () => {
    expect(await seedDemoBanners(app.db)).toBe(true)
    expect(await seedDemoBanners(app.db)).toBe(false)
    const rows = await app.db.selectFrom('site_content_versions').selectAll().where('kind', '=', 'banners').execute()
    expect(rows).toHaveLength(1)
    const published = (await app.inject({ url: '/api/site/banners' })).json().banners
    expect(published).toEqual({ versionId: rows[0]?.id, ...DEMO_BANNERS })
  })
})
