import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { publishTestIdentity } from '../site-content/site-content.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'

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

describe('notices in the sitemap and in their page', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let open: number
  let closed: number
  const NOW = new Date('2026-06-15T03:00:00Z')
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL }, now: () => NOW })
    open = await createTestStudy(app, {
      title: 'Liver <study>',
      age_min: 19,
      age_max: 45,
      gender: 'F',
      phase: '2',
      research_start: '2026-07-01',
      text: (prefix) => ({ volunteer_type: `${prefix} healthy adults`, details_html: `<p>${prefix} three visits</p>` }),
    })
    closed = await createTestStudy(app, { title: 'Closed', recruit_start: '2026-04-01', recruit_end: '2026-05-31' })
  })
  afterAll(() => app.close())

  it('lists every open notice in every locale with lastmod and hreflang alternates, and no closed one', async () => {
    const body = (await app.inject('/sitemap.xml')).body
    for (const locale of ['kr', 'en', 'cn', 'jp']) {
      const loc = `${PUBLIC_URL}/${locale}/studyinfo/recruitmentView?studyId=${open}`
      const entry = body.split('<url>').find((block) => block.includes(`<loc>${loc}</loc>`))
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/)
      expect(entry).toContain(`hreflang="ja" href="${PUBLIC_URL}/jp/studyinfo/recruitmentView?studyId=${open}"`)
      expect(entry).toContain(`hreflang="x-default" href="${PUBLIC_URL}/kr/studyinfo/recruitmentView?studyId=${open}"`)
    }
    expect(body).not.toContain(`studyId=${closed}<`)
  })

  it('names no center in a notice page on a site without an identity', async () => {
    const html = (await app.inject(`/en/studyinfo/recruitmentView?studyId=${open}`)).body
    expect(html).toContain('<title>EN Liver &lt;study&gt;</title>')
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json ?? '{}')).not.toHaveProperty('location')
  })

  it("writes the notice's title, hreflang links and MedicalTrial JSON-LD into its page", async () => {
    await publishTestIdentity(app)
    const response = await app.inject(`/en/studyinfo/recruitmentView?studyId=${open}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<title>EN Liver &lt;study&gt; | Hanbit Medical Center Clinical Research Center</title>')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/en/studyinfo/recruitmentView?studyId=${open}" data-page-metadata>`,
    )
    expect(html).toContain(
      `<link rel="alternate" hreflang="zh-CN" href="${PUBLIC_URL}/cn/studyinfo/recruitmentView?studyId=${open}" data-page-metadata>`,
    )
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1]
    expect(json).not.toContain('<')
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalTrial',
      name: 'EN Liver <study>',
      phase: 'Phase 2',
      status: 'https://schema.org/Recruiting',
      population: 'EN healthy adults; age 19-45; female',
      startDate: '2026-07-01',
      location: {
        '@type': 'Hospital',
        name: 'Hanbit Medical Center Clinical Research Center',
        telephone: '051-555-0100',
      },
    })
    // Readable without JavaScript; the CSP still allows only the one inline script, by its hash.
    expect(html).toMatch(/<noscript><article lang="en"><h1>EN Liver &lt;study&gt;<\/h1>.*<p>EN three visits<\/p>/)
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline')
  })

  it('says Not yet recruiting before the recruitment opens, and gives the plain page for an unknown notice', async () => {
    const upcoming = await createTestStudy(app, { recruit_start: '2026-07-01', recruit_end: '2026-08-31' })
    const html = (await app.inject(`/kr/studyinfo/recruitmentView?studyId=${upcoming}`)).body
    expect(html).toContain('"status":"https://schema.org/NotYetRecruiting"')
    for (const url of ['/kr/studyinfo/recruitmentView?studyId=999999', '/kr/studyinfo/recruitmentView?studyId=x1']) {
      const plain = await app.inject(url)
      expect(plain.statusCode).toBe(200)
      expect(plain.body).not.toContain('application/ld+json')
    }
  })

  it('counts no view when the server reads the notice for its page', async () => {
    await app.inject(`/kr/studyinfo/recruitmentView?studyId=${open}`)
    const view = await app.inject(`/api/kr/recruit/view?studyId=${open}`)
    expect(view.json().studyData.viewCount).toBe(1)
  })
})
