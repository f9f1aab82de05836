import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runServerOnce, startServerProcess } from './test/server-process.js'

// What an operator sees when the server cannot start: one log line that names the problem, and exit code 1.

const folders: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-start-'))
  folders.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
})

/** The single line of a failed start, parsed; fails when anything else was printed. */
function onlyLine(output: string): { level: number; msg: string } {
  const lines = output.split('\n').filter((line) => line.trim() !== '')
  expect(lines, output).toHaveLength(1)
  return JSON.parse(lines[0] ?? '{}') as { level: number; msg: string }
}

// The read-only case needs a user whom file permissions bind: root is not one.
const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined

// Each case is a process of its own; they run side by side.
// A start compiles the server with tsx: slow when the machine is busy with other test files.
// It does not depend on the engine of the suite, so it runs in the SQLite pass only.
describe.skipIf(process.env.TEST_DATABASE_URL).concurrent('starting the server', { timeout: 60_000 }, () => {
  it('exits with one line naming the database when DATABASE_URL points nowhere', async () => {
    const { code, output } = await runServerOnce({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://ctc:secret-pw@127.0.0.1:1/ctc',
    })
    expect(code).toBe(1)
    const line = onlyLine(output)
    expect(line.level).toBe(60)
    expect(line.msg).toMatch(/^Cannot use the database at postgres:\/\/ctc@127\.0\.0\.1:1\/ctc\. /)
    expect(line.msg).toContain('ECONNREFUSED')
    expect(output).not.toContain('secret-pw')
  })

  it('exits with one line when DATABASE_URL is not a PostgreSQL address', async () => {
    const { code, output } = await runServerOnce({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://db/ctc' })
    expect(code).toBe(1)
    expect(onlyLine(output).msg).toBe('Invalid configuration:; DATABASE_URL: DATABASE_URL must be a postgres:// URL')
  })

  it('exits with one line when DATA_DIR cannot be created', async () => {
    const file = path.join(tempDir(), 'a-file')
    fs.writeFileSync(file, '')
    const { code, output } = await runServerOnce({ DATA_DIR: path.join(file, 'data') })
    expect(code).toBe(1)
    expect(onlyLine(output).msg).toMatch(
      /^DATA_DIR .*a-file\/data cannot be created or written by this process \(ENOTDIR/,
    )
  })

  it('exits with one line when the database file is read-only', async () => {
    const dataDir = tempDir()
    const first = await startServerProcess({ DATA_DIR: dataDir })
    expect(await first.stop()).toBe(0)
    fs.chmodSync(path.join(dataDir, 'app.db'), 0o444)
    fs.chmodSync(dataDir, 0o777)
    const { code, output } = await runServerOnce({ DATA_DIR: dataDir }, { user: unprivileged })
    expect(code).toBe(1)
    const { msg } = onlyLine(output)
    expect(msg).toContain(`Cannot use the database at ${path.join(dataDir, 'app.db')}`)
    expect(msg).toContain('read-only for this process (SQLITE_READONLY')
  })

  it('creates a missing DATA_DIR, says so, and starts', async () => {
    const dataDir = path.join(tempDir(), 'new-installation')
    const server = await startServerProcess({ DATA_DIR: dataDir })
    try {
      expect(server.output()).toContain(`DATA_DIR ${dataDir} did not exist and was created`)
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200)
      expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true)
    } finally {
      await server.stop()
    }
  })
})
