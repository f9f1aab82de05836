// `npm run seed:demo-policy`: the demo center's privacy policy as the first version, on the
// configured database, when it has none (the e2e server starts from it). `npm run seed:demo` does it too.
import { loadConfig } from '../../config.js'
import { createDatabase } from '../database.js'
import { migrateToLatest } from '../migrate.js'
import { seedDemoPrivacyPolicy } from './demo-privacy-policy.js'

const db = createDatabase(loadConfig().database)
try {
  await migrateToLatest(db)
  console.log(
    (await seedDemoPrivacyPolicy(db)) ? 'Demo privacy policy added.' : 'A privacy policy exists; nothing added.',
  )
} finally {
  await db.destroy()
}
