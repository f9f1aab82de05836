// `npm run backup [-- --to FOLDER]`: a consistent copy of the embedded SQLite database (and the
// generated app secret) in a new timestamped folder, by default DATA_DIR/backups. Safe while
// the server runs. PostgreSQL is backed up with pg_dump (README, "Backups").
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.js'
import { backupSqlite } from './backup.js'

const { values } = parseArgs({ options: { to: { type: 'string' } } })
const config = loadConfig()
if (config.database.dialect !== 'sqlite') {
  console.error('DATABASE_URL points to PostgreSQL: back it up with pg_dump (see README, "Backups").')
  process.exit(2)
}
try {
  const backup = await backupSqlite({
    databaseFile: config.database.file,
    secretFile: config.appSecret ? undefined : path.join(config.dataDir, 'app-secret'),
    targetDir: path.resolve(values.to ?? path.join(config.dataDir, 'backups')),
    now: new Date(),
  })
  console.log(`Backed up ${config.database.file} to ${backup.file} (${backup.bytes} bytes, integrity ok).`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
