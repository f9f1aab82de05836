import { IMPOSSIBLE_BIRTHS, YOUNGEST_BIRTH } from '../../test/birth-dates.js'
import { openJson } from '../../crypto/data-keys.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectWithToken } from '../../test/inject-with-token.js'
import { createTestApp } from '../../test/test-app.js'
import { countSentMail, readNewestMail } from '../../test/test-outbox.js'
import {
  VALID_PASSWORD,
  buildHealthAnswers,
  buildJoinRequest,
  insertWithdrawnEmail,
  logIn,
  signUp,
  storedMember,
} from '../members/members.factory.js'
import { maskEmail } from '../members/members.service.js'
import { memberIndex } from '../members/members.repository.js'

let clock = new Date('2026-11-22T09:00:00.000Z')
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60 * 1000)
}

describe('register', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock, env: { PUBLIC_URL: 'https://ctc.example.org' } })
  })
  afterAll(() => app.close())

  const post = (url: string, payload: unknown, token?: string) =>
    injectWithToken(app, token, { method: 'POST', url, payload })

  /** The reset link of the newest .eml in the outbox, once the mail sent after the answer has gone out. */
  async function newestResetLink(): Promise<{ url: URL; mail: string }> {
    await app.jobs.worker.runDue()
    const mail = readNewestMail(app)
    // Quoted-printable may wrap the long link: undo soft line breaks first.
    const unwrapped = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    const match = /https:\/\/ctc\.example\.org\/\w\w\/login\/pwChange\?token=[\w-]+/.exec(unwrapped)
    if (!match) throw new Error(`no link in ${mail}`)
    return { url: new URL(match[0]), mail }
  }

  describe('POST /api/register/write', () => {
    it('stores the member, both consents with their version and time, and the profile', async () => {
      const request = buildJoinRequest({ userId: 'New.Member@Example.com' })
      const response = await post('/api/register/write', request)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ userId: 'new.member@example.com' })
      const member = await storedMember(app, 'new.member@example.com')
      expect(member).toMatchObject({ name: '홍길동', always_apply_yn: 'Y', participation_term: '3', locale: 'kr' })
      const consents = await app.db.selectFrom('consents').selectAll().where('member_id', '=', member.id).execute()
      expect(consents.map((c) => [c.kind, c.version, c.agreed_at])).toEqual([
        ['privacy', '2026-11-22', clock.toISOString()],
        ['sensitive', '2026-11-22', clock.toISOString()],
      ])
      const profile = await app.db
        .selectFrom('volunteer_profiles')
        .selectAll()
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow()
      expect(profile).toMatchObject({ height: 172, weight: 68, smoking: 'N', sbj_cond: '01' })
      expect(await openJson(app.db, app.config.appSecret, profile.answers)).toMatchObject({
        caffeineYn: 'Y',
        drugName: '',
      })
    })

    it('records the versions the page showed, and refuses versions no longer in effect, entering nothing', async () => {
      const shown = { privacy: '2026-11-22', sensitive: '2026-11-22' }
      const accepted = await post('/api/register/write', {
        ...buildJoinRequest({ userId: 'shown.versions@example.com' }),
        consentVersions: shown,
      })
      expect(accepted.statusCode, accepted.body).toBe(200)
      for (const stale of [
        { ...shown, privacy: '2026-01-01' },
        { ...shown, sensitive: '2026-01-01' },
      ]) {
        const refused = await post('/api/register/write', {
          ...buildJoinRequest({ userId: 'stale.versions@example.com' }),
          consentVersions: stale,
        })
        expect(refused.statusCode).toBe(409)
        expect(refused.json().error.code).toBe('CONSENT_VERSION_OUTDATED')
      }
      await expect(storedMember(app, 'stale.versions@example.com')).rejects.toThrow()
      const bad = await post('/api/register/write', {
        ...buildJoinRequest({ userId: 'bad.versions@example.com' }),
        consentVersions: { privacy: '<x>' },
      })
      expect(bad.statusCode).toBe(400)
    })

    it('refuses a duplicate e-mail, whatever its case', async () => {
      await signUp(app, { userId: 'taken@example.com' })
      const response = await post('/api/register/write', buildJoinRequest({ userId: 'TAKEN@example.com' }))
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('DUPLICATE_EMAIL')
    })

    it('refuses a withdrawn e-mail', async () => {
      await insertWithdrawnEmail(app, 'left@example.com', '2026-10-01')
      const response = await post('/api/register/write', buildJoinRequest({ userId: 'left@example.com' }))
      expect(response.json().error.code).toBe('WITHDRAWN_EMAIL')
    })

    it.each([
      ['8 characters', 'Abcde1!x', 400],
      ['9 characters', 'Abcdef1!x', 200],
      ['64 characters', `Aa1!${'x'.repeat(60)}`, 200],
      ['65 characters', `Aa1!${'x'.repeat(61)}`, 400],
      ['no upper-case letter', 'abcdef1!xy', 400],
      ['no lower-case letter', 'ABCDEF1!XY', 400],
      ['no digit', 'Abcdefg!xy', 400],
      ['no special character', 'Abcdef12xy', 400],
    ])('applies the password rule: %s', async (_label, password, status) => {
      const response = await post('/api/register/write', buildJoinRequest({ password, passwordConfirm: password }))
      expect(response.statusCode).toBe(status)
      if (status === 400) expect(response.json().error.message).toContain('member/password')
    })

    it('refuses a confirmation that differs, a refused consent, and a yes without its details', async () => {
      const mismatch = buildJoinRequest({ passwordConfirm: `${VALID_PASSWORD}x` })
      expect((await post('/api/register/write', mismatch)).statusCode).toBe(400)
      const refused = buildJoinRequest(
        {},
        { consents: { privacy: true, sensitive: false, version: '2026-11-22' } as never },
      )
      expect((await post('/api/register/write', refused)).statusCode).toBe(400)
      const incomplete = buildJoinRequest({}, { profile: buildHealthAnswers({ drugYn: 'Y' }) as never })
      const response = await post('/api/register/write', incomplete)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toContain('profile/drugName')
    })

    it('refuses a birth date in the future or under the minimum age, and takes one of exactly that age', async () => {
      for (const birth of IMPOSSIBLE_BIRTHS) {
        const response = await post('/api/register/write', buildJoinRequest({ birth }))
        expect(response.statusCode, birth).toBe(400)
        expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED' })
        expect(response.json().error.message).toContain('member/birth')
      }
      expect((await post('/api/register/write', buildJoinRequest({ birth: YOUNGEST_BIRTH }))).statusCode).toBe(200)
    })

    it('refuses the same preferred contact at two ranks', async () => {
      const response = await post('/api/register/write', buildJoinRequest({ preferContact2: '01' }))
      expect(response.statusCode).toBe(400)
    })

    it('refuses codes that are not in their lists and a name that shows nothing, storing nothing', async () => {
      for (const member of [
        { userId: 'code1@example.com', joinPath: "' OR 1=1--" },
        { userId: 'code2@example.com', entryMonth: '0' },
        { userId: 'code3@example.com', sbjTy: '<script>' },
        { userId: 'code4@example.com', name: '\u3164\u200B' },
      ]) {
        const response = await post('/api/register/write', buildJoinRequest(member))
        expect(response.statusCode, member.userId).toBe(400)
        expect(response.json().error.code).toBe('VALIDATION_FAILED')
        expect(
          await app.db
            .selectFrom('members')
            .select('id')
            .where('email', '=', memberIndex.email(app.config.appSecret, member.userId))
            .execute(),
        ).toEqual([])
      }
    })

    it('refuses line breaks, tabs, direction and zero-width characters in one-line fields, storing nothing', async () => {
      const cases = [
        { userId: 'line1@example.com', name: "Kim\n=cmd|' /C calc'!A0" },
        { userId: 'line2@example.com', address: 'Seoul\r=1+2' },
        { userId: 'line3@example.com', name: '홍\t길동' },
        { userId: 'line4@example.com', name: 'evil\u202Egnp.exe' },
        { userId: 'line5@example.com', nationality: '대한\u200B민국' },
        { userId: 'line6@example.com', address: '서울\u2066종로구\u2069' },
      ]
      const responses = await Promise.all(cases.map((member) => post('/api/register/write', buildJoinRequest(member))))
      for (const [i, response] of responses.entries()) {
        expect(response.statusCode, cases[i]?.userId).toBe(400)
        expect(response.json().error.code).toBe('VALIDATION_FAILED')
      }
      const stored = await app.db
        .selectFrom('members')
        .select('id')
        .where(
          'email',
          'in',
          cases.map((member) => memberIndex.email(app.config.appSecret, member.userId)),
        )
        .execute()
      expect(stored).toEqual([])
      // The same name without the line break, trimmed of what surrounds it, is taken.
      await signUp(app, { userId: 'line7@example.com', name: ' Kim =cmd\n', mobile: '010-8282-8282' })
      expect((await storedMember(app, 'line7@example.com')).name).toBe('Kim =cmd')
    })

    it('stores the name in NFC, so that a name typed on another system finds the same ID', async () => {
      const decomposed = '\u1112\u1169\u11BC\u1100\u1175\u11AF\u1103\u1169\u11BC'
      await signUp(app, { userId: 'nfc@example.com', name: decomposed, mobile: '010-8181-8181' })
      const member = await storedMember(app, 'nfc@example.com')
      expect(member.name).toBe('홍길동')
    })
  })

  describe('POST /api/register/emailCheck', () => {
    it('answers available, or refuses a taken e-mail', async () => {
      await signUp(app, { userId: 'check@example.com' })
      expect((await post('/api/register/emailCheck', { email: 'free@example.com' })).json()).toEqual({
        available: true,
      })
      const taken = await post('/api/register/emailCheck', { email: 'Check@example.com' })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().error.code).toBe('DUPLICATE_EMAIL')
      expect((await post('/api/register/emailCheck', { email: 'nope' })).statusCode).toBe(400)
    })
  })

  describe('POST /api/register/findUserId', () => {
    it('answers the ID partly masked when name, gender, birth date and mobile match', async () => {
      await signUp(app, { userId: 'gildong.hong@example.com', name: '김영희', gender: 'F', mobile: '010-5555-0101' })
      const response = await post('/api/register/findUserId', {
        name: '김영희',
        gender: 'F',
        birth: '1990-03-15',
        mobile: '01055550101',
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ userId: 'gi**********@e******.com' })
    })

    it("answers 'No ID was found' when a detail differs", async () => {
      const response = await post('/api/register/findUserId', {
        name: '김영희',
        gender: 'M',
        birth: '1990-03-15',
        mobile: '010-5555-0101',
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('ID_NOT_FOUND')
      expect((await post('/api/register/findUserId', { name: '김영희' })).statusCode).toBe(400)
    })

    // A name is compared without spaces, in NFC, Latin letters in any case; a phone in E.164 with
    // Korean numbers by default. Both are kept and shown as they were typed.
    it.each([
      ['김 민준', '+82 10-2468-0001', '김민준', '010-2468-0001'],
      ['김 민준', '+82 10-2468-0002', '김민준', '01024680002'],
      ['김민준', '010-2468-0003', '김 민준', '+82 10-2468-0003'],
      ['김민준', '01024680004', ' 김  민준 ', '+82 10 2468 0004'],
      ['김민준', '010-2468-0005', '김민준'.normalize('NFD'), '+821024680005'],
      ['Kim Minjun', '010-2468-0006', 'KIM MINJUN', '82-10-2468-0006'],
    ])('finds the ID of %s %s when asked as %s %s', async (name, mobile, askedName, askedMobile) => {
      const email = `normal${mobile.slice(-1)}@example.com`
      await signUp(app, { userId: email, name, gender: 'F', mobile })
      const response = await post('/api/register/findUserId', {
        name: askedName,
        gender: 'F',
        birth: '1990-03-15',
        mobile: askedMobile,
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ userId: maskEmail(email) })
      expect(await storedMember(app, email)).toMatchObject({ name, mobile })
    })

    it.each([
      ['ab@example.com', 'a*@e******.com'],
      ['a@b.kr', 'a*@b*.kr'],
      ['hong@mail.co.kr', 'ho**@m******.kr'],
    ])('masks %s as %s', (email, masked) => {
      expect(maskEmail(email)).toBe(masked)
    })
  })

  describe('password recovery', () => {
    const details = { name: '이순신', birth: '1985-04-28', mobile: '010-7777-0001' }

    it('e-mails a single-use link in the member’s language, which sets the password and lifts the login wait', async () => {
      await signUp(app, { userId: 'reset@example.com', ...details })
      // Slow the account down first, from two addresses (the account waits a little more after each failure).
      for (const address of ['10.1.0.1', '10.1.0.2']) {
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          advance(5)
          await logIn(app, 'reset@example.com', 'Wrong#Pass1', address)
        }
      }
      expect((await logIn(app, 'reset@example.com', VALID_PASSWORD, '10.1.0.1')).json().error.code).toBe('RATE_LIMITED')

      const answer = await post('/api/register/findUserPwd', { email: 'reset@example.com', ...details })
      expect(answer.json()).toEqual({ result: 'ok' })
      const { url, mail } = await newestResetLink()
      expect(url.pathname).toBe('/kr/login/pwChange')
      expect(mail).toContain('To: reset@example.com')

      const token = url.searchParams.get('token') ?? ''
      const newPassword = 'Changed#Pass2026'
      const change = await post('/api/register/changePwd', {
        token,
        password: newPassword,
        passwordConfirm: newPassword,
      })
      expect(change.json()).toEqual({ result: 'ok' })
      // The new password lifts the wait at once, for every browser.
      expect((await logIn(app, 'reset@example.com', newPassword, '10.1.0.1')).statusCode).toBe(200)
      expect((await logIn(app, 'reset@example.com', newPassword, '10.1.0.2')).statusCode).toBe(200)

      const again = await post('/api/register/changePwd', {
        token,
        password: newPassword,
        passwordConfirm: newPassword,
      })
      expect(again.statusCode).toBe(400)
      expect(again.json().error.code).toBe('RESET_LINK_INVALID')
    })

    it('answers the same when the details do not match, and sends nothing', async () => {
      const before = countSentMail(app)
      const answer = await post('/api/register/findUserPwd', {
        email: 'reset@example.com',
        ...details,
        name: '다른사람',
      })
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toEqual({ result: 'ok' })
      const unknown = await post('/api/register/findUserPwd', { email: 'unknown@example.com', ...details })
      expect(unknown.json()).toEqual({ result: 'ok' })
      await app.jobs.worker.runDue()
      expect(countSentMail(app)).toBe(before)
    })

    it('matches the name and mobile however they are spaced or written', async () => {
      await signUp(app, { userId: 'spaced@example.com', ...details, name: '이 순신', mobile: '+82 10-7777-0009' })
      await post('/api/register/findUserPwd', { email: 'spaced@example.com', ...details, mobile: '01077770009' })
      const { mail } = await newestResetLink()
      expect(mail).toContain('To: spaced@example.com')
    })

    it('lets a link expire after 30 minutes', async () => {
      await signUp(app, { userId: 'expire@example.com', ...details, mobile: '010-7777-0002' })
      await post('/api/register/findUserPwd', { email: 'expire@example.com', ...details, mobile: '010-7777-0002' })
      const token = (await newestResetLink()).url.searchParams.get('token') ?? ''
      advance(30)
      const change = await post('/api/register/changePwd', {
        token,
        password: 'Changed#Pass2026',
        passwordConfirm: 'Changed#Pass2026',
      })
      expect(change.json().error.code).toBe('RESET_LINK_INVALID')
    })

    it('writes the mail in the member’s language', async () => {
      const request = buildJoinRequest(
        { userId: 'nihon@example.com', ...details, mobile: '010-7777-0003' },
        { lang: 'jp' },
      )
      expect((await post('/api/register/write', request)).statusCode).toBe(200)
      await post('/api/register/findUserPwd', { email: 'nihon@example.com', ...details, mobile: '010-7777-0003' })
      const { url, mail } = await newestResetLink()
      expect(url.pathname).toBe('/jp/login/pwChange')
      expect(mail).toMatch(/Subject: =\?UTF-8\?/)
    })

    it('ends every session of the member on a reset', async () => {
      await signUp(app, { userId: 'sessions@example.com', ...details, mobile: '010-7777-0004' })
      const { auth } = (await logIn(app, 'sessions@example.com')).json()
      await post('/api/register/findUserPwd', { email: 'sessions@example.com', ...details, mobile: '010-7777-0004' })
      const token = (await newestResetLink()).url.searchParams.get('token') ?? ''
      await post('/api/register/changePwd', {
        token,
        password: 'Changed#Pass2026',
        passwordConfirm: 'Changed#Pass2026',
      })
      const check = await app.inject({ url: '/api/auth/logined', headers: { 'x-auth-token': auth } })
      expect(check.json()).toEqual({ data: false })
    })
  })

  describe('POST /api/register/changePwd when logged in', () => {
    it('needs the current password, then ends every other session but this one', async () => {
      await signUp(app, { userId: 'change@example.com' })
      const { auth } = (await logIn(app, 'change@example.com')).json()
      // Another live session of the same member (e.g. left over before one-session rules).
      await app.db
        .insertInto('sessions')
        .values({
          token_hash: 'f'.repeat(64),
          member_id: (
            await app.db
              .selectFrom('members')
              .select('id')
              .where('email', '=', memberIndex.email(app.config.appSecret, 'change@example.com'))
              .executeTakeFirstOrThrow()
          ).id,
          created_at: clock.toISOString(),
          last_seen_at: clock.toISOString(),
        })
        .execute()
      const wrong = await post(
        '/api/register/changePwd',
        { currentPassword: 'Nope#12345', password: 'Another#Pass1', passwordConfirm: 'Another#Pass1' },
        auth,
      )
      expect(wrong.json().error.code).toBe('PASSWORD_MISMATCH')
      const right = await post(
        '/api/register/changePwd',
        { currentPassword: VALID_PASSWORD, password: 'Another#Pass1', passwordConfirm: 'Another#Pass1' },
        auth,
      )
      expect(right.json()).toEqual({ result: 'ok' })
      const other = await app.db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', 'f'.repeat(64))
        .executeTakeFirst()
      expect(other?.end_reason).toBe('password')
      const check = await app.inject({ url: '/api/auth/logined', headers: { 'x-auth-token': auth } })
      expect(check.json().data).toBe(true)
    })

    it('refuses without a session or a token', async () => {
      const response = await post('/api/register/changePwd', {
        currentPassword: VALID_PASSWORD,
        password: 'Another#Pass1',
        passwordConfirm: 'Another#Pass1',
      })
      expect(response.statusCode).toBe(401)
      expect(
        (await post('/api/register/changePwd', { password: 'Another#Pass1', passwordConfirm: 'Another#Pass1' }))
          .statusCode,
      ).toBe(400)
    })
  })
  describe('common passwords', () => {
    const COMMON = ['Password1!', 'P@ssw0rd1', 'Qwerty123!']

    it.each(COMMON)('refuses %s at sign-up with PASSWORD_TOO_COMMON', async (password) => {
      const request = buildJoinRequest({ password, passwordConfirm: password })
      const response = await post('/api/register/write', request)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('PASSWORD_TOO_COMMON')
      const stored = await app.db
        .selectFrom('members')
        .select('id')
        .where('email', '=', memberIndex.email(app.config.appSecret, request.member.userId))
        .executeTakeFirst()
      expect(stored).toBeUndefined()
    })

    it('refuses a common new password on a change, with the current password or a reset link', async () => {
      const details = { name: '김상식', birth: '1980-01-02', mobile: '010-7777-0099' }
      await signUp(app, { userId: 'common@example.com', ...details })
      const { auth } = (await logIn(app, 'common@example.com')).json()
      for (const password of COMMON) {
        const change = await post(
          '/api/register/changePwd',
          { currentPassword: VALID_PASSWORD, password, passwordConfirm: password },
          auth,
        )
        expect(change.json().error.code).toBe('PASSWORD_TOO_COMMON')
      }
      await post('/api/register/findUserPwd', { email: 'common@example.com', ...details })
      const token = (await newestResetLink()).url.searchParams.get('token') ?? ''
      const reset = await post('/api/register/changePwd', {
        token,
        password: 'Qwerty123!',
        passwordConfirm: 'Qwerty123!',
      })
      expect(reset.json().error.code).toBe('PASSWORD_TOO_COMMON')
      // The link still works for a better password.
      const better = await post('/api/register/changePwd', {
        token,
        password: 'Harbour#Lights58',
        passwordConfirm: 'Harbour#Lights58',
      })
      expect(better.json()).toEqual({ result: 'ok' })
    })
  })
})
