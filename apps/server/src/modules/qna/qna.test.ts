import { QNA_BODY_MAX, QNA_PAGE_SIZE, QNA_TITLE_MAX } from '@ctc/contract/qna'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectWithToken } from '../../test/inject-with-token.js'
import { createTestApp } from '../../test/test-app.js'
import { memberWithSession } from '../members/members.factory.js'
import { QUESTIONS_PER_DAY } from './qna.service.js'

const clock = new Date('2026-11-22T09:00:00.000Z')

describe('qna', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    injectWithToken(app, token, { method, url, payload })
  const ask = (token: string, title = '검진 일정 문의', body = '스크리닝 검사는 몇 시간 걸리나요?') =>
    call('POST', '/api/kr/qna/write', token, { title, body })

  it.each([
    ['POST', '/api/kr/qna/list', {}],
    ['GET', '/api/kr/qna/view?qnaId=1', undefined],
    ['POST', '/api/kr/qna/write', { title: 't', body: 'b' }],
  ] as const)('%s %s refuses a call without a token', async (method, url, payload) => {
    const response = await call(method, url, undefined, payload)
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHENTICATED')
  })

  it('stores a question as waiting, lists it and shows it to its member', async () => {
    const { token } = await memberWithSession(app)
    const written = await ask(token, '  주차 문의  ')
    expect(written.statusCode).toBe(200)
    const { qnaId } = written.json()
    const list = (await call('POST', '/api/en/qna/list', token, {})).json()
    expect(list.dataList).toEqual([
      { qnaId, title: '주차 문의', status: 'waiting', createdAt: clock.toISOString(), answeredAt: null },
    ])
    expect(list.paging).toEqual({ cp: 1, pageSize: QNA_PAGE_SIZE, totalCount: 1, totalPages: 1 })
    const view = (await call('GET', `/api/en/qna/view?qnaId=${qnaId}`, token)).json()
    expect(view.data).toMatchObject({
      qnaId,
      status: 'waiting',
      body: '스크리닝 검사는 몇 시간 걸리나요?',
      answer: null,
    })
  })

  it("shows the center's answer once there is one", async () => {
    const { token } = await memberWithSession(app)
    const { qnaId } = (await ask(token)).json()
    await app.db
      .updateTable('questions')
      .set({ status: 'answered', answer: '2~3시간 정도 걸립니다.', answered_at: '2026-11-23T01:00:00.000Z' })
      .where('id', '=', qnaId)
      .execute()
    const view = (await call('GET', `/api/kr/qna/view?qnaId=${qnaId}`, token)).json()
    expect(view.data).toMatchObject({ status: 'answered', answer: '2~3시간 정도 걸립니다.' })
    expect((await call('POST', '/api/kr/qna/list', token)).json().dataList[0].status).toBe('answered')
  })

  it('pages the list newest first', async () => {
    const { token } = await memberWithSession(app)
    for (let i = 1; i <= QNA_PAGE_SIZE + 2; i += 1) await ask(token, `질문 ${i}`)
    const first = (await call('POST', '/api/kr/qna/list', token, { cp: 1 })).json()
    expect(first.dataList).toHaveLength(QNA_PAGE_SIZE)
    expect(first.dataList[0].title).toBe(`질문 ${QNA_PAGE_SIZE + 2}`)
    const second = (await call('POST', '/api/kr/qna/list', token, { cp: 2 })).json()
    expect(second.dataList.map((q: { title: string }) => q.title)).toEqual(['질문 2', '질문 1'])
    expect(second.paging).toMatchObject({ totalCount: QNA_PAGE_SIZE + 2, totalPages: 2 })
  })

  it.each([
    ['an empty title', { title: '   ', body: 'b' }],
    ['an empty body', { title: 't', body: '' }],
    ['a title too long', { title: 'x'.repeat(QNA_TITLE_MAX + 1), body: 'b' }],
    ['a body too long', { title: 't', body: 'x'.repeat(QNA_BODY_MAX + 1) }],
    ['no fields', {}],
  ])('refuses %s', async (_label, payload) => {
    const { token } = await memberWithSession(app)
    const response = await call('POST', '/api/kr/qna/write', token, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('accepts a title and a body at their limits', async () => {
    const { token } = await memberWithSession(app)
    expect((await ask(token, 'x'.repeat(QNA_TITLE_MAX), '가'.repeat(QNA_BODY_MAX))).statusCode).toBe(200)
  })

  it('keeps the line breaks of a body, and refuses a title on two lines or a hidden character anywhere', async () => {
    const { token } = await memberWithSession(app)
    const written = await ask(token, '주차 문의', '첫째 줄\r\n둘째 줄\n셋째 줄')
    expect(written.statusCode, written.body).toBe(200)
    const view = (await call('GET', `/api/kr/qna/view?qnaId=${written.json().qnaId}`, token)).json()
    expect(view.data.body).toBe('첫째 줄\r\n둘째 줄\n셋째 줄')
    for (const [title, body] of [
      ['주차\n문의', '본문'],
      ['주차\t문의', '본문'],
      ['주차 문의', '본문\t탭'],
      ['주차 문의', '본문\u202E뒤집기'],
      ['주차\u200B문의', '본문'],
    ]) {
      const refused = await ask(token, title, body)
      expect(refused.statusCode, JSON.stringify([title, body])).toBe(400)
      expect(refused.json().error.code).toBe('VALIDATION_FAILED')
    }
    expect((await call('POST', '/api/kr/qna/list', token, {})).json().paging.totalCount).toBe(1)
  })

  it('refuses a bad id and a bad page', async () => {
    const { token } = await memberWithSession(app)
    expect((await call('GET', '/api/kr/qna/view?qnaId=abc', token)).statusCode).toBe(400)
    expect((await call('GET', '/api/kr/qna/view', token)).statusCode).toBe(400)
    expect((await call('POST', '/api/kr/qna/list', token, { cp: 0 })).statusCode).toBe(400)
    const missing = await call('GET', '/api/kr/qna/view?qnaId=999999', token)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('QNA_NOT_FOUND')
  })

  it("never shows one member another member's question", async () => {
    const a = await memberWithSession(app)
    const b = await memberWithSession(app)
    const { qnaId } = (await ask(b.token, 'B의 비밀 질문', 'B만 볼 수 있어야 합니다')).json()
    const view = await call('GET', `/api/kr/qna/view?qnaId=${qnaId}`, a.token)
    expect(view.statusCode).toBe(404)
    expect(view.body).not.toContain('B의 비밀 질문')
    const list = (await call('POST', '/api/kr/qna/list', a.token, { cp: 1, memberId: b.id })).json()
    expect(list.dataList).toEqual([])
    // A question written with B's id in the body is still A's.
    const written = (await call('POST', '/api/kr/qna/write', a.token, { title: 'A', body: 'A', memberId: b.id })).json()
    expect((await call('GET', `/api/kr/qna/view?qnaId=${written.qnaId}`, b.token)).statusCode).toBe(404)
    expect((await call('POST', '/api/kr/qna/list', b.token, {})).json().dataList).toHaveLength(1)
  })

  it('caps the questions one member sends in a day', async () => {
    const { token } = await memberWithSession(app)
    for (let i = 0; i < QUESTIONS_PER_DAY; i += 1) expect((await ask(token)).statusCode).toBe(200)
    expect((await ask(token)).statusCode).toBe(429)
  })

  it('lists its paths in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/docs')).json()
    for (const path of ['/api/{lang}/qna/list', '/api/{lang}/qna/view', '/api/{lang}/qna/write']) {
      expect(doc.paths).toHaveProperty([path])
    }
  })
})
