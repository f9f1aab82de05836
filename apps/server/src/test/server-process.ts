import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The real server (src/main.ts through tsx) in a process of its own, for tests of what only a
// process shows: that it survives a fault, how it exits, what it logs.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The app secret of a test's server process, unless its env gives another. */
export const PROCESS_TEST_SECRET = 'process-test-secret-process-test-secret-01'

export interface ServerProcess {
  url: string
  /** The app secret the process runs with (to compute what it stores as blind indexes). */
  secret: string
  child: ChildProcess
  dataDir: string
  /** Every line written so far (pino JSON lines on standard output, anything on standard error). */
  output(): string
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>
  stop(signal?: NodeJS.Signals): Promise<number | string>
}

/** Runs src/main.ts once, up to its first exit, and answers its exit code and output. */
export function runServerOnce(
  env: Record<string, string>,
  options: { user?: { uid: number; gid: number }; timeoutMs?: number } = {},
) {
  // Below the 60 s of the tests that call it: a loaded machine takes long to start tsx.
  const { user, timeoutMs = 55_000 } = options
  const child = launch(env, user)
  let output = ''
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  return new Promise<{ code: number | string; output: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not exit within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code: code ?? signal ?? 'unknown', output })
    })
  })
}

function launch(env: Record<string, string>, user?: { uid: number; gid: number }): ChildProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    ...user,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      APP_SECRET: PROCESS_TEST_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Starts the server on a free port (DATA_DIR a new temp folder unless given) and waits until it listens. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-proc-'))
  const child = launch({ DATA_DIR: dataDir, ...env })
  let output = ''
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  )
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += String(chunk)
      const listening = /listening on (http:\/\/[\d.:]+)/.exec(output)
      if (listening?.[1]) {
        clearTimeout(timer)
        resolve(listening[1])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${code}) before listening:\n${output}`))
    })
  })
  return {
    url,
    secret: env.APP_SECRET ?? PROCESS_TEST_SECRET,
    child,
    dataDir,
    output: () => output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      const code = await exited
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}

/** One JSON call to a server process; a request that gets no answer resolves with status 0. */
export async function callJson(
  baseUrl: string,
  request: { method?: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown; headers: Headers }> {
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers }
  } catch {
    return { status: 0, body: null, headers: new Headers() }
  }
}

/** Polls until the condition holds (every 20 ms, at most limitMs); answers how long it took. */
export async function within(limitMs: number, condition: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Date.now() - started
}
