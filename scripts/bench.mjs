// Load benchmark of the production build: starts the built server on a fresh
// embedded database and prints requests per second, p50 and p99 per endpoint.
// Run with `npm run bench` (it builds first).
import { spawn, execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import autocannon from 'autocannon'

const PORT = 4390
const BASE = `http://127.0.0.1:${PORT}`
const CONNECTIONS = 50
const SECONDS = 10

const ENDPOINTS = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health' },
  { name: 'GET /api/kr/comCd/sickCd', method: 'GET', path: '/api/kr/comCd/sickCd' },
  { name: 'GET /kr/main (index.html)', method: 'GET', path: '/kr/main' },
  { name: 'GET /api/kr/main/list', method: 'GET', path: '/api/kr/main/list' },
  { name: 'POST /api/kr/recruit/list', method: 'POST', path: '/api/kr/recruit/list', body: '{"cp":3}' },
  {
    name: 'POST /api/en/recruit/list (filters)',
    method: 'POST',
    path: '/api/en/recruit/list',
    body: JSON.stringify({
      cp: 1,
      gender: 'F',
      age: 34,
      smokeYn: 'N',
      heightCm: 162,
      weightKg: 55,
      onlyEligible: true,
    }),
  },
  { name: 'GET /api/kr/recruit/view', method: 'GET', path: '/api/kr/recruit/view?studyId=500' },
]

// The recruitment endpoints are measured on a realistic catalogue, not the 42 demo notices.
const STUDIES = 1000

execSync('npm run build', { stdio: 'inherit' })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-bench-'))
execSync(`node apps/server/dist/db/seed/demo-seed-cli.js --count ${STUDIES}`, {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
})
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
})

try {
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) break
    if (attempt > 100) throw new Error('the server did not start')
    await delay(100)
  }
  const rows = []
  for (const endpoint of ENDPOINTS) {
    const result = await autocannon({
      url: BASE + endpoint.path,
      method: endpoint.method,
      body: endpoint.body,
      headers: endpoint.body ? { 'content-type': 'application/json' } : undefined,
      connections: CONNECTIONS,
      duration: SECONDS,
    })
    rows.push({
      endpoint: endpoint.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    })
  }
  console.log(`\n${STUDIES} studies, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${os.cpus().length} cores`)
  console.table(rows)
} finally {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
