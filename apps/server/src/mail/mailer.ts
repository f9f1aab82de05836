import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'
import type { PublishedIdentity } from '@ctc/contract/site-content'
import { fillContactLines } from './contact-line.js'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  /**
   * A Message-ID fixed by the sender (a job's), so that sending the same message again is
   * recognised: the outbox writes it once, and mail clients show one copy.
   */
  messageId?: string
  /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>
  /** Files that go with the text (a visit's calendar file). */
  attachments?: { filename: string; content: string; contentType: string }[]
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  /** Removes kept copies of mails to an address (a withdrawn member's); answers how many. */
  forget(address: string): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

// Quoted-printable keeps links readable in the raw message (and in the outbox files).
const TEXT_ENCODING = 'quoted-printable'

/** The sender: the center's name (its identity's, or neutral words) at the site's own host. */
function sender(publicUrl: string, identity: PublishedIdentity | null): string {
  const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost'
  const name = identity ? identity.name.kr : '임상시험센터 Clinical Trials Center'
  return `"${name.replace(/["\\\r\n]/g, '')}" <no-reply@${host}>`
}

/** The addresses of a stored message's To header, lower-cased. */
function recipientsOf(message: string): string[] {
  const headers = message.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1] ?? ''
  return (to.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []).map((address) => address.toLowerCase())
}

/** Overwrites and deletes the outbox files addressed to the address. */
async function forgetOutboxMail(outbox: string, address: string): Promise<number> {
  let names: string[]
  try {
    names = await fs.readdir(outbox)
  } catch {
    return 0
  }
  const wanted = address.trim().toLowerCase()
  let removed = 0
  for (const name of names) {
    const file = path.join(outbox, name)
    const message = await fs.readFile(file, 'utf8')
    if (!recipientsOf(message).includes(wanted)) continue
    // Zeros first, so that the blocks the file used do not keep the text after the unlink.
    await fs.writeFile(file, Buffer.alloc(Buffer.byteLength(message)))
    await fs.unlink(file)
    removed++
  }
  return removed
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox, so that the whole flow works on the embedded default.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, dataDir } = app.config
    // The identity current when the mail goes out: its sender name and contact lines.
    const prepared = async (mail: OutgoingMail) => {
      const identity = app.hasDecorator('siteIdentity') ? await app.siteIdentity.current() : null
      return {
        from: sender(app.config.publicUrl, identity),
        textEncoding: TEXT_ENCODING,
        ...mail,
        text: fillContactLines(mail.text, identity),
      } as const
    }
    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl)
      app.decorate('mailer', {
        async send(mail: OutgoingMail) {
          await transport.sendMail(await prepared(mail))
        },
        // Sent mail has left the site; nothing is kept here.
        forget: () => Promise.resolve(0),
      })
      app.addHook('onClose', async () => transport.close())
      return
    }
    const outbox = path.join(dataDir, 'outbox')
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    app.decorate('mailer', {
      async send(mail: OutgoingMail) {
        await fs.mkdir(outbox, { recursive: true })
        // A message with a fixed Message-ID is written once: a file ending in its tag means sent.
        const tag = mail.messageId ? createHash('sha256').update(mail.messageId).digest('hex').slice(0, 20) : undefined
        if (tag && (await fs.readdir(outbox)).some((name) => name.endsWith(`-${tag}.eml`))) return
        const info = await transport.sendMail(await prepared(mail))
        // Time first so that the newest file sorts last.
        const file = path.join(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${tag ?? randomBytes(3).toString('hex')}.eml`,
        )
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' })
        // The path only: the message may carry a reset link.
        app.log.info({ file }, 'mail written to the outbox (no SMTP_URL set)')
      },
      forget: (address: string) => forgetOutboxMail(outbox, address),
    })
  },
  { name: 'mail' },
)
