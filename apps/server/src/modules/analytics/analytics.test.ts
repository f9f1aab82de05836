import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'

const NOW = new Date('2026-11-22T09:30:00.000Z')

describe('POST /api/analytics/pageview', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => NOW })
  })
  afterAll(() => app.close())

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/analytics/pageview', payload: payload as object })

  it('stores the path, the locale and the time, and nothing else', async () => {
    const response = await post({ path: '/en/studyinfo/recruitment', locale: 'en' })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    const rows = await app.db
      .selectFrom('page_views')
      .selectAll()
      .where('path', '=', '/en/studyinfo/recruitment')
      .execute()
    expect(rows).toEqual([
      { id: expect.any(Number), path: '/en/studyinfo/recruitment', locale: 'en', viewed_at: NOW.toISOString() },
    ])
  })

  it('stores which notice and which page of the list were viewed', async () => {
    for (const path of ['/kr/studyinfo/recruitmentView?studyId=7', '/kr/studyinfo/recruitment?cp=2']) {
      expect((await post({ path, locale: 'kr' })).statusCode).toBe(204)
      const row = await app.db.selectFrom('page_views').select('path').where('path', '=', path).executeTakeFirst()
      expect(row?.path).toBe(path)
    }
  })

  it.each([
    ['a reset token in the query', { path: '/kr/login/pwChange?token=abc', locale: 'kr' }],
    ['an e-mail beside a study id', { path: '/kr/studyinfo/recruitmentView?studyId=7&email=a@b.c', locale: 'kr' }],
    ['a study id that is not a number', { path: '/kr/studyinfo/recruitmentView?studyId=abc', locale: 'kr' }],
    ['a path with a fragment', { path: '/kr/main#top', locale: 'kr' }],
    ['a relative path', { path: 'kr/main', locale: 'kr' }],
    ['an overlong path', { path: `/${'a'.repeat(300)}`, locale: 'kr' }],
    ['an unknown locale', { path: '/kr/main', locale: 'de' }],
    ['a missing locale', { path: '/kr/main' }],
    ['no body', undefined],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const before = await app.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const response = await post(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
    const after = await app.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })
})
