import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import { claimNextJob } from '../db/job-claim.js'
import type { Db } from '../db/database.js'
import type { JobRow } from '../db/schema.js'
import { completeJob, failJob, renewLease } from './job-queue.js'

/** What a handler gets: the job's payload and row, and a logger. */
export interface JobContext {
  payload: Record<string, unknown>
  job: JobRow
  log: FastifyBaseLogger
}
/** Does the work; answers what it did (kept on the job as the record of what was sent). */
export type JobHandler = (context: JobContext) => Promise<string>

/** A failure that another try cannot mend (the payload names nothing valid): no retry. */
export class PermanentJobError extends Error {}

/** Work that must happen regularly (a daily digest): it queues its jobs under unique keys. */
export interface Schedule {
  name: string
  everyMs: number
  run: (now: Date) => Promise<void>
}

export interface WorkerOptions {
  db: Db
  log: FastifyBaseLogger
  now: () => Date
  /** How long a claimed job is held; renewed every third of it while the handler runs. */
  leaseMs?: number
  /** How often an idle worker looks for due jobs. */
  pollMs?: number
}

/**
 * Runs the jobs of the kinds it has handlers for, one at a time, from any process: each job is
 * claimed with a lease in one statement (db/job-claim.ts), its lease renewed while it runs, and
 * marked done or failed only by the worker still holding it.
 */
export class JobWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  private readonly handlers = new Map<string, JobHandler>()
  private readonly kept = new Set<string>()
  private readonly schedules: (Schedule & { nextAt: number })[] = []
  private readonly leaseMs: number
  private readonly pollMs: number
  private timer: NodeJS.Timeout | undefined
  private running: Promise<unknown> = Promise.resolve()
  private started = false
  private stopRequested = false

  constructor(private readonly options: WorkerOptions) {
    this.leaseMs = options.leaseMs ?? 60_000
    this.pollMs = options.pollMs ?? 1_000
  }

  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Two handlers for job kind ${kind}`)
    this.handlers.set(kind, handler)
  }

  /** A done job of this kind is a record that something reads: the daily upkeep leaves it. */
  keepDone(kind: string): void {
    this.kept.add(kind)
  }

  /** The kinds whose done jobs are kept (see `keepDone`). */
  keptKinds(): string[] {
    return [...this.kept]
  }

  schedule(schedule: Schedule): void {
    this.schedules.push({ ...schedule, nextAt: 0 })
  }

  /** Starts looking for due jobs every pollMs, and at once. */
  start(): void {
    if (this.started) return
    this.started = true
    this.stopRequested = false
    this.wake()
  }

  /** Looks for due jobs now instead of at the next poll (a job was just queued here). */
  wake(): void {
    if (!this.started) return
    clearTimeout(this.timer)
    this.timer = undefined
    this.running = this.running
      .then(() => this.runDue())
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'job worker pass failed'))
      .finally(() => {
        if (this.started && this.timer === undefined) this.timer = setTimeout(() => this.wake(), this.pollMs)
      })
  }

  /** Stops taking jobs and waits for the one running to finish. */
  async stop(): Promise<void> {
    this.started = false
    this.stopRequested = true
    clearTimeout(this.timer)
    this.timer = undefined
    await this.running
  }

  /** Runs the schedules that are due, then every job due now; answers how many jobs ran. */
  async runDue(): Promise<number> {
    await this.runSchedules()
    let ran = 0
    while (!this.stopRequested) {
      const now = this.options.now()
      const job = await claimNextJob(this.options.db, {
        kinds: [...this.handlers.keys()],
        workerId: this.id,
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + this.leaseMs).toISOString(),
      })
      if (!job) return ran
      await this.runJob(job)
      ran++
    }
    return ran
  }

  private async runSchedules(): Promise<void> {
    for (const schedule of this.schedules) {
      const now = this.options.now()
      if (now.getTime() < schedule.nextAt) continue
      schedule.nextAt = now.getTime() + schedule.everyMs
      try {
        await schedule.run(now)
      } catch (error) {
        this.options.log.warn({ err: error, schedule: schedule.name }, 'scheduled work failed; trying again later')
        schedule.nextAt = 0
      }
    }
  }

  private async runJob(job: JobRow): Promise<void> {
    const { db, now } = this.options
    const log = this.options.log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts })
    // A job whose worker died during its last allowed try is not tried beyond its limit.
    if (job.attempts > job.max_attempts) {
      await failJob(db, job, 'the worker stopped during the last try', now(), true)
      return
    }
    const heartbeat = setInterval(() => {
      renewLease(db, job, new Date(now().getTime() + this.leaseMs)).catch((error: unknown) =>
        log.warn({ err: error }, 'job lease not renewed'),
      )
    }, this.leaseMs / 3)
    try {
      const handler = this.handlers.get(job.kind)
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind}`)
      const result = await handler({ payload: JSON.parse(job.payload) as Record<string, unknown>, job, log })
      if (!(await completeJob(db, job, result, now())))
        log.warn('job finished after its lease passed to another worker')
    } catch (error) {
      const permanent = error instanceof PermanentJobError
      log.warn({ err: error, permanent }, 'job failed')
      await failJob(db, job, error instanceof Error ? error.message : String(error), now(), permanent)
    } finally {
      clearInterval(heartbeat)
    }
  }
}
