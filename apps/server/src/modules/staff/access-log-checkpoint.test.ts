import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { appendAccess, newestAccessPoint } from './access-log.js'
import { archiveAccessLog } from './access-log-archive.js'
import { newestCheckpoint, recordCheckpoint } from './access-log-checkpoint.js'
import { accessLogKey } from './access-log-seal.js'
import { verifyLiveLog } from './access-log-verify.js'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const SECRET = 'test-secret-test-secret-test-secret-0123'
const key = accessLogKey(SECRET)
const NOW = new Date('2026-11-29T03:00:00.000Z')

const appendRows = async (app: TestApp, count: number, at = NOW) => {
  for (let i = 0; i < count; i++) {
    await appendAccess(app.db, { staffId: 3, staffName: '이연구', action: 'member.view', address: '10.0.0.2' }, at)
  }
}

/** verify-log as the command line runs it: check, then record a checkpoint where it verified. */
async function verifyAndRecord(app: TestApp, fromCheckpoint: boolean) {
  const result = await verifyLiveLog(app.db, key, [], { fromCheckpoint })
  if (result.ok && result.end) await recordCheckpoint(app.db, key, result.end, NOW)
  return result
}

describe("verify-log's checkpoints", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('records where a whole walk ended, and a resume walks only the rows after it', async () => {
    expect(await verifyAndRecord(app, true)).toMatchObject({
      ok: true,
      verified: ['No checkpoint yet: the whole log is walked.', expect.stringMatching(/verifies: 0 rows/)],
    })
    // Nothing was verified, so nothing is recorded.
    expect(await newestCheckpoint(app.db, key)).toEqual({ ok: true, checkpoint: undefined })
    await appendRows(app, 6)
    expect(await verifyAndRecord(app, false)).toMatchObject({ ok: true, end: { seq: 6 } })
    const newest = (await newestAccessPoint(app.db)) ?? expect.unreachable('the log has rows')
    expect(await newestCheckpoint(app.db, key)).toEqual({
      ok: true,
      checkpoint: { seq: 6, hash: newest.hash, verifiedAt: NOW.toISOString() },
    })
    await appendRows(app, 3)
    const resumed = await verifyAndRecord(app, true)
    expect(resumed).toMatchObject({ ok: true, end: { seq: 9 } })
    expect(resumed.verified).toEqual([
      `The access log verifies: 3 rows after the checkpoint at row 6 (verified ${NOW.toISOString()}), each chained to the one before.`,
    ])
  })

  it('detects a row changed or removed after the checkpoint, and the checkpoint row itself changed', async () => {
    const own = await createTestApp()
    try {
      await appendRows(own, 4)
      await verifyAndRecord(own, false)
      await appendRows(own, 4)
      await own.db.updateTable('access_log').set({ address: '6.6.6.6' }).where('seq', '=', 6).execute()
      expect((await verifyAndRecord(own, true)).problems).toEqual([
        'The access log is broken at row 6: row changed (1 rows before it verify).',
      ])
      await own.db.deleteFrom('access_log').where('seq', '=', 6).execute()
      expect((await verifyAndRecord(own, true)).problems).toEqual([
        'The access log is broken at row 6: row missing (1 rows before it verify).',
      ])
      await own.db.updateTable('access_log').set({ address: '6.6.6.6' }).where('seq', '=', 4).execute()
      expect((await verifyAndRecord(own, true)).problems).toEqual([
        `The access log is broken at row 4, the checkpoint of ${NOW.toISOString()}: the row was changed since.`,
      ])
      // A rewrite before the checkpoint is for the whole walk to find.
      await own.db.updateTable('access_log').set({ address: '6.6.6.6' }).where('seq', '=', 2).execute()
      expect((await verifyAndRecord(own, false)).problems).toEqual([
        'The access log is broken at row 2: row changed (1 rows before it verify).',
      ])
    } finally {
      await own.close()
    }
  })

  it('refuses a checkpoint that was changed or forged, instead of resuming from it', async () => {
    const own = await createTestApp()
    try {
      await appendRows(own, 5)
      await verifyAndRecord(own, false)
      await appendRows(own, 2)
      // Someone rewrites row 6 and moves the checkpoint past it, with the new hash.
      const row7 = await own.db.selectFrom('access_log').select('hash').where('seq', '=', 7).executeTakeFirstOrThrow()
      await own.db.updateTable('access_log_checkpoints').set({ seq: 7, hash: row7.hash }).execute()
      const refused = await verifyAndRecord(own, true)
      expect(refused).toMatchObject({ ok: false })
      expect(refused.problems).toEqual([
        "The checkpoint at row 7 is not signed by this server's key: it was changed or forged. Run verify-log without --from-checkpoint to walk the whole log.",
      ])
      // A checkpoint signed with another secret is refused the same way.
      await own.db.deleteFrom('access_log_checkpoints').execute()
      await recordCheckpoint(
        own.db,
        accessLogKey('another-secret-another-secret-another'),
        { seq: 7, hash: row7.hash },
        NOW,
      )
      expect(await verifyAndRecord(own, true)).toMatchObject({
        ok: false,
        problems: [expect.stringMatching(/^The checkpoint at row 7 is not signed/)],
      })
      expect(await verifyLiveLog(own.db, undefined, [], { fromCheckpoint: true })).toMatchObject({ ok: false })
    } finally {
      await own.close()
    }
  })

  it('resumes from the archived head when the checkpoint is older than it', async () => {
    const own = await createTestApp()
    try {
      await appendRows(own, 3, new Date('2024-01-10T00:00:00.000Z'))
      await verifyAndRecord(own, false)
      await appendRows(own, 3, new Date('2024-02-10T00:00:00.000Z'))
      await appendRows(own, 2)
      await archiveAccessLog(own.db, {
        dir: `${own.config.dataDir}/archives`,
        secret: SECRET,
        retentionMonths: 24,
        now: NOW,
      })
      const resumed = await verifyAndRecord(own, true)
      expect(resumed).toMatchObject({ ok: true, end: { seq: 8 } })
      expect(resumed.verified).toContain(
        'The access log verifies: 2 rows from the archived head (row 6), each chained to the one before.',
      )
    } finally {
      await own.close()
    }
  })
})
