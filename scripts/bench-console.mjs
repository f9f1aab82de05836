// The staff console at the size of a large center after five years (`npm run bench:console`;
// issue 30, decision 0037). Not run in CI.
//
// For each engine (SQLite; PostgreSQL when DATABASE_URL names a server the bench may create
// databases on) it makes or reuses the generated data (apps/server/scripts/console-data.ts, cached
// by version and scale), copies it, starts the built server pinned to one core with the reference
// route (scripts/bench-reference.mjs) beside it, logs 20 staff accounts in as the console does
// (password, then a TOTP code made with otpauth, the library the server checks it with) and
// measures with real HTTP requests from the other core:
// - each console read, one request at a time (BENCH_SAMPLES of them after warm-up): p50 and p99;
// - the exports of 3,000 and of 50,000 rows (CSV and XLSX): time, time to first byte, rows/s and
//   the server's peak resident memory above what it held before the request;
// - `npm run staff -- verify-log` over the whole access log: time and rows/s;
// - 20 staff at once for BENCH_CROWD_SECONDS: each lists a page of the pipeline, opens an applicant
//   and changes its status (every call an access-log append): p50/p99 of reads and of changes;
// - the reference route, one request at a time, before and after, as `npm run bench` prints it.
//
// Environment: BENCH_SCALE (default 1: the table of issue 30), BENCH_ENGINES (default sqlite, and
// postgres when DATABASE_URL is set), BENCH_SAMPLES (default 30), BENCH_CROWD_SECONDS (default 20),
// BENCH_SKIP_BUILD=1 to reuse the last build, BENCH_DATA_DIR (where generated data is kept).
import { execFileSync, execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import * as OTPAuth from 'otpauth'
import pg from 'pg'
import { PIN, start, stop, waitFor } from './bench-processes.mjs'

const PORT = 4460
const REFERENCE_PORT = 4461
const BASE = `http://127.0.0.1:${PORT}`
const SCALE = process.env.BENCH_SCALE ?? '1'
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30)
const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 20)
const ENGINES = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'sqlite,postgres' : 'sqlite')).split(',')
const PG_SERVER = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test'
const TSX = ['node_modules/.bin/tsx', '--conditions=source']

// This process (the clients) runs on the other core.
if (PIN) execSync(`taskset -p -c 1 ${process.pid}`, { stdio: 'ignore' })

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const round = (value, digits = 1) => Number(value.toFixed(digits))

async function onServer(statement) {
  const client = new pg.Client({ connectionString: PG_SERVER })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}
const withDatabase = (url, name) => {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

/** The generated data (made on the first run, reused after) and a working copy of it. */
async function workingCopy(engine) {
  const output = execFileSync(
    TSX[0],
    [
      ...TSX.slice(1),
      'apps/server/scripts/console-data.ts',
      '--engine',
      engine,
      '--scale',
      SCALE,
      '--postgres',
      PG_SERVER,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
  )
  const data = JSON.parse(output.trim().split('\n').at(-1))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-bench-console-'))
  if (engine === 'sqlite') {
    fs.copyFileSync(data.sqliteFile, path.join(dataDir, 'app.db'))
    return {
      data,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `ctc_bench_work_${process.pid}`
  await onServer(`drop database if exists ${name} with (force)`)
  await onServer(`create database ${name} template ${data.postgresDatabase}`)
  return {
    data,
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabase(PG_SERVER, name) },
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      await onServer(`drop database if exists ${name} with (force)`)
    },
  }
}

/** Resident memory of a process, in MB. */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

async function call(token, method, url, body) {
  const response = await fetch(BASE + url, {
    method,
    headers: { 'x-staff-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`)
  return text ? JSON.parse(text) : undefined
}

/** Logs a staff account in as the console does: the password, then the authenticator's code. */
async function logIn(staff) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const step1 = await fetch(`${BASE}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: 'Console#Bench2026' }),
    })
    if (!step1.ok) throw new Error(`login ${staff.email}: ${step1.status} ${await step1.text()}`)
    const { challenge } = await step1.json()
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(staff.totpSecret) }).generate()
    const step2 = await fetch(`${BASE}/api/admin/login/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge, code }),
    })
    if (step2.ok) return (await step2.json()).token
    // A code of a 30-second step already used (the data was made a moment ago): wait for the next.
    await delay(31_000)
  }
  throw new Error(`login ${staff.email} failed`)
}

/**
 * One request at a time: warm-up, then SAMPLES timed requests, each after `prepare` (not timed); a
 * failed answer counts as an error.
 */
async function sequential(name, request, samples = SAMPLES, prepare = async () => {}) {
  const times = []
  const errors = new Set()
  let failed = 0
  for (let i = 0; i < samples + 3; i++) {
    await prepare(i)
    const begun = performance.now()
    try {
      await request(i)
    } catch (error) {
      failed++
      errors.add(String(error.message).slice(0, 60))
    }
    if (i >= 3) times.push(performance.now() - begun)
  }
  return {
    measure: name,
    'p50 ms': round(percentile(times, 50)),
    'p99 ms': round(percentile(times, 99)),
    samples,
    errors: failed ? `${failed}: ${[...errors].join('; ')}` : 0,
  }
}

/** A download: total time, time to the first byte, size, and the server's peak memory above its level before. */
async function download(serverPid, token, url, body) {
  const before = rssMb(serverPid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(serverPid))
  }, 10)
  const begun = performance.now()
  const response = await fetch(BASE + url, {
    method: 'POST',
    headers: { 'x-staff-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  const reader = response.body.getReader()
  let firstByte
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    firstByte ??= performance.now() - begun
    bytes += value.length
  }
  const total = performance.now() - begun
  clearInterval(sampler)
  peak = Math.max(peak, rssMb(serverPid))
  return { total, firstByte: firstByte ?? total, bytes, extraMb: peak - before }
}

const EXPORT_COLUMNS = [
  'applicationId',
  'createdAt',
  'status',
  'name',
  'gender',
  'birth',
  'mobile',
  'email',
  'source',
  'owner',
  'height',
  'weight',
  'smoking',
]

async function measureEngine(engine) {
  const copy = await workingCopy(engine)
  const { manifest, secret } = copy.data
  const env = {
    ...copy.env,
    APP_SECRET: secret,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The generated data spans five years: kept whole, the daily archive and retention jobs leave it
    // alone during the run (the archive would move three of the log's five million rows away while
    // the reads are timed).
    ACCESS_LOG_RETENTION_MONTHS: '60',
    APPLICATION_RETENTION_MONTHS: '60',
  }
  let server
  let reference
  const reads = []
  const downloads = []
  try {
    server = start(0, 'apps/server/dist/main.js', env)
    reference = start(0, 'scripts/bench-reference.mjs', { PORT: String(REFERENCE_PORT) })
    await Promise.all([waitFor(`${BASE}/api/health`, 3000), waitFor(`http://127.0.0.1:${REFERENCE_PORT}/ref`, 3000)])
    const referenceRead = (label) =>
      sequential(label, async () => {
        const response = await fetch(`http://127.0.0.1:${REFERENCE_PORT}/ref`)
        await response.text()
      })
    reads.push(await referenceRead('reference (precomputed 5.5 KB JSON), before'))

    const tokens = []
    for (const staff of manifest.staff) tokens.push(await logIn(staff))
    const [officer] = tokens
    const coordinator = tokens[2]
    const pipeline = `/api/admin/notices/${manifest.pipelineNoticeId}/applicants`
    const big = `/api/admin/notices/${manifest.exportNoticeId}/applicants`
    const get = (token, url) => () => call(token, 'GET', url)
    const post = (token, url, body) => () => call(token, 'POST', url, body)
    const health = {
      gender: 'M',
      ageMin: 20,
      ageMax: 45,
      bmiMin: 18.5,
      bmiMax: 25,
      smokerAllowed: false,
      historyRule: 'none',
    }
    const pageOf100 = Math.min(100, Math.ceil(manifest.exportApplications / 50))
    const cases = [
      [`pipeline (${manifest.pipelineApplications} applications): first page`, get(coordinator, pipeline)],
      ['pipeline: filter status=contacted', get(coordinator, `${pipeline}?status=contacted`)],
      ['pipeline: sort by last activity', get(coordinator, `${pipeline}?sort=lastActivityAt&order=asc`)],
      ['pipeline: sort by name', get(coordinator, `${pipeline}?sort=name`)],
      [
        `pipeline (${manifest.exportApplications} applications): page ${pageOf100}`,
        get(coordinator, `${big}?page=${pageOf100}`),
      ],
      [
        'pool search, three health filters (BMI, smoking, history)',
        post(coordinator, '/api/admin/pool/search', { criteria: health, page: 1 }),
      ],
      [
        'member search, exact e-mail',
        post(coordinator, '/api/admin/members/search', {
          field: 'email',
          value: manifest.sampleMember.email,
          reason: 'member_inquiry',
        }),
      ],
      [
        'member search, name',
        post(coordinator, '/api/admin/members/search', {
          field: 'name',
          value: manifest.sampleMember.name,
          reason: 'member_inquiry',
        }),
      ],
      ['dashboard, center', get(coordinator, '/api/admin/dashboard')],
      ['dashboard, one notice', get(coordinator, `/api/admin/dashboard?studyId=${manifest.pipelineNoticeId}`)],
      ['access log, filter action=member.view', get(officer, '/api/admin/access-log?action=member.view')],
      ['access log, page 1,000', get(officer, '/api/admin/access-log?page=1000')],
    ]
    for (const [name, request] of cases) reads.push(await sequential(name, request))
    // The order by name is kept until the notice's names change (decision 0037, tenth step): the
    // first sort after a change, each sample after a new application taken by phone.
    const phoneApplication = (i) =>
      call(coordinator, 'POST', `${pipeline}/phone`, {
        name: `전화${String.fromCharCode(0xac00 + i * 37)}`,
        gender: 'F',
        birth: '1980-01-01',
        mobile: `010-5555-${String(1000 + i)}`,
        email: `phone-${i}@bench.example`,
        consentGiven: true,
        consentNote: 'bench',
      })
    reads.push(
      await sequential(
        'pipeline: sort by name, first after a new application',
        get(coordinator, `${pipeline}?sort=name`),
        SAMPLES,
        phoneApplication,
      ),
    )

    for (const [noticeId, rows] of [
      [manifest.pipelineNoticeId, manifest.pipelineApplications],
      [manifest.exportNoticeId, manifest.exportApplications],
    ]) {
      for (const format of ['csv', 'xlsx']) {
        const url = `/api/admin/notices/${noticeId}/applicants/export`
        const body = { format, columns: EXPORT_COLUMNS, reason: 'application_review' }
        await download(server.pid, coordinator, url, body)
        const result = await download(server.pid, coordinator, url, body)
        downloads.push({
          export: `${format.toUpperCase()} ${rows} rows`,
          'time ms': Math.round(result.total),
          'first byte ms': Math.round(result.firstByte),
          'rows/s': Math.round(rows / (result.total / 1000)),
          MB: round(result.bytes / 1_048_576),
          'server extra MB (peak)': Math.round(result.extraMb),
        })
      }
    }

    // 20 staff at once: list a page, open an applicant, change its status; each call is logged.
    // Errors by answer: a 409 is a change refused because another staff member changed the row first.
    const crowd = { reads: [], changes: [], errors: new Map() }
    const until = performance.now() + CROWD_SECONDS * 1000
    const pipelinePages = Math.max(1, Math.floor(manifest.pipelineApplications / 50))
    await Promise.all(
      tokens.map(async (token, worker) => {
        const statuses = ['contacted', 'screening_booked', 'screened']
        for (let round = 0; performance.now() < until; round++) {
          try {
            let begun = performance.now()
            const list = await call(token, 'GET', `${pipeline}?page=${1 + ((worker + round * 20) % pipelinePages)}`)
            crowd.reads.push(performance.now() - begun)
            const row = list.dataList[worker % list.dataList.length]
            begun = performance.now()
            const detail = await call(token, 'GET', `/api/admin/applications/${row.applicationId}`)
            crowd.reads.push(performance.now() - begun)
            const from = detail.applicant.status
            const to = statuses.find((status) => status !== from)
            begun = performance.now()
            await call(token, 'POST', `/api/admin/applications/${row.applicationId}/status`, {
              status: to,
              fromStatus: from,
              notify: false,
            })
            crowd.changes.push(performance.now() - begun)
          } catch (error) {
            const answer =
              /: (\d{3}) .*?"code":"(\w+)"/.exec(error.message)?.slice(1).join(' ') ?? error.message.slice(0, 60)
            crowd.errors.set(answer, (crowd.errors.get(answer) ?? 0) + 1)
          }
        }
      }),
    )
    reads.push({
      measure: `20 staff at once (${CROWD_SECONDS} s): reads (pipeline page, applicant)`,
      'p50 ms': round(percentile(crowd.reads, 50)),
      'p99 ms': round(percentile(crowd.reads, 99)),
      samples: crowd.reads.length,
    })
    reads.push({
      measure: `20 staff at once: status changes (errors: ${[...crowd.errors].map(([answer, n]) => `${n} ${answer}`).join(', ') || 0})`,
      'p50 ms': round(percentile(crowd.changes, 50)),
      'p99 ms': round(percentile(crowd.changes, 99)),
      samples: crowd.changes.length,
    })
    reads.push(await referenceRead('reference (precomputed 5.5 KB JSON), after'))
  } finally {
    if (server) await stop(server)
    if (reference) await stop(reference)
  }

  // verify-log over the whole chain, as the privacy officer runs it.
  const begun = performance.now()
  const output = execFileSync(TSX[0], [...TSX.slice(1), 'apps/server/src/modules/staff/staff-cli.ts', 'verify-log'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })
  const seconds = (performance.now() - begun) / 1000
  const rows = Number(/(\d+) rows?/.exec(output)?.[1] ?? 0)
  await copy.drop()

  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
  console.log(
    `\n${engine}, scale ${SCALE} (${JSON.stringify(manifest.size)}), server ${PIN ? 'pinned to one core' : 'not pinned'}, load average ${load}`,
  )
  console.table(reads)
  console.table(downloads)
  console.table([
    {
      'verify-log rows': rows,
      seconds: round(seconds),
      'rows/s': Math.round(rows / seconds),
      output: output.trim().slice(0, 80),
    },
  ])
}

const started = Date.now()
if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' })
for (const engine of ENGINES) await measureEngine(engine)
console.log(`\nbench:console finished in ${Math.round((Date.now() - started) / 1000)} s`)
