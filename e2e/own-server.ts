import { type ChildProcess, spawn } from 'node:child_process'
import { expect } from '@playwright/test'

/** Waits until the server at `base` answers its health check. */
export async function whenHealthy(base: string, timeout = 20_000) {
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout },
    )
    .toBe(200)
}

/**
 * A production server of a spec's own, on its port and data folder; started again with `shiftDays`,
 * its clock runs that many days ahead (e2e/shifted-clock.mjs), so that a journey can see a later day.
 */
export function ownServer(options: { port: number; dataDir: string; env?: Record<string, string> }) {
  let running: ChildProcess | undefined
  return {
    async start(shiftDays = 0) {
      const clock = shiftDays ? ['--import', './e2e/shifted-clock.mjs'] : []
      running = spawn('node', [...clock, 'apps/server/dist/main.js'], {
        env: {
          ...process.env,
          PORT: String(options.port),
          HOST: '127.0.0.1',
          DATA_DIR: options.dataDir,
          LOG_LEVEL: 'warn',
          E2E_CLOCK_SHIFT_DAYS: String(shiftDays),
          ...options.env,
        },
        stdio: 'ignore',
      })
      await whenHealthy(`http://127.0.0.1:${options.port}`)
    },
    async stop() {
      const server = running
      running = undefined
      if (!server || server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill()
      await exited
    },
  }
}
