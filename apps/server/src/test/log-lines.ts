import { Writable } from 'node:stream'

/** A log destination that keeps every line, for tests of what the server logs. */
export function captureLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { stream, lines }
}
