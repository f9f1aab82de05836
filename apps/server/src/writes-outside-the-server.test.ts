import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANGE_CHANNEL } from './db/change-generations.js'
import { type Db, createDatabase } from './db/database.js'
import { PROCESS_TEST_SECRET, type ServerProcess, callJson, startServerProcess, within } from './test/server-process.js'
import { createPostgresDatabase } from './test/test-app.js'

// A running PostgreSQL site and a write that does not go through it: the demo seed and the
// consents CLI run as processes of their own, and a hand-made SQL insert stands for any other
// writer. The server must show what they wrote without a restart (decision 0018, amended).

type List = { dataList: { studyId: number; title: string }[]; paging: { totalCount: number } }

const root = path.resolve(import.meta.dirname, '../../..')

/** Runs an npm script of the repository against the database; resolves with its exit code and output. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += String(chunk)))
  child.stderr.on('data', (chunk) => (output += String(chunk)))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  )
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'writes made outside a running server (PostgreSQL)',
  { timeout: 120_000 },
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>
    let server: ServerProcess
    let db: Db
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-outside-'))
    let env: Record<string, string>
    beforeAll(async () => {
      database = await createPostgresDatabase()
      server = await startServerProcess({ DATABASE_URL: database.url })
      db = createDatabase({ dialect: 'postgres', url: database.url })
      env = { DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET: PROCESS_TEST_SECRET }
    }, 120_000)
    afterAll(async () => {
      await db?.destroy()
      await server?.stop()
      await database?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    const list = async () =>
      (await callJson(server.url, { path: '/api/kr/recruit/list', body: { cp: 1 } })).body as List

    it('shows the notices that npm run seed:demo adds while it runs, within a few seconds', async () => {
      // The server has the empty list and its search index in memory.
      expect((await list()).paging.totalCount).toBe(0)
      // What the change feed of every server hears.
      const listener = new pg.Client({ connectionString: database.url })
      const heard: string[] = []
      listener.on('notification', (message) => heard.push(message.payload ?? ''))
      await listener.connect()
      await listener.query(`listen ${CHANGE_CHANNEL}`)
      try {
        const seeded = await runScript('seed:demo', ['--count', '6'], env)
        expect(seeded.output).toContain('Added 6 demo studies')
        expect(seeded.code).toBe(0)
        const tookMs = await within(5000, async () => (await list()).paging.totalCount === 6)
        console.log(`seed:demo's notices listed by the running server ${tookMs} ms after the seed ended`)
        expect(tookMs).toBeLessThan(5000)
        const notices = JSON.stringify({ topic: 'notices' })
        await within(1000, async () => heard.includes(notices))
        // The notices once; the demo identity and FAQ the seed publishes on the site's topic.
        expect(heard.filter((payload) => payload === notices)).toEqual([notices])
        expect(heard).toContain(JSON.stringify({ topic: 'site' }))
      } finally {
        await listener.end()
      }
    })

    it('shows a notice written by hand once the notices generation is bumped, as the README says', async () => {
      // A copy of a seeded notice, as an operator's SQL might write it.
      const template = await db
        .selectFrom('studies')
        .selectAll()
        .where('published_yn', '=', 'Y')
        .limit(1)
        .executeTakeFirstOrThrow()
      const inserted = await db
        .insertInto('studies')
        .values({ ...template, id: undefined })
        .returning('id')
        .executeTakeFirstOrThrow()
      const texts = await db.selectFrom('study_texts').selectAll().where('study_id', '=', template.id).execute()
      await db
        .insertInto('study_texts')
        .values(texts.map((text) => ({ ...text, study_id: inserted.id })))
        .execute()
      // The statement README's "Running on PostgreSQL" gives for changes made by hand.
      await sql`insert into change_generations (topic, generation) values ('notices', 1)
        on conflict (topic) do update set generation = change_generations.generation + 1`.execute(db)
      const published = await db
        .selectFrom('studies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('published_yn', '=', 'Y')
        .executeTakeFirstOrThrow()
      expect(Number(published.n)).toBe(7)
      const tookMs = await within(5000, async () => (await list()).paging.totalCount === 7)
      expect(tookMs).toBeLessThan(5000)
    })

    it('asks for a consent version that npm run consents -- publish adds while it runs, at once', async () => {
      const texts = path.join(dataDir, 'privacy.json')
      const words = (title: string) => ({ title, text: `${title}: the exact words.` })
      fs.writeFileSync(
        texts,
        JSON.stringify({
          kr: words('개인정보'),
          en: words('Personal data'),
          cn: words('个人信息'),
          jp: words('個人情報'),
        }),
      )
      const published = await runScript(
        'consents',
        ['publish', '--kind', 'privacy', '--version', '2099-01-01', '--texts', texts],
        env,
      )
      expect(published.code, published.output).toBe(0)
      const current = (await callJson(server.url, { path: '/api/en/consents/current' })).body as {
        dataList: { kind: string; version: string }[]
      }
      expect(current.dataList.find((text) => text.kind === 'privacy')?.version).toBe('2099-01-01')
    })
  },
)
