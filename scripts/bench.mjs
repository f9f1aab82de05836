// Load benchmark of the production build (`npm run bench`; it builds first).
//
// For each catalogue size (1,000 and 10,000 notices) and each engine (SQLite always, PostgreSQL
// when DATABASE_URL is set: the bench creates a database of its own beside the one named there and
// drops it afterwards), it starts the built server pinned to one core and, beside it on the same
// core, a reference Fastify route answering a precomputed 5.5 KB JSON page. The load generator runs
// on the other core: wrk when installed (Lua scripts for POST bodies and random filters),
// autocannon otherwise. The reference is measured before the first endpoint and after each one;
// every row gives req/s as a ratio to the two reference windows beside it, the latency, and the
// server's CPU time per request (from /proc), so a machine whose speed drifts still compares.
// Each size and engine is run BENCH_RUNS times, each with a fresh server (a process can be faster or
// slower as a whole), and the table gives the medians, the worst p99 and each run's ratio.
//
// Environment: BENCH_SIZES (default "1000,10000"), BENCH_SECONDS (default 10), BENCH_RUNS (default 3),
// BENCH_SKIP_BUILD=1 to reuse the last build, BENCH_TOOL=autocannon to skip wrk, BENCH_ENGINES
// ("sqlite,postgres" by default when DATABASE_URL is set).
import { execSync, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { PIN, hasCommand, pinned, start, stop, waitFor } from './bench-processes.mjs'

const PORT = 4390
const REFERENCE_PORT = 4393
const BASE = `http://127.0.0.1:${PORT}`
const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number)
const ENGINES = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'sqlite,postgres' : 'sqlite')).split(',')
const CLOCK_TICK = Number(execSync('getconf CLK_TCK').toString().trim()) || 100

const WRK = process.env.BENCH_TOOL !== 'autocannon' && hasCommand('wrk')

// Random eligibility filters, so that the search's cache never answers: each request is new.
const randomSearch = () => ({
  cp: 1 + Math.floor(Math.random() * 3),
  gender: ['A', 'M', 'F'][Math.floor(Math.random() * 3)],
  age: 19 + Math.floor(Math.random() * 50),
  smokeYn: ['A', 'Y', 'N'][Math.floor(Math.random() * 3)],
  heightCm: 150 + Math.floor(Math.random() * 40),
  weightKg: 45 + Math.floor(Math.random() * 50),
  onlyEligible: Math.random() < 0.5,
})
const RANDOM_SEARCH_LUA = `
math.randomseed(os.time())
local genders = { "A", "M", "F" }
local smoke = { "A", "Y", "N" }
request = function()
  local body = string.format(
    '{"cp":%d,"gender":"%s","age":%d,"smokeYn":"%s","heightCm":%d,"weightKg":%d,"onlyEligible":%s}',
    math.random(1, 3), genders[math.random(1, 3)], math.random(19, 68), smoke[math.random(1, 3)],
    math.random(150, 189), math.random(45, 94), math.random() < 0.5 and "true" or "false")
  return wrk.format("POST", nil, { ["content-type"] = "application/json" }, body)
end
`

const ENDPOINTS = [
  { name: 'reference (precomputed JSON)', reference: true, method: 'GET', path: '/ref' },
  { name: 'GET /api/health', method: 'GET', path: '/api/health' },
  { name: 'GET /api/kr/comCd/sickCd', method: 'GET', path: '/api/kr/comCd/sickCd' },
  { name: 'GET /api/kr/main/list', method: 'GET', path: '/api/kr/main/list' },
  {
    name: 'GET /api/kr/main/list (br)',
    method: 'GET',
    path: '/api/kr/main/list',
    headers: { 'accept-encoding': 'br, gzip' },
  },
  { name: 'POST /api/kr/recruit/list {"cp":3}', method: 'POST', path: '/api/kr/recruit/list', body: '{"cp":3}' },
  { name: 'GET /api/kr/recruit/view', method: 'GET', path: '/api/kr/recruit/view?studyId=500' },
  { name: 'POST /api/en/recruit/list random filters', method: 'POST', path: '/api/en/recruit/list', random: true },
]

function luaScript(endpoint) {
  if (endpoint.random) return RANDOM_SEARCH_LUA
  const headers = { ...endpoint.headers, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) }
  const lines = Object.entries(headers).map(
    ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
  )
  lines.push(`wrk.method = ${JSON.stringify(endpoint.method)}`)
  if (endpoint.body) lines.push(`wrk.body = ${JSON.stringify(endpoint.body)}`)
  return lines.join('\n')
}

// wrk's done() hook prints one JSON line: the figures are read from it, not from the text report.
const DONE_LUA = `
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status
  io.write(string.format('BENCH {"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d,"timeouts":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000, errors,
    summary.errors.timeout))
end
`

async function runWrk(base, endpoint, seconds) {
  const script = path.join(os.tmpdir(), `ctc-bench-${process.pid}.lua`)
  fs.writeFileSync(script, `${luaScript(endpoint)}\n${DONE_LUA}`)
  const [command, args] = pinned(1, 'wrk', [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    '-s',
    script,
    base + endpoint.path,
  ])
  const output = execFileSync(command, args, { encoding: 'utf8' })
  fs.rmSync(script, { force: true })
  const line = output.split('\n').find((text) => text.startsWith('BENCH '))
  if (!line) throw new Error(`wrk gave no figures:\n${output}`)
  const figures = JSON.parse(line.slice(6))
  return { ...figures, rps: figures.requests / figures.seconds }
}

async function runAutocannon(base, endpoint, seconds) {
  const headers = {
    ...endpoint.headers,
    ...(endpoint.body || endpoint.random ? { 'content-type': 'application/json' } : {}),
  }
  const result = await autocannon({
    url: base + endpoint.path,
    method: endpoint.method,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        headers,
        ...(endpoint.random ? { setupRequest: (req) => ({ ...req, body: JSON.stringify(randomSearch()) }) } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
      },
    ],
  })
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors - result.timeouts + result.non2xx,
    timeouts: result.timeouts,
  }
}

/** User and system CPU time of a process so far, in milliseconds. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICK
}

/** A fresh database for one run: a SQLite folder, or a PostgreSQL database beside DATABASE_URL's. */
async function freshDatabase(engine, size) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-bench-'))
  if (engine === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const admin = new URL(process.env.DATABASE_URL)
  const name = `${admin.pathname.slice(1) || 'ctc'}_bench_${size}_${process.pid}`
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`drop database if exists "${name}"`)
  await run(`create database "${name}"`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      await run(`drop database if exists "${name}" with (force)`)
    },
  }
}

const measure = WRK ? runWrk : runAutocannon

const REFERENCE_SECONDS = Math.max(1, Math.round(SECONDS / 2))

/** One window of load on one process, with the CPU time it used. */
async function measureWindow(child, base, endpoint, seconds) {
  const cpuBefore = cpuMs(child.pid)
  const result = await measure(base, endpoint, seconds)
  return { ...result, seconds: result.seconds ?? result.requests / result.rps, cpuMs: cpuMs(child.pid) - cpuBefore }
}

/** Several windows as one: their requests, time and CPU added up, their worst p50 and p99. */
function combined(windows) {
  const sum = (key) => windows.reduce((total, window) => total + window[key], 0)
  return {
    requests: sum('requests'),
    seconds: sum('seconds'),
    cpuMs: sum('cpuMs'),
    p50: Math.max(...windows.map((window) => window.p50)),
    p99: Math.max(...windows.map((window) => window.p99)),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
  }
}

/** A table row: an endpoint's window against the reference windows measured before and after it. */
function row(name, own, referenceWindows) {
  const reference = combined(referenceWindows)
  const rps = own.requests / own.seconds
  const cpuPerRequest = (own.cpuMs * 1000) / Math.max(1, own.requests)
  const referenceCpu = (reference.cpuMs * 1000) / Math.max(1, reference.requests)
  return {
    endpoint: name,
    'req/s': Math.round(rps),
    'vs reference': Number((rps / (reference.requests / reference.seconds)).toFixed(3)),
    'CPU µs/req': Math.round(cpuPerRequest),
    // What the req/s ratio would be on a core of its own: stable when other work shares the machine.
    'CPU vs reference': Number((referenceCpu / cpuPerRequest).toFixed(3)),
    'p50 ms': Number(own.p50.toFixed(2)),
    'p99 ms': Number(own.p99.toFixed(2)),
    // Failed answers (non-2xx, socket errors); timeouts are answers slower than wrk's 2 s.
    errors: own.errors,
    timeouts: own.timeouts ?? 0,
  }
}

const started = Date.now()
if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' })

/** One run on a seeded database: a fresh server and reference, every endpoint measured once. */
async function runOnce(env) {
  let server
  let reference
  try {
    server = start(0, 'apps/server/dist/main.js', { ...env, PORT: String(PORT), HOST: '127.0.0.1' })
    reference = start(0, 'scripts/bench-reference.mjs', { PORT: String(REFERENCE_PORT) })
    await Promise.all([waitFor(`${BASE}/api/health`), waitFor(`http://127.0.0.1:${REFERENCE_PORT}/ref`)])
    // Warm the JIT and the connection pool on the costliest call before measuring.
    await measure(BASE, ENDPOINTS.at(-1), 3)

    // The machine's speed drifts (it is a shared virtual machine): the reference is measured
    // between every two endpoints, and each endpoint is compared with the two windows beside it.
    const referenceEndpoint = ENDPOINTS.find((endpoint) => endpoint.reference)
    const referenceBase = `http://127.0.0.1:${REFERENCE_PORT}`
    const measured = ENDPOINTS.filter((endpoint) => !endpoint.reference)
    const referenceWindows = [await measureWindow(reference, referenceBase, referenceEndpoint, REFERENCE_SECONDS)]
    const rows = []
    for (const endpoint of measured) {
      const own = await measureWindow(server, BASE, endpoint, SECONDS)
      referenceWindows.push(await measureWindow(reference, referenceBase, referenceEndpoint, REFERENCE_SECONDS))
      rows.push(row(endpoint.name, own, referenceWindows.slice(-2)))
    }
    rows.unshift(row(referenceEndpoint.name, combined(referenceWindows), referenceWindows))
    return rows
  } finally {
    if (server) await stop(server)
    if (reference) await stop(reference)
  }
}

/**
 * Several runs as one table: the median of each figure, the worst p99, and the errors added up.
 * A run's server can be faster or slower as a whole (the figures of one process move together),
 * so one run is not the figure.
 */
function medianRows(runs) {
  return runs[0].map((first, index) => {
    const cells = runs.map((rows) => rows[index])
    const middle = (key) => median(cells.map((cell) => cell[key]))
    return {
      endpoint: first.endpoint,
      'req/s': middle('req/s'),
      'vs reference': middle('vs reference'),
      'CPU µs/req': middle('CPU µs/req'),
      'CPU vs reference': middle('CPU vs reference'),
      'p50 ms': middle('p50 ms'),
      'p99 ms (worst)': Math.max(...cells.map((cell) => cell['p99 ms'])),
      errors: cells.reduce((sum, cell) => sum + cell.errors, 0),
      timeouts: cells.reduce((sum, cell) => sum + cell.timeouts, 0),
      'vs reference (runs)': cells.map((cell) => cell['vs reference'].toFixed(2)).join(' '),
    }
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

for (const engine of ENGINES) {
  for (const size of SIZES) {
    const database = await freshDatabase(engine, size)
    const env = { ...database.env, LOG_LEVEL: 'warn', NODE_ENV: 'production' }
    try {
      execSync(`node apps/server/dist/db/seed/demo-seed-cli.js --count ${size}`, {
        stdio: 'inherit',
        env: { ...process.env, ...env },
      })
      const runs = []
      for (let run = 0; run < RUNS; run++) runs.push(await runOnce(env))
      const load = os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')
      const title = `${engine}, ${size} notices, median of ${RUNS} runs (a fresh server each), ${CONNECTIONS} connections, ${SECONDS} s per endpoint between two ${REFERENCE_SECONDS} s windows of the reference, ${WRK ? 'wrk' : 'autocannon'}, server ${PIN ? 'pinned to one core' : 'not pinned'}, load average ${load}`
      console.log(`\n${title}`)
      console.table(medianRows(runs))
    } finally {
      await database.drop()
    }
  }
}
console.log(`\nbench finished in ${Math.round((Date.now() - started) / 1000)} s`)
