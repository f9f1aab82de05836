import fs from 'node:fs'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { seedDemoStudies } from './db/seed/demo-seed.js'
import { ensureAppSecret } from './secret.js'

const config = loadConfig()
config.appSecret = ensureAppSecret(config)
// The first start on a new embedded database shows demo notices; an existing database is never touched.
const newEmbeddedDatabase = config.database.dialect === 'sqlite' && !fs.existsSync(config.database.file)
const app = await buildApp(config)
if (newEmbeddedDatabase) {
  const seeded = await seedDemoStudies(app.db)
  if ('seeded' in seeded) app.log.info(`New database: added ${seeded.seeded} demo studies`)
}

// On SIGTERM/SIGINT Fastify stops accepting work (new requests get 503), lets
// in-flight requests finish, then the database plugin closes the connection.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  await app.close()
})

await app.listen({ port: config.port, host: config.host })
app.log.info(`Site ready at ${config.publicUrl}/ (database: ${config.database.dialect})`)
