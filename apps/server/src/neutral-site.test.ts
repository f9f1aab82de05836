import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOCALES } from '@ctc/contract/locale'
import { PUBLIC_PAGES, SITE_PAGES, type SitePage, sitePath } from '@ctc/contract/public-pages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ABOUT_PAGES } from '@ctc/contract/site-about'
import { DEMO_ABOUT } from './db/seed/demo-about.js'
import { DEMO_IDENTITY } from './db/seed/demo-identity.js'
import { staffWithSession } from './modules/staff/staff.factory.js'
import { createTestStudy } from './modules/studies/studies.factory.js'
import { contactLine } from './mail/contact-line.js'
import { createTestApp } from './test/test-app.js'
import { readOutbox } from './test/test-outbox.js'

// A new center's site before its identity is set (decision 0033): every public page, rendered by
// the real web build of the pages, shows neutral words and never the demo center's name, address,
// phone or e-mail; the sitemap and robots.txt neither. Once an identity is published, the same
// pages show it (which is also how this test knows it could find the demo center).

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const web = path.join(repo, 'apps/web')

/** What must not appear anywhere before set-up: the demo center in every locale. */
const NEEDLES = [
  ...Object.values(DEMO_IDENTITY.name),
  ...Object.values(DEMO_IDENTITY.address),
  DEMO_IDENTITY.phone,
  DEMO_IDENTITY.fax,
  DEMO_IDENTITY.email,
  DEMO_IDENTITY.chatUrl,
  '창경궁로',
  'Changgyeonggung',
  '명륜',
  'Myeongnyun',
  '明伦',
  '明倫',
]

const foundIn = (body: string) => NEEDLES.filter((needle) => needle && body.includes(needle))

/** Every public page in every locale it exists in, a notice's page, and a path that names no page. */
const PAGE_PATHS = [
  ...PUBLIC_PAGES.flatMap((page) => Object.values(page.versions).map((version) => version.path)),
  ...LOCALES.map((locale) => `${sitePath('join', locale)}`),
]

describe('a new site without an identity', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let work: string
  let studyId: number

  beforeAll(async () => {
    // The server build of the public pages (as `npm run build` makes it), beside a copy of the
    // document, under node_modules so that the build finds its packages.
    const cache = path.join(repo, 'node_modules/.cache')
    fs.mkdirSync(cache, { recursive: true })
    work = fs.mkdtempSync(path.join(cache, 'ctc-neutral-site-'))
    fs.mkdirSync(path.join(work, 'web-dist'))
    fs.copyFileSync(path.join(web, 'index.html'), path.join(work, 'web-dist/index.html'))
    const { build } = await import('vite')
    await build({
      root: web,
      configFile: path.join(web, 'vite.config.ts'),
      logLevel: 'silent',
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(work, 'dist-ssr'), emptyOutDir: true },
    })
    app = await createTestApp({ webDistDir: path.join(work, 'web-dist') })
    studyId = await createTestStudy(app, {
      title: 'Healthy adults, two visits',
      recruit_start: '2026-01-01',
      recruit_end: '2099-12-31',
    })
  }, 180_000)

  afterAll(async () => {
    await app?.close()
    if (work) fs.rmSync(work, { recursive: true, force: true })
  })

  it('has no identity to show', async () => {
    expect((await app.inject({ url: '/api/site/identity' })).json()).toEqual({ identity: null })
  })

  it('renders every public page in every locale with neutral words, no center and no JSON-LD of one', async () => {
    const found: string[] = []
    let rendered = 0
    for (const url of [...PAGE_PATHS, ...LOCALES.map((l) => `${sitePath('recruitmentView', l)}?studyId=${studyId}`)]) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      if (response.body.includes('id="server-state"')) rendered++
      for (const needle of foundIn(response.body)) found.push(`${url}: ${needle}`)
      expect(response.body, url).not.toContain('"MedicalOrganization"')
    }
    expect(found).toEqual([])
    // The pages were rendered by the web build (not only the empty document): the home pages at least.
    expect(rendered).toBeGreaterThanOrEqual(PUBLIC_PAGES.length * 2)
    const home = await app.inject({ url: '/en/main' })
    expect(home.body).toMatch(/<title>[^<]*Clinical Trials? Center[^<]*<\/title>/i)
  })

  it("shows a neutral note on the about pages, never the demo center's texts", async () => {
    const folders = { kr: 'ko', en: 'en', cn: 'zh', jp: 'ja' } as const
    for (const locale of LOCALES) {
      const catalog = fs.readFileSync(path.join(web, `src/locales/${folders[locale]}/about.json`), 'utf8')
      const { unwritten } = JSON.parse(catalog) as { unwritten: string }
      for (const page of ABOUT_PAGES) {
        const { locales = LOCALES }: SitePage = SITE_PAGES[page]
        if (!locales.includes(locale)) continue
        const url = sitePath(page, locale)
        const response = await app.inject({ url })
        // The page's content, under its title (which the demo's first heading may repeat).
        const main = response.body.slice(response.body.indexOf('</h1>'), response.body.indexOf('</main>'))
        expect(main, url).toContain(unwritten)
        const demoTexts = DEMO_ABOUT[page][locale].split(/<[^>]+>/).filter((text) => text.length >= 12)
        expect(demoTexts.length, url).toBeGreaterThan(0)
        for (const text of demoTexts) expect(main, url).not.toContain(text)
      }
    }
  })

  it('keeps the sitemap, robots.txt and the not-found page free of any center', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt', '/kr/no-such-page']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBeLessThan(500)
      expect(foundIn(response.body), url).toEqual([])
    }
    expect((await app.inject({ url: '/sitemap.xml' })).body).toContain(`studyId=${studyId}`)
  })

  const sendMail = () =>
    app.mailer.send({
      to: 'volunteer@example.com',
      subject: 'Your application',
      text: `We have your application.\n\n${contactLine('en')}`,
    })

  it('sends mail from neutral words, without a contact line', async () => {
    await sendMail()
    const mail = readOutbox(app)
    expect(mail).toContain('We have your application.')
    expect(mail).not.toContain('Questions:')
    expect(mail).not.toContain('{{center-contact')
    expect(foundIn(mail)).toEqual([])
  })

  it('shows the identity, and its MedicalOrganization, as soon as an admin publishes one', async () => {
    const admin = await staffWithSession(app, 'admin', '이관리')
    const published = await app.inject({
      method: 'PUT',
      url: '/api/admin/site/identity',
      headers: admin.headers,
      payload: DEMO_IDENTITY,
    })
    expect(published.statusCode, published.body).toBe(200)
    for (const locale of LOCALES) {
      const body = (await app.inject({ url: sitePath('main', locale) })).body
      expect(body).toContain(DEMO_IDENTITY.name[locale])
      expect(body).toContain(DEMO_IDENTITY.phone)
      const jsonLd = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
      )
      expect(jsonLd).toContainEqual(
        expect.objectContaining({
          '@type': 'MedicalOrganization',
          name: DEMO_IDENTITY.name[locale],
          telephone: DEMO_IDENTITY.phone,
          email: DEMO_IDENTITY.email,
          geo: { '@type': 'GeoCoordinates', latitude: DEMO_IDENTITY.latitude, longitude: DEMO_IDENTITY.longitude },
        }),
      )
    }
    const location = (await app.inject({ url: sitePath('location', 'kr') })).body
    expect(location).toContain(DEMO_IDENTITY.address.kr)
    await sendMail()
    expect(readOutbox(app)).toContain(`Questions: ${DEMO_IDENTITY.phone} (${DEMO_IDENTITY.hours.en})`)
  })
})
