// `npm run backup [-- --to FOLDER] [--with-secret]`: a consistent copy of the embedded SQLite database
// in a new timestamped folder, by default DATA_DIR/backups. Safe while the server runs. The app secret
// stays out unless asked for: a folder holding both is everything a thief needs to read the members'
// data. PostgreSQL is backed up with pg_dump (README, "Backups").
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.js'
import { backupSqlite } from './backup.js'

const { values } = parseArgs({ options: { to: { type: 'string' }, 'with-secret': { type: 'boolean' } } })
const config = loadConfig()
if (config.database.dialect !== 'sqlite') {
  console.error('DATABASE_URL points to PostgreSQL: back it up with pg_dump (see README, "Backups").')
  process.exit(2)
}
const secretFile = path.join(config.dataDir, 'app-secret')
const withSecret = values['with-secret'] === true && !config.appSecret
try {
  const backup = await backupSqlite({
    databaseFile: config.database.file,
    secretFile: withSecret ? secretFile : undefined,
    targetDir: path.resolve(values.to ?? path.join(config.dataDir, 'backups')),
    now: new Date(),
  })
  console.log(`Backed up ${config.database.file} to ${backup.file} (${backup.bytes} bytes, integrity ok).`)
  if (backup.secret) {
    console.warn(
      `Warning: ${backup.secret} is the secret that opens every member's data. Anyone who has this folder can ` +
        'read them: move the secret to a separate, safer place than the backups.',
    )
  } else {
    const where = config.appSecret ? 'APP_SECRET' : secretFile
    console.log(
      `The secret (${where}) was left out: a restore needs it, so keep a copy of it apart from the backups ` +
        '(or add --with-secret).',
    )
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
