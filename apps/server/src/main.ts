import fs from 'node:fs'
import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { buildApp } from './app.js'
import { type Config, loadConfig } from './config.js'
import { seedDemoPrivacyPolicy } from './db/seed/demo-privacy-policy.js'
import { seedDemoConsents } from './db/seed/demo-consents.js'
import { seedDemoAbout, seedDemoBanners, seedDemoFaq, seedDemoIdentity, seedDemoStudies } from './db/seed/demo-seed.js'
import { ensureAppSecret } from './secret.js'
import { describeStartupFailure, prepareDataDir } from './startup.js'

// Until the app's own logger exists, failures to start are logged here, as one line each.
let log = pino()
let config: Config | undefined
let app: FastifyInstance
try {
  config = loadConfig()
  log = pino({ level: config.logLevel })
  if (prepareDataDir(config.dataDir) === 'created') {
    log.warn(`DATA_DIR ${config.dataDir} did not exist and was created: this is a new installation`)
  }
  config.appSecret = ensureAppSecret(config)
  // The first start on a new embedded database shows the demo center, its notices, FAQ, about pages,
  // home banners and privacy policy; an existing database is never touched.
  const newEmbeddedDatabase = config.database.dialect === 'sqlite' && !fs.existsSync(config.database.file)
  app = await buildApp(config)
  if (newEmbeddedDatabase) {
    await seedDemoIdentity(app.db)
    await seedDemoFaq(app.db)
    await seedDemoAbout(app.db)
    await seedDemoBanners(app.db)
    const seeded = await seedDemoStudies(app.db, { secret: config.appSecret })
    await seedDemoPrivacyPolicy(app.db)
    await seedDemoConsents(app.db)
    if ('seeded' in seeded) {
      app.log.info(`New database: added ${seeded.seeded} demo studies and ${seeded.applications ?? 0} applications`)
    }
  }

  // On SIGTERM/SIGINT Fastify stops accepting work (new requests get 503), lets
  // in-flight requests finish, then the database plugin closes the connection.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    // A keep-alive connection busy at the signal stays open after its answer and would hold the
    // close until the grace period ends it; each is closed as soon as it falls idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100)
    try {
      await app.close()
    } finally {
      clearInterval(sweep)
    }
  })

  const address = await app.listen({ port: config.port, host: config.host })
  // Background work (e-mails, digests) starts once the process serves: queued jobs of a
  // previous run, or of a process that died, are taken up here.
  app.jobs.worker.start()
  app.log.info(`Site ready at ${config.publicUrl}/ (listening on ${address}, database: ${config.database.dialect})`)
} catch (error) {
  log.fatal(describeStartupFailure(error, config))
  process.exit(1)
}
