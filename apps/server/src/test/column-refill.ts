import { type Kysely, type Migration, sql } from 'kysely'
import { expect } from 'vitest'
import type { Db } from '../db/database.js'
import * as dashboardFigures from '../db/migrations/20261130-d1-dashboard-figures.js'

/**
 * Takes a column of the applications away by a migration's `down`, checks it is gone, puts it
 * back by its `up` and answers what `up` filled it with, by application id: for the tests of
 * migrations that add a column and fill it from the history. A later migration's index over the
 * column (the dashboard's covering index) is taken away before and put back after, as a database
 * rolled back in order would do.
 */
export async function refilledColumn(db: Db, migration: Migration, column: string, ids: number[]) {
  await dashboardFigures.down(db as Kysely<unknown>)
  await migration.down?.(db as Kysely<unknown>)
  const table = (await db.introspection.getTables()).find((t) => t.name === 'applications')
  expect(table?.columns.map((c) => c.name)).not.toContain(column)
  await migration.up(db as Kysely<unknown>)
  await dashboardFigures.up(db as Kysely<unknown>)
  const rows = await db
    .selectFrom('applications')
    .select(['id', sql<unknown>`${sql.ref(column)}`.as('value')])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.id, row.value]))
}
