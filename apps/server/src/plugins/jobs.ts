import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/database.js'
import { type NewJob, enqueueJob } from '../jobs/job-queue.js'
import { JobWorker } from '../jobs/job-worker.js'

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
    app.addHook('onClose', async () => worker.stop())
  },
  { name: 'jobs', dependencies: ['database', 'mail'] },
)
