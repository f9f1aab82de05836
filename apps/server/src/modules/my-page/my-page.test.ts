import { PASSWORD_CONFIRMATION_MINUTES } from '@ctc/contract/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPOSSIBLE_BIRTHS, YOUNGEST_BIRTH } from '../../test/birth-dates.js'
import { injectWithToken } from '../../test/inject-with-token.js'
import { createTestApp } from '../../test/test-app.js'
import { insertApplicationOf } from '../applications/applications.factory.js'
import {
  VALID_PASSWORD,
  buildHealthAnswers,
  logIn,
  memberWithSession,
  storedMember,
} from '../members/members.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { PASSWORD_CHECKS_PER_MEMBER } from '../auth/password-check.js'

let clock = new Date('2026-11-22T09:00:00.000Z')

describe('my page', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    injectWithToken(app, token, { method, url, payload })

  const memberUpdate = (overrides: Record<string, unknown> = {}) => ({
    name: '김바뀜',
    gender: 'F',
    birth: '1991-04-16',
    mobile: '010-9876-5432',
    otherContact: '02-741-4221',
    address: '서울특별시 종로구 대학로 101',
    nationality: '대한민국',
    joinPath: '02',
    preferContact1: '03',
    preferContact2: '01',
    preferContact3: '',
    preferContact4: '',
    preferContact5: '',
    sbjTy: '01',
    alwaysApplyYn: 'N',
    entryMonth: '6',
    ...overrides,
  })

  const volunteerForm = (overrides: Record<string, unknown> = {}) => ({
    alwaysApplyYn: 'Y',
    entryMonth: '12',
    profile: buildHealthAnswers({ drugYn: 'Y', drugName: 'Aspirin', drugLastDate: '2026-11-01', height: 180 }),
    ...overrides,
  })

  const ENDPOINTS = [
    ['POST', '/api/kr/sbjUser/pwConfirm', { password: VALID_PASSWORD }],
    ['GET', '/api/kr/sbjUser/edit', undefined],
    ['POST', '/api/kr/sbjUser/edit', memberUpdate()],
    ['GET', '/api/kr/sbjUser/sbjEdit', undefined],
    ['POST', '/api/kr/sbjUser/sbjEdit', volunteerForm()],
    ['POST', '/api/kr/sbjUser/history', {}],
  ] as const

  describe('without a live session', () => {
    it.each(ENDPOINTS)('%s %s refuses a call without a token', async (method, url, payload) => {
      const response = await call(method, url, undefined, payload)
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHENTICATED')
    })

    it.each(ENDPOINTS)('%s %s refuses an unknown token, even with a bad body', async (method, url) => {
      const response = await call(method, url, 'not-a-real-token', method === 'POST' ? { junk: true } : undefined)
      expect(response.statusCode).toBe(401)
    })
  })

  describe('POST /api/{x}/sbjUser/pwConfirm', () => {
    it('accepts the right password and refuses a wrong one', async () => {
      const { token } = await memberWithSession(app)
      expect((await call('POST', '/api/en/sbjUser/pwConfirm', token, { password: VALID_PASSWORD })).json()).toEqual({
        result: 'ok',
      })
      const wrong = await call('POST', '/api/en/sbjUser/pwConfirm', token, { password: 'Wrong#Password1' })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().error.code).toBe('PASSWORD_MISMATCH')
    })

    it('refuses a missing password and an unknown locale', async () => {
      const { token } = await memberWithSession(app)
      expect((await call('POST', '/api/kr/sbjUser/pwConfirm', token, {})).json().error.code).toBe('VALIDATION_FAILED')
      expect((await call('POST', '/api/xx/sbjUser/pwConfirm', token, { password: VALID_PASSWORD })).statusCode).toBe(
        400,
      )
    })

    it('stops guessing after repeated wrong passwords, even the right one', async () => {
      const { token } = await memberWithSession(app)
      for (let i = 0; i < PASSWORD_CHECKS_PER_MEMBER; i += 1) {
        await call('POST', '/api/kr/sbjUser/pwConfirm', token, { password: `Wrong#Password${i}` })
      }
      const blocked = await call('POST', '/api/kr/sbjUser/pwConfirm', token, { password: VALID_PASSWORD })
      expect(blocked.statusCode).toBe(429)
    })
  })

  describe('a recent password confirmation, kept by the server', () => {
    const guarded = [
      ['GET', '/api/kr/sbjUser/edit', undefined],
      ['POST', '/api/kr/sbjUser/edit', {}],
      ['GET', '/api/kr/sbjUser/sbjEdit', undefined],
      ['POST', '/api/kr/sbjUser/sbjEdit', {}],
    ] as const

    it.each(guarded)('%s %s is refused to a fresh session without one', async (method, url, payload) => {
      const { token } = await memberWithSession(app, {}, { confirmed: false })
      const response = await call(method, url, token, payload)
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('PASSWORD_CONFIRMATION_REQUIRED')
    })

    it(`opens member info for ${PASSWORD_CONFIRMATION_MINUTES} minutes after the confirmation, in that session only`, async () => {
      const { token, request } = await memberWithSession(app, {}, { confirmed: false })
      expect((await call('POST', '/api/kr/sbjUser/pwConfirm', token, { password: 'Wrong#Password1' })).statusCode).toBe(
        400,
      )
      expect((await call('GET', '/api/kr/sbjUser/edit', token)).statusCode).toBe(403)
      expect((await call('POST', '/api/kr/sbjUser/pwConfirm', token, { password: VALID_PASSWORD })).statusCode).toBe(
        200,
      )
      expect((await call('GET', '/api/kr/sbjUser/edit', token)).statusCode).toBe(200)
      clock = new Date(clock.getTime() + PASSWORD_CONFIRMATION_MINUTES * 60_000)
      expect((await call('GET', '/api/kr/sbjUser/edit', token)).json().error.code).toBe(
        'PASSWORD_CONFIRMATION_REQUIRED',
      )
      // A new login is a new session: the earlier confirmation does not carry over.
      const again = await logIn(app, request.member.userId)
      expect((await call('GET', '/api/kr/sbjUser/edit', again.json().auth)).statusCode).toBe(403)
    })
  })

  describe('GET and POST /api/{x}/sbjUser/edit', () => {
    it("answers the member's info and the code lists in the requested locale", async () => {
      const { token, request } = await memberWithSession(app)
      const response = await call('GET', '/api/en/sbjUser/edit', token)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.user).toMatchObject({
        userId: request.member.userId,
        name: '홍길동',
        gender: 'M',
        birth: '1990-03-15',
        mobile: request.member.mobile,
        alwaysApplyYn: 'Y',
        entryMonth: '3',
        joinDate: '2026-11-22',
      })
      expect(body.user).not.toHaveProperty('password')
      for (const list of ['sickList', 'sbjCondList', 'sbjTyList', 'langList']) {
        expect(body[list].length).toBeGreaterThan(0)
      }
      const korean = (await call('GET', '/api/kr/sbjUser/edit', token)).json()
      expect(korean.sbjCondList[0].label).not.toBe(body.sbjCondList[0].label)
    })

    it('refuses a birth date in the future or under the minimum age', async () => {
      const { token } = await memberWithSession(app)
      for (const birth of IMPOSSIBLE_BIRTHS) {
        const response = await call('POST', '/api/kr/sbjUser/edit', token, memberUpdate({ birth }))
        expect(response.statusCode, birth).toBe(400)
        expect(response.json().error.message).toContain('body/birth')
      }
      const ok = await call('POST', '/api/kr/sbjUser/edit', token, memberUpdate({ birth: YOUNGEST_BIRTH }))
      expect(ok.statusCode).toBe(200)
    })

    it('saves the details but never the e-mail (ID)', async () => {
      const { token, request, id } = await memberWithSession(app)
      const response = await call(
        'POST',
        '/api/kr/sbjUser/edit',
        token,
        memberUpdate({ userId: 'hijack@example.com', email: 'hijack@example.com' }),
      )
      expect(response.statusCode).toBe(200)
      const { user } = (await call('GET', '/api/kr/sbjUser/edit', token)).json()
      expect(user).toMatchObject({ userId: request.member.userId, name: '김바뀜', gender: 'F', alwaysApplyYn: 'N' })
      const row = await storedMember(app, request.member.userId)
      expect(row.id).toBe(id)
      expect(row.mobile).toBe('010-9876-5432')
    })

    it.each([
      ['an empty name', { name: '' }],
      ['an invalid phone', { mobile: 'call me' }],
      ['a repeated contact rank', { preferContact2: '03' }],
      ['a date that does not exist', { birth: '1991-02-30' }],
      ['an unknown gender', { gender: 'X' }],
    ])('refuses %s', async (_label, overrides) => {
      const { token } = await memberWithSession(app)
      const response = await call('POST', '/api/kr/sbjUser/edit', token, memberUpdate(overrides))
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    })
  })

  describe('GET and POST /api/{x}/sbjUser/sbjEdit', () => {
    it('answers the volunteer form of sign-up with the always-apply flag', async () => {
      const { token } = await memberWithSession(app)
      const { data } = (await call('GET', '/api/kr/sbjUser/sbjEdit', token)).json()
      expect(data).toMatchObject({ alwaysApplyYn: 'Y', entryMonth: '3', updatedAt: clock.toISOString() })
      expect(data.profile).toMatchObject({ height: 172, weight: 68, caffeineYn: 'Y' })
    })

    it('saves the form, the flag and the term together', async () => {
      const { token } = await memberWithSession(app)
      const saved = await call('POST', '/api/kr/sbjUser/sbjEdit', token, volunteerForm({ alwaysApplyYn: 'N' }))
      expect(saved.statusCode).toBe(200)
      const { data } = (await call('GET', '/api/kr/sbjUser/sbjEdit', token)).json()
      expect(data).toMatchObject({ alwaysApplyYn: 'N', entryMonth: '12' })
      expect(data.profile).toMatchObject({ height: 180, drugYn: 'Y', drugName: 'Aspirin' })
    })

    it('refuses an answer that its question makes required, and a bad flag', async () => {
      const { token } = await memberWithSession(app)
      const missing = volunteerForm({ profile: buildHealthAnswers({ drugYn: 'Y' }) })
      expect((await call('POST', '/api/kr/sbjUser/sbjEdit', token, missing)).statusCode).toBe(400)
      expect(
        (await call('POST', '/api/kr/sbjUser/sbjEdit', token, volunteerForm({ alwaysApplyYn: 'X' }))).statusCode,
      ).toBe(400)
      expect((await call('POST', '/api/kr/sbjUser/sbjEdit', token, { alwaysApplyYn: 'Y' })).statusCode).toBe(400)
    })
  })

  describe('POST /api/{lang}/sbjUser/history', () => {
    it('lists every application of the member with title, date and status, newest first', async () => {
      const { token, id, request } = await memberWithSession(app)
      // Korean and English only: the Japanese list falls back to the Korean title.
      const first = await createTestStudy(app, { title: 'first study', locales: ['en'] })
      const second = await createTestStudy(app, { title: 'second study', locales: ['en'] })
      await insertApplicationOf(app, id, first, { createdAt: '2026-11-20T16:00:00.000Z' })
      await insertApplicationOf(app, id, second, { status: 'screening', createdAt: '2026-11-21T01:00:00.000Z' })
      const response = await call('POST', '/api/en/sbjUser/history', token, {})
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.user).toEqual({ userId: request.member.userId, name: '홍길동' })
      expect(
        body.dataList.map((item: { title: string; appliedOn: string; status: string; studyId: number }) => item),
      ).toEqual([
        expect.objectContaining({
          studyId: second,
          title: 'EN second study',
          appliedOn: '2026-11-21',
          status: 'screening',
        }),
        // 16:00 UTC is the next morning in Seoul.
        expect.objectContaining({
          studyId: first,
          title: 'EN first study',
          appliedOn: '2026-11-21',
          status: 'received',
        }),
      ])
      const japaneseResponse = await call('POST', '/api/jp/sbjUser/history', token)
      const japanese = japaneseResponse.json()
      expect(japanese.dataList[0].title).toBe('KR second study')
    })

    it('answers an empty list to a member who never applied', async () => {
      const { token } = await memberWithSession(app)
      expect((await call('POST', '/api/kr/sbjUser/history', token, {})).json().dataList).toEqual([])
    })
  })

  describe('one member never reaches another', () => {
    it("reads and changes only the token's member, whatever ids the body carries", async () => {
      const a = await memberWithSession(app, { name: '에이' })
      const b = await memberWithSession(app, { name: '비이' })
      const study = await createTestStudy(app, { title: 'b only', locales: ['en'] })
      await insertApplicationOf(app, b.id, study)
      const withIds = { memberId: b.id, userId: b.request.member.userId, id: b.id }

      expect((await call('GET', `/api/kr/sbjUser/edit?memberId=${b.id}`, a.token)).json().user.name).toBe('에이')
      await call('POST', '/api/kr/sbjUser/edit', a.token, memberUpdate({ ...withIds, name: '에이바뀜' }))
      await call('POST', '/api/kr/sbjUser/sbjEdit', a.token, { ...volunteerForm({ alwaysApplyYn: 'N' }), ...withIds })
      expect((await call('GET', `/api/kr/sbjUser/sbjEdit?memberId=${b.id}`, a.token)).json().data.alwaysApplyYn).toBe(
        'N',
      )
      const history = (await call('POST', '/api/kr/sbjUser/history', a.token, withIds)).json()
      expect(history.user.userId).toBe(a.request.member.userId)
      expect(history.dataList).toEqual([])
      // A's wrong passwords do not count against B.
      await call('POST', '/api/kr/sbjUser/pwConfirm', a.token, { password: 'Wrong#Password1', ...withIds })

      const bInfo = (await call('GET', '/api/kr/sbjUser/edit', b.token)).json().user
      expect(bInfo).toMatchObject({ name: '비이', alwaysApplyYn: 'Y', gender: 'M' })
      expect((await call('GET', '/api/kr/sbjUser/sbjEdit', b.token)).json().data).toMatchObject({
        alwaysApplyYn: 'Y',
        profile: expect.objectContaining({ height: 172 }),
      })
      expect((await call('POST', '/api/kr/sbjUser/history', b.token, {})).json().dataList).toHaveLength(1)
    })
  })

  it('lists its paths in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/docs')).json()
    for (const path of [
      '/api/{lang}/sbjUser/edit',
      '/api/{lang}/sbjUser/sbjEdit',
      '/api/{lang}/sbjUser/pwConfirm',
      '/api/{lang}/sbjUser/history',
    ]) {
      expect(doc.paths).toHaveProperty([path])
    }
  })
})
