import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { countSentMail, readNewestMail, readOutboxDecoded } from '../../test/test-outbox.js'
import { logIn, memberWithSession, signUp } from '../members/members.factory.js'
import { staffWithSession } from './staff.factory.js'

const start = Date.parse('2026-11-24T01:00:00.000Z')

describe('member support and the Q&A inbox', () => {
  let now = start
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date(now) })
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const lastLogRow = () =>
    app.db.selectFrom('access_log').selectAll().orderBy('seq', 'desc').limit(1).executeTakeFirstOrThrow()
  const why = { reason: 'account_support' }

  it.each([
    ['POST', '/api/admin/members/search', { field: 'email', value: 'a@b.kr', reason: 'member_inquiry' }],
    ['POST', '/api/admin/members/1/view', { reason: 'member_inquiry' }],
    ['POST', '/api/admin/members/1/unlock', why],
    ['POST', '/api/admin/members/1/reset-link', why],
    ['GET', '/api/admin/questions', undefined],
    ['GET', '/api/admin/questions/1', undefined],
    ['PUT', '/api/admin/questions/1/answer', { answer: '네' }],
    ['GET', '/api/admin/home', undefined],
  ] as const)('%s %s refuses a call without a staff token, and with a member token', async (method, url, payload) => {
    expect((await call(method, url, {}, payload)).statusCode).toBe(401)
    const member = await memberWithSession(app)
    expect((await call(method, url, { 'x-auth-token': member.token }, payload)).statusCode).toBe(401)
  })

  it('finds a member only by an exact value, with a reason, and logs the search', async () => {
    const staff = await staffWithSession(app)
    const member = await memberWithSession(app, { name: '정확한', mobile: '010-9876-5432' })
    for (const [field, value] of [
      ['email', member.email.toUpperCase()],
      ['name', '정확한'],
      ['mobile', '01098765432'],
    ]) {
      const found = await call('POST', '/api/admin/members/search', staff.headers, {
        field,
        value,
        reason: 'member_inquiry',
      })
      expect(found.json().dataList.map((match: { memberId: number }) => match.memberId)).toContain(member.id)
    }
    const partial = await call('POST', '/api/admin/members/search', staff.headers, {
      field: 'name',
      value: '정확',
      reason: 'member_inquiry',
    })
    expect(partial.json().dataList).toEqual([])
    const noReason = await call('POST', '/api/admin/members/search', staff.headers, { field: 'name', value: '정확한' })
    expect(noReason.statusCode).toBe(400)
    const otherWithoutText = await call('POST', '/api/admin/members/search', staff.headers, {
      field: 'name',
      value: '정확한',
      reason: 'other',
    })
    expect(otherWithoutText.statusCode).toBe(400)
    expect(await lastLogRow()).toMatchObject({
      action: 'member.search',
      reason: 'member_inquiry',
      staff_id: staff.staffId,
    })
  })

  it("shows a member's record with the reason logged, and 404 for an unknown id", async () => {
    const staff = await staffWithSession(app)
    const member = await memberWithSession(app)
    const record = await call('POST', `/api/admin/members/${member.id}/view`, staff.headers, {
      reason: 'other',
      reasonText: '전화 문의',
    })
    expect(record.statusCode).toBe(200)
    expect(record.json().member).toMatchObject({
      memberId: member.id,
      userId: member.email,
      locked: false,
      hasVolunteerProfile: true,
    })
    expect(await lastLogRow()).toMatchObject({
      action: 'member.view',
      record_type: 'member',
      record_id: String(member.id),
      reason: 'other',
      reason_text: '전화 문의',
    })
    expect(
      (await call('POST', '/api/admin/members/999999/view', staff.headers, { reason: 'member_inquiry' })).statusCode,
    ).toBe(404)
    expect((await call('POST', `/api/admin/members/${member.id}/view`, staff.headers, {})).statusCode).toBe(400)
  })

  it('shows a member slowed by failed logins as not locked, with the count; lifting the wait lets a new browser in at once and e-mails them', async () => {
    const request = await signUp(app)
    const email = request.member.userId
    for (let attempt = 0; attempt < 6; attempt++) {
      now += 10 * 60_000
      await logIn(app, email, 'Wrong#Password1', `10.70.0.${attempt}`)
    }
    // The sixth failure makes a browser the account does not know wait 8 seconds.
    expect((await logIn(app, email)).statusCode).toBe(429)
    const staff = await staffWithSession(app)
    const { memberId, locked } = (
      await call('POST', '/api/admin/members/search', staff.headers, {
        field: 'email',
        value: email,
        reason: 'account_support',
      })
    ).json().dataList[0]
    expect(locked).toBe(false)
    const record = await call('POST', `/api/admin/members/${memberId}/view`, staff.headers, {
      reason: 'account_support',
    })
    expect(record.json().member).toMatchObject({ locked: false, lockedAt: null, failedLogins: 6 })
    const mails = countSentMail(app)
    const unlocked = await call('POST', `/api/admin/members/${memberId}/unlock`, staff.headers, why)
    expect(unlocked.json()).toEqual({ result: 'ok' })
    expect(countSentMail(app)).toBe(mails + 1)
    expect(readNewestMail(app)).toContain(email)
    // The mail says what was lifted: a wait, not a lock (members are never locked).
    expect(readOutboxDecoded(app)).toContain('센터에서 이 대기를 해제했습니다')
    expect((await logIn(app, email)).statusCode).toBe(200)
    expect(await lastLogRow()).toMatchObject({
      action: 'member.unlock',
      record_id: String(memberId),
      reason: 'account_support',
    })
    const home = (await call('GET', '/api/admin/home', staff.headers)).json()
    expect(home.lockedMembers).toBe(0)
  })

  it('sends a reset link to the member', async () => {
    const staff = await staffWithSession(app)
    const member = await memberWithSession(app)
    const sent = await call('POST', `/api/admin/members/${member.id}/reset-link`, staff.headers, why)
    expect(sent.statusCode).toBe(200)
    expect(readNewestMail(app)).toContain('/login/pwChange?token=3D')
    expect(await lastLogRow()).toMatchObject({ action: 'member.reset_link' })
  })

  it('answers a question: waiting first in the inbox, the member sees the answer and when it was edited, and is e-mailed', async () => {
    const staff = await staffWithSession(app, 'coordinator', '답변자')
    const member = await memberWithSession(app)
    const asked = await app.inject({
      method: 'POST',
      url: '/api/jp/qna/write',
      headers: { 'x-auth-token': member.token },
      payload: { title: '検査の時間', body: '秘密の症状について質問します' },
    })
    const { qnaId } = asked.json()
    const inbox = (await call('GET', '/api/admin/questions?status=waiting&locale=jp', staff.headers)).json()
    expect(inbox.dataList[0]).toEqual({
      qnaId,
      title: '検査の時間',
      status: 'waiting',
      locale: 'jp',
      createdAt: new Date(now).toISOString(),
      answeredAt: null,
    })
    expect((await call('GET', '/api/admin/home', staff.headers)).json().waitingQuestions).toBeGreaterThan(0)

    const opened = (await call('GET', `/api/admin/questions/${qnaId}`, staff.headers)).json()
    expect(opened.question).toMatchObject({
      body: '秘密の症状について質問します',
      answer: null,
      member: { memberId: member.id },
    })
    expect(await lastLogRow()).toMatchObject({ action: 'question.view', reason: 'answer_question' })

    const answered = await call('PUT', `/api/admin/questions/${qnaId}/answer`, staff.headers, {
      answer: '約3時間です。',
    })
    expect(answered.json().question).toMatchObject({
      status: 'answered',
      answer: '約3時間です。',
      answerEditedAt: null,
      answeredBy: '답변자',
    })
    const mail = readNewestMail(app)
    expect(mail).toContain(member.email)
    expect(mail).not.toContain('秘密')
    const view = await app.inject({
      method: 'GET',
      url: `/api/jp/qna/view?qnaId=${qnaId}`,
      headers: { 'x-auth-token': member.token },
    })
    expect(view.json().data).toMatchObject({ status: 'answered', answer: '約3時間です。', answerEditedAt: null })

    now += 60_000
    const edited = await call('PUT', `/api/admin/questions/${qnaId}/answer`, staff.headers, { answer: '約2時間です。' })
    expect(edited.json().question.answerEditedAt).toBe(new Date(now).toISOString())
    expect((await call('PUT', `/api/admin/questions/${qnaId}/answer`, staff.headers, { answer: ' ' })).statusCode).toBe(
      400,
    )
    expect((await call('PUT', '/api/admin/questions/999999/answer', staff.headers, { answer: 'x' })).statusCode).toBe(
      404,
    )
    expect(await lastLogRow()).toMatchObject({ action: 'question.answer', record_id: String(qnaId) })
  })
})
