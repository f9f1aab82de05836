import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.js'

// The app's PostgreSQL sessions plan without parallel workers (decision 0040): the console's reads
// are small, and starting workers for them cost more than it saved. The setting is the connection's,
// so the server's own default stays for every other client (psql, backups).

describe.skipIf(!process.env.TEST_DATABASE_URL)("the app's PostgreSQL sessions", () => {
  it('start no parallel workers, on every connection of the pool', async () => {
    const app = await createTestApp()
    try {
      // Several at once, so that they are answered by several connections of the pool.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          sql<{ workers: string; pid: number }>`
            select current_setting('max_parallel_workers_per_gather') as workers, pg_backend_pid() as pid,
              pg_sleep(0.05) is null as slept`.execute(app.db),
        ),
      )
      const rows = answers.map((answer) => answer.rows[0])
      expect(new Set(rows.map((row) => row?.pid)).size).toBeGreaterThan(1)
      expect(rows.map((row) => row?.workers)).toEqual(['0', '0', '0', '0'])
    } finally {
      await app.close()
    }
  })
})
