import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { purgeExpiredLimits } from '../lib/rate-limits.js'
import { purgeStaleLoginFailures } from '../modules/auth/login-throttle.js'
import { repeatWhileRunning } from './background.js'

/** Clears ended rate-limit windows, and failed-login counts that no longer matter, every few minutes. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    repeatWhileRunning(app, 5 * 60 * 1000, 'purging ended rate-limit windows', async () => {
      await purgeExpiredLimits(app.db, Date.now())
      await purgeStaleLoginFailures(app.db, app.now())
    })
  },
  { name: 'rate-limit-purge', dependencies: ['database'] },
)
