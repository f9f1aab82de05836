import { execFile, execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

// A PostgreSQL cluster of a test's own (initdb + pg_ctl in a temp folder), never the machine's
// shared one: fault tests restart it, and withdrawal tests read its files.

function findBinDir(): string | undefined {
  const candidates: string[] = []
  const root = '/usr/lib/postgresql'
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((version) => path.join(root, version, 'bin')))
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(dir)
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')))
}

/** initdb refuses to run as root; there the cluster runs as the `postgres` system user. */
function clusterUser(): { uid: number; gid: number } | undefined | 'none' {
  if (process.getuid?.() !== 0) return undefined
  const id = spawnSync('id', ['postgres'], { encoding: 'utf8' })
  const uid = /uid=(\d+)/.exec(id.stdout)?.[1]
  const gid = /gid=(\d+)/.exec(id.stdout)?.[1]
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : 'none'
}

/** Why a throwaway cluster cannot be made here, or undefined when it can. */
export function throwawayPostgresUnavailable(): string | undefined {
  if (!findBinDir()) return 'PostgreSQL server binaries (initdb, pg_ctl) are not installed'
  if (clusterUser() === 'none') return 'running as root and there is no postgres user to run initdb as'
  return undefined
}

/**
 * Why a test that brings its own cluster is skipped here (said once on the console), or undefined.
 * Such a test runs once, in the SQLite pass of the suite: it does not use TEST_DATABASE_URL.
 */
export function throwawayClusterSkip(test: string): string | undefined {
  const reason = process.env.TEST_DATABASE_URL
    ? 'runs in the SQLite pass only (it starts its own PostgreSQL cluster)'
    : throwawayPostgresUnavailable()
  if (reason) console.warn(`Skipping ${test}: ${reason}`)
  return reason
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A free port: from THROWAWAY_PG_PORTS (e.g. 55440-55449) when set, else one the system picks. */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.THROWAWAY_PG_PORTS ?? '')
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port++) {
      if (await portIsFree(port)) return port
    }
    throw new Error(`no free port in THROWAWAY_PG_PORTS=${process.env.THROWAWAY_PG_PORTS}`)
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface ThrowawayPostgres {
  port: number
  /** The cluster's data folder: table files under base/, WAL under pg_wal/. */
  dataDir: string
  url(database?: string): string
  /** Runs statements on a short-lived connection and answers the rows of the last one. */
  query<R extends object = Record<string, unknown>>(statement: string, database?: string): Promise<R[]>
  /** pg_ctl restart in fast mode: every connection is ended; answers once the server accepts again. */
  restart(): Promise<void>
  stop(): void
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const binDir = findBinDir()
  const user = clusterUser()
  if (!binDir || user === 'none') throw new Error(throwawayPostgresUnavailable())
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-pg-'))
  if (user) fs.chownSync(root, user.uid, user.gid)
  const dataDir = path.join(root, 'data')
  const port = await freePort()
  const run = (command: string, args: string[]) =>
    execFileSync(path.join(binDir, command), args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      cwd: root,
      stdio: 'pipe',
      timeout: 60_000,
    })
  run('initdb', ['-D', dataDir, '-U', 'ctc', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=40',
    '-c shared_buffers=16MB',
    // Durability against power loss is not what these tests are about, and fsync makes them slow.
    '-c fsync=off',
  ].join(' ')
  const pgCtlArgs = (action: string, extra: string[]) => [
    '-D',
    dataDir,
    '-l',
    path.join(root, 'server.log'),
    '-w',
    '-t',
    '60',
    ...extra,
    action,
  ]
  const pgCtl = (action: string, extra: string[] = []) => run('pg_ctl', pgCtlArgs(action, extra))
  pgCtl('start', ['-o', options])
  const url = (database = 'postgres') => `postgres://ctc@127.0.0.1:${port}/${database}`
  return {
    port,
    dataDir,
    url,
    async query<R extends object>(statement: string, database?: string): Promise<R[]> {
      const client = new pg.Client({ connectionString: url(database) })
      await client.connect()
      try {
        const result = await client.query(statement)
        const last = Array.isArray(result) ? (result as pg.QueryResult[]).at(-1) : result
        return (last?.rows ?? []) as R[]
      } finally {
        await client.end()
      }
    },
    // Asynchronous, so that the test's load goes on while the cluster restarts.
    async restart() {
      await promisify(execFile)(path.join(binDir, 'pg_ctl'), pgCtlArgs('restart', ['-m', 'fast', '-o', options]), {
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
        cwd: root,
        timeout: 60_000,
      })
    },
    stop() {
      try {
        pgCtl('stop', ['-m', 'immediate'])
      } finally {
        fs.rmSync(root, { recursive: true, force: true })
      }
    },
  }
}
