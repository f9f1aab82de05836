import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

const FROM = '"임상시험센터 Clinical Trials Center" <no-reply@mnuh.or.kr>'
// Quoted-printable keeps links readable in the raw message (and in the outbox files).
const DEFAULTS = { from: FROM, textEncoding: 'quoted-printable' } as const

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox, so that the whole flow works on the embedded default.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, dataDir } = app.config
    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl)
      app.decorate('mailer', {
        async send(mail: OutgoingMail) {
          await transport.sendMail({ ...DEFAULTS, ...mail })
        },
      })
      app.addHook('onClose', async () => transport.close())
      return
    }
    const outbox = path.join(dataDir, 'outbox')
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    app.decorate('mailer', {
      async send(mail: OutgoingMail) {
        const info = await transport.sendMail({ ...DEFAULTS, ...mail })
        await fs.mkdir(outbox, { recursive: true })
        // Time first so that the newest file sorts last.
        const file = path.join(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
        )
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 })
        // The path only: the message may carry a reset link.
        app.log.info({ file }, 'mail written to the outbox (no SMTP_URL set)')
      },
    })
  },
  { name: 'mail' },
)
