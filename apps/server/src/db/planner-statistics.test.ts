import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../modules/members/members.factory.js'
import { createTestApp } from '../test/test-app.js'
import { refreshPlannerStatistics } from './database.js'

// SQLite's planner statistics: counted per index, and never a sample of the rows. sqlite_stat4
// would keep sampled index entries (birth dates, pool ids) that a member's withdrawal does not
// delete; the sampling limit leaves it empty.
describe.skipIf(process.env.TEST_DATABASE_URL)('planner statistics (SQLite)', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
    for (let i = 0; i < 30; i++) await signUp(app, { alwaysApplyYn: 'Y', birth: `19${60 + i}-03-01` })
    await refreshPlannerStatistics(app.db)
  })
  afterAll(() => app.close())

  it('counts the pool rule indexes and samples no row', async () => {
    const stat1 = await sql<{ idx: string }>`select idx from sqlite_stat1 where tbl = 'members'`.execute(app.db)
    expect(stat1.rows.map((row) => row.idx)).toContain('members_pool_rule')
    const stat4 = await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(app.db)
    expect(stat4.rows[0]?.n).toBe(0)
  })
})
