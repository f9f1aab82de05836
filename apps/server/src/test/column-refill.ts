import { type Kysely, type Migration, sql } from 'kysely'
import { expect } from 'vitest'
import type { Db } from '../db/database.js'
import * as dashboardFigures from '../db/migrations/20261130-d1-dashboard-figures.js'
import * as firstContactMs from '../db/migrations/20261130-f1-first-contact-ms.js'

// The later migrations over the applications' filled columns (the dashboard's covering indexes,
// the milliseconds to first contact), in the order they run.
const LATER: Migration[] = [dashboardFigures, firstContactMs]

/**
 * Takes a column of the applications away by a migration's `down`, checks it is gone, puts it
 * back by its `up` and answers what `up` filled it with, by application id: for the tests of
 * migrations that add a column and fill it from the history. The later migrations over the
 * column are taken away before and put back after, as a database rolled back in order would do.
 */
export async function refilledColumn(db: Db, migration: Migration, column: string, ids: number[]) {
  const later = LATER.slice(LATER.indexOf(migration) + 1)
  for (const step of [...later].reverse()) await step.down?.(db as Kysely<unknown>)
  await migration.down?.(db as Kysely<unknown>)
  const table = (await db.introspection.getTables()).find((t) => t.name === 'applications')
  expect(table?.columns.map((c) => c.name)).not.toContain(column)
  await migration.up(db as Kysely<unknown>)
  for (const step of later) await step.up(db as Kysely<unknown>)
  const rows = await db
    .selectFrom('applications')
    .select(['id', sql<unknown>`${sql.ref(column)}`.as('value')])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.id, row.value]))
}
