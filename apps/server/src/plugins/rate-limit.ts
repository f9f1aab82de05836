import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { purgeExpiredLimits } from '../lib/rate-limits.js'

const PURGE_EVERY_MS = 5 * 60 * 1000

/** Clears ended rate-limit windows every few minutes while the server runs. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const purge = async () => {
    try {
      await purgeExpiredLimits(app.db, Date.now())
    } catch (error) {
      // Only housekeeping: the next round tries again.
      app.log.warn({ err: error }, 'purging ended rate-limit windows failed')
    }
  }
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
})
