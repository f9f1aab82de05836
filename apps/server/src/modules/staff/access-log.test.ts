import { parse } from 'csv-parse/sync'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { CompiledQuery } from 'kysely'
import { ACCESS_LOG_COUNT_BOUND, ACCESS_LOG_CSV_COLUMNS, ACCESS_LOG_PAGE_SIZE } from '@ctc/contract/staff-access-log'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { createDatabase } from '../../db/database.js'
import { holdAdvisoryLock } from '../../db/locks.js'
import {
  APPEND_LOCK,
  appendAccess,
  GENESIS,
  logEnds,
  newestAccessPoint,
  rowHash,
  verifyAccessChain,
} from './access-log.js'
import { anchorLine } from './access-log-anchor.js'
import { staffWithSession } from './staff.factory.js'

describe('access log', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers })

  it('records logins and account changes, chained; only privacy officers read it', async () => {
    const officer = await staffWithSession(app, 'privacy_officer', '정보호')
    const coordinator = await staffWithSession(app, 'coordinator')
    expect((await get('/api/admin/access-log', coordinator.headers)).statusCode).toBe(403)
    const page = await get(`/api/admin/access-log?staffId=${officer.staffId}`, officer.headers)
    expect(page.statusCode).toBe(200)
    const actions = page.json().dataList.map((entry: { action: string }) => entry.action)
    expect(actions).toEqual(['staff.login', 'staff.setup_completed'])
    expect(page.json().dataList[0]).toMatchObject({ staffName: '정보호', recordType: 'staff', address: '127.0.0.1' })
    // Reading the log is logged.
    const again = await get('/api/admin/access-log?action=access_log.view', officer.headers)
    expect(again.json().dataList[0]).toMatchObject({ staffId: officer.staffId, action: 'access_log.view' })
    expect(await verifyAccessChain(app.db)).toMatchObject({ ok: true })
    expect((await get('/api/admin/access-log?action=nope', officer.headers)).statusCode).toBe(400)
  })

  it('exports the filtered rows as CSV with a BOM, formulas defused', async () => {
    const officer = await staffWithSession(app, 'privacy_officer')
    await appendAccess(
      app.db,
      { staffId: null, staffName: '=HYPERLINK("x")', action: 'staff.login_failed', address: '10.0.0.1' },
      new Date(),
    )
    await appendAccess(
      app.db,
      { staffId: null, staffName: 'Lee\r=1+2', action: 'staff.login_failed', address: '10.0.0.2' },
      new Date(),
    )
    const csv = await get('/api/admin/access-log.csv?action=staff.login_failed', officer.headers)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="access-log-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, first, second] = csv.body.split(/\r\n(?=")/)
    expect(header).toBe(`\uFEFF${ACCESS_LOG_CSV_COLUMNS.map((column) => `"${column}"`).join(',')}`)
    expect(second).toContain(`"'=HYPERLINK(""x"")"`)
    expect(first).toContain(`"Lee\r'=1+2"`)
    // Read as a spreadsheet reads it (a row ends at any line break outside quotes): one row per entry.
    const rows: string[][] = parse(csv.body, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] })
    expect(rows.every((row) => row.length === ACCESS_LOG_CSV_COLUMNS.length)).toBe(true)
    expect(rows.map((row) => row[ACCESS_LOG_CSV_COLUMNS.indexOf('staffName')]).slice(1, 3)).toEqual([
      "Lee\r'=1+2",
      `'=HYPERLINK("x")`,
    ])
  })

  it('pages the whole log by seq with the same rows and total as counting would give', async () => {
    const officer = await staffWithSession(app, 'privacy_officer')
    for (let i = 0; i < 60; i++) {
      await appendAccess(
        app.db,
        { staffId: officer.staffId, staffName: officer.name, action: 'member.view', address: '10.0.0.9' },
        app.now(),
      )
    }
    const rows = await app.db.selectFrom('access_log').select('seq').orderBy('seq', 'desc').execute()
    const page2 = await get('/api/admin/access-log?page=2', officer.headers)
    expect(page2.statusCode).toBe(200)
    // The read is logged after its page is made: the page holds the rows counted above.
    expect(page2.json().dataList.map((entry: { seq: number }) => entry.seq)).toEqual(
      rows.slice(50, 100).map((row) => row.seq),
    )
    expect(page2.json().paging.totalCount).toBe(rows.length)
    const beyond = await get('/api/admin/access-log?page=1000', officer.headers)
    expect(beyond.json().dataList).toEqual([])
  })

  it("finds the log's two ends from its primary key, never by reading every row", async () => {
    const compiled = logEnds(app.db).compile()
    const postgres = app.config.database.dialect === 'postgres'
    const plan = await app.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${postgres ? 'explain' : 'explain query plan'} ${compiled.sql}`, [...compiled.parameters]),
    )
    const text = plan.rows.map((row) => (postgres ? row['QUERY PLAN'] : row.detail)).join('\n')
    // SQLite asked for min() and max() in one select reads every row: SCAN access_log.
    expect(text).not.toMatch(/SCAN access_log|Seq Scan on access_log/)
    const ends = await logEnds(app.db).executeTakeFirstOrThrow()
    const all = await app.db.selectFrom('access_log').select('seq').orderBy('seq').execute()
    expect([Number(ends.first), Number(ends.last)]).toEqual([all[0]?.seq, all.at(-1)?.seq])
  })

  it('pages a filtered log from cursors, forwards and back, as the offset pages', async () => {
    const officer = await staffWithSession(app, 'privacy_officer')
    for (let i = 0; i < 120; i++) {
      await appendAccess(
        app.db,
        {
          staffId: officer.staffId,
          staffName: officer.name,
          action: i % 3 === 0 ? 'member.search' : 'member.view',
          address: '10.0.1.9',
        },
        app.now(),
      )
    }
    const base = `/api/admin/access-log?staffId=${officer.staffId}&action=member.view`
    const seqs = (page: { dataList: { seq: number }[] }) => page.dataList.map((entry) => entry.seq)
    const byOffset = [1, 2].map(async (n) => (await get(`${base}&page=${n}`, officer.headers)).json())
    const [first, second] = await Promise.all(byOffset)
    expect(first.paging.totalCount).toBe(80)
    expect(first.cursors.previous).toBeNull()
    const next = (await get(`${base}&page=2&cursor=${first.cursors.next}`, officer.headers)).json()
    expect(seqs(next)).toEqual(seqs(second))
    expect(next.cursors.next).toBeNull()
    const back = (await get(`${base}&page=1&cursor=${next.cursors.previous}`, officer.headers)).json()
    expect(seqs(back)).toEqual(seqs(first))
    expect(back.cursors.previous).toBeNull()
    expect((await get(`${base}&page=2&cursor=%7B%7D`, officer.headers)).statusCode).toBe(400)
    const coordinator = await staffWithSession(app, 'coordinator')
    expect((await get(`${base}&page=2&cursor=${first.cursors.next}`, coordinator.headers)).statusCode).toBe(403)
  })

  it('keeps one unbroken chain when twenty appends arrive at once', async () => {
    const before = await verifyAccessChain(app.db)
    expect(before.ok).toBe(true)
    const now = new Date()
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        appendAccess(
          app.db,
          { staffId: null, staffName: null, action: 'staff.login_failed', address: `10.0.0.${i}` },
          now,
        ),
      ),
    )
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    expect(await verifyAccessChain(app.db)).toMatchObject({ ok: true, rows: before.rows + 20 })
    const addresses = await app.db
      .selectFrom('access_log')
      .select('address')
      .where('address', 'like', '10.0.0.%')
      .execute()
    expect(new Set(addresses.map((row) => row.address)).size).toBe(20)
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'waits for the chain on one connection, so reads go on while another process appends',
    { timeout: 30_000 },
    async () => {
      const { database } = app.config
      if (database.dialect !== 'postgres') throw new Error('PostgreSQL only')
      // Another process of the same site, which holds the append lock until told to let go.
      const other = createDatabase(database)
      try {
        let letGo = () => {}
        const released = new Promise<void>((resolve) => (letGo = resolve))
        let holding = () => {}
        const held = new Promise<void>((resolve) => (holding = resolve))
        const holder = other.transaction().execute(async (trx) => {
          await holdAdvisoryLock(trx, other, APPEND_LOCK)
          holding()
          await released
        })
        await held
        const before = await verifyAccessChain(app.db)
        const entry = (address: string) =>
          ({ staffId: null, staffName: null, action: 'staff.login_failed', address }) as const
        // Twenty staff actions of this process wait for the chain: more than its pool's ten connections.
        const appends = Array.from({ length: 20 }, (_, i) => appendAccess(app.db, entry(`10.2.0.${i}`), new Date()))
        // Meanwhile this process still reads (before, the waiting appends held every connection).
        const reads = Promise.all(
          Array.from({ length: 12 }, () => app.db.selectFrom('staff').select('id').limit(1).execute()),
        )
        const outcome = await Promise.race([
          reads.then(() => 'read'),
          new Promise((resolve) => setTimeout(() => resolve('stalled'), 3_000)),
        ])
        expect(outcome).toBe('read')
        letGo()
        await holder
        // Both processes append at once, into one chain.
        await Promise.all([
          ...appends,
          ...Array.from({ length: 20 }, (_, i) => appendAccess(other, entry(`10.3.0.${i}`), new Date())),
          ...Array.from({ length: 20 }, (_, i) => appendAccess(app.db, entry(`10.4.0.${i}`), new Date())),
        ])
        expect(await verifyAccessChain(app.db)).toMatchObject({ ok: true, rows: before.rows + 60 })
      } finally {
        await other.destroy()
      }
    },
  )

  it('finds a changed row, a removed row and a forged hash', async () => {
    const own = await createTestApp()
    try {
      await staffWithSession(own, 'admin')
      const check = await verifyAccessChain(own.db)
      expect(check).toMatchObject({ ok: true, rows: 3 })
      await own.db.updateTable('access_log').set({ address: '6.6.6.6' }).where('seq', '=', 2).execute()
      expect(await verifyAccessChain(own.db)).toMatchObject({ ok: false, badSeq: 2, problem: 'row changed' })
      await own.db.deleteFrom('access_log').where('seq', '=', 2).execute()
      expect(await verifyAccessChain(own.db)).toMatchObject({ ok: false, badSeq: 2, problem: 'row missing' })
    } finally {
      await own.close()
    }
  })

  it('walks the chain batch by batch, and finds rows missing across a whole batch', async () => {
    const own = await createTestApp()
    try {
      for (let i = 0; i < 10; i++) {
        await appendAccess(
          own.db,
          { staffId: null, staffName: null, action: 'staff.login_failed', address: '10.1.0.1' },
          own.now(),
        )
      }
      // Batches of three: full ones, a short last one, and the read past the end.
      const whole = await verifyAccessChain(own.db)
      expect(await verifyAccessChain(own.db, undefined, 3)).toEqual(whole)
      expect(whole).toMatchObject({ ok: true, rows: 10 })
      // Rows 4 to 6 are exactly the second batch: an empty range with rows after it.
      await own.db.deleteFrom('access_log').where('seq', '>=', 4).where('seq', '<=', 6).execute()
      expect(await verifyAccessChain(own.db, undefined, 3)).toMatchObject({
        ok: false,
        rows: 3,
        badSeq: 4,
        problem: 'row missing',
      })
      expect(await verifyAccessChain(own.db)).toMatchObject({ ok: false, rows: 3, badSeq: 4, problem: 'row missing' })
    } finally {
      await own.close()
    }
  })

  it('offers no way to change or remove a row through the API', async () => {
    const officer = await staffWithSession(app, 'privacy_officer')
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/admin/access-log', headers: officer.headers })
      expect(response.statusCode).toBe(404)
    }
  })
})

describe('npm run staff', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctc-staff-cli-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const root = path.resolve(import.meta.dirname, '../../../../..')
  const staff = (...args: string[]) =>
    spawnSync('npm', ['run', '--silent', 'staff', '--', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: 'https://ctc.example',
        LOG_LEVEL: 'silent',
      },
    })

  it(
    'creates the first admin with a set-up link, lists, resets, disables and verifies the log and its anchors',
    { timeout: 120_000 },
    () => {
      const created = staff('create', '--email', 'first.admin@ctc.example', '--name', '최관리', '--role', 'admin')
      expect(created.status, created.stderr).toBe(0)
      expect(created.stdout).toMatch(/https:\/\/ctc\.example\/admin\/setup#token=[\w-]{43}/)
      expect(staff('list').stdout).toMatch(/first\.admin@ctc\.example\t최관리\tadmin\tpending/)
      expect(staff('reset', '--email', 'first.admin@ctc.example').stdout).toContain('#token=')
      expect(staff('disable', '--email', 'first.admin@ctc.example').status).toBe(0)
      const bad = staff('create', '--email', 'x', '--name', 'X', '--role', 'root')
      expect(bad.status).toBe(2)
      expect(bad.stderr).toContain('--role')
      const verified = staff('verify-log')
      expect(verified.stdout).toContain('3 rows')

      // The newest row, as the day's anchor wrote it: the log reaches it until the row is removed.
      const file = new Database(path.join(dataDir, 'app.db'))
      const newest = file.prepare('select seq, hash, occurred_at from access_log order by seq desc limit 1').get() as {
        seq: number
        hash: string
        occurred_at: string
      }
      const anchored = staff('verify-log', '--anchor', `${newest.seq}:${newest.hash}`)
      expect(anchored.status, anchored.stderr).toBe(0)
      expect(anchored.stdout).toContain(
        '3 rows, each chained to the one before, reaching the anchor given (up to seq 3)',
      )
      file.prepare('delete from access_log where seq = 3').run()
      const anchors = path.join(dataDir, 'anchors.jsonl')
      const line = anchorLine({ ...newest, occurredAt: newest.occurred_at, anchoredAt: new Date().toISOString() })
      fs.writeFileSync(anchors, `${line}\n`)
      const cut = staff('verify-log', '--anchor-file', anchors)
      expect(cut.status).toBe(1)
      expect(cut.stderr).toContain("The access log's 2 rows are chained, but it fails 1 of 1 anchors:")
      expect(cut.stderr).toContain(
        `Anchor seq 3 (hash ${newest.hash.slice(0, 12)}…) is missing: the log ends at seq 2; row 3 was removed.`,
      )
      const mistyped = staff('verify-log', '--anchor', `3:${newest.hash.slice(1)}`)
      expect(mistyped.status).toBe(2)
      expect(mistyped.stderr).toContain('not an anchor')

      file.prepare("update access_log set reason_text = 'covered up' where seq = 2").run()
      file.close()
      const tampered = staff('verify-log')
      expect(tampered.status).toBe(1)
      expect(tampered.stderr).toContain('broken at row 2: row changed')
    },
  )
})

describe('access log: the bounded total of a filtered page', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let officer: Awaited<ReturnType<typeof staffWithSession>>
  beforeAll(async () => {
    app = await createTestApp()
    officer = await staffWithSession(app, 'privacy_officer')
  })
  afterAll(() => app.close())

  /** Chained member.view rows written straight to the table, many per statement. */
  const addViews = async (count: number) => {
    const last = await newestAccessPoint(app.db)
    let seq = last?.seq ?? 0
    let prevHash = last?.hash ?? GENESIS
    const rows = Array.from({ length: count }, () => {
      const row = {
        seq: ++seq,
        occurred_at: app.now().toISOString(),
        staff_id: officer.staffId,
        staff_name: officer.name,
        action: 'member.view',
        record_type: 'member',
        record_id: String(seq),
        reason: null,
        reason_text: null,
        address: '10.5.0.1',
        row_count: null,
        prev_hash: prevHash,
      }
      prevHash = rowHash(row)
      return { ...row, hash: prevHash }
    })
    for (let i = 0; i < rows.length; i += 1000)
      await app.db
        .insertInto('access_log')
        .values(rows.slice(i, i + 1000))
        .execute()
  }
  const read = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/access-log?${query}`,
      headers: officer.headers,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{
      dataList: { seq: number }[]
      paging: Record<string, unknown>
      cursors: { next: string | null; previous: string | null }
    }>()
  }
  const pages = ACCESS_LOG_COUNT_BOUND / ACCESS_LOG_PAGE_SIZE

  it('counts exactly up to the bound, then says "the bound or more", and pages on past it', async () => {
    await addViews(ACCESS_LOG_COUNT_BOUND)
    const atBound = await read('action=member.view')
    expect(atBound.paging).toEqual({ cp: 1, pageSize: 50, totalCount: ACCESS_LOG_COUNT_BOUND, totalPages: pages })
    await addViews(1)
    const views = await app.db
      .selectFrom('access_log')
      .select('seq')
      .where('action', '=', 'member.view')
      .orderBy('seq', 'desc')
      .execute()
    const first = await read('action=member.view')
    expect(first.paging).toEqual({
      cp: 1,
      pageSize: 50,
      totalCount: ACCESS_LOG_COUNT_BOUND,
      totalPages: pages,
      totalAtLeast: true,
    })
    expect(first.dataList.map((entry) => entry.seq)).toEqual(views.slice(0, 50).map((row) => row.seq))
    // The last counted page, by its offset, has a next page: read on from its cursor.
    const last = await read(`action=member.view&page=${pages}`)
    expect(last.paging).toMatchObject({ cp: pages, totalPages: pages, totalAtLeast: true })
    expect(last.dataList.map((entry) => entry.seq)).toEqual(
      views.slice((pages - 1) * 50, pages * 50).map((row) => row.seq),
    )
    expect(last.cursors.next).not.toBeNull()
    const beyond = await read(`action=member.view&page=${pages + 1}&cursor=${last.cursors.next ?? ''}`)
    expect(beyond.paging).toMatchObject({ cp: pages + 1, totalAtLeast: true })
    expect(beyond.dataList.map((entry) => entry.seq)).toEqual(views.slice(pages * 50).map((row) => row.seq))
    expect(beyond.cursors.next).toBeNull()
    // The whole log is still counted exactly, from the chain's ends (the read is logged after it).
    const rows = await app.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const all = await read('page=1')
    expect(all.paging.totalCount).toBe(Number(rows.n))
    expect(all.paging.totalAtLeast).toBeUndefined()
    expect(await verifyAccessChain(app.db)).toMatchObject({ ok: true })
  })
})
