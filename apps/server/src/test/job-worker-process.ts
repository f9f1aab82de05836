import { setTimeout as sleep } from 'node:timers/promises'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { jobMessageId } from '../jobs/job-mail.js'

// A server whose job worker sends one mail per 'test.mail' job, then lingers before the job is
// recorded as done (AFTER_SEND_MS): the window a crash can fall into. Killed by the test.

const afterSendMs = Number(process.env.AFTER_SEND_MS ?? '0')
const config = loadConfig()
const app = await buildApp(config, { jobs: { leaseMs: 1_000, pollMs: 50 } })
app.jobs.worker.handle('test.mail', async ({ payload, job }) => {
  const messageId = jobMessageId(job, config.publicUrl)
  await app.mailer.send({ to: `person${String(payload.n)}@example.com`, subject: 'Test', text: 'Hello', messageId })
  await sleep(afterSendMs)
  return `sent ${messageId}`
})
await app.ready()
app.jobs.worker.start()
process.stdout.write('worker started\n')
