import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { confirmPasswordOf, logIn, memberWithSession } from '../modules/members/members.factory.js'
import { createPostgresDatabase, createTestApp } from '../test/test-app.js'

/**
 * The member logs in on the restored database and finds their name and their (encrypted) health
 * answers, which the restored data keys and the same APP_SECRET open; answers the session token.
 */
async function expectRestoredMember(app: FastifyInstance, email: string, name: string): Promise<string> {
  const login = await logIn(app, email)
  expect(login.statusCode).toBe(200)
  const token = login.json<{ auth: string }>().auth
  await confirmPasswordOf(app, token)
  const info = await app.inject({ url: '/api/kr/sbjUser/edit', headers: { 'x-auth-token': token } })
  expect(JSON.stringify(info.json())).toContain(name)
  const form = await app.inject({ url: '/api/kr/sbjUser/sbjEdit', headers: { 'x-auth-token': token } })
  expect(form.json<{ data: { profile: unknown } }>().data.profile).toMatchObject({ height: expect.any(Number) })
  return token
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const runCli = (args: string[], dataDir: string) =>
  promisify(execFile)(process.execPath, args, { cwd: serverRoot, env: { PATH: process.env.PATH, DATA_DIR: dataDir } })

// `npm run backup` while the server runs, then the README's restore: the copy as DATA_DIR/app.db.
describe.skipIf(process.env.TEST_DATABASE_URL)('backup and restore of the embedded database', () => {
  const folders: string[] = []
  afterAll(() => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('copies a consistent database into a timestamped folder, and the restored copy has the data', async () => {
    const app = await createTestApp()
    const member = await memberWithSession(app, { name: '백업확인' })
    await app.inject({
      method: 'POST',
      url: '/api/kr/qna/write',
      headers: { 'x-auth-token': member.token },
      payload: { title: 'backup', body: 'A question that must survive a restore' },
    })
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-backups-'))
    folders.push(target)

    // The server keeps running (and holding the database open) during the backup.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/db/backup-cli.ts', '--to', target],
      { cwd: serverRoot, env: { PATH: process.env.PATH, DATA_DIR: app.config.dataDir } },
    )
    await app.close()
    const [stamp] = fs.readdirSync(target)
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/)
    const copy = path.join(target, stamp ?? '', 'app.db')
    expect(stdout).toContain(`to ${copy}`)
    expect(stdout).toContain('integrity ok')

    // Restore as the README says: the copy becomes app.db of a DATA_DIR, without -wal or -shm files.
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-restored-'))
    folders.push(restored)
    fs.copyFileSync(copy, path.join(restored, 'app.db'))
    const again = await createTestApp({ env: { DATA_DIR: restored } })
    try {
      const token = await expectRestoredMember(again, member.email, '백업확인')
      const questions = await again.inject({
        method: 'POST',
        url: '/api/kr/qna/list',
        headers: { 'x-auth-token': token },
        payload: {},
      })
      expect(JSON.stringify(questions.json())).toContain('backup')
    } finally {
      await again.close()
    }
  })

  // A stolen backup folder alone must not open the members' data: the secret comes only when asked for.
  it.each([
    ['leaves the generated secret out and says where it is', [], false, /secret \(.*app-secret\) was left out/],
    ['copies the secret with --with-secret, warning about it', ['--with-secret'], true, /Warning: .*app-secret/],
  ])('%s', async (_what, flags, copied, said) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-secret-backup-'))
    folders.push(dataDir)
    // A DATA_DIR as a server without APP_SECRET leaves it: the database and the generated secret.
    fs.copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'app.db'))
    fs.writeFileSync(path.join(dataDir, 'app-secret'), 'generated-secret-generated-secret-0123', { mode: 0o600 })
    const target = path.join(dataDir, 'backups')
    const { stdout, stderr } = await runCli(
      ['--conditions=source', '--import', 'tsx', 'src/db/backup-cli.ts', '--to', target, ...flags],
      dataDir,
    )
    const [stamp] = fs.readdirSync(target)
    const saved = fs.readdirSync(path.join(target, stamp ?? ''))
    expect(saved.includes('app-secret')).toBe(copied)
    expect(saved).toContain('app.db')
    expect(stdout + stderr).toMatch(said)
    if (copied) expect(fs.readFileSync(path.join(target, stamp ?? '', 'app-secret'), 'utf8')).toContain('generated')
  })

  it('refuses PostgreSQL and points to pg_dump', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/db/backup-cli.ts'],
      {
        cwd: serverRoot,
        env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://127.0.0.1:1/ctc' },
      },
    )
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump') })
  })
})

// The README's PostgreSQL procedure: pg_dump in the custom format, pg_restore into an empty database.
describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('restores a pg_dump into a new database that the server then serves', async () => {
    const app = await createTestApp()
    const member = await memberWithSession(app, { name: '덤프확인' })
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-pgdump-'))
    const dump = path.join(dir, 'ctc.dump')
    const target = await createPostgresDatabase()
    try {
      const source = app.config.database.dialect === 'postgres' ? app.config.database.url : ''
      await promisify(execFile)('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source])
      await app.close()
      await promisify(execFile)('pg_restore', ['--no-owner', `--dbname=${target.url}`, dump])
      const again = await createTestApp({ env: { DATABASE_URL: target.url } })
      try {
        await expectRestoredMember(again, member.email, '덤프확인')
      } finally {
        await again.close()
      }
    } finally {
      await target.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
