import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from './config.js'

/**
 * The secret for keyed hashes: APP_SECRET when set, otherwise one generated on
 * first start and kept in DATA_DIR so that it survives restarts.
 */
export function ensureAppSecret(config: Config): string {
  const existing = readAppSecret(config)
  if (existing) return existing
  const file = path.join(config.dataDir, 'app-secret')
  fs.mkdirSync(config.dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  return secret
}

/** The secret the server uses, without making one (a command line tool must not). */
export function readAppSecret(config: Config): string | undefined {
  if (config.appSecret) return config.appSecret
  const file = path.join(config.dataDir, 'app-secret')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined
}
