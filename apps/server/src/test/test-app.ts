import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { type BuildOptions, buildApp } from '../app.js'
import { type Config, loadConfig } from '../config.js'

const fixtureWebDist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web-dist')

// Set by CI to run the same suite on PostgreSQL; each app then gets a database of its own.
const testDatabaseUrl = process.env.TEST_DATABASE_URL

async function onAdminConnection(statement: string) {
  const admin = new pg.Client({ connectionString: testDatabaseUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** A new database on TEST_DATABASE_URL's server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ctc_t_${randomBytes(6).toString('hex')}`
  await onAdminConnection(`create database ${name}`)
  const url = new URL(testDatabaseUrl ?? '')
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onAdminConnection(`drop database ${name} with (force)`) }
}

/**
 * An app on a database of its own: a fresh SQLite file, or a fresh database on
 * TEST_DATABASE_URL's server. Closing the app removes the database.
 */
export async function createTestApp(options: BuildOptions & { env?: Record<string, string> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-test-'))
  const postgres = testDatabaseUrl ? await createPostgresDatabase() : undefined
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...options.env,
    }),
    webDistDir: fixtureWebDist,
  }
  const app = await buildApp(config, options)
  app.addHook('onClose', async () => {
    await postgres?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  return app
}
