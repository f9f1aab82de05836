import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { appendAccess, newestAccessPoint, rowHash } from './access-log.js'
import { anchorToken } from './access-log-anchor.js'
import { archiveAccessLog, archiveFileName, verifyArchiveFile } from './access-log-archive.js'
import { accessLogKey } from './access-log-seal.js'
import { verifyArchives, verifyLiveLog } from './access-log-verify.js'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const SECRET = 'test-secret-test-secret-test-secret-0123'
const key = accessLogKey(SECRET)
// Korea's 2026-11-29: with 24 months kept, rows written before 2024-11-29 00:00 KST are past keeping.
const NOW = new Date('2026-11-29T03:00:00.000Z')
const OLD = new Date('2024-06-01T01:00:00.000Z')
const RECENT = new Date('2026-11-01T01:00:00.000Z')

const appendRows = async (app: TestApp, count: number, at: Date) => {
  for (let i = 0; i < count; i++) {
    await appendAccess(
      app.db,
      {
        staffId: 7,
        staffName: '김코디',
        action: 'member.view',
        recordType: 'member',
        recordId: i,
        address: '10.0.0.1',
      },
      at,
    )
  }
}
const liveSeqs = async (app: TestApp) =>
  (await app.db.selectFrom('access_log').select('seq').orderBy('seq').execute()).map((row) => row.seq)

/** An archive's lines, to tamper with, and a way to write them back compressed. */
const readLines = (file: string) => gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n')
const writeLines = (file: string, lines: string[]) => fs.writeFileSync(file, gzipSync(`${lines.join('\n')}\n`))

describe('access-log archives', () => {
  let app: TestApp
  let dir: string
  beforeAll(async () => {
    app = await createTestApp({ now: () => NOW })
    dir = path.join(app.config.dataDir, 'archives')
  })
  afterAll(() => app.close())

  it('moves rows past keeping to a signed file, deletes them, and the live chain goes on from the archived head', async () => {
    await appendRows(app, 5, OLD)
    await appendRows(app, 3, RECENT)
    const anchorInArchive = {
      seq: 2,
      hash: (await app.db.selectFrom('access_log').select('hash').where('seq', '=', 2).executeTakeFirstOrThrow()).hash,
    }
    const run = await archiveAccessLog(app.db, { dir, secret: SECRET, retentionMonths: 24, now: NOW })
    expect(run).toEqual({
      cutoffDay: '2024-11-29',
      files: [{ file: archiveFileName(1), firstSeq: 1, lastSeq: 5 }],
      deleted: 5,
    })
    expect(await liveSeqs(app)).toEqual([6, 7, 8])
    const file = path.join(dir, archiveFileName(1))
    expect(fs.readdirSync(dir)).toEqual([archiveFileName(1)])

    const header = JSON.parse(readLines(file)[0] ?? '') as Record<string, unknown>
    expect(header).toMatchObject({
      accessLogArchive: 1,
      first: { seq: 1 },
      last: { seq: 5, occurredAt: OLD.toISOString() },
      previous: { seq: 0, hash: '0'.repeat(64), file: null },
      rows: 5,
    })
    expect(await verifyArchiveFile(file, key)).toMatchObject({ ok: true, rows: 5 })

    // The live log verifies from the head; new rows chain on; the anchor in the archive is named as such.
    await appendRows(app, 2, NOW)
    const live = await verifyLiveLog(app.db, key, [anchorInArchive])
    expect(live).toMatchObject({ ok: true, problems: [], end: { seq: 10 } })
    expect(live.verified).toEqual([
      '1 archive head is signed and chained: rows 1–5 are archived.',
      'The access log verifies: 5 rows from the archived head (row 5), each chained to the one before.',
      '1 anchor (seq 2) names a row that moved to an archive: check it with --archive FILE.',
    ])
    expect(await verifyArchives([file], key, [anchorInArchive])).toMatchObject({ ok: true, problems: [] })
    expect(await verifyArchives([file], key, [{ seq: 2, hash: 'ab'.repeat(32) }])).toMatchObject({
      ok: false,
      problems: [
        expect.stringMatching(/^Anchor seq 2 \(hash abababababab…\) does not match .*000000000001\.jsonl\.gz/),
      ],
    })

    // Nothing more is past keeping: a second run writes nothing.
    expect(await archiveAccessLog(app.db, { dir, secret: SECRET, retentionMonths: 24, now: NOW })).toMatchObject({
      files: [],
    })
  })

  it('finds a live row removed right after the head, and a head changed or removed in the database', async () => {
    const own = await createTestApp()
    try {
      const ownDir = path.join(own.config.dataDir, 'archives')
      await appendRows(own, 4, OLD)
      await appendRows(own, 3, RECENT)
      await archiveAccessLog(own.db, { dir: ownDir, secret: SECRET, retentionMonths: 24, now: NOW })
      expect(await verifyLiveLog(own.db, key, [])).toMatchObject({ ok: true })
      // Without the key the heads cannot be trusted: the check says so rather than passing.
      expect(await verifyLiveLog(own.db, undefined, [])).toMatchObject({ ok: false })

      const head = await own.db.selectFrom('access_log_archives').selectAll().executeTakeFirstOrThrow()
      await own.db.updateTable('access_log_archives').set({ last_seq: 5 }).execute()
      expect((await verifyLiveLog(own.db, key, [])).problems).toEqual([
        `The archive head of rows 1–5 (${archiveFileName(1)}) is not signed by this server's key: it was changed or forged.`,
      ])
      await own.db.updateTable('access_log_archives').set({ last_seq: head.last_seq }).execute()

      await own.db.deleteFrom('access_log').where('seq', '=', 5).execute()
      expect((await verifyLiveLog(own.db, key, [])).problems).toEqual([
        'The access log is broken at row 5: row missing (0 rows before it verify).',
      ])
      await own.db.deleteFrom('access_log_archives').execute()
      expect((await verifyLiveLog(own.db, key, [])).problems).toEqual([
        'The access log is broken at row 1: row missing (0 rows before it verify).',
      ])
    } finally {
      await own.close()
    }
  })

  it('splits a long stretch into files that follow each other, and keeps the newest row live', async () => {
    const own = await createTestApp()
    try {
      const ownDir = path.join(own.config.dataDir, 'archives')
      await appendRows(own, 7, OLD)
      const run = await archiveAccessLog(own.db, {
        dir: ownDir,
        secret: SECRET,
        retentionMonths: 24,
        now: NOW,
        maxRows: 3,
      })
      // Every row is past keeping, but the newest stays: appends continue from it.
      expect(run.files.map((file) => [file.firstSeq, file.lastSeq])).toEqual([
        [1, 3],
        [4, 6],
      ])
      expect(await liveSeqs(own)).toEqual([7])
      const files = run.files.map((file) => path.join(ownDir, file.file))
      expect(await verifyArchives([...files].reverse(), key, [])).toMatchObject({ ok: true })
      const second = JSON.parse(readLines(files[1] ?? '')[0] ?? '') as { previous: unknown }
      expect(second.previous).toMatchObject({ seq: 3, file: archiveFileName(1) })
      await appendRows(own, 1, NOW)
      expect(await verifyLiveLog(own.db, key, [])).toMatchObject({ ok: true, end: { seq: 8 } })
    } finally {
      await own.close()
    }
  })

  it('refuses to archive a broken chain, and leaves every row where it is', async () => {
    const own = await createTestApp()
    try {
      const ownDir = path.join(own.config.dataDir, 'archives')
      await appendRows(own, 4, OLD)
      await appendRows(own, 1, RECENT)
      await own.db.updateTable('access_log').set({ address: '6.6.6.6' }).where('seq', '=', 3).execute()
      await expect(
        archiveAccessLog(own.db, { dir: ownDir, secret: SECRET, retentionMonths: 24, now: NOW }),
      ).rejects.toThrow('the access log is broken at row 3: it was changed')
      expect(await liveSeqs(own)).toEqual([1, 2, 3, 4, 5])
      expect(fs.readdirSync(ownDir)).toEqual([])
      expect(await own.db.selectFrom('access_log_archives').select('id').execute()).toEqual([])
    } finally {
      await own.close()
    }
  })

  it('finishes deleting the rows of a head recorded by a run that stopped', async () => {
    const own = await createTestApp()
    try {
      const ownDir = path.join(own.config.dataDir, 'archives')
      await appendRows(own, 3, OLD)
      const kept = await own.db.selectFrom('access_log').selectAll().where('seq', '<=', 2).execute()
      await appendRows(own, 1, RECENT)
      await archiveAccessLog(own.db, { dir: ownDir, secret: SECRET, retentionMonths: 24, now: NOW })
      // As if the run had stopped after recording the head, before deleting two of its rows.
      await own.db.insertInto('access_log').values(kept).execute()
      expect(await verifyLiveLog(own.db, key, [])).toMatchObject({ ok: true })
      expect(
        await archiveAccessLog(own.db, { dir: ownDir, secret: SECRET, retentionMonths: 24, now: NOW }),
      ).toMatchObject({
        files: [],
        deleted: 2,
      })
      expect(await liveSeqs(own)).toEqual([4])
    } finally {
      await own.close()
    }
  })
})

describe('a tampered archive', () => {
  let app: TestApp
  let file: string
  let lines: string[]
  beforeAll(async () => {
    app = await createTestApp()
    await appendRows(app, 6, OLD)
    await appendRows(app, 1, RECENT)
    const dir = path.join(app.config.dataDir, 'archives')
    await archiveAccessLog(app.db, { dir, secret: SECRET, retentionMonths: 24, now: NOW })
    file = path.join(dir, archiveFileName(1))
    lines = readLines(file)
  })
  afterAll(() => app.close())

  const check = async (changed: string[]) => {
    const copy = path.join(app.config.dataDir, 'tampered.jsonl.gz')
    writeLines(copy, changed)
    return verifyArchiveFile(copy, key)
  }
  type Row = Parameters<typeof rowHash>[0] & { hash: string }
  const rows = () => lines.slice(1, -1).map((line) => JSON.parse(line) as Row)
  const withRows = (changed: Row[]) => [
    lines[0] ?? '',
    ...changed.map((row) => JSON.stringify(row)),
    lines.at(-1) ?? '',
  ]

  it('is whole as written', async () => {
    expect(lines).toHaveLength(8)
    expect(await check(lines)).toMatchObject({ ok: true, rows: 6 })
  })

  it('fails on a changed row', async () => {
    const changed = rows()
    changed[2] = { ...(changed[2] as Row), address: '6.6.6.6' }
    expect(await check(withRows(changed))).toMatchObject({ ok: false, problem: 'row 3 was changed' })
  })

  it('fails on a changed row whose chain was rewritten after it: the signature no longer matches', async () => {
    const changed = rows()
    let before = (changed[1] as Row).hash
    for (const [index, row] of changed.entries()) {
      if (index < 2) continue
      const fields = { ...row, prev_hash: before, ...(index === 2 ? { address: '6.6.6.6' } : {}) }
      changed[index] = { ...fields, hash: rowHash(fields) }
      before = changed[index].hash
    }
    const header = JSON.parse(lines[0] ?? '') as { last: { hash: string } }
    header.last.hash = before
    const result = await check([JSON.stringify(header), ...withRows(changed).slice(1)])
    expect(result).toMatchObject({
      ok: false,
      problem: "the signature does not match: the file was changed, or it was signed with another server's key",
    })
  })

  it('fails on a removed row, in the middle or at the end', async () => {
    const changed = rows()
    expect(await check(withRows(changed.filter((row) => row.seq !== 4)))).toMatchObject({
      ok: false,
      problem: 'row 4 is missing',
    })
    expect(await check(withRows(changed.slice(0, -1)))).toMatchObject({
      ok: false,
      problem: 'the rows end at row 5, the header names row 6: rows were removed from the end',
    })
  })

  it('fails on a changed or missing signature, another key, or a cut file', async () => {
    const signature = JSON.parse(lines.at(-1) ?? '') as { value: string }
    const flipped = `${signature.value.startsWith('0') ? '1' : '0'}${signature.value.slice(1)}`
    expect(await check([...lines.slice(0, -1), JSON.stringify({ ...signature, value: flipped })])).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^the signature does not match/),
    })
    expect(await check(lines.slice(0, -1))).toMatchObject({
      ok: false,
      problem: 'the signature line is missing: the file was cut short',
    })
    expect(await verifyArchiveFile(file, accessLogKey('another-secret-another-secret-another'))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^the signature does not match/),
    })
    const cut = path.join(app.config.dataDir, 'cut.jsonl.gz')
    const bytes = fs.readFileSync(file)
    fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 20))
    expect(await verifyArchiveFile(cut, key)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/gzip|cut short/),
    })
  })

  it('is refused by `npm run staff -- verify-log --archive`, which passes the intact file and the live log', async () => {
    const tampered = path.join(app.config.dataDir, 'cli-tampered.jsonl.gz')
    const changed = rows()
    changed[0] = { ...(changed[0] as Row), staff_name: '다른이름' }
    writeLines(tampered, withRows(changed))
    const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: app.config.dataDir,
      APP_SECRET: SECRET,
      ...(app.config.database.dialect === 'postgres' ? { DATABASE_URL: app.config.database.url } : {}),
    }
    const cli = (args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'src/modules/staff/staff-cli.ts', 'verify-log', ...args],
        { cwd: serverRoot, env },
      ).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      )
    const newest = (await newestAccessPoint(app.db)) ?? expect.unreachable('the log has rows')
    // Two runs of the command line (each starts the TypeScript sources): the archive's own check, and the live log's.
    const [bad, live] = await Promise.all([
      cli(['--archive', tampered, '--archive', file]),
      cli(['--anchor', anchorToken(newest)]),
    ])
    expect(bad).toMatchObject({
      code: 1,
      stdout: expect.stringContaining(`The archive ${file} verifies: rows 1–6 (6), chained and signed.`),
      stderr: `The archive ${tampered} fails: row 1 was changed.\n`,
    })
    expect(live).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('The access log verifies: 1 rows from the archived head (row 6)'),
    })
  }, 60_000)
})

describe("the access log's daily archive job", () => {
  it('archives once a Korean day into ACCESS_LOG_ARCHIVE_DIR, and anchors still work on the live rows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-archives-'))
    const app = await createTestApp({ now: () => NOW, env: { ACCESS_LOG_ARCHIVE_DIR: dir } })
    try {
      await appendRows(app, 3, OLD)
      await appendRows(app, 2, RECENT)
      await app.jobs.worker.runDue()
      const jobs = await app.db
        .selectFrom('jobs')
        .select(['unique_key', 'status', 'result'])
        .where('kind', 'in', ['access-log.archive', 'access-log.anchor'])
        .orderBy('kind')
        .execute()
      expect(jobs).toEqual([
        {
          unique_key: 'access-log.anchor:2026-11-29',
          status: 'done',
          result: expect.stringMatching(/^anchored seq 5 /),
        },
        {
          unique_key: 'access-log.archive:2026-11-29',
          status: 'done',
          result: `archived rows 1–3 to ${archiveFileName(1)} in ${dir}`,
        },
      ])
      expect(fs.readdirSync(dir)).toEqual([archiveFileName(1)])
      const newest = (await newestAccessPoint(app.db)) ?? expect.unreachable('the log has rows')
      expect(await verifyLiveLog(app.db, key, [newest])).toMatchObject({ ok: true, end: { seq: 5 } })
    } finally {
      await app.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
