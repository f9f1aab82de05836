import type { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { countSentMail, readNewestMail } from '../../test/test-outbox.js'
import { signUp } from '../members/members.factory.js'

// Find password must not tell by its duration whether the details belong to a member (issue 26,
// item 8): before its answer it runs the same statements, matching or not, and the mail is the job
// worker's. The timing itself is measured by scripts/find-password-timing.mjs.
describe('find password does the same work whether or not the details match', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  /** The statements the request ran through Kysely before its answer, by their SQL (values apart). */
  async function statementsOf(payload: object, remoteAddress: string) {
    const executor = app.db.getExecutor()
    const spy = vi.spyOn(executor, 'executeQuery')
    try {
      const answer = await app.inject({ method: 'POST', url: '/api/register/findUserPwd', payload, remoteAddress })
      const statements: CompiledQuery[] = spy.mock.calls.map(([query]) => query)
      return {
        answer: { status: answer.statusCode, body: answer.body },
        sql: statements.map((query) => query.sql),
        parameterCounts: statements.map((query) => query.parameters.length),
      }
    } finally {
      spy.mockRestore()
    }
  }

  it('runs the same statements for a member, a wrong detail and an unknown e-mail, and mails only the member', async () => {
    const { member } = await signUp(app, {
      userId: 'same-steps@example.com',
      name: '김 민준',
      mobile: '+82 10-4321-8765',
    })
    const details = { name: member.name, birth: member.birth, mobile: member.mobile }
    // Warm the statement cache and the limiter's rows, so that no first time differs.
    await statementsOf({ email: 'warm-up@example.com', ...details }, '10.66.0.1')

    const known = await statementsOf({ email: 'same-steps@example.com', ...details }, '10.66.0.2')
    const wrongDetail = await statementsOf(
      { email: 'same-steps@example.com', ...details, birth: '1991-03-15' },
      '10.66.0.3',
    )
    const unknown = await statementsOf({ email: 'nobody-here@example.com', ...details }, '10.66.0.4')

    expect(known.answer).toEqual({ status: 200, body: '{"result":"ok"}' })
    expect(known.sql.length).toBeGreaterThan(0)
    for (const other of [wrongDetail, unknown]) {
      expect(other.answer).toEqual(known.answer)
      expect(other.sql).toEqual(known.sql)
      expect(other.parameterCounts).toEqual(known.parameterCounts)
    }

    // Nothing was mailed on the way: the worker sends the one link, to the member.
    const before = countSentMail(app)
    const jobs = await app.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'password-reset-mail')
      .orderBy('id')
      .execute()
    expect(jobs.map((job) => JSON.parse(job.payload) as unknown)).toEqual([
      { memberId: null },
      { memberId: expect.any(Number) },
      { memberId: null },
      { memberId: null },
    ])
    await app.jobs.worker.runDue()
    expect(countSentMail(app)).toBe(before + 1)
    expect(readNewestMail(app)).toContain('To: same-steps@example.com')
  })
})
