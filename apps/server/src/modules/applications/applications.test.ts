import { APPLICATION_CONFIRMATION_HOURS, MY_APPLICATIONS_PAGE_SIZE } from '@ctc/contract/applications'
import { openJson } from '../../crypto/data-keys.js'
import { PASSWORD_CONFIRMATION_MINUTES } from '@ctc/contract/auth'
import { CONSENT_VERSION } from '@ctc/contract/consents'
import { HEALTH_QUESTIONS, type VolunteerFormInput } from '@ctc/contract/volunteer-form'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { IMPOSSIBLE_BIRTHS, YOUNGEST_BIRTH } from '../../test/birth-dates.js'
import { createTestApp } from '../../test/test-app.js'
import { readNewestMail } from '../../test/test-outbox.js'
import { confirmPasswordOf, memberWithSession, storedMember } from '../members/members.factory.js'
import { type StudyOverrides, createTestStudy } from '../studies/studies.factory.js'
import {
  applyAndConfirm,
  buildApplication,
  buildApplicationForm,
  confirmGuestApplication,
  insertApplicationOf,
  newestConfirmationToken,
  nextGuestAddress,
} from './applications.factory.js'
import { purgeExpiredPendingApplications } from './applications.service.js'
import { applicantIndex } from '../../crypto/applicant-keys.js'

// 12:00 on 15 June 2026 in Seoul; tests of expired links move the clock on.
const NOON_IN_SEOUL = new Date('2026-06-15T03:00:00Z')
let clock = NOON_IN_SEOUL
const advanceHours = (hours: number) => {
  clock = new Date(clock.getTime() + hours * 3_600_000)
}

// A value that satisfies each dependent field of the health questions.
const DEPENDENT_ANSWERS: Partial<VolunteerFormInput> = {
  bloodDonationDate: '2026-01-10',
  bloodDonationType: 'whole',
  transfusionDate: '2025-11-02',
  trialLastDoseDate: '2025-12-01',
  trialWithin6mYn: 'N',
  drugName: 'Ibuprofen',
  drugLastDate: '2026-05-30',
  allergyType: 'Penicillin',
  allergyFirstDate: '2010-04-01',
  operationPlanName: 'Knee arthroscopy',
  pastIllnessName: 'Appendectomy',
  supplementType: 'Red ginseng',
  supplementPerWeek: 3,
  supplementLastDate: '2026-06-10',
  alcoholKind: 'Beer',
  alcoholCupsPerWeek: 4,
  alcoholLastDate: '2026-06-12',
  exerciseLastDate: '2026-06-14',
}

describe('applications API', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  const study: Record<string, number> = {}

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
    const add = async (name: string, columns: StudyOverrides = {}) => {
      study[name] = await createTestStudy(app, { title: name, ...columns }, NOON_IN_SEOUL)
    }
    await add('open')
    await add('second')
    await add('race')
    await add('closedByStaff', { closed_yn: 'Y' })
    await add('ended', { recruit_start: '2026-05-01', recruit_end: '2026-06-14' })
    await add('upcoming', { recruit_start: '2026-06-16', recruit_end: '2026-07-31' })
    await add('cancer', { sbj_cond_cd: '02', cancer_code: '01', apply_method: 'phone' })
  })
  afterAll(() => app.close())
  afterEach(() => {
    clock = NOON_IN_SEOUL
  })

  // Each call comes from an address of its own, as many applicants do, below the per-address limits.
  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: token ? { 'x-auth-token': token } : {},
      remoteAddress: nextGuestAddress(),
    })
  const errorCode = (response: { json: () => unknown }) => (response.json() as { error: { code: string } }).error.code

  const member = () => memberWithSession(app)

  // The applicant columns hold blind indexes of the e-mail, name and mobile digits.
  const ix = {
    email: (email: string) => applicantIndex.email(app.config.appSecret, email),
    name: (name: string) => applicantIndex.name(app.config.appSecret, name),
    mobile: (digits: string) => applicantIndex.mobileDigits(app.config.appSecret, digits),
  }

  function pendingOf(email: string) {
    return app.db
      .selectFrom('pending_applications')
      .selectAll()
      .where('applicant_email', '=', ix.email(email))
      .execute()
  }

  function applicationsOf(studyId: number) {
    return app.db.selectFrom('applications').selectAll().where('study_id', '=', studyId).orderBy('id').execute()
  }

  /** The newest message in the outbox, its quoted-printable text decoded. */
  function newestMail(): string {
    const unwrapped = readNewestMail(app).replace(/=\r?\n/g, '')
    return unwrapped.replace(/(=[0-9A-F]{2})+/g, (bytes) => decodeURIComponent(bytes.replaceAll('=', '%')))
  }

  describe('POST /api/{lang}/recruit/write (non-member)', () => {
    it('keeps the application pending and mails a link; the link makes it an application, once', async () => {
      const payload = buildApplication(study.open!, { email: 'Guest.One@Example.com', mobile: '010-7777-0001' })
      const response = await post('/api/en/recruit/write', payload)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ data: { studyId: study.open, status: 'confirmation_sent' } })
      // Nothing counts yet: no application, only a pending row sealed with a key of its own.
      expect(
        (await applicationsOf(study.open!)).filter((r) => r.applicant_email === ix.email('guest.one@example.com')),
      ).toEqual([])
      const [pending] = await pendingOf('guest.one@example.com')
      expect(pending!.snapshot).toMatch(/^enc1:\d+:[\w-]+$/)
      expect(pending!.snapshot).not.toContain('guest.one')

      // The mail names the study and carries the link, and nothing the applicant typed.
      const mail = newestMail()
      expect(mail).toContain('To: guest.one@example.com')
      expect(mail).toContain('Please confirm your application')
      expect(mail).toContain('EN open')
      expect(mail).toContain(`/en/studyinfo/recruitmentWrite?studyId=${study.open}&token=`)
      expect(mail).not.toContain(payload.form.name)
      expect(mail).not.toContain('172')

      const token = newestConfirmationToken(app)
      const confirmed = await confirmGuestApplication(app, token, 'en')
      expect(confirmed.statusCode, confirmed.body).toBe(200)
      const { data } = confirmed.json<{ data: { applicationId: number; status: string; studyId: number } }>()
      expect(data).toMatchObject({ studyId: study.open, status: 'received' })
      const [row] = (await applicationsOf(study.open!)).filter((r) => r.id === data.applicationId)
      expect(row).toMatchObject({
        member_id: null,
        locale: 'en',
        status: 'received',
        applicant_email: ix.email('guest.one@example.com'),
        applicant_mobile_digits: ix.mobile('01077770001'),
        consent_version: CONSENT_VERSION,
        privacy_agreed_at: clock.toISOString(),
        sensitive_agreed_at: clock.toISOString(),
      })
      // Stored encrypted with the pending row's key; readable through its key only.
      expect(row!.snapshot).toBe(pending!.snapshot)
      const snapshot = (await openJson(app.db, app.config.appSecret, row!.snapshot)) as Record<string, unknown>
      expect(snapshot).toMatchObject({ email: 'guest.one@example.com', name: payload.form.name, height: 172 })
      // Defaults the schema filled in are part of the snapshot, so it reads the same later.
      expect(snapshot.cigarettesPerDay).toBe('')
      expect(await pendingOf('guest.one@example.com')).toEqual([])
      // Then, to the mailbox that confirmed, the receipt by name, without an answer.
      const receipt = newestMail()
      expect(receipt).toContain('To: guest.one@example.com')
      expect(receipt).toContain('We have received your application')
      expect(receipt).toContain(`Dear ${payload.form.name}`)
      expect(receipt).not.toContain('172')

      // Opened again, the link says that it has confirmed its application, not that it expired.
      const again = await confirmGuestApplication(app, token, 'en')
      expect(again.statusCode).toBe(409)
      expect(errorCode(again)).toBe('ALREADY_CONFIRMED')
      expect(
        (await applicationsOf(study.open!)).filter((r) => r.applicant_email === ix.email('guest.one@example.com')),
      ).toHaveLength(1)
    })

    it('writes the mail in the language applied in', async () => {
      const response = await post('/api/jp/recruit/write', buildApplication(study.open!))
      expect(response.statusCode, response.body).toBe(200)
      const mail = newestMail()
      expect(mail).toMatch(/Subject: =\?UTF-8\?/)
      expect(mail).toContain('JP open')
    })

    it("answers alike whether or not someone applied with the e-mail: only the mailbox's reader learns it", async () => {
      const person = {
        email: 'applied.before@example.com',
        name: '박 지민',
        birth: '1985-07-07',
        mobile: '010-3131-3131',
      }
      await applyAndConfirm(app, buildApplication(study.second!, person))
      const again = await post(
        '/api/kr/recruit/write',
        buildApplication(study.second!, { ...person, email: 'APPLIED.before@example.com' }),
      )
      const againToken = newestConfirmationToken(app)
      const [againPending] = await pendingOf('applied.before@example.com')
      const fresh = await post(
        '/api/kr/recruit/write',
        buildApplication(study.second!, { email: 'never.applied@example.com' }),
      )
      expect([again.statusCode, fresh.statusCode]).toEqual([200, 200])
      expect(again.body).toBe(fresh.body)

      // The link of the second application, opened by whoever reads that mailbox, says so.
      const refused = await confirmGuestApplication(app, againToken)
      expect(refused.statusCode).toBe(409)
      expect(errorCode(refused)).toBe('ALREADY_APPLIED')
      const stored = await applicationsOf(study.second!)
      expect(stored.filter((r) => r.applicant_email === ix.email('applied.before@example.com'))).toHaveLength(1)
      // The refused one is gone, and its snapshot can no longer be read.
      expect(await pendingOf('applied.before@example.com')).toEqual([])
      expect(await openJson(app.db, app.config.appSecret, againPending!.snapshot)).toBeUndefined()
    })

    it("takes the same name, birth date and mobile under another e-mail, so that they tell nobody about the person's applications", async () => {
      const person = { name: '이 서연', birth: '1988-02-29', mobile: '010-2222-3333' }
      await applyAndConfirm(app, buildApplication(study.second!, person))
      const other = buildApplication(study.second!, { ...person, name: '이서연', mobile: '01022223333' })
      const applied = await post('/api/kr/recruit/write', other)
      expect(applied.statusCode, applied.body).toBe(200)
      const confirmed = await confirmGuestApplication(app, newestConfirmationToken(app))
      expect(confirmed.statusCode, confirmed.body).toBe(200)
      // Both are kept; the staff find them by the same person's details.
      const same = (await applicationsOf(study.second!)).filter(
        (r) => r.applicant_mobile_digits === ix.mobile('01022223333'),
      )
      expect(same.map((r) => r.applicant_name_key)).toEqual([ix.name('이서연'), ix.name('이서연')])
    })

    it('refuses an expired link, and deletes the pending application with its key', async () => {
      await post('/api/kr/recruit/write', buildApplication(study.open!, { email: 'late@example.com' }))
      const token = newestConfirmationToken(app)
      const [pending] = await pendingOf('late@example.com')
      advanceHours(APPLICATION_CONFIRMATION_HOURS)
      const late = await confirmGuestApplication(app, token)
      expect(late.statusCode).toBe(400)
      expect(errorCode(late)).toBe('CONFIRMATION_LINK_INVALID')
      expect(await pendingOf('late@example.com')).toEqual([])
      expect(await openJson(app.db, app.config.appSecret, pending!.snapshot)).toBeUndefined()
      expect(
        (await applicationsOf(study.open!)).filter((r) => r.applicant_email === ix.email('late@example.com')),
      ).toEqual([])
    })

    it('deletes unconfirmed applications once their link has expired, with their keys, and keeps the others', async () => {
      await post('/api/kr/recruit/write', buildApplication(study.open!, { email: 'ignored@example.com' }))
      const [ignored] = await pendingOf('ignored@example.com')
      advanceHours(APPLICATION_CONFIRMATION_HOURS - 1)
      await post('/api/kr/recruit/write', buildApplication(study.open!, { email: 'recent@example.com' }))
      advanceHours(1)
      expect(await purgeExpiredPendingApplications(app.db, clock)).toBeGreaterThanOrEqual(1)
      expect(await pendingOf('ignored@example.com')).toEqual([])
      expect(await openJson(app.db, app.config.appSecret, ignored!.snapshot)).toBeUndefined()
      expect(await pendingOf('recent@example.com')).toHaveLength(1)
    })

    it('refuses a link that names nothing, and bad tokens as bad input', async () => {
      const unknown = await confirmGuestApplication(app, 'x'.repeat(43))
      expect(unknown.statusCode).toBe(400)
      expect(errorCode(unknown)).toBe('CONFIRMATION_LINK_INVALID')
      for (const payload of [{}, { token: '' }, { token: 'short' }, { token: 7 }, { token: 'x'.repeat(101) }]) {
        const bad = await app.inject({ method: 'POST', url: '/api/kr/recruit/confirm', payload })
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400)
        expect(errorCode(bad)).toBe('VALIDATION_FAILED')
      }
    })

    it('a recruitment that closed before the link was opened refuses it', async () => {
      const closing = await createTestStudy(app, { title: 'closing' }, clock)
      await post('/api/kr/recruit/write', buildApplication(closing, { email: 'closing@example.com' }))
      await app.db.updateTable('studies').set({ closed_yn: 'Y' }).where('id', '=', closing).execute()
      const refused = await confirmGuestApplication(app, newestConfirmationToken(app))
      expect(refused.statusCode).toBe(409)
      expect(errorCode(refused)).toBe('RECRUITMENT_CLOSED')
      expect(await applicationsOf(closing)).toEqual([])
    })

    it('keeps nothing when the mail cannot be sent, and says the application failed', async () => {
      const send = vi.spyOn(app.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'))
      try {
        const response = await post(
          '/api/kr/recruit/write',
          buildApplication(study.open!, { email: 'nomail@example.com' }),
        )
        expect(response.statusCode).toBe(500)
        expect(errorCode(response)).toBe('APPLICATION_FAILED')
        expect(await pendingOf('nomail@example.com')).toEqual([])
      } finally {
        send.mockRestore()
      }
    })

    it.each([
      ['closedByStaff', 'RECRUITMENT_CLOSED'],
      ['ended', 'RECRUITMENT_CLOSED'],
      ['upcoming', 'RECRUITMENT_NOT_STARTED'],
      ['cancer', 'PHONE_APPLICATION_ONLY'],
    ])('refuses the %s notice with %s and stores nothing', async (name, code) => {
      const response = await post('/api/kr/recruit/write', buildApplication(study[name]!))
      expect(response.statusCode).toBe(409)
      expect(errorCode(response)).toBe(code)
      expect(response.json<{ error: { message: string } }>().error.message).toBeTruthy()
      expect(await applicationsOf(study[name]!)).toHaveLength(0)
    })

    it('says that a closed notice has ended', async () => {
      const response = await post('/api/en/recruit/write', buildApplication(study.ended!))
      expect(response.json<{ error: { message: string } }>().error.message).toBe('This recruitment notice has ended')
    })

    it('answers STUDY_NOT_FOUND for a notice that does not exist', async () => {
      const response = await post('/api/kr/recruit/write', buildApplication(999_999))
      expect(response.statusCode).toBe(404)
      expect(errorCode(response)).toBe('STUDY_NOT_FOUND')
    })

    it.each([
      ['privacy refused', { consents: { privacy: false, sensitive: true, version: CONSENT_VERSION } }],
      ['sensitive refused', { consents: { privacy: true, sensitive: false, version: CONSENT_VERSION } }],
      ['an unknown consent version', { consents: { privacy: true, sensitive: true, version: '2000-01-01' } }],
      ['no consents', { consents: undefined }],
      ['a study id that is not a number', { studyId: 'abc' }],
      ['a negative study id', { studyId: -1 }],
      ['no form', { form: undefined }],
    ])('refuses %s as bad input', async (_label, change) => {
      const response = await post('/api/kr/recruit/write', { ...buildApplication(study.open!), ...change })
      expect(response.statusCode).toBe(400)
      expect(errorCode(response)).toBe('VALIDATION_FAILED')
    })

    it.each([
      ['an e-mail that is not one', { email: 'not-an-email' }],
      ['an empty name', { name: '  ' }],
      ['an impossible birth date', { birth: '1990-02-30' }],
      ['a phone with letters', { mobile: '010-abcd-1234' }],
      ['a height out of range', { height: 400 }],
      ['a weight that is not a number', { weight: 'heavy' }],
      ['an unknown smoking answer', { smokeYn: 'X' }],
      ['a repeated preferred contact', { preferContact2: '01' }],
      ['a missing health answer', { complianceYn: undefined }],
      ['a join path not in its code list', { joinPath: "' OR 1=1--" }],
      ['a preferred contact not in its code list', { preferContact2: '06' }],
      ['a subject type not in its code list', { sbjTy: 'x' }],
      ['a term not in its code list', { entryMonth: '4' }],
      ['a sick code not in its code list', { sickCd: '12' }],
      ['a condition not in its code list', { sbjCond: '03' }],
      ['a name of invisible characters', { name: '\u200B\u3164\u200D' }],
    ] as [string, Partial<VolunteerFormInput>][])('refuses a form with %s', async (_label, change) => {
      const response = await post('/api/kr/recruit/write', buildApplication(study.open!, change))
      expect(response.statusCode).toBe(400)
      expect(errorCode(response)).toBe('VALIDATION_FAILED')
    })

    describe('dependent fields of the health questions', () => {
      const withDependents = HEALTH_QUESTIONS.filter((q) => q.dependents.length > 0)

      it.each(withDependents.flatMap((q) => q.dependents.map((field) => [q.question, field] as const)))(
        'a yes to %s requires %s',
        async (question, field) => {
          const answers = { ...DEPENDENT_ANSWERS, [question]: 'Y', [field]: '' }
          const response = await post('/api/kr/recruit/write', buildApplication(study.open!, answers))
          expect(response.statusCode).toBe(400)
          expect(errorCode(response)).toBe('VALIDATION_FAILED')
          expect(response.json<{ error: { message: string } }>().error.message).toContain(field)
        },
      )

      it.each(withDependents.map((q) => q.question))('a yes to %s with its details is accepted', async (question) => {
        const response = await post(
          '/api/kr/recruit/write',
          buildApplication(study.open!, { ...DEPENDENT_ANSWERS, [question]: 'Y' }),
        )
        expect(response.statusCode, response.body).toBe(200)
      })

      it.each([
        ['a current smoker', { smokeYn: 'Y', smokeLastDate: '2026-06-14' }, 'cigarettesPerDay'],
        ['a current smoker', { smokeYn: 'Y', cigarettesPerDay: 10 }, 'smokeLastDate'],
        ['an ex-smoker', { smokeYn: 'P' }, 'smokeLastDate'],
        ['an other medical history', { sickCd: '99' }, 'sickEtc'],
        ['a patient', { sbjCond: '02' }, 'disasesCd'],
      ] as [string, Partial<VolunteerFormInput>, string][])('%s must give %s', async (_label, answers, field) => {
        const response = await post('/api/kr/recruit/write', buildApplication(study.open!, answers))
        expect(response.statusCode).toBe(400)
        expect(response.json<{ error: { message: string } }>().error.message).toContain(field)
      })

      it('accepts a current smoker with cigarettes per day and last date', async () => {
        const answers = { smokeYn: 'Y', cigarettesPerDay: 10, smokeLastDate: '2026-06-14' } as const
        const response = await post('/api/kr/recruit/write', buildApplication(study.open!, answers))
        expect(response.statusCode, response.body).toBe(200)
      })
    })

    describe('POST /api/{lang}/recruit/confirm/check (a mailed link opened)', () => {
      const check = (token: unknown, lang = 'kr') =>
        app.inject({ method: 'POST', url: `/api/${lang}/recruit/confirm/check`, payload: { token } })

      it('says whether the link waits for its button or has confirmed, and for which notice, using nothing', async () => {
        await post('/api/kr/recruit/write', buildApplication(study.second!, { email: 'twice@example.com' }))
        const token = newestConfirmationToken(app)
        const waiting = await check(token)
        expect(waiting.statusCode, waiting.body).toBe(200)
        expect(waiting.headers['cache-control']).toBe('no-store')
        expect(waiting.json()).toEqual({ data: { studyId: study.second, state: 'pending' } })
        // Asking twice changes nothing: the application still waits.
        expect((await check(token)).json()).toEqual({ data: { studyId: study.second, state: 'pending' } })
        expect(await pendingOf('twice@example.com')).toHaveLength(1)

        expect((await confirmGuestApplication(app, token)).statusCode).toBe(200)
        const confirmed = await check(token, 'en')
        expect(confirmed.statusCode).toBe(200)
        expect(confirmed.json()).toEqual({ data: { studyId: study.second, state: 'confirmed' } })
        const [row] = (await applicationsOf(study.second!)).filter(
          (r) => r.applicant_email === ix.email('twice@example.com'),
        )
        // Only the token's hash is kept, never the token.
        expect(row!.confirmation_token_hash).toMatch(/^[0-9a-f]{64}$/)
        expect(row!.confirmation_token_hash).not.toContain(token)

        // Withdrawn (deleted), the application is gone and so is what its link could say.
        await app.db.deleteFrom('applications').where('id', '=', row!.id).execute()
        const gone = await check(token)
        expect(gone.statusCode).toBe(400)
        expect(errorCode(gone)).toBe('CONFIRMATION_LINK_INVALID')
      })

      it("answers for the link's own application only: another link of the same address says nothing of it", async () => {
        const payload = buildApplication(study.second!, { email: 'apart@example.com' })
        await post('/api/kr/recruit/write', payload)
        const first = newestConfirmationToken(app)
        await post('/api/kr/recruit/write', payload)
        const second = newestConfirmationToken(app)
        expect((await confirmGuestApplication(app, first)).statusCode).toBe(200)
        // The second link of the same address and study still only waits; its answer is the same as before.
        expect((await check(second)).json()).toEqual({ data: { studyId: study.second, state: 'pending' } })
        // Used, it tells its reader (who reads that mailbox) that the address has applied, as before.
        const duplicate = await confirmGuestApplication(app, second)
        expect(duplicate.statusCode).toBe(409)
        expect(errorCode(duplicate)).toBe('ALREADY_APPLIED')
        // A link that made no application is then as good as an expired or unknown one.
        for (const token of [second, 'y'.repeat(43)]) {
          const answer = await check(token)
          expect(answer.statusCode).toBe(400)
          expect(answer.json()).toEqual((await check('z'.repeat(43))).json())
        }
      })

      it('calls an expired link invalid, and refuses bad tokens as bad input', async () => {
        await post('/api/kr/recruit/write', buildApplication(study.second!, { email: 'expired-check@example.com' }))
        const token = newestConfirmationToken(app)
        advanceHours(APPLICATION_CONFIRMATION_HOURS)
        const late = await check(token)
        expect(late.statusCode).toBe(400)
        expect(errorCode(late)).toBe('CONFIRMATION_LINK_INVALID')
        for (const token of [undefined, '', 'short', 7, 'x'.repeat(101)]) {
          const bad = await check(token)
          expect(bad.statusCode, JSON.stringify(token)).toBe(400)
          expect(errorCode(bad)).toBe('VALIDATION_FAILED')
        }
        expect(
          (await app.inject({ method: 'POST', url: '/api/de/recruit/confirm/check', payload: { token } })).statusCode,
        ).toBe(400)
      })

      it('confirms once when the same link is used twice at once; the other answer says it is confirmed', async () => {
        await post('/api/kr/recruit/write', buildApplication(study.second!, { email: 'double@example.com' }))
        const token = newestConfirmationToken(app)
        const answers = await Promise.all([confirmGuestApplication(app, token), confirmGuestApplication(app, token)])
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
        expect(errorCode(answers.find((answer) => answer.statusCode === 409)!)).toBe('ALREADY_CONFIRMED')
        expect(
          (await applicationsOf(study.second!)).filter((r) => r.applicant_email === ix.email('double@example.com')),
        ).toHaveLength(1)
      })
    })

    it('confirms exactly one of two applications of one e-mail whose links are opened at once', async () => {
      const payload = buildApplication(study.race!, { email: 'race@example.com' })
      await post('/api/kr/recruit/write', payload)
      const first = newestConfirmationToken(app)
      await post('/api/kr/recruit/write', payload)
      const second = newestConfirmationToken(app)
      const responses = await Promise.all([confirmGuestApplication(app, first), confirmGuestApplication(app, second)])
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
      expect(errorCode(responses.find((r) => r.statusCode === 409)!)).toBe('ALREADY_APPLIED')
      expect(
        (await applicationsOf(study.race!)).filter((r) => r.applicant_email === ix.email('race@example.com')),
      ).toHaveLength(1)
    })
  })

  it('refuses applicants born in the future or under the minimum age, as guest and as member', async () => {
    const { token } = await member()
    for (const birth of IMPOSSIBLE_BIRTHS) {
      const guest = await post('/api/kr/recruit/write', buildApplication(study.open!, { birth }))
      expect(guest.statusCode, birth).toBe(400)
      expect(guest.json().error.message).toContain('form/birth')
      const asMember = await post('/api/kr/recruit/writeRegi', buildApplication(study.open!, { birth }), token)
      expect(asMember.statusCode, birth).toBe(400)
    }
    const youngest = await post('/api/kr/recruit/write', buildApplication(study.open!, { birth: YOUNGEST_BIRTH }))
    expect(youngest.statusCode, youngest.body).toBe(200)
  })

  describe('POST /api/{lang}/recruit/writeRegi (member)', () => {
    it('refuses without a token, or with a token that names no session', async () => {
      const payload = buildApplication(study.open!)
      for (const token of [undefined, 'not-a-real-token']) {
        const response = await post('/api/kr/recruit/writeRegi', payload, token)
        expect(response.statusCode).toBe(401)
        expect(errorCode(response)).toBe('UNAUTHENTICATED')
      }
    })

    it("stores the session's member with the account's e-mail, name, birth date and mobile, and leaves the profile as it was", async () => {
      const { email, token, request } = await member()
      const payload = buildApplication(study.open!, {
        email: 'someone.else@example.com',
        name: '바뀐이름',
        birth: '1970-01-01',
        mobile: '010-0000-0000',
        height: 180,
      })
      const response = await post('/api/cn/recruit/writeRegi', payload, token)
      expect(response.statusCode, response.body).toBe(200)

      const account = await storedMember(app, email)
      const row = (await applicationsOf(study.open!)).find((r) => r.member_id === account.id)
      expect(row).toMatchObject({
        locale: 'cn',
        applicant_email: ix.email(email),
        applicant_name_key: ix.name('홍길동'),
        applicant_birth: request.member.birth,
        applicant_mobile_digits: ix.mobile(account.mobile.replace(/\D/g, '')),
        status: 'received',
      })
      expect(await openJson(app.db, app.config.appSecret, row!.snapshot)).toMatchObject({
        email,
        name: '홍길동',
        birth: request.member.birth,
        mobile: request.member.mobile,
        height: 180,
      })
      // Changed for this application only.
      expect(account.name).toBe('홍길동')
      const profile = await app.db
        .selectFrom('volunteer_profiles')
        .selectAll()
        .where('member_id', '=', account.id)
        .executeTakeFirstOrThrow()
      expect(profile.height).toBe(172)

      const mail = newestMail()
      expect(mail).toContain(`To: ${email}`)
      expect(mail).toContain('CN open')
    })

    it('saves the details and health answers back to the profile when asked, the account keeping who it is', async () => {
      const { email, token, request } = await member()
      const payload = {
        ...buildApplication(study.open!, {
          name: '새이름',
          mobile: '010-9999-0000',
          address: '부산광역시 해운대구 1',
          height: 181,
          smokeYn: 'P',
          smokeLastDate: '2025-01-01',
        }),
        saveToProfile: true,
      }
      const response = await post('/api/kr/recruit/writeRegi', payload, token)
      expect(response.statusCode, response.body).toBe(200)
      const account = await storedMember(app, email)
      expect(account).toMatchObject({
        name: request.member.name,
        mobile: request.member.mobile,
        address: '부산광역시 해운대구 1',
        email,
      })
      const profile = await app.db
        .selectFrom('volunteer_profiles')
        .selectAll()
        .where('member_id', '=', account.id)
        .executeTakeFirstOrThrow()
      expect(profile).toMatchObject({ height: 181, smoking: 'P' })
      expect(await openJson(app.db, app.config.appSecret, profile.answers)).toMatchObject({
        smokeLastDate: '2025-01-01',
      })
    })

    it('needs a recent password confirmation to save to the profile, and then stores nothing', async () => {
      const { id, token } = await memberWithSession(app, {}, { confirmed: false })
      const payload = { ...buildApplication(study.open!, { height: 199 }), saveToProfile: true }
      const refused = await post('/api/kr/recruit/writeRegi', payload, token)
      expect(refused.statusCode).toBe(403)
      expect(errorCode(refused)).toBe('PASSWORD_CONFIRMATION_REQUIRED')
      expect((await applicationsOf(study.open!)).filter((r) => r.member_id === id)).toEqual([])
      const profile = await app.db
        .selectFrom('volunteer_profiles')
        .select('height')
        .where('member_id', '=', id)
        .executeTakeFirstOrThrow()
      expect(profile.height).toBe(172)
      // Without saving to the profile the application needs no confirmation: it changes nothing stored.
      const plain = await post('/api/kr/recruit/writeRegi', buildApplication(study.open!), token)
      expect(plain.statusCode, plain.body).toBe(200)
      // Ten minutes after a confirmation it is needed again.
      await confirmPasswordOf(app, token)
      clock = new Date(clock.getTime() + PASSWORD_CONFIRMATION_MINUTES * 60_000)
      const stale = await post(
        '/api/kr/recruit/writeRegi',
        { ...buildApplication(study.second!), saveToProfile: true },
        token,
      )
      expect(stale.statusCode).toBe(403)
    })

    it("is not blocked, and not told, by someone else's application with the member's e-mail", async () => {
      const { email, token } = await member()
      // Someone typed the member's e-mail into a non-member application: pending, then confirmed.
      await post('/api/kr/recruit/write', buildApplication(study.second!, { email }))
      const pendingToken = newestConfirmationToken(app)
      const own = await post('/api/kr/recruit/writeRegi', buildApplication(study.second!), token)
      expect(own.statusCode, own.body).toBe(200)
      await applyAndConfirm(app, buildApplication(study.open!, { email }))
      const other = await post('/api/kr/recruit/writeRegi', buildApplication(study.open!), token)
      expect(other.statusCode, other.body).toBe(200)
      // Whoever reads the mailbox learns, from the link, that the address has applied.
      const link = await confirmGuestApplication(app, pendingToken)
      expect(link.statusCode).toBe(409)
      expect(errorCode(link)).toBe('ALREADY_APPLIED')
    })

    it('takes the application of an account whose name, birth date and mobile match an earlier applicant, and lists it', async () => {
      const person = { name: '최동명', birth: '1979-09-09', mobile: '010-4545-4545' }
      const first = await memberWithSession(app, person)
      expect((await post('/api/kr/recruit/writeRegi', buildApplication(study.second!), first.token)).statusCode).toBe(
        200,
      )
      await applyAndConfirm(app, buildApplication(study.second!, person))
      const namesake = await memberWithSession(app, person)
      const response = await post('/api/kr/recruit/writeRegi', buildApplication(study.second!), namesake.token)
      expect(response.statusCode, response.body).toBe(200)
      const history = await post('/api/kr/recruit/mylist', {}, namesake.token)
      expect(history.json<{ dataList: { studyId: number }[] }>().dataList.map((item) => item.studyId)).toEqual([
        study.second,
      ])
    })

    it('refuses a second application by the same member, whatever the form says', async () => {
      const { token } = await member()
      const first = await post('/api/kr/recruit/writeRegi', buildApplication(study.second!), token)
      expect(first.statusCode, first.body).toBe(200)
      const again = await post('/api/kr/recruit/writeRegi', buildApplication(study.second!), token)
      expect(again.statusCode).toBe(409)
      expect(errorCode(again)).toBe('ALREADY_APPLIED')
    })

    it('refuses closed, upcoming and phone-only notices', async () => {
      const { token } = await member()
      for (const [name, code] of [
        ['ended', 'RECRUITMENT_CLOSED'],
        ['upcoming', 'RECRUITMENT_NOT_STARTED'],
        ['cancer', 'PHONE_APPLICATION_ONLY'],
      ] as const) {
        const response = await post('/api/kr/recruit/writeRegi', buildApplication(study[name]!), token)
        expect(response.statusCode).toBe(409)
        expect(errorCode(response)).toBe(code)
      }
    })

    it('cannot apply as another member: a token only ever applies as its own member', async () => {
      const a = await member()
      const b = await member()
      const accountB = await storedMember(app, b.email)
      // A names B every way the body allows; the extra field is not part of the contract.
      const payload = {
        ...buildApplication(study.open!, { email: b.email, name: accountB.name }),
        memberId: accountB.id,
      }
      const response = await post('/api/kr/recruit/writeRegi', payload, a.token)
      expect(response.statusCode, response.body).toBe(200)
      const rows = (await applicationsOf(study.open!)).filter(
        (r) => r.applicant_email === ix.email(a.email) || r.applicant_email === ix.email(b.email),
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ applicant_email: ix.email(a.email) })
      expect(rows[0]!.member_id).not.toBe(accountB.id)

      // B's own application is untouched by A's and still possible.
      const start = await app.inject({
        method: 'GET',
        url: `/api/kr/recruit/writeRegi?studyId=${study.open}`,
        headers: { 'x-auth-token': b.token },
      })
      expect(start.json<{ data: { alreadyApplied: boolean } }>().data.alreadyApplied).toBe(false)
      const own = await post('/api/kr/recruit/writeRegi', buildApplication(study.open!), b.token)
      expect(own.statusCode, own.body).toBe(200)
    })

    it('stores exactly one of two identical submits sent at once', async () => {
      const { token } = await member()
      const payload = buildApplication(study.race!)
      const responses = await Promise.all([
        post('/api/kr/recruit/writeRegi', payload, token),
        post('/api/kr/recruit/writeRegi', payload, token),
      ])
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
      expect(errorCode(responses.find((r) => r.statusCode === 409)!)).toBe('ALREADY_APPLIED')
    })

    it('refuses bad input', async () => {
      const { token } = await member()
      const response = await post(
        '/api/kr/recruit/writeRegi',
        { ...buildApplication(study.open!, { bloodDonationYn: 'Y' }), saveToProfile: 'yes' },
        token,
      )
      expect(response.statusCode).toBe(400)
      expect(errorCode(response)).toBe('VALIDATION_FAILED')
    })
  })

  describe('GET /api/{lang}/recruit/writeRegi (the start of a member application)', () => {
    it("answers the member's stored profile and whether the study was applied to", async () => {
      const { token, request } = await member()
      const get = () =>
        app.inject({
          method: 'GET',
          url: `/api/kr/recruit/writeRegi?studyId=${study.second}`,
          headers: { 'x-auth-token': token },
        })
      const before = await get()
      expect(before.statusCode, before.body).toBe(200)
      const { data } = before.json<{ data: { form: Record<string, unknown>; alreadyApplied: boolean } }>()
      expect(data.alreadyApplied).toBe(false)
      expect(data.form).toMatchObject({
        email: request.member.userId,
        name: request.member.name,
        birth: request.member.birth,
        mobile: request.member.mobile,
        entryMonth: request.member.entryMonth,
        height: 172,
        smokeYn: 'N',
        complianceYn: 'Y',
      })
      expect(data.form).not.toHaveProperty('password')

      await post('/api/kr/recruit/writeRegi', buildApplication(study.second!), token)
      const after = await get()
      expect(after.json<{ data: { alreadyApplied: boolean } }>().data.alreadyApplied).toBe(true)
    })

    it('needs a recent password confirmation: the stored profile is member info and health answers', async () => {
      const { token } = await memberWithSession(app, {}, { confirmed: false })
      const get = () =>
        app.inject({
          method: 'GET',
          url: `/api/kr/recruit/writeRegi?studyId=${study.open}`,
          headers: { 'x-auth-token': token },
        })
      const refused = await get()
      expect(refused.statusCode).toBe(403)
      expect(errorCode(refused)).toBe('PASSWORD_CONFIRMATION_REQUIRED')
      expect(refused.body).not.toContain('홍길동')
      await confirmPasswordOf(app, token)
      expect((await get()).statusCode).toBe(200)
    })

    it('refuses without a token and refuses a bad study id', async () => {
      const anonymous = await app.inject({ method: 'GET', url: `/api/kr/recruit/writeRegi?studyId=${study.open}` })
      expect(anonymous.statusCode).toBe(401)
      const { token } = await member()
      const bad = await app.inject({
        method: 'GET',
        url: '/api/kr/recruit/writeRegi?studyId=x',
        headers: { 'x-auth-token': token },
      })
      expect(bad.statusCode).toBe(400)
    })
  })

  describe("POST /api/{lang}/recruit/mylist (the member's own applications)", () => {
    type MyList = {
      dataList: {
        applicationId: number
        studyId: number
        title: string
        fallbackLocale: 'kr' | null
        appliedOn: string
        status: string
      }[]
      paging: { cp: number; pageSize: number; totalCount: number; totalPages: number }
    }

    it("pages the member's applications, newest first, and shows nobody else's", async () => {
      const mine = await member()
      const other = await member()
      await insertApplicationOf(app, other.id, study.open!)
      const total = MY_APPLICATIONS_PAGE_SIZE + 2
      const ids: number[] = []
      const studies: number[] = []
      for (let i = 0; i < total; i += 1) {
        studies.push(await createTestStudy(app, { title: `mylist ${i}` }, NOON_IN_SEOUL))
        // One a day back from yesterday, at 23:30 UTC, which is already the next day in Seoul.
        const createdAt = new Date(Date.UTC(2026, 5, 14 - i, 23, 30)).toISOString()
        ids.push(await insertApplicationOf(app, mine.id, studies[i]!, { createdAt }))
      }
      const first = await post('/api/kr/recruit/mylist', {}, mine.token)
      expect(first.statusCode, first.body).toBe(200)
      const page1 = first.json<MyList>()
      expect(page1.paging).toEqual({ cp: 1, pageSize: MY_APPLICATIONS_PAGE_SIZE, totalCount: total, totalPages: 2 })
      expect(page1.dataList.map((item) => item.applicationId)).toEqual(ids.slice(0, MY_APPLICATIONS_PAGE_SIZE))
      expect(page1.dataList[0]).toEqual({
        applicationId: ids[0],
        studyId: studies[0],
        title: 'KR mylist 0',
        fallbackLocale: null,
        appliedOn: '2026-06-15',
        status: 'received',
      })

      const second = await post('/api/en/recruit/mylist', { cp: 2 }, mine.token)
      expect(second.json<MyList>().dataList.map((item) => item.applicationId)).toEqual(
        ids.slice(MY_APPLICATIONS_PAGE_SIZE),
      )
      // The history of My Page lists the same applications.
      const history = await post('/api/kr/sbjUser/history', {}, mine.token)
      expect(history.json<{ dataList: { applicationId: number }[] }>().dataList).toHaveLength(total)

      // A notice without an English text is listed by its Korean title, marked as such.
      const korean = await member()
      await insertApplicationOf(
        app,
        korean.id,
        await createTestStudy(app, { title: 'only', locales: [] }, NOON_IN_SEOUL),
      )
      const [onlyKorean] = (await post('/api/en/recruit/mylist', {}, korean.token)).json<MyList>().dataList
      expect(onlyKorean).toMatchObject({ title: 'KR only', fallbackLocale: 'kr' })

      const empty = await post('/api/kr/recruit/mylist', null, (await member()).token)
      expect(empty.json<MyList>()).toEqual({
        dataList: [],
        paging: { cp: 1, pageSize: MY_APPLICATIONS_PAGE_SIZE, totalCount: 0, totalPages: 1 },
      })
    })

    it('refuses a call without a session, and bad pages or locales', async () => {
      const anonymous = await post('/api/kr/recruit/mylist', {})
      expect(anonymous.statusCode).toBe(401)
      expect(errorCode(anonymous)).toBe('UNAUTHENTICATED')
      const unknown = await post('/api/kr/recruit/mylist', {}, 'x'.repeat(43))
      expect(unknown.statusCode).toBe(401)
      const { token } = await member()
      for (const body of [{ cp: 0 }, { cp: -1 }, { cp: 'x' }, { cp: 1.5 }, { cp: 100_001 }]) {
        const bad = await post('/api/kr/recruit/mylist', body, token)
        expect(bad.statusCode, JSON.stringify(body)).toBe(400)
        expect(errorCode(bad)).toBe('VALIDATION_FAILED')
      }
      expect((await post('/api/de/recruit/mylist', {}, token)).statusCode).toBe(400)
    })
  })

  describe("GET /api/{lang}/recruit/myApplication (the member's own application to a notice)", () => {
    const get = (studyId: unknown, token?: string, lang = 'kr') =>
      app.inject({
        method: 'GET',
        url: `/api/${lang}/recruit/myApplication?studyId=${String(studyId)}`,
        headers: token ? { 'x-auth-token': token } : {},
      })

    it('says when the member applied (the day in Korea), and null otherwise; never cached', async () => {
      const mine = await member()
      const notice = await createTestStudy(app, { title: 'mine' }, NOON_IN_SEOUL)
      const before = await get(notice, mine.token)
      expect(before.statusCode, before.body).toBe(200)
      expect(before.json()).toEqual({ data: null })
      // 23:30 UTC on 13 June is already 14 June in Seoul.
      const createdAt = new Date(Date.UTC(2026, 5, 13, 23, 30)).toISOString()
      const applicationId = await insertApplicationOf(app, mine.id, notice, { createdAt })
      const after = await get(notice, mine.token, 'en')
      expect(after.statusCode).toBe(200)
      expect(after.json()).toEqual({ data: { applicationId, appliedOn: '2026-06-14' } })
      expect(after.headers['cache-control']).toBe('no-store')
    })

    it("tells nothing of anybody else's application to the notice", async () => {
      const notice = await createTestStudy(app, { title: 'others' }, NOON_IN_SEOUL)
      const other = await member()
      await insertApplicationOf(app, other.id, notice)
      await applyAndConfirm(app, buildApplication(notice, { email: 'guest-of-others@example.com' }))
      const me = await member()
      expect((await get(notice, me.token)).json()).toEqual({ data: null })
    })

    it('refuses a call without a session, and bad notices or locales', async () => {
      const anonymous = await get(study.open)
      expect(anonymous.statusCode).toBe(401)
      expect(errorCode(anonymous)).toBe('UNAUTHENTICATED')
      expect((await get(study.open, 'x'.repeat(43))).statusCode).toBe(401)
      const { token } = await member()
      for (const studyId of ['', 'x', 0, -1, 1.5]) {
        const bad = await get(studyId, token)
        expect(bad.statusCode, String(studyId)).toBe(400)
        expect(errorCode(bad)).toBe('VALIDATION_FAILED')
      }
      expect((await get(study.open, token, 'de')).statusCode).toBe(400)
    })
  })

  it('the factory form is valid as it is', () => {
    expect(buildApplicationForm().email).toMatch(/@example\.com$/)
  })
})
