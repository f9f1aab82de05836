import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

// In tests the mailer writes each message as an .eml file to <dataDir>/outbox.

const outboxOf = (app: FastifyInstance) => path.join(app.config.dataDir, 'outbox')

/** How many messages have been sent so far. */
export function countSentMail(app: FastifyInstance): number {
  const outbox = outboxOf(app)
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0
}

/** The newest message in the outbox, as written (quoted-printable parts still encoded). */
export function readNewestMail(app: FastifyInstance): string {
  const outbox = outboxOf(app)
  const newest = fs.readdirSync(outbox).sort().at(-1)
  if (!newest) throw new Error('outbox is empty')
  return fs.readFileSync(path.join(outbox, newest), 'utf8')
}

/** Every message in the outbox, as written, one after another. */
export function readOutbox(app: FastifyInstance): string {
  const outbox = outboxOf(app)
  if (!fs.existsSync(outbox)) return ''
  return fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .join('\n')
}

/** Every message in the outbox with quoted-printable text and encoded words decoded (UTF-8). */
export function readOutboxDecoded(app: FastifyInstance): string {
  return readOutbox(app)
    .replace(/=\r?\n/g, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_all, text: string) => text.replace(/_/g, ' '))
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
}
