import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/database.js'
import { type NewJob, enqueueJob, pruneFinishedJobs } from '../jobs/job-queue.js'
import { JobWorker } from '../jobs/job-worker.js'
import { seoulToday } from '../lib/seoul-dates.js'

export interface Jobs {
  worker: JobWorker
  /**
   * Queues a job (in the caller's transaction when given one); call `wake` once it is
   * committed so that this process runs it without waiting for the next poll.
   */
  enqueue(db: Db, job: NewJob): Promise<boolean>
  wake(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs
  }
}

export interface JobsOptions {
  leaseMs?: number
  pollMs?: number
}

const UPKEEP = 'jobs.upkeep'

/**
 * The job table's own upkeep, once a Korean day (decision 0039): finished jobs older than
 * JOB_RETENTION_DAYS are deleted, so the table holds the work waiting and the recent past.
 */
function registerJobUpkeep(app: FastifyInstance, worker: JobWorker) {
  const days = app.config.jobRetentionDays
  worker.schedule({
    name: 'job table upkeep',
    everyMs: 60 * 60_000,
    run: async (now) => {
      const day = seoulToday(now)
      await enqueueJob(app.db, { kind: UPKEEP, key: `${UPKEEP}:${day}`, payload: { day } }, now)
    },
  })
  worker.handle(UPKEEP, async () => {
    const before = new Date(app.now().getTime() - days * 86_400_000)
    const deleted = await pruneFinishedJobs(app.db, before, worker.keptKinds())
    return `deleted ${deleted} jobs finished before ${before.toISOString()}`
  })
}

/**
 * The job table's worker. Modules add their handlers while they register; the server's entry
 * starts the worker once it listens (tests run due jobs themselves with `worker.runDue()`),
 * and a stop lets the running job finish before the database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsOptions) => {
    const worker = new JobWorker({ db: app.db, log: app.log, now: () => app.now(), ...options })
    app.decorate('jobs', {
      worker,
      enqueue: (db: Db, job: NewJob) => enqueueJob(db, job, app.now()),
      wake: () => worker.wake(),
    })
    registerJobUpkeep(app, worker)
    app.addHook('onClose', async () => worker.stop())
  },
  { name: 'jobs', dependencies: ['database', 'mail'] },
)
