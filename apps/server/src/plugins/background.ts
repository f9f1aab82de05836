import type { FastifyInstance } from 'fastify'

/**
 * Runs housekeeping every `everyMs` while the server runs. Only housekeeping: a failed
 * round is logged as a warning and the next one tries again.
 */
export function repeatWhileRunning(app: FastifyInstance, everyMs: number, what: string, task: () => Promise<void>) {
  const run = async () => {
    try {
      await task()
    } catch (error) {
      app.log.warn({ err: error }, `${what} failed`)
    }
  }
  const timer = setInterval(() => void run(), everyMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
