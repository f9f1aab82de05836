import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { purgeExpiredLimits } from '../lib/rate-limits.js'
import { repeatWhileRunning } from './background.js'

/** Clears ended rate-limit windows every few minutes while the server runs. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    repeatWhileRunning(app, 5 * 60 * 1000, 'purging ended rate-limit windows', () =>
      purgeExpiredLimits(app.db, Date.now()),
    )
  },
  { name: 'rate-limit-purge', dependencies: ['database'] },
)
