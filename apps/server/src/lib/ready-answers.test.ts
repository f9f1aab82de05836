import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReadyAnswer, ReadyAnswerCache, sendReady } from './ready-answers.js'

const big = JSON.stringify({ dataList: Array.from({ length: 60 }, (_, id) => ({ id, title: `공고 ${id}` })) })

describe('sendReady', () => {
  const app = Fastify()
  const answer = new ReadyAnswer(big)
  const small = new ReadyAnswer('{"data":[]}')
  beforeAll(async () => {
    app.get('/big', (request, reply) => sendReady(request, reply, answer, 'no-cache'))
    app.get('/small', (request, reply) => sendReady(request, reply, small, 'no-cache'))
    app.post('/search', (request, reply) => sendReady(request, reply, answer))
    await app.ready()
  })
  afterAll(() => app.close())

  it('sends the bytes with a tag, and 304 without a body to a client that holds the tag', async () => {
    const first = await app.inject({ method: 'GET', url: '/big' })
    expect(first.statusCode).toBe(200)
    expect(first.body).toBe(big)
    expect(first.headers).toMatchObject({ etag: answer.etag, vary: 'accept-encoding', 'cache-control': 'no-cache' })
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    for (const tag of [answer.etag, answer.etag.slice(2), `"other", ${answer.etag}`, '*']) {
      const again = await app.inject({ method: 'GET', url: '/big', headers: { 'if-none-match': tag } })
      expect(again.statusCode, tag).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(answer.etag)
    }
    const other = await app.inject({ method: 'GET', url: '/big', headers: { 'if-none-match': 'W/"other"' } })
    expect(other.statusCode).toBe(200)
    expect(other.body).toBe(big)
  })

  it('compresses once in the best encoding the client accepts, and not small answers', async () => {
    const br = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big)
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(big) / 2)
    expect(answer.encoded('br')).toBe(answer.encoded('br'))
    const gzip = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(big)
    const none = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'identity' } })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body).toBe(big)
    const tiny = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('{"data":[]}')
  })

  it('gives a POST its bytes but no tag: If-None-Match does not turn a search into a 304', async () => {
    const search = await app.inject({ method: 'POST', url: '/search', headers: { 'if-none-match': answer.etag } })
    expect(search.statusCode).toBe(200)
    expect(search.headers.etag).toBeUndefined()
    expect(search.body).toBe(big)
  })
})

describe('ReadyAnswerCache', () => {
  it('shares one load between concurrent misses and forgets a failed load', async () => {
    let loads = 0
    const cache = new ReadyAnswerCache({ ttlMs: 5000, generation: () => 0 })
    const load = async () => new ReadyAnswer(String(++loads))
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    expect([a.body.toString(), b.body.toString(), loads]).toEqual(['1', '1', 1])
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect((await cache.get('bad', async () => new ReadyAnswer('up'))).body.toString()).toBe('up')
  })

  it('never gives an answer made under an older generation, even without a clear', async () => {
    let generation = 1
    let version = 'old'
    const cache = new ReadyAnswerCache({ ttlMs: 60_000, generation: () => Promise.resolve(generation) })
    const load = async () => new ReadyAnswer(version)
    expect((await cache.get('k', load)).body.toString()).toBe('old')
    version = 'new'
    expect((await cache.get('k', load)).body.toString()).toBe('old')
    generation = 2
    expect((await cache.get('k', load)).body.toString()).toBe('new')
  })

  it('answers a fresh load when a clear cuts a shared load short', async () => {
    let version = 1
    const cache = new ReadyAnswerCache({ ttlMs: 5000, generation: () => 0 })
    const load = () => {
      const seen = version
      return new Promise<ReadyAnswer>((resolve) => setTimeout(() => resolve(new ReadyAnswer(String(seen))), 10))
    }
    const slow = cache.get('slow', load)
    await new Promise((resolve) => setImmediate(resolve))
    version = 2
    cache.clear()
    expect((await slow).body.toString()).toBe('2')
  })
})
