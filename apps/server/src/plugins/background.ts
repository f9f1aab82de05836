import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface Background {
  /** Runs work after the answer has gone; a failure is logged, never thrown at the client. */
  run(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void
  /** Resolves when every task started so far has finished. */
  settled(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background
  }
}

/**
 * Work whose duration must not show in an answer (whether a reset mail was sent
 * tells whether the details matched). A graceful stop waits for it.
 */
export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<void>>()
    app.decorate('background', {
      run(log, what, task) {
        const done: Promise<void> = Promise.resolve()
          .then(task)
          .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
          .finally(() => running.delete(done))
        running.add(done)
      },
      async settled() {
        while (running.size > 0) await Promise.all(running)
      },
    } satisfies Background)
    app.addHook('onClose', async () => app.background.settled())
  },
  { name: 'background' },
)

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
