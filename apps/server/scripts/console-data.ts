// Makes (or finds) the console benchmark's data (`npm run bench:console` calls it; see
// src/db/seed/console-data.ts for what it holds). The generated database is kept by a key of the
// data's version and scale: a SQLite file under BENCH_DATA_DIR (default data/bench) and a
// PostgreSQL database `ctc_bench_v<version>_s<scale>` on the server of --postgres, each with its
// manifest beside it. A run that finds them reuses them; the bench works on a copy.
//
// Usage: tsx --conditions=source apps/server/scripts/console-data.ts --engine sqlite|postgres
//          [--scale 1] [--postgres postgres://root@127.0.0.1:5432/test]
// Prints one JSON line: the manifest and where the data is ({ sqliteFile } or { postgresDatabase }).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { createDatabase } from '../src/db/database.js'
import { migrateToLatest } from '../src/db/migrate.js'
import { CONSOLE_DATA_VERSION, type ConsoleDataManifest, generateConsoleData } from '../src/db/seed/console-data.js'
import { seedReferenceData } from '../src/db/seed/reference-data.js'

/** The app secret the generated data is sealed with; the bench starts the server with it. */
export const BENCH_SECRET = 'bench-console-secret-not-for-production-01'

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    scale: { type: 'string', default: '1' },
    postgres: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test' },
  },
})
const scale = Number(values.scale)
if (!(scale > 0 && scale <= 1)) throw new Error('--scale is a number above 0 and at most 1')
const dir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench')
const key = `ctc_bench_v${CONSOLE_DATA_VERSION}_s${String(scale).replace('.', '_')}`
fs.mkdirSync(dir, { recursive: true })
const manifestFile = path.join(dir, `${key}.${values.engine}.json`)
const log = (line: string) => process.stderr.write(`console data (${values.engine}, scale ${scale}): ${line}\n`)

async function generate(db: ReturnType<typeof createDatabase>): Promise<ConsoleDataManifest> {
  await migrateToLatest(db)
  await seedReferenceData(db)
  return generateConsoleData(db, { secret: BENCH_SECRET, scale, now: new Date(), log })
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

const withDatabase = (url: string, name: string) => {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

async function sqlite() {
  const file = path.join(dir, `${key}.sqlite`)
  if (!fs.existsSync(file) || !fs.existsSync(manifestFile)) {
    const partial = `${file}.partial`
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(partial + suffix, { force: true })
    const db = createDatabase({ dialect: 'sqlite', file: partial })
    const manifest = await generate(db)
    // Closing checkpoints the WAL into the file, so the file alone is the whole database.
    await db.destroy()
    fs.renameSync(partial, file)
    fs.writeFileSync(manifestFile, JSON.stringify(manifest))
  } else log('reused')
  return { sqliteFile: file }
}

async function postgres() {
  const server = values.postgres
  const exists = await onServer(server, `select 1 from pg_database where datname = '${key}'`)
  if (exists.rowCount === 0 || !fs.existsSync(manifestFile)) {
    const partial = `${key}_partial`
    await onServer(server, `drop database if exists ${partial} with (force)`)
    await onServer(server, `drop database if exists ${key} with (force)`)
    await onServer(server, `create database ${partial}`)
    const db = createDatabase({ dialect: 'postgres', url: withDatabase(server, partial) })
    const manifest = await generate(db)
    await db.destroy()
    // As autovacuum leaves a database that has been in use: hint bits set, the visibility map made
    // (index-only scans), statistics gathered. Unvacuumed, the first reads of the bench would write
    // every page they touch and counts would read the tables.
    const started = Date.now()
    await onServer(withDatabase(server, partial), 'vacuum (analyze)')
    log(`vacuumed (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    await onServer(server, `alter database ${partial} rename to ${key}`)
    fs.writeFileSync(manifestFile, JSON.stringify(manifest))
  } else log('reused')
  return { postgresDatabase: key }
}

const where = values.engine === 'postgres' ? await postgres() : await sqlite()
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ConsoleDataManifest
process.stdout.write(`${JSON.stringify({ ...where, manifest, secret: BENCH_SECRET })}\n`)
