import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { repeatWhileRunning } from '../../plugins/background.js'
import { purgeExpiredPendingApplications } from './applications.service.js'

/**
 * Deletes the non-members' applications nobody confirmed, with their data keys, every few
 * minutes: what someone typed with another person's address is not kept past its link.
 */
export const pendingApplicationsPurgePlugin = fp(
  async (app: FastifyInstance) => {
    repeatWhileRunning(app, 10 * 60 * 1000, 'deleting unconfirmed applications', async () => {
      const purged = await purgeExpiredPendingApplications(app.db, app.now())
      if (purged > 0) app.log.info({ purged }, 'unconfirmed applications deleted')
    })
  },
  { name: 'pending-applications-purge', dependencies: ['database'] },
)
