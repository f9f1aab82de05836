import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { lazyRequestLogger } from './request-logger.js'

function capture(level: pino.Level) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { lines, logger: pino({ level, redact: ['*.password'] }, stream) }
}

const flushed = () => new Promise((resolve) => setImmediate(resolve))

describe('request logger', () => {
  it('writes enabled lines with the request id and the redaction of the parent, and skips the others', async () => {
    const { lines, logger } = capture('warn')
    const log = lazyRequestLogger(logger, { reqId: 'req-1' }, {})
    log.info('not written')
    log.debug({ a: 1 }, 'not written either')
    log.warn({ user: { password: 'secret' } }, 'written')
    log.child({ jobId: 7 }).error('from a child')
    await flushed()
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['written', 'req-1'],
      ['from a child', 'req-1'],
    ])
    expect(lines[0]!.user).toEqual({ password: '[Redacted]' })
    expect(lines[1]!.jobId).toBe(7)
  })

  it('follows a level of its own, set on it or given by the route', async () => {
    const { lines, logger } = capture('info')
    const quiet = lazyRequestLogger(logger, { reqId: 'req-2' }, { level: 'error' })
    expect(quiet.level).toBe('error')
    quiet.warn('not written')
    quiet.level = 'debug'
    quiet.debug('written')
    const plain = lazyRequestLogger(logger, { reqId: 'req-3' }, {})
    plain.info('at the parent level')
    await flushed()
    expect(lines.map((line) => line.msg)).toEqual(['written', 'at the parent level'])
  })
})
