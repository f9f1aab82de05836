import { sql } from 'kysely'
import { type Db, driverHandle } from './database.js'

// How a change reaches the caches of every server process on PostgreSQL (decisions 0018, 0020):
// the topic's generation in `change_generations`, which each request reads, and a NOTIFY on one
// channel, which frees the processes' memory at once. The server's change feed and the command-line
// tools that write what servers keep (the demo seed) use the same two statements.

/** What changed: a topic (e.g. 'notices') and the record, when one is named. */
export interface Change {
  topic: string
  id?: number
}

/** The channel the change feed listens on; the payload is a Change as JSON. */
export const CHANGE_CHANNEL = 'ctc_changes'

/** Counts one more change of the topic; every process's next read of the generation sees it. */
export async function bumpGeneration(db: Db, topic: string): Promise<void> {
  const bumped = await db
    .updateTable('change_generations')
    .set((eb) => ({ generation: eb('generation', '+', 1) }))
    .where('topic', '=', topic)
    .executeTakeFirst()
  if (bumped.numUpdatedRows > 0n) return
  await db
    .insertInto('change_generations')
    .values({ topic, generation: 1 })
    .onConflict((oc) =>
      oc.column('topic').doUpdateSet((eb) => ({ generation: eb('change_generations.generation', '+', 1) })),
    )
    .execute()
}

/** Tells every listening process of the change (delivered when the caller's transaction commits). */
export async function notifyChange(db: Db, change: Change): Promise<void> {
  await sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(change)})`.execute(db)
}

/**
 * For a process that is not a server (a command-line tool) and wrote what servers keep in memory:
 * on PostgreSQL, the same bump and NOTIFY as a server's own change. On SQLite nothing: the one
 * server process counts its changes in memory, and a tool writing beside it is not one of them.
 */
export async function announceChange(db: Db, change: Change): Promise<void> {
  if (driverHandle(db).dialect !== 'postgres') return
  await bumpGeneration(db, change.topic)
  await notifyChange(db, change)
}
