import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import { CHANGE_CHANNEL, type Change, bumpGeneration, notifyChange } from '../db/change-generations.js'

type Listener = (change: Change | 'resync') => void

export interface ChangeFeed {
  /** Tells every process (this one at once) that something changed. */
  publish(change: Change): Promise<void>
  /** Calls the listener on every change; 'resync' means changes may have been missed: drop everything. */
  subscribe(listener: Listener): void
  /**
   * The topic's generation as of this call: every change acknowledged before it is counted. On
   * PostgreSQL a read of the database that starts after the call (concurrent callers share one),
   * since a notification from another process may still be on its way; on SQLite, with its one
   * process, a counter in memory.
   */
  generation(topic: string): number | Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed
  }
}

/**
 * A value read from the database, shared by concurrent callers, but never older than the call:
 * a caller that comes while a read is under way (it may have been sent before the caller's
 * moment) waits for the next read, which starts when that one ends. So under load one query
 * answers many requests, and each answer still counts every change acknowledged before it asked.
 */
export class FreshRead {
  private running: Promise<number> | undefined
  private next: Promise<number> | undefined

  constructor(private readonly load: () => Promise<number>) {}

  read(): Promise<number> {
    if (!this.running) return this.start()
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = undefined
        return this.start()
      })
    return this.next
  }

  private start(): Promise<number> {
    const running = this.load().finally(() => {
      if (this.running === running) this.running = undefined
    })
    this.running = running
    return running
  }
}
const RECONNECT_MS = 1000

/**
 * Cross-process change notices, so that per-process caches are dropped when the data
 * changes instead of being left to expire. On PostgreSQL: NOTIFY through the pool and a
 * dedicated LISTEN connection, reconnected when it breaks (and then a resync, since notices
 * sent meanwhile are lost). On SQLite there is one process: listeners are called directly.
 * Command-line tools that write what servers keep announce it the same way (db/change-generations.ts).
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
        await next.query(`listen ${CHANGE_CHANNEL}`)
        // Whatever changed while nobody listened is unknown: start from nothing.
        deliver('resync')
      } catch (error) {
        app.log.warn({ err: error }, 'change feed could not listen; retrying')
        reconnect()
      }
    }

    const local = new Map<string, number>()
    const reads = new Map<string, FreshRead>()
    app.decorate('changes', {
      async publish(change: Change) {
        local.set(change.topic, (local.get(change.topic) ?? 0) + 1)
        if (database.dialect === 'postgres') {
          // Bumped before the change is acknowledged: a read on any process after that sees it.
          await bumpGeneration(app.db, change.topic)
        }
        deliver(change)
        if (database.dialect === 'postgres') {
          await notifyChange(app.db, change)
        }
      },
      subscribe(listener: Listener) {
        listeners.push(listener)
      },
      generation(topic: string) {
        if (database.dialect !== 'postgres') return local.get(topic) ?? 0
        let read = reads.get(topic)
        if (!read) {
          // Compiled once: this read runs for many requests a second.
          const query = app.db
            .selectFrom('change_generations')
            .select('generation')
            .where('topic', '=', topic)
            .compile()
          read = new FreshRead(async () => (await app.db.executeQuery(query)).rows[0]?.generation ?? 0)
          reads.set(topic, read)
        }
        return read.read()
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
