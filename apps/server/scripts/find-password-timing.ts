// Does the answer time of find password tell whether the details belong to a member?
// (`npm run timing:pwfind`; issue 26, item 8.)
//
// It starts the server from its sources (tsx) on a fresh SQLite database (or on DATABASE_URL,
// which must name an empty database), signs up TIMING_PAIRS members, then sends TIMING_PAIRS
// pairs of find-password requests over one keep-alive connection: one with a member's e-mail and
// matching details, one with an unknown e-mail and the same details, in a random order within
// each pair, each from an address of its own (X-Forwarded-For behind TRUST_PROXY=1) so that the
// lookup limits never answer. A pause after each request lets work done after the answer finish,
// as an attacker timing one request at a time would. It prints each pair and the medians; the
// figure that matters is the median of the differences (member minus unknown) and how many pairs
// the member's request was the faster one (about half when nothing shows).
//
// Environment: TIMING_PAIRS (default 40), TIMING_PAUSE_MS (default 100), TIMING_PORT (default 4427).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { buildJoinRequest } from '../src/modules/members/members.factory.js'

const PAIRS = Number(process.env.TIMING_PAIRS ?? 40)
const PAUSE_MS = Number(process.env.TIMING_PAUSE_MS ?? 100)
const PORT = Number(process.env.TIMING_PORT ?? 4427)
const BASE = `http://127.0.0.1:${PORT}`
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-timing-'))
const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
  cwd: serverRoot,
  env: {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    APP_SECRET: 'timing-secret-timing-secret-timing-secret-0',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

let address = 0
/** An address of its own for every request: no per-address limit is ever reached. */
const nextAddress = () => {
  address += 1
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

async function post(pathname: string, body: unknown) {
  const started = performance.now()
  const response = await fetch(`${BASE}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, text, ms: performance.now() - started }
}

const details = (index: number) => ({ name: '이순신', birth: '1985-04-28', mobile: `010-7000-${String(1000 + index)}` })
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

try {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break
    } catch {
      if (tries > 600) throw new Error('the server did not start within 60 s')
    }
    await delay(100)
  }
  for (let index = 0; index < PAIRS; index++) {
    const joined = await post(
      '/api/register/write',
      buildJoinRequest({ userId: `timing${index}@example.com`, ...details(index) }),
    )
    if (joined.status !== 200) throw new Error(`sign-up failed: ${joined.status} ${joined.text}`)
  }
  // Warm up both paths (JIT, statement caches) before measuring.
  for (let index = 0; index < 10; index++) {
    await post('/api/register/findUserPwd', { email: `warmup${index}@example.com`, ...details(index) })
    await delay(PAUSE_MS)
  }

  const rows: { known: number; unknown: number }[] = []
  for (let index = 0; index < PAIRS; index++) {
    const known = { email: `timing${index}@example.com`, ...details(index) }
    const unknown = { email: `nobody${index}@example.com`, ...details(index) }
    const order = Math.random() < 0.5 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)
    const times: { known?: number; unknown?: number } = {}
    for (const which of order) {
      const answer = await post('/api/register/findUserPwd', which === 'known' ? known : unknown)
      if (answer.status !== 200) throw new Error(`find password answered ${answer.status} ${answer.text}`)
      times[which] = answer.ms
      await delay(PAUSE_MS)
    }
    rows.push(times as { known: number; unknown: number })
  }

  const format = (ms: number) => ms.toFixed(2).padStart(7)
  console.log(`pair   member  unknown  difference (ms; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`)
  rows.forEach((row, index) =>
    console.log(
      `${String(index + 1).padStart(4)} ${format(row.known)} ${format(row.unknown)} ${format(row.known - row.unknown)}`,
    ),
  )
  const differences = rows.map((row) => row.known - row.unknown)
  const memberFaster = differences.filter((difference) => difference < 0).length
  console.log(
    `median: member ${median(rows.map((row) => row.known)).toFixed(2)} ms, unknown ${median(rows.map((row) => row.unknown)).toFixed(2)} ms; ` +
      `median difference ${median(differences).toFixed(2)} ms; member faster in ${memberFaster} of ${rows.length} pairs`,
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
