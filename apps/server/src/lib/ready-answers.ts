import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'

/**
 * A public answer as bytes, ready to send: serialized once, compressed once per encoding (on the
 * first request that accepts it), with an ETag of its content. Public pages rendered on the server
 * can keep their HTML the same way.
 */
export class ReadyAnswer {
  readonly body: Buffer
  private tag: string | undefined
  private brotli: Buffer | undefined
  private gzip: Buffer | undefined

  constructor(
    body: string | Buffer,
    readonly contentType = 'application/json; charset=utf-8',
  ) {
    this.body = typeof body === 'string' ? Buffer.from(body) : body
  }

  /** A tag of the content, made on first use (a search, sent by POST, never needs one). */
  get etag(): string {
    // Weak: the same answer in another encoding carries the same tag (RFC 9110, 8.8.3).
    this.tag ??= `W/"${createHash('sha1').update(this.body).digest('base64url').slice(0, 22)}"`
    return this.tag
  }

  /** The bytes in an encoding; compressed the first time it is asked for, then kept. */
  encoded(encoding: 'br' | 'gzip' | 'identity'): Buffer {
    if (encoding === 'br') {
      // Quality 5: near the best ratio for a few kilobytes of JSON at a small fraction of quality 11's time.
      this.brotli ??= brotliCompressSync(this.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
        },
      })
      return this.brotli
    }
    if (encoding === 'gzip') {
      this.gzip ??= gzipSync(this.body, { level: 6 })
      return this.gzip
    }
    return this.body
  }

  /** Bytes kept in memory, for the cache's bound. */
  get size(): number {
    return this.body.length * 2
  }
}

// Below about a packet, compression saves nothing worth its header.
const COMPRESS_FROM_BYTES = 1024
const ENCODINGS = ['br', 'gzip', 'identity']

function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.slice(2)
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === bare
  })
}

/**
 * Sends a ready answer: to a GET whose If-None-Match holds its tag, 304 and no body; else the bytes
 * in the best encoding the client accepts. `Vary: Accept-Encoding` keeps shared caches from mixing
 * them. A POST (the search) gets neither tag nor Cache-Control: for it If-None-Match would mean 412.
 */
export function sendReady(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReadyAnswer,
  cacheControl?: string,
): FastifyReply {
  reply.header('vary', 'accept-encoding')
  if (cacheControl !== undefined) {
    reply.header('cache-control', cacheControl).header('etag', answer.etag)
    if (matchesTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send()
  }
  const accepted = request.headers['accept-encoding']
  const encoding =
    accepted && answer.body.length >= COMPRESS_FROM_BYTES
      ? ((negotiate(accepted, ENCODINGS) ?? 'identity') as 'br' | 'gzip' | 'identity')
      : 'identity'
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.header('content-type', answer.contentType).send(answer.encoded(encoding))
}

export interface ReadyAnswerCacheOptions {
  /** How long an answer is kept at most (answers that hold view counts go stale slowly). */
  ttlMs: number
  /** Bytes of answers kept at most. */
  maxBytes?: number
  /**
   * The data's current generation. A change bumps it (in the database, so every process sees it
   * before the change is acknowledged) and answers made for an older one are never sent again.
   */
  generation: () => number | Promise<number>
  /** A clock for tests. */
  clock?: () => number
}

type Load = () => Promise<ReadyAnswer>

/**
 * Ready answers by key. Concurrent misses of a key share one load (lru-cache's fetch), a failed
 * load is not kept, and a key is looked up under the data's current generation, so an answer made
 * before a change is never served after it.
 */
export class ReadyAnswerCache {
  private readonly cache: LRUCache<string, ReadyAnswer, Load>
  private readonly generation: () => number | Promise<number>

  constructor(options: ReadyAnswerCacheOptions) {
    this.generation = options.generation
    this.cache = new LRUCache<string, ReadyAnswer, Load>({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (answer) => answer.size,
      ttl: options.ttlMs,
      ...(options.clock ? { perf: { now: options.clock }, ttlResolution: 0 } : {}),
      fetchMethod: (_key, _stale, { context }) => context(),
    })
  }

  /** Frees what was kept (a change was announced); the generation alone already keeps answers fresh. */
  clear(): void {
    this.clears++
    this.cache.clear()
  }

  private clears = 0

  /**
   * The answer kept for a key under the data's current generation, without loading one: at once
   * when the generation is known at once (one process on SQLite), else once it has been read.
   */
  kept(key: string): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
    const generation = this.generation()
    if (typeof generation === 'number') return this.cache.get(`${generation}|${key}`)
    return generation.then((current) => this.cache.get(`${current}|${key}`))
  }

  async get(key: string, load: Load): Promise<ReadyAnswer> {
    // The generation is read before the load starts: an answer that a change overtakes is filed
    // under the old generation and never found again.
    const generation = await this.generation()
    const clears = this.clears
    const filed = `${generation}|${key}`
    // A plain lookup first: fetch() costs more, and almost every request is a hit.
    const kept = this.cache.get(filed)
    if (kept) return kept
    try {
      const answer = await this.cache.fetch(filed, { context: load })
      if (answer) return answer
    } catch (error) {
      // A clear aborted the shared load (lru-cache does): this request loads on its own.
      if (this.clears === clears) throw error
    }
    return load()
  }
}
