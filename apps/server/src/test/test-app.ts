import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { type BuildOptions, buildApp } from '../app.js'
import { type Config, loadConfig } from '../config.js'
import { databaseUrl, onAdminConnection } from './template-database.js'

const fixtureWebDist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web-dist')

// Set by CI to run the same suite on PostgreSQL; each app then gets a database of its own.
const testDatabaseUrl = process.env.TEST_DATABASE_URL

/**
 * A new database on TEST_DATABASE_URL's server, and how to drop it: empty, or a copy of the
 * suite's migrated template.
 */
export async function createPostgresDatabase(
  options: { fromTemplate?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = testDatabaseUrl ?? ''
  const name = `ctc_t_${randomBytes(6).toString('hex')}`
  const template = options.fromTemplate ? inject('postgresTemplate') : null
  await onAdminConnection(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onAdminConnection(serverUrl, `drop database ${name} with (force)`),
  }
}

/**
 * An app on a database of its own, copied from the suite's migrated template: a SQLite file,
 * or a database on TEST_DATABASE_URL's server. Closing the app removes the database.
 */
export async function createTestApp(
  options: BuildOptions & {
    env?: Record<string, string>
    /** The built web app to serve; by default a stand-in (test/fixtures) that renders the Korean home page only. */
    webDistDir?: string
  } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-test-'))
  const postgres = testDatabaseUrl ? await createPostgresDatabase({ fromTemplate: true }) : undefined
  if (!postgres) fs.copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'app.db'))
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      API_DOCS: 'true',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...options.env,
    }),
    webDistDir: options.webDistDir ?? fixtureWebDist,
  }
  const app = await buildApp(config, options)
  app.addHook('onClose', async () => {
    await postgres?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  return app
}
