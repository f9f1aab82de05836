// What the benchmarks share: the server and the reference on one core (when taskset and a second
// core exist), waiting for them to answer and stopping them.
import { execSync, spawn } from 'node:child_process'
import os from 'node:os'
import { setTimeout as delay } from 'node:timers/promises'

export const hasCommand = (name) => {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export const PIN = hasCommand('taskset') && os.cpus().length > 1
export const pinned = (core, command, args) =>
  PIN ? ['taskset', ['-c', String(core), command, ...args]] : [command, args]

/** A Node script on one core, its output to ours. */
export function start(core, script, env) {
  const [command, args] = pinned(core, process.execPath, [script])
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
}

/** Waits until the URL answers 2xx, trying every 100 ms `attempts` times. */
export async function waitFor(url, attempts = 300) {
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    if (attempt > attempts) throw new Error(`${url} did not answer`)
    await delay(100)
  }
}

export async function stop(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
