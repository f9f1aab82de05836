import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'

const PUBLIC_URL = 'https://trials.example.org'

describe('robots.txt and sitemap.xml', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL } })
  })
  afterAll(() => app.close())

  it('serves robots.txt as text, before the SPA fallback, pointing at the sitemap', async () => {
    const response = await app.inject('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.body).not.toContain('<div id="root">')
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /*/myinfo/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    )
  })

  it('lists every public page in every locale with absolute URLs', async () => {
    const response = await app.inject('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
    for (const locale of ['kr', 'en', 'cn', 'jp']) {
      for (const path of [
        'main',
        'about/introduce',
        'about/meaning',
        'about/process',
        'about/subjectguide',
        'contact/faq',
        'contact/location',
        'studyinfo/recruitment',
      ]) {
        expect(locs).toContain(`${PUBLIC_URL}/${locale}/${path}`)
      }
    }
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/kr/PrivacyPage`,
        `${PUBLIC_URL}/en/PrivacyPageEn`,
        `${PUBLIC_URL}/cn/PrivacyPageCn`,
        `${PUBLIC_URL}/jp/PrivacyPageJp`,
      ]),
    )
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('lists appguide in Korean only, and no page behind login or in a private flow', async () => {
    const body = (await app.inject('/sitemap.xml')).body
    expect(body).toContain(`<loc>${PUBLIC_URL}/kr/about/appguide</loc>`)
    expect(body).not.toMatch(/\/(en|cn|jp)\/about\/appguide/)
    for (const hidden of ['/myinfo/', '/membership/', 'DuplicateLogin', 'recruitmentWrite', 'pwChange', 'idfind']) {
      expect(body).not.toContain(hidden)
    }
  })

  it('gives each page its language versions and an x-default as hreflang alternates', async () => {
    const body = (await app.inject('/sitemap.xml')).body
    const entry = body.split('<url>').find((block) => block.includes(`<loc>${PUBLIC_URL}/jp/about/process</loc>`))
    expect(entry).toBeDefined()
    const links = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang,
      href,
    ])
    expect(links).toEqual([
      ['ko', `${PUBLIC_URL}/kr/about/process`],
      ['en', `${PUBLIC_URL}/en/about/process`],
      ['zh-CN', `${PUBLIC_URL}/cn/about/process`],
      ['ja', `${PUBLIC_URL}/jp/about/process`],
      ['x-default', `${PUBLIC_URL}/kr/about/process`],
    ])
    const privacy = body.split('<url>').find((block) => block.includes(`<loc>${PUBLIC_URL}/en/PrivacyPageEn</loc>`))
    expect(privacy).toContain(`hreflang="ja" href="${PUBLIC_URL}/jp/PrivacyPageJp"`)
  })

  it('answers HEAD too, and refuses other methods', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/sitemap.xml' })).statusCode).toBe(200)
    const post = await app.inject({ method: 'POST', url: '/robots.txt' })
    expect(post.statusCode).toBe(404)
    expect(post.json().error.code).toBe('NOT_FOUND')
  })
})

describe('without PUBLIC_URL', () => {
  it('uses the local address the server listens on', async () => {
    const app = await createTestApp({ env: { PORT: '4321' } })
    const body = (await app.inject('/robots.txt')).body
    expect(body).toContain('Sitemap: http://localhost:4321/sitemap.xml')
    await app.close()
  })
})
