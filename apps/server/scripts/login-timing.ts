// Measures whether a failed login tells by its time that an e-mail has an account
// (`npm run timing:login`). It starts the real server (src/main.ts) in a process of its own, on
// SQLite, or on PostgreSQL when LOGIN_TIMING_DATABASE_URL names an empty database; signs up
// members; then sends pairs of failed logins over HTTP, one with a member's e-mail and one with an
// unknown e-mail, in a random order within each pair, each from a client address of its own and
// each pair on e-mails not tried before (so no limit or delay takes part). It prints, in
// milliseconds, the median of each kind, the median and mean of the paired differences (member
// minus unknown), and in how many pairs the member's login was the slower.
//
// Environment: LOGIN_TIMING_PAIRS (default 40), LOGIN_TIMING_DATABASE_URL.
import { buildJoinRequest } from '../src/modules/members/members.factory.js'
import { callJson, startServerProcess } from '../src/test/server-process.js'

const PAIRS = Number(process.env.LOGIN_TIMING_PAIRS ?? 40)
const WARM_UP = 5
const databaseUrl = process.env.LOGIN_TIMING_DATABASE_URL

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
const round = (value: number) => Math.round(value * 100) / 100

const server = await startServerProcess({
  TRUST_PROXY: '1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
})
let address = 0
const nextAddress = () => {
  address += 1
  return `198.18.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`
}

try {
  const members: string[] = []
  for (let index = 0; index < PAIRS + WARM_UP; index += 1) {
    const request = buildJoinRequest()
    const joined = await callJson(server.url, {
      path: '/api/register/write',
      body: request,
      headers: { 'x-forwarded-for': nextAddress() },
    })
    if (joined.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(joined.body)}`)
    members.push(request.member.userId)
  }

  const timedFailure = async (email: string) => {
    const started = process.hrtime.bigint()
    const answer = await callJson(server.url, {
      path: '/api/auth/login',
      body: { email, password: 'Wrong#Password1' },
      headers: { 'x-forwarded-for': nextAddress() },
    })
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6
    if (answer.status !== 401) throw new Error(`expected 401, got ${answer.status}: ${JSON.stringify(answer.body)}`)
    return elapsed
  }

  const known: number[] = []
  const unknown: number[] = []
  for (const [index, email] of members.entries()) {
    const nobody = `nobody${index}.${Date.now()}@example.com`
    let memberMs: number
    let nobodyMs: number
    if (Math.random() < 0.5) {
      memberMs = await timedFailure(email)
      nobodyMs = await timedFailure(nobody)
    } else {
      nobodyMs = await timedFailure(nobody)
      memberMs = await timedFailure(email)
    }
    if (index < WARM_UP) continue
    known.push(memberMs)
    unknown.push(nobodyMs)
  }

  const differences = known.map((value, index) => value - (unknown[index] ?? 0))
  const slower = differences.filter((value) => value > 0).length
  console.log(`engine: ${databaseUrl ? 'postgres' : 'sqlite'}, pairs: ${differences.length}`)
  console.log(`median, member's e-mail:  ${round(median(known))} ms`)
  console.log(`median, unknown e-mail:   ${round(median(unknown))} ms`)
  console.log(`median paired difference: ${round(median(differences))} ms`)
  console.log(
    `mean paired difference:   ${round(differences.reduce((sum, value) => sum + value, 0) / differences.length)} ms`,
  )
  console.log(`member slower in ${slower} of ${differences.length} pairs`)
} finally {
  await server.stop()
}
