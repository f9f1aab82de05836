import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { seedReferenceData } from '../db/seed/reference-data.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file that each test app copies. */
    sqliteTemplate: string
    /** A migrated PostgreSQL database that each test app is created from, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null
  }
}

/** Runs a statement on TEST_DATABASE_URL's server, outside any test database. */
export async function onAdminConnection(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

let cleanUp: () => Promise<void> = async () => {}

/**
 * Migrates one database per engine before the suite, so each test file copies a ready
 * database (a file copy, or PostgreSQL's CREATE DATABASE … TEMPLATE) instead of
 * running every migration again.
 */
export async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-template-'))
  const file = path.join(dir, 'app.db')
  const sqlite = createDatabase({ dialect: 'sqlite', file })
  await migrateToLatest(sqlite)
  await seedReferenceData(sqlite)
  // Closing checkpoints the WAL into the file, so the file alone is the whole database.
  await sqlite.destroy()
  project.provide('sqliteTemplate', file)

  const serverUrl = process.env.TEST_DATABASE_URL
  let template: string | null = null
  if (serverUrl) {
    template = `ctc_tpl_${randomBytes(6).toString('hex')}`
    await onAdminConnection(serverUrl, `create database ${template}`)
    const db = createDatabase({ dialect: 'postgres', url: databaseUrl(serverUrl, template) })
    await migrateToLatest(db)
    await seedReferenceData(db)
    // A template may have no open connections while databases are copied from it.
    await db.destroy()
  }
  project.provide('postgresTemplate', template)

  cleanUp = async () => {
    if (serverUrl && template) await onAdminConnection(serverUrl, `drop database if exists ${template} with (force)`)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export async function teardown() {
  await cleanUp()
}
