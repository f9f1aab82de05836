// `npm run seed:demo [-- --count N]`: the demo center and its notices on the configured database
// (DATABASE_URL for PostgreSQL, else the embedded SQLite file). Safe to repeat: it adds notices
// only while there are none, and the demo center only while the site has no identity. Servers
// running on the database show them at their next request (the generations are bumped, as by a
// console save).
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.js'
import { ensureAppSecret } from '../../secret.js'
import { announceChange } from '../change-generations.js'
import { createDatabase } from '../database.js'
import { migrateToLatest } from '../migrate.js'
import { seedDemoPrivacyPolicy } from './demo-privacy-policy.js'
import { seedDemoConsents } from './demo-consents.js'
import { seedDemoAbout, seedDemoBanners, seedDemoFaq, seedDemoIdentity, seedDemoStudies } from './demo-seed.js'
import { seedReferenceData } from './reference-data.js'

const { values } = parseArgs({ options: { count: { type: 'string' } } })
const count = values.count === undefined ? undefined : Number.parseInt(values.count, 10)
if (count !== undefined && !(count > 0 && count <= 100_000)) {
  console.error('--count must be a whole number from 1 to 100000')
  process.exit(2)
}

const config = loadConfig()
config.appSecret = ensureAppSecret(config)
const db = createDatabase(config.database)
try {
  await migrateToLatest(db)
  await seedReferenceData(db)
  await seedDemoPrivacyPolicy(db)
  if (await seedDemoConsents(db))
    console.log('Published the demo sensitive-data consent that names pre-screening answers.')
  if (await seedDemoIdentity(db)) {
    await announceChange(db, { topic: 'site' })
    console.log('Published the demo center as the site identity.')
  }
  if (await seedDemoFaq(db)) {
    await announceChange(db, { topic: 'site' })
    console.log("Published the demo center's FAQ.")
  }
  if (await seedDemoAbout(db)) {
    await announceChange(db, { topic: 'site' })
    console.log("Published the demo center's about pages.")
  }
  if (await seedDemoBanners(db)) {
    await announceChange(db, { topic: 'site' })
    console.log("Published the demo center's home banners.")
  }
  const result = await seedDemoStudies(db, { count, secret: config.appSecret })
  if ('refused' in result) {
    console.log(`The database already has ${result.existing} studies; demo content was not added.`)
  } else {
    // Servers running on this database keep the notices in memory: tell them, as a console save does.
    await announceChange(db, { topic: 'notices' })
    console.log(
      `Added ${result.seeded} demo studies and ${result.applications ?? 0} applications (${config.database.dialect}).`,
    )
  }
} finally {
  await db.destroy()
}
