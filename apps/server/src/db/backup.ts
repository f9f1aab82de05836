import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'

export interface SqliteBackup {
  folder: string
  file: string
  bytes: number
  /** The copy of the secret file, when one was asked for and exists. */
  secret: string | undefined
}

/**
 * A consistent copy of the embedded database, taken while the server runs: SQLite's online
 * backup API copies a snapshot page by page, unlike a file copy that can catch a write half
 * done. The copy goes to a new folder named by the time, and is checked before it is reported.
 * The secret file, without which the keyed hashes and data keys are useless, is copied beside
 * it only when given.
 */
export async function backupSqlite(options: {
  databaseFile: string
  secretFile: string | undefined
  targetDir: string
  now: Date
}): Promise<SqliteBackup> {
  if (!fs.existsSync(options.databaseFile)) throw new Error(`There is no database at ${options.databaseFile}`)
  const folder = path.join(options.targetDir, options.now.toISOString().replace(/[:.]/g, '-'))
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  const file = path.join(folder, path.basename(options.databaseFile))
  const source = new SQLite(options.databaseFile, { readonly: true, fileMustExist: true })
  try {
    await source.backup(file)
  } finally {
    source.close()
  }
  fs.chmodSync(file, 0o600)
  const copy = new SQLite(file, { readonly: true })
  try {
    const integrity = copy.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new Error(`The copy at ${file} failed its integrity check: ${String(integrity)}`)
  } finally {
    copy.close()
  }
  let secret: string | undefined
  if (options.secretFile && fs.existsSync(options.secretFile)) {
    secret = path.join(folder, path.basename(options.secretFile))
    fs.copyFileSync(options.secretFile, secret)
    fs.chmodSync(secret, 0o600)
  }
  return { folder, file, bytes: fs.statSync(file).size, secret }
}
