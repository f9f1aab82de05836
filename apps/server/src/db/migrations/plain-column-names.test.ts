import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Migrator, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../../test/test-app.js'
import { type Db, createDatabase } from '../database.js'
import { migrations } from '../migrate.js'

type Cleanup = () => Promise<void>
const cleanups: Cleanup[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

// An empty database on the engine under test: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
async function emptyDatabase(): Promise<Db> {
  if (process.env.TEST_DATABASE_URL) {
    const target = await createPostgresDatabase()
    const db = createDatabase({ dialect: 'postgres', url: target.url })
    cleanups.push(async () => {
      await db.destroy()
      await target.drop()
    })
    return db
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-migration-'))
  const db = createDatabase({ dialect: 'sqlite', file: path.join(dir, 'app.db') })
  cleanups.push(async () => {
    await db.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  return db
}

async function columns(db: Db, table: string): Promise<string[]> {
  const tables = await db.introspection.getTables()
  return (tables.find((t) => t.name === table)?.columns ?? []).map((column) => column.name)
}

describe('migration 20261123-0301: plain column names', () => {
  it('renames the legacy columns and keeps their values, and goes back down', async () => {
    const db = await emptyDatabase()
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    expect((await migrator.migrateTo('20261122-0005-qna')).error).toBeUndefined()
    await sql`insert into studies (sbj_cond_cd, disases_cd, cencer_cd, apply_method, gender, recruit_start, recruit_end, closed_yn, smoker_allowed, history_rule, view_count, created_at, updated_at)
      values ('02', '03', '01', 'phone', 'A', '2026-11-01', '2026-12-01', 'N', 'Y', 'any', 0, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')`.execute(
      db,
    )

    expect((await migrator.migrateTo('20261123-0301-plain-column-names')).error).toBeUndefined()
    expect(await columns(db, 'studies')).toEqual(expect.arrayContaining(['disease_code', 'cancer_code']))
    expect(await columns(db, 'studies')).not.toContain('disases_cd')
    expect(await columns(db, 'members')).toEqual(expect.arrayContaining(['subject_type', 'participation_term']))
    expect(await columns(db, 'volunteer_profiles')).toEqual(expect.arrayContaining(['smoking', 'disease_code']))
    const { rows } = await sql<{
      disease_code: string
      cancer_code: string
    }>`select disease_code, cancer_code from studies`.execute(db)
    expect(rows).toEqual([{ disease_code: '03', cancer_code: '01' }])

    expect((await migrator.migrateDown()).error).toBeUndefined()
    expect(await columns(db, 'studies')).toEqual(expect.arrayContaining(['disases_cd', 'cencer_cd']))
    expect(await columns(db, 'members')).toEqual(expect.arrayContaining(['sbj_ty', 'entry_month']))
  })
})
