import fs from 'node:fs'
import type { Config, DatabaseConfig } from './config.js'
import { DatabaseUnavailableError } from './db/database-faults.js'

/** A start that cannot go on, with the one line that says what to fix. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StartupError'
  }
}

/**
 * Makes sure DATA_DIR is a writable folder. A missing one is created (the first start of a
 * new installation) and said so, since on an existing installation it means a wrong path
 * and a new, empty database.
 */
export function prepareDataDir(dataDir: string): 'existing' | 'created' {
  let created = false
  try {
    if (!fs.existsSync(dataDir)) {
      fs.mkdirSync(dataDir, { recursive: true })
      created = true
    }
    if (!fs.statSync(dataDir).isDirectory()) throw new StartupError(`DATA_DIR ${dataDir} is not a folder`)
    fs.accessSync(dataDir, fs.constants.W_OK)
  } catch (error) {
    if (error instanceof StartupError) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new StartupError(
      `DATA_DIR ${dataDir} ${created ? 'is not writable' : 'cannot be created or written'} by this process (${reason})`,
      { cause: error },
    )
  }
  return created ? 'created' : 'existing'
}

/** Where the database is, without a password. */
export function databaseTarget(database: DatabaseConfig): string {
  if (database.dialect === 'sqlite') return database.file
  try {
    const url = new URL(database.url)
    url.password = ''
    return url.toString()
  } catch {
    return 'DATABASE_URL'
  }
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined
}

/** The one log line for a failed start: what failed and what to look at, never a stack trace. */
export function describeStartupFailure(error: unknown, config: Config | undefined): string {
  if (error instanceof StartupError) return error.message
  if (error instanceof DatabaseUnavailableError) {
    const where = config ? ` at ${databaseTarget(config.database)}` : ''
    return `Cannot use the database${where}. ${error.describe()}`
  }
  const message = error instanceof Error ? error.message.replace(/\s*\n\s*/g, '; ') : String(error)
  const code = codeOf(error)
  if (code === 'EADDRINUSE' && config) {
    return `Port ${config.port} on ${config.host} is already in use: stop the other process or set PORT`
  }
  if (code === 'EACCES' && config && /listen/.test(message)) {
    return `Not allowed to listen on port ${config.port}: use a port above 1023 behind the reverse proxy`
  }
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined
  if (cause !== undefined) {
    return `${message}: ${describeStartupFailure(cause, config)}`
  }
  return message
}
