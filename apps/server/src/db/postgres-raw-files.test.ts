import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyAsGuestTaking } from '../modules/applications/applications.factory.js'
import { VALID_PASSWORD, buildHealthAnswers, memberWithSession } from '../modules/members/members.factory.js'
import { createTestStudy } from '../modules/studies/studies.factory.js'
import { injectWithToken } from '../test/inject-with-token.js'
import { createTestApp } from '../test/test-app.js'
import { readOutbox } from '../test/test-outbox.js'
import { type ThrowawayPostgres, startThrowawayPostgres, throwawayClusterSkip } from '../test/throwaway-postgres.js'

// What PostgreSQL's own files hold: the table and index files (with their dead rows) under base/
// and the write-ahead log under pg_wal/, read after CHECKPOINT on a cluster of the test's own.
const unavailable = throwawayClusterSkip('the PostgreSQL raw-file test')

const clock = new Date('2026-11-22T09:00:00.000Z')
const secrets = {
  email: 'raw.files.volunteer@example.com',
  name: '원시파일검사',
  mobile: '010-8642-9753',
  address: 'Xylophone-gil 777',
  question: 'RawFileQuestionAboutMyKidneys',
}
const health = { memberDrug: 'Vexaltrimabum', guestDrug: 'Plorencatidum' }

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
}

describe.skipIf(unavailable)('PostgreSQL table files and WAL', { timeout: 60_000 }, () => {
  let cluster: ThrowawayPostgres
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    await cluster.query('create database ctc')
    app = await createTestApp({ now: () => clock, env: { DATABASE_URL: cluster.url('ctc') } })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    cluster?.stop()
  })

  /** For each value, the files under base/ and pg_wal/ that hold it, after a checkpoint. */
  async function filesHolding(values: Record<string, string>): Promise<Record<string, string[]>> {
    await cluster.query('checkpoint')
    const files = [
      ...filesUnder(path.join(cluster.dataDir, 'base')),
      ...filesUnder(path.join(cluster.dataDir, 'pg_wal')),
    ]
    const contents = files.map((file) => ({ file: path.relative(cluster.dataDir, file), bytes: fs.readFileSync(file) }))
    return Object.fromEntries(
      Object.entries(values).map(([what, value]) => [
        what,
        contents.filter(({ bytes }) => bytes.includes(Buffer.from(value))).map(({ file }) => file),
      ]),
    )
  }
  const none = (values: Record<string, string>) => Object.fromEntries(Object.keys(values).map((what) => [what, []]))

  it('never holds a personal value, health answer or application snapshot in readable form', async () => {
    const study = await createTestStudy(app, { recruit_start: '2026-11-01', recruit_end: '2026-12-31' })
    await applyAsGuestTaking(app, study, secrets.email, health.guestDrug)
    const member = await memberWithSession(app, {
      userId: secrets.email,
      name: secrets.name,
      mobile: secrets.mobile,
      address: secrets.address,
    })
    const post = (url: string, payload: unknown) => injectWithToken(app, member.token, { method: 'POST', url, payload })
    const saved = await post('/api/kr/sbjUser/sbjEdit', {
      alwaysApplyYn: 'Y',
      entryMonth: '3',
      profile: buildHealthAnswers({ drugYn: 'Y', drugName: health.memberDrug, drugLastDate: '2026-11-01' }),
    })
    expect(saved.statusCode).toBe(200)
    expect((await post('/api/kr/qna/write', { title: 'kidneys', body: secrets.question })).statusCode).toBe(200)

    // Sealed with the member's key (or the application's), or kept as blind indexes, from the start.
    expect(await filesHolding({ ...secrets, ...health })).toEqual(none({ ...secrets, ...health }))
    const info = await injectWithToken(app, member.token, { method: 'GET', url: '/api/kr/sbjUser/edit' })
    expect(info.json().user, 'sanity: the member is there').toMatchObject({ userId: secrets.email, name: secrets.name })

    expect(readOutbox(app)).toContain(secrets.email)
    expect((await post('/api/register/withdraw', { password: VALID_PASSWORD })).statusCode).toBe(200)
    expect(readOutbox(app)).not.toContain(secrets.email)
  })

  it("leaves no readable copy of the withdrawn member's name, e-mail, phone, address, question or answers", async () => {
    const held = await filesHolding({ ...secrets, ...health })
    console.info(
      `After withdrawal on PostgreSQL: ${Object.entries(held)
        .map(([what, files]) => `${what} in ${files.length} files`)
        .join(', ')}`,
    )
    expect(held).toEqual(none({ ...secrets, ...health }))
  })
})
