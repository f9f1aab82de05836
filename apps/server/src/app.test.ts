import { createHash } from 'node:crypto'
import net, { type AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import zlib from 'node:zlib'
import { setTimeout as delay } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn, memberWithSession } from './modules/members/members.factory.js'
import { createTestApp } from './test/test-app.js'

describe('the application shell', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
    app.get('/api/test/boom', async () => {
      throw new Error('secret internals: connection string postgres://user:pw@db')
    })
    app.get('/api/test/large', async () => ({ dataList: Array.from({ length: 200 }, (_, i) => ({ id: i })) }))
    app.get('/api/test/small', async () => ({ ok: true }))
    app.get('/api/test/encoded', async (_request, reply) =>
      reply.header('content-encoding', 'gzip').type('application/json').send(zlib.gzipSync('{"ready":true}')),
    )
  })
  afterAll(() => app.close())

  it('answers liveness without the database and readiness with the database in use', async () => {
    const live = await app.inject('/api/health')
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'ok' })
    const ready = await app.inject('/api/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.headers['cache-control']).toBe('no-store')
    expect(ready.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite' })
  })

  it('answers an unknown API path with 404 in the error envelope', async () => {
    const response = await app.inject('/api/nothing/here')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } })
  })

  it('masks the internals of a server error', async () => {
    const response = await app.inject('/api/test/boom')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } })
    expect(response.body).not.toContain('secret')
  })

  it('answers malformed JSON with 400 in the error envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('serves index.html, never cached, for every page route', async () => {
    for (const url of [
      '/',
      '/kr/main',
      '/kr/main/',
      '/en/studyinfo/recruitment?page=2',
      '/kr/about/appguide',
      '/pages/PrivacyPageEn',
      '/x/DuplicateLogin',
      '/admin',
      '/admin/notices/7',
    ]) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('answers a path that names no page with 404 and the same document, whose router shows the not-found page', async () => {
    for (const url of [
      '/xx/unknown',
      '/xx/main',
      '/kr',
      '/kr/nope',
      '/kr/MAIN',
      '/en/about/appguide',
      '/jp/main/extra',
      '/administrator',
    ]) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('caches hashed assets for a year and answers a missing asset with 404', async () => {
    const asset = await app.inject('/assets/index-Ab12Cd34.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // A script is never a document: it is sent as what it is, without the document's headers.
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(asset.headers['content-security-policy']).toBeUndefined()
    expect((await app.inject('/kr/main')).headers['content-security-policy']).toContain("default-src 'self'")
    expect((await app.inject('/assets/missing-123.js')).statusCode).toBe(404)
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600')
  })

  it('sends the precompressed copy of an asset in the encoding the browser accepts', async () => {
    const br = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const plain = await app.inject('/assets/index-Ab12Cd34.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it('compresses JSON above 1 KB on the fly, leaves small and already encoded answers alone', async () => {
    const large = await app.inject({ url: '/api/test/large', headers: { 'accept-encoding': 'br, gzip' } })
    expect(large.headers['content-encoding']).toBe('br')
    expect(large.headers.vary).toMatch(/accept-encoding/i)
    const body = JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString()) as { dataList: unknown[] }
    expect(body.dataList).toHaveLength(200)
    const gzip = await app.inject({ url: '/api/test/large', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const small = await app.inject({ url: '/api/test/small', headers: { 'accept-encoding': 'br, gzip' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    const encoded = await app.inject({ url: '/api/test/encoded', headers: { 'accept-encoding': 'br, gzip' } })
    expect(encoded.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(encoded.rawPayload).toString()).toBe('{"ready":true}')
  })

  it('sends a strict CSP that allows only the inline script of index.html, by its hash', async () => {
    const response = await app.inject('/kr/main')
    const csp = String(response.headers['content-security-policy'])
    const hash = createHash('sha256').update('var x = 1;').digest('base64')
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('sends an API answer the headers of data, not those of a page', async () => {
    const response = await app.inject('/api/health')
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(response.headers['referrer-policy']).toBeUndefined()
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined()
  })

  it('fills the runtime settings into index.html', async () => {
    const response = await app.inject('/kr/main')
    // The messenger link is the center's identity's; CHAT_CHANNEL_URL, unset here, only stands in for it.
    expect(response.body).not.toContain('name="chat-channel-url"')
    expect(response.body).not.toContain('name="ga-id"')
    expect(response.body).toContain('<meta name="application-retention-months" content="12">')
  })

  it('fills a configured messenger link in for a site whose identity names none', async () => {
    const configured = await createTestApp({ env: { CHAT_CHANNEL_URL: 'https://pf.kakao.com/_test/chat' } })
    try {
      const response = await configured.inject('/kr/main')
      expect(response.body).toContain('<meta name="chat-channel-url" content="https://pf.kakao.com/_test/chat">')
    } finally {
      await configured.close()
    }
  })

  it('answers every API call no-store unless the route allows caching', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.kr', password: 'x' } }),
      app.inject('/api/auth/logined'),
      app.inject('/api/kr/sbjUser/edit'),
      app.inject({ method: 'POST', url: '/api/kr/recruit/list', payload: {} }),
      app.inject('/api/nothing-here'),
    ])
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store')
    expect((await app.inject('/api/kr/comCd/sickCd')).headers['cache-control']).toBe('public, max-age=300')
  })

  it("answers a member's personal data and tokens no-store", async () => {
    const { token, request } = await memberWithSession(app)
    const member = { 'x-auth-token': token }
    const { name, gender, birth, mobile } = request.member
    const answers = await Promise.all([
      app.inject({ url: '/api/kr/sbjUser/edit', headers: member }),
      app.inject({ url: '/api/kr/sbjUser/sbjEdit', headers: member }),
      app.inject({ method: 'POST', url: '/api/kr/sbjUser/history', headers: member, payload: {} }),
      app.inject({ method: 'POST', url: '/api/kr/qna/list', headers: member, payload: {} }),
      app.inject({ method: 'POST', url: '/api/register/findUserId', payload: { name, gender, birth, mobile } }),
    ])
    // A new login last: it ends the session the calls above used.
    answers.push(await logIn(app, request.member.userId))
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  it('serves the OpenAPI document only when API_DOCS=true', async () => {
    const closed = await createTestApp({ env: { API_DOCS: 'false' } })
    try {
      expect((await closed.inject('/api/docs')).statusCode).toBe(404)
    } finally {
      await closed.close()
    }
  })

  it('publishes an OpenAPI document generated from the contract', async () => {
    const response = await app.inject('/api/docs')
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/{lang}/comCd/{code}', '/api/analytics/pageview']),
    )
    expect(document.paths['/api/{lang}/comCd/{code}'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'lang', in: 'path' })]),
    )
  })
})

describe('with Google Analytics configured', () => {
  it('allows its script host in the CSP and hands its ID to the web app', async () => {
    const app = await createTestApp({ env: { ANALYTICS_GA_ID: 'G-TEST1234' } })
    const response = await app.inject('/kr/main')
    expect(response.headers['content-security-policy']).toContain('https://www.googletagmanager.com')
    expect(response.body).toContain('<meta name="ga-id" content="G-TEST1234">')
    await app.close()
  })
})

describe('logging', () => {
  it('never writes tokens or passwords from URLs or headers', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = await createTestApp({ logStream: stream, env: { LOG_LEVEL: 'info' } })
    await app.inject({
      url: '/kr/login/pwChange?token=reset-token-value&x=1',
      headers: { 'x-auth-token': 'session-token-value' },
    })
    await app.inject({ url: '/kr/studyinfo/recruitment?sick=I&sickText=diabetes-typed&cp=2' })
    await app.close()
    const log = lines.join('')
    expect(log).toContain('/kr/login/pwChange?token=[redacted]&x=1')
    expect(log).not.toContain('reset-token-value')
    expect(log).not.toContain('session-token-value')
    // A medical history typed into the search is health information.
    expect(log).toContain('/kr/studyinfo/recruitment?sick=I&sickText=[redacted]&cp=2')
    expect(log).not.toContain('diabetes-typed')
  })
})

describe('graceful shutdown', () => {
  it('lets an in-flight request finish on the database and answers later ones with 503', async () => {
    const app = await createTestApp()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    app.get('/api/test/slow', async () => {
      await gate
      await sql`select 1`.execute(app.db)
      return { done: true }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => (received += String(chunk)))
    const ended = new Promise((resolve) => socket.on('close', resolve))

    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: x\r\n\r\n')
    await delay(50)
    const closing = app.close()
    await delay(20)
    // A request arriving on the open connection while the server drains is turned away.
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n')
    await delay(20)
    release()
    await ended
    await closing
    expect(received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\{"done":true\}/)
    expect(received).toContain('HTTP/1.1 503 Service Unavailable')
  })
})
