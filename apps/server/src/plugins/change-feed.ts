import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import { sql } from 'kysely'

/** What changed: a topic (e.g. 'notices') and the record, when one is named. */
export interface Change {
  topic: string
  id?: number
}
type Listener = (change: Change | 'resync') => void

export interface ChangeFeed {
  /** Tells every process (this one at once) that something changed. */
  publish(change: Change): Promise<void>
  /** Calls the listener on every change; 'resync' means changes may have been missed: drop everything. */
  subscribe(listener: Listener): void
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed
  }
}

const CHANNEL = 'ctc_changes'
const RECONNECT_MS = 1000

/**
 * Cross-process change notices, so that per-process caches are dropped when the data
 * changes instead of being left to expire. On PostgreSQL: NOTIFY through the pool and a
 * dedicated LISTEN connection, reconnected when it breaks (and then a resync, since notices
 * sent meanwhile are lost). On SQLite there is one process: listeners are called directly.
 */
export const changeFeedPlugin = fp(
  async (app: FastifyInstance) => {
    const listeners: Listener[] = []
    const deliver = (change: Change | 'resync') => {
      for (const listener of listeners) listener(change)
    }
    const database = app.config.database
    let client: pg.Client | undefined
    let closing = false
    let retry: NodeJS.Timeout | undefined

    const listen = async () => {
      if (database.dialect !== 'postgres' || closing) return
      const next = new pg.Client({ connectionString: database.url, keepAlive: true })
      const reconnect = () => {
        if (closing || client !== next) return
        client = undefined
        next.removeAllListeners()
        next.end().catch(() => {})
        retry = setTimeout(() => void listen(), RECONNECT_MS)
      }
      client = next
      next.on('error', (error) => {
        app.log.warn({ err: error }, 'change feed connection lost; reconnecting')
        reconnect()
      })
      next.on('end', reconnect)
      next.on('notification', (message) => {
        try {
          deliver(JSON.parse(message.payload ?? '{}') as Change)
        } catch {
          deliver('resync')
        }
      })
      try {
        await next.connect()
        await next.query(`listen ${CHANNEL}`)
        // Whatever changed while nobody listened is unknown: start from nothing.
        deliver('resync')
      } catch (error) {
        app.log.warn({ err: error }, 'change feed could not listen; retrying')
        reconnect()
      }
    }

    app.decorate('changes', {
      async publish(change: Change) {
        deliver(change)
        if (database.dialect === 'postgres') {
          await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`.execute(app.db)
        }
      },
      subscribe(listener: Listener) {
        listeners.push(listener)
      },
    })
    await listen()
    app.addHook('onClose', async () => {
      closing = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    })
  },
  { name: 'change-feed', dependencies: ['database'] },
)
