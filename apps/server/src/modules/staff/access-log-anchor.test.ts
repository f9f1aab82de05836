import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { captureLog } from '../../test/log-lines.js'
import { readOutboxDecoded } from '../../test/test-outbox.js'
import { createTestApp } from '../../test/test-app.js'
import { appendAccess, findAccessPoint, newestAccessPoint, verifyAccessChain } from './access-log.js'
import { anchorLine, anchorToken, checkAnchor, parseAnchor, readAnchorFile } from './access-log-anchor.js'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const appendRows = async (app: TestApp, count: number, now = new Date()) => {
  for (let i = 0; i < count; i++) {
    await appendAccess(
      app.db,
      { staffId: null, staffName: null, action: 'staff.login_failed', address: `10.1.0.${i}` },
      now,
    )
  }
}
const newest = async (app: TestApp) => (await newestAccessPoint(app.db)) ?? expect.unreachable('the log has rows')

describe("the access log's anchors", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('reads an anchor as SEQ:HASH, as a bare hash or as a line of an anchor file, and refuses anything else', () => {
    const hash = 'ab'.repeat(32)
    expect(parseAnchor(`12:${hash}`)).toEqual({ seq: 12, hash })
    expect(parseAnchor(` ${hash.toUpperCase()} `)).toEqual({ hash })
    const line = anchorLine({
      seq: 7,
      hash,
      occurredAt: '2026-11-28T01:00:00.000Z',
      anchoredAt: '2026-11-28T15:00:00.000Z',
    })
    expect(JSON.parse(line)).toEqual({
      accessLogAnchor: 1,
      seq: 7,
      hash,
      occurredAt: '2026-11-28T01:00:00.000Z',
      anchoredAt: '2026-11-28T15:00:00.000Z',
    })
    expect(parseAnchor(line)).toEqual({ seq: 7, hash })
    for (const wrong of ['', '12', `12:${hash.slice(1)}`, `x:${hash}`, '{"seq": 1}', '{nope', `-1:${hash}`]) {
      expect(() => parseAnchor(wrong), wrong).toThrow(/not an anchor/)
    }
  })

  it('passes an intact log that reaches its anchor, in every form the anchor is given', async () => {
    await appendRows(app, 5)
    const anchor = await newest(app)
    await appendRows(app, 2)
    expect(await checkAnchor(app.db, parseAnchor(anchorToken(anchor)))).toEqual({ ok: true, seq: anchor.seq })
    expect(await checkAnchor(app.db, { hash: anchor.hash })).toEqual({ ok: true, seq: anchor.seq })
    expect(await verifyAccessChain(app.db)).toMatchObject({ ok: true })
  })

  it('names the rows removed from the end, which the chain alone cannot see', async () => {
    const own = await createTestApp()
    try {
      await appendRows(own, 6)
      const anchor = await newest(own)
      expect(anchor.seq).toBe(6)
      await own.db.deleteFrom('access_log').where('seq', '=', 6).execute()
      // What is left is still a chain: without the anchor nothing shows.
      expect(await verifyAccessChain(own.db)).toMatchObject({ ok: true, rows: 5 })
      const short = anchor.hash.slice(0, 12)
      expect(await checkAnchor(own.db, anchor)).toEqual({
        ok: false,
        problem: `anchor seq 6 (hash ${short}…) is missing: the log ends at seq 5; row 6 was removed`,
      })
      await own.db.deleteFrom('access_log').where('seq', '>=', 3).execute()
      expect(await checkAnchor(own.db, anchor)).toEqual({
        ok: false,
        problem: `anchor seq 6 (hash ${short}…) is missing: the log ends at seq 2; rows 3–6 were removed`,
      })
      // New rows written after the removal close the gap in seq, not in the hashes.
      await appendRows(own, 5)
      expect(await verifyAccessChain(own.db)).toMatchObject({ ok: true, rows: 7 })
      expect(await checkAnchor(own.db, anchor)).toEqual({
        ok: false,
        problem: expect.stringMatching(
          new RegExp(
            `^anchor seq 6 \\(hash ${short}…\\) does not match: row 6 now has hash [0-9a-f]{12}…; the log was rewritten at or before row 6$`,
          ),
        ),
      })
      await own.db.deleteFrom('access_log').execute()
      expect(await checkAnchor(own.db, anchor)).toMatchObject({
        problem: `anchor seq 6 (hash ${short}…) is missing: the log is empty; rows 1–6 were removed`,
      })
    } finally {
      await own.close()
    }
  })

  it('names a row removed in the middle, and still catches a changed row', async () => {
    const own = await createTestApp()
    try {
      await appendRows(own, 4)
      const anchor = (await findAccessPoint(own.db, { seq: 2 })) ?? expect.unreachable('row 2 was written')
      await own.db.updateTable('access_log').set({ address: '6.6.6.6' }).where('seq', '=', 3).execute()
      expect(await verifyAccessChain(own.db)).toMatchObject({ ok: false, badSeq: 3, problem: 'row changed' })
      expect(await checkAnchor(own.db, anchor)).toEqual({ ok: true, seq: 2 })
      await own.db.deleteFrom('access_log').where('seq', '=', 2).execute()
      expect(await checkAnchor(own.db, anchor)).toMatchObject({
        ok: false,
        problem: expect.stringMatching(/is missing: row 2 was removed$/),
      })
    } finally {
      await own.close()
    }
  })

  it('fails clearly on a hash that no row has', async () => {
    expect(await checkAnchor(app.db, { hash: 'cd'.repeat(32) })).toEqual({
      ok: false,
      problem:
        'anchor hash cdcdcdcdcdcd… is in no row of the access log: its row was removed or rewritten, or the hash is mistyped ' +
        '(give the anchor as SEQ:HASH, as the anchor file and mail write it, to learn which rows are gone)',
    })
  })
})

describe("the access log's daily anchor job", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-anchors-'))
  const file = path.join(dir, 'anchors.jsonl')
  let clock = new Date('2026-11-28T03:00:00.000Z')
  const log = captureLog()
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({
      now: () => clock,
      logStream: log.stream,
      env: { LOG_LEVEL: 'info', ACCESS_LOG_ANCHOR_FILE: file, ACCESS_LOG_ANCHOR_EMAIL: 'privacy@ctc.example' },
    })
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const anchorLines = () => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
  const anchorMails = () => readOutboxDecoded(app).split('verify-log --anchor ').length - 1
  const logLines = () => log.lines.filter((line) => line.includes('"msg":"access log anchor '))

  it('anchors nothing while the log is empty', async () => {
    await app.jobs.worker.runDue()
    expect(fs.existsSync(file)).toBe(false)
    expect(await app.db.selectFrom('jobs').select('id').where('kind', '=', 'access-log.anchor').execute()).toEqual([])
  })

  it("writes the newest row once a day to the server log, the file and the officer's mail, across a restart", async () => {
    await appendRows(app, 3, clock)
    const first = await newest(app)
    // The schedule looks hourly.
    clock = new Date('2026-11-28T04:00:00.000Z')
    await app.jobs.worker.runDue()
    expect(anchorLines()).toEqual([anchorLine({ ...first, anchoredAt: '2026-11-28T04:00:00.000Z' })])
    expect(anchorMails()).toBe(1)
    const mail = readOutboxDecoded(app)
    expect(mail).toContain('To: privacy@ctc.example')
    expect(mail).toContain(`npm run staff -- verify-log --anchor ${anchorToken(first)}`)
    expect(mail).toContain('2026-11-28 12:00:00 (KST)')
    expect(logLines()).toHaveLength(1)
    expect(JSON.parse(logLines()[0] ?? '')).toMatchObject({
      level: 30,
      accessLogAnchor: { seq: first.seq, hash: first.hash },
    })

    // Later the same day, on this process and on a new one (a restart): nothing more.
    await appendRows(app, 2, clock)
    clock = new Date('2026-11-28T09:00:00.000Z')
    await app.jobs.worker.runDue()
    const restarted = await buildApp(app.config, { now: () => clock, logStream: log.stream })
    try {
      await restarted.jobs.worker.runDue()
    } finally {
      await restarted.close()
    }
    expect(anchorLines()).toHaveLength(1)
    expect(anchorMails()).toBe(1)
    expect(logLines()).toHaveLength(1)

    // The next Korean day begins at 15:00 UTC: the day's anchor is the newest row then.
    clock = new Date('2026-11-28T15:00:00.000Z')
    await app.jobs.worker.runDue()
    const second = await newest(app)
    expect(second.seq).toBe(first.seq + 2)
    expect(anchorLines()).toHaveLength(2)
    expect(anchorMails()).toBe(2)
    const jobs = await app.db
      .selectFrom('jobs')
      .select(['unique_key', 'status', 'result'])
      .where('kind', '=', 'access-log.anchor')
      .orderBy('id')
      .execute()
    expect(jobs).toEqual([
      {
        unique_key: 'access-log.anchor:2026-11-28',
        status: 'done',
        result: `anchored seq ${first.seq} in the server log, ${file}, privacy@ctc.example`,
      },
      {
        unique_key: 'access-log.anchor:2026-11-29',
        status: 'done',
        result: `anchored seq ${second.seq} in the server log, ${file}, privacy@ctc.example`,
      },
    ])

    // The file checks the log: intact it passes; without its newest row it fails on the newest anchor.
    const anchors = await readAnchorFile(file)
    expect(await Promise.all(anchors.map((anchor) => checkAnchor(app.db, anchor)))).toEqual([
      { ok: true, seq: first.seq },
      { ok: true, seq: second.seq },
    ])
    await app.db.deleteFrom('access_log').where('seq', '=', second.seq).execute()
    expect(await checkAnchor(app.db, anchors[1] ?? expect.unreachable())).toMatchObject({
      ok: false,
      problem: expect.stringContaining(`row ${second.seq} was removed`),
    })
  })

  it('appends a repeated try of the same anchor once', async () => {
    const job = await app.db
      .selectFrom('jobs')
      .selectAll()
      .where('unique_key', '=', 'access-log.anchor:2026-11-29')
      .executeTakeFirstOrThrow()
    // As if the worker had died after writing the file, before the job was marked done.
    await app.db.updateTable('jobs').set({ status: 'queued', finished_at: null }).where('id', '=', job.id).execute()
    await app.jobs.worker.runDue()
    expect(anchorLines()).toHaveLength(2)
    expect(anchorMails()).toBe(2)
  })
})
