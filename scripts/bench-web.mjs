// Web benchmark of the production build: starts the built server on a fresh embedded
// database with 1,000 notices and runs Lighthouse (mobile preset: simulated slow 4G and
// a 4x slower CPU) three times on each public page, printing the median score, LCP, CLS,
// TBT and the JavaScript transferred. Run with `npm run bench:web` (it builds first);
// `--no-build` measures the build already in apps/*/dist.
import { spawn, execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const PORT = 4391
const BASE = `http://127.0.0.1:${PORT}`
const STUDIES = 1000
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3)
const PAGES = ['/kr/main', '/kr/studyinfo/recruitment', '/kr/studyinfo/recruitmentView?studyId=500']

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-bench-web-'))
execSync(`node apps/server/dist/db/seed/demo-seed-cli.js --count ${STUDIES}`, {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
})
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
})

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Bytes of script that crossed the network (compressed when the server compressed them). */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + item.transferSize, 0)
}

let chrome

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and the like) is tried again. */
async function measure(page, attempts = 3) {
  const { lhr } = await lighthouse(BASE + page, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (!lhr.runtimeError) return lhr
  if (attempts > 1) return measure(page, attempts - 1)
  throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`)
}

try {
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) break
    if (attempt > 100) throw new Error('the server did not start')
    await delay(100)
  }
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const rows = []
  for (const page of PAGES) {
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      // The mobile preset is Lighthouse's default: Moto G Power, slow 4G, 4x CPU slowdown.
      const lhr = await measure(page)
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js: scriptBytes(lhr) / 1024,
      })
    }
    rows.push({
      page,
      score: median(runs.map((r) => r.score)),
      'scores (runs)': runs.map((r) => r.score).join(' '),
      'LCP s': median(runs.map((r) => r.lcp)).toFixed(2),
      CLS: median(runs.map((r) => r.cls)).toFixed(3),
      'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
      'JS KB': Math.round(median(runs.map((r) => r.js))),
    })
  }
  console.log(
    `\nLighthouse mobile preset, ${STUDIES} notices, median of ${RUNS} runs; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  )
  console.table(rows)
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
