import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fireAtOnce, listenOnLoopback } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { verifyAccessChain } from '../staff/access-log.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { buildIdentity } from './site-content.factory.js'
import { logoType } from './site-content.service.js'

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)])
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#036"/></svg>\n'

describe('site identity', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let admin: Awaited<ReturnType<typeof staffWithSession>>
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let officer: Awaited<ReturnType<typeof staffWithSession>>

  beforeAll(async () => {
    app = await createTestApp()
    admin = await staffWithSession(app, 'admin', '이관리')
    coordinator = await staffWithSession(app, 'coordinator', '박코디')
    officer = await staffWithSession(app, 'privacy_officer', '최보호')
  })
  afterAll(() => app.close())

  const put = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/admin/site/identity', headers, payload: payload as object })
  const restore = (headers: Record<string, string>, versionId: number | string) =>
    app.inject({ method: 'POST', url: `/api/admin/site/identity/versions/${versionId}/restore`, headers })
  const publicIdentity = async () => (await app.inject({ url: '/api/site/identity' })).json().identity
  const siteRows = () =>
    app.db.selectFrom('access_log').selectAll().where('record_type', '=', 'site_content').orderBy('seq').execute()
  const versionCount = async () => (await app.db.selectFrom('site_content_versions').select('id').execute()).length

  it('has no identity on a new site, and tells staff that it needs one', async () => {
    expect(await publicIdentity()).toBeNull()
    const status = await app.inject({ url: '/api/admin/site/status', headers: coordinator.headers })
    expect(status.json()).toEqual({ identitySet: false })
    const console = await app.inject({ url: '/api/admin/site/identity', headers: admin.headers })
    expect(console.json()).toEqual({ identity: null, versions: [] })
  })

  it('publishes an admin change at once, keeps each earlier version, restores one, and logs the ids', async () => {
    const first = await put(admin.headers, buildIdentity({ email: '  Research@HANBIT.example ' }))
    expect(first.statusCode, first.body).toBe(200)
    const firstId = first.json().identity.versionId as number
    expect(first.json().identity).toMatchObject({ phone: '051-555-0100', email: 'research@hanbit.example' })
    expect(await publicIdentity()).toMatchObject({ versionId: firstId, phone: '051-555-0100' })

    const second = await put(admin.headers, buildIdentity({ phone: '051-555-0199' }))
    expect(second.statusCode, second.body).toBe(200)
    const secondId = second.json().identity.versionId as number
    expect(await publicIdentity()).toMatchObject({ versionId: secondId, phone: '051-555-0199' })
    expect(second.json().versions).toEqual([
      { versionId: secondId, createdAt: expect.any(String), createdBy: '이관리', restoredFrom: null, current: true },
      { versionId: firstId, createdAt: expect.any(String), createdBy: '이관리', restoredFrom: null, current: false },
    ])

    const restored = await restore(admin.headers, firstId)
    expect(restored.statusCode, restored.body).toBe(200)
    const restoredId = restored.json().identity.versionId as number
    expect(await publicIdentity()).toMatchObject({ versionId: restoredId, phone: '051-555-0100' })
    expect(restored.json().versions[0]).toMatchObject({ versionId: restoredId, restoredFrom: firstId, current: true })

    const rows = await siteRows()
    expect(rows.map((row) => [row.action, row.staff_id, row.record_id])).toEqual([
      ['site.identity_publish', admin.staffId, `${firstId},`],
      ['site.identity_publish', admin.staffId, `${secondId},${firstId}`],
      ['site.identity_restore', admin.staffId, `${restoredId},${secondId},${firstId}`],
    ])
    expect(await verifyAccessChain(app.db)).toMatchObject({ ok: true })
    expect((await app.inject({ url: '/api/admin/site/status', headers: officer.headers })).json()).toEqual({
      identitySet: true,
    })
  })

  it('refuses identity and logo changes to coordinators, privacy officers and calls without a session', async () => {
    const before = await publicIdentity()
    const versions = await versionCount()
    const logged = (await siteRows()).length
    for (const headers of [coordinator.headers, officer.headers, {}]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403
      expect((await app.inject({ url: '/api/admin/site/identity', headers })).statusCode).toBe(expected)
      expect((await put(headers, buildIdentity({ phone: '02-000-0000' }))).statusCode).toBe(expected)
      expect((await restore(headers, before.versionId)).statusCode).toBe(expected)
      const upload = await app.inject({
        method: 'POST',
        url: '/api/admin/site/logo',
        headers: { ...headers, 'content-type': 'image/png' },
        payload: PNG,
      })
      expect(upload.statusCode).toBe(expected)
    }
    expect((await app.inject({ url: '/api/admin/site/status' })).statusCode).toBe(401)
    expect(await publicIdentity()).toEqual(before)
    expect(await versionCount()).toBe(versions)
    expect(await siteRows()).toHaveLength(logged)
  })

  it('refuses bad identities with the field at fault, and publishes nothing', async () => {
    const before = await publicIdentity()
    const versions = await versionCount()
    const bad: [unknown, string][] = [
      [{ ...buildIdentity(), name: { kr: ' ', en: 'Name', cn: '', jp: '' } }, 'name'],
      [buildIdentity({ phone: 'call us' }), 'phone'],
      [buildIdentity({ fax: '12' }), 'fax'],
      [buildIdentity({ email: 'not-an-address' }), 'email'],
      [buildIdentity({ chatUrl: 'javascript:alert(1)' }), 'chatUrl'],
      [
        buildIdentity({ relatedSites: [{ label: { kr: '사이트', en: '', cn: '', jp: '' }, url: 'ftp://x' }] }),
        'relatedSites',
      ],
      [buildIdentity({ latitude: 91 }), 'latitude'],
      [buildIdentity({ analyticsId: '<script>' }), 'analyticsId'],
      [{ ...buildIdentity(), address: 'one line' }, 'address'],
      [buildIdentity({ directions: { kr: 'x'.repeat(4001), en: '', cn: '', jp: '' } }), 'directions'],
    ]
    for (const [payload, field] of bad) {
      const answer = await put(admin.headers, payload)
      expect(answer.statusCode, field).toBe(400)
      expect(answer.json().error.code).toBe('VALIDATION_FAILED')
      expect(answer.body, field).toContain(field)
    }
    const halfMap = await put(admin.headers, buildIdentity({ latitude: 35.1, longitude: null }))
    expect(halfMap.statusCode).toBe(400)
    const unknownLogo = await put(admin.headers, buildIdentity({ logoId: 999_999 }))
    expect(unknownLogo.statusCode).toBe(400)
    expect((await restore(admin.headers, 999_999)).json().error.code).toBe('NOT_FOUND')
    expect((await restore(admin.headers, 'abc')).statusCode).toBe(400)
    expect(await publicIdentity()).toEqual(before)
    expect(await versionCount()).toBe(versions)
  })

  it('takes PNG and plain SVG logos, serves them so that nothing in them runs, and refuses the rest', async () => {
    const upload = (body: Buffer | string, type: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/site/logo',
        headers: { ...admin.headers, 'content-type': type },
        payload: body,
      })
    const png = await upload(PNG, 'image/png')
    expect(png.statusCode, png.body).toBe(200)
    const svg = await upload(SVG, 'image/svg+xml')
    expect(svg.statusCode, svg.body).toBe(200)

    const served = await app.inject({ url: `/api/site/logo/${svg.json().logoId}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/svg+xml')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    expect(served.headers['content-security-policy']).toContain("default-src 'none'")
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.body).toBe(SVG)
    // An SVG declared as PNG is served by its content.
    const disguised = await upload(SVG, 'image/png')
    expect((await app.inject({ url: `/api/site/logo/${disguised.json().logoId}` })).headers['content-type']).toBe(
      'image/svg+xml',
    )

    for (const refused of [
      SVG.replace('<rect', '<script>alert(1)</script><rect'),
      SVG.replace('<rect', '<rect onload="alert(1)"'),
      SVG.replace('<rect', '<image href="https://tracker.example/x.png"/><rect'),
      SVG.replace('<rect', '<foreignObject><div/></foreignObject><rect'),
      '<html><body>not a logo</body></html>',
    ]) {
      const answer = await upload(refused, 'image/svg+xml')
      expect(answer.statusCode, refused).toBe(400)
      expect(answer.json().error.code).toBe('ATTACHMENT_TYPE_REFUSED')
    }
    expect((await upload(Buffer.alloc(600 * 1024, 1), 'image/png')).statusCode).toBe(413)
    expect((await upload('{}', 'application/json')).statusCode).toBe(400)
    expect((await app.inject({ url: '/api/site/logo/999999' })).statusCode).toBe(404)

    const named = await put(admin.headers, buildIdentity({ logoId: png.json().logoId }))
    expect(named.statusCode, named.body).toBe(200)
    expect(await publicIdentity()).toMatchObject({ logoId: png.json().logoId })
    expect((await siteRows()).filter((row) => row.action === 'site.logo_upload')).toHaveLength(3)
  })

  it('publishes concurrent saves one after the other: one current version, every save kept and logged', async () => {
    const base = await listenOnLoopback(app)
    const versions = await versionCount()
    const logged = (await siteRows()).length
    const answers = await fireAtOnce(8, (index) =>
      fetch(`${base}/api/admin/site/identity`, {
        method: 'PUT',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify(buildIdentity({ phone: `051-555-01${10 + index}` })),
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const published = await app.db
      .selectFrom('site_content_versions')
      .select('id')
      .where('state', '=', 'published')
      .execute()
    expect(published).toHaveLength(1)
    expect(await versionCount()).toBe(versions + 8)
    expect(await siteRows()).toHaveLength(logged + 8)
    expect(await publicIdentity()).toMatchObject({ versionId: published[0]?.id })
  })
})

describe('logo content check', () => {
  it('tells PNG and safe SVG apart from everything else', () => {
    expect(logoType(PNG)).toBe('image/png')
    expect(logoType(Buffer.from(SVG))).toBe('image/svg+xml')
    expect(logoType(Buffer.from('<svg><a xlink:href="javascript:x"/></svg>'))).toBeUndefined()
    expect(logoType(Buffer.from('<svg><use href="#shape"/></svg>'))).toBe('image/svg+xml')
    expect(logoType(Buffer.from('<svg style="background:url(https://x.example/a)"></svg>'))).toBeUndefined()
    expect(logoType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined()
  })
})
