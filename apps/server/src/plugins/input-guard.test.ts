import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildJoinRequest, memberWithSession } from '../modules/members/members.factory.js'
import { createTestApp } from '../test/test-app.js'

// NUL made PostgreSQL answer 500 and SQLite store it raw; unpaired surrogates were stored as they came.
describe('input guard', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it.each([
    ['NUL', 'a\u0000b'],
    ['an escape character', 'a\u001bb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('answers 400 for %s in a body, a query or a nested value', async (_what, bad) => {
    const member = await memberWithSession(app)
    // A URL cannot carry an unpaired surrogate (it has no UTF-8 form): the query case is for controls.
    const query = /[\ud800-\udfff]/.test(bad) ? 'a%00b' : encodeURIComponent(bad)
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/register/write', payload: buildJoinRequest({ name: bad }) }),
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `x${bad}@example.com`, password: 'x' } }),
      app.inject({ method: 'GET', url: `/api/kr/recruit/view?studyId=${query}` }),
      app.inject({
        method: 'POST',
        url: '/api/kr/qna/write',
        headers: { 'x-auth-token': member.token },
        payload: { title: 'ok', body: bad },
      }),
    ])
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400)
      expect(answer.json().error.code).toBe('VALIDATION_FAILED')
    }
    const stored = await app.db.selectFrom('questions').select('id').where('member_id', '=', member.id).execute()
    expect(stored).toEqual([])
  })

  it("keeps line breaks and characters outside the basic plane (tabs are the contract's to refuse)", async () => {
    const member = await memberWithSession(app)
    const answer = await app.inject({
      method: 'POST',
      url: '/api/kr/qna/write',
      headers: { 'x-auth-token': member.token },
      payload: { title: '문의 😀', body: '첫 줄\r\n둘째 줄 𠀀' },
    })
    expect(answer.statusCode).toBe(200)
  })
})
