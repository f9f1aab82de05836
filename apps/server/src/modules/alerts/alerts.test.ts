import { bodyMassIndex } from '@ctc/contract/studies'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../../app.js'
import { fireAtOnce } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { buildHealthAnswers, logIn, signUp } from '../members/members.factory.js'
import { memberIndex } from '../members/members.repository.js'
import { buildNoticeInput } from '../staff-notices/notices.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { confirmAddressOf } from './alerts.factory.js'
import { isReachable } from './alerts.repository.js'
import { currentConsentVersion } from '../consents/consents.service.js'

// Monday 15 June 2026, 10:00 in Seoul.
const T0 = new Date('2026-06-15T01:00:00Z')
const HOUR = 3_600_000

interface Mail {
  file: string
  to: string
  raw: string
  text: string
}

describe('alerts of new matching notices', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let clock = T0
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let ip = 0

  type Member = Parameters<typeof signUp>[1]
  interface Person {
    label: string
    id: number
    email: string
    token: string
  }
  const people: Record<string, Person> = {}

  /** Signs a member up with a volunteer form and logs in; the form's columns are set as given. */
  async function person(label: string, member: Member = {}, health: Record<string, unknown> = {}): Promise<Person> {
    const request = await signUp(app, { gender: 'F', birth: '2001-03-01', entryMonth: '3', ...member })
    ip++
    const login = await logIn(app, request.member.userId, undefined, `10.77.${Math.floor(ip / 200)}.${ip % 200}`)
    if (login.statusCode !== 200) throw new Error(login.body)
    const row = await app.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', memberIndex.email(app.config.appSecret, request.member.userId.toLowerCase()))
      .executeTakeFirstOrThrow()
    const answers = { ...buildHealthAnswers(), height: 170, weight: 60, smokeYn: 'N', sickCd: '00', ...health }
    await app.db
      .updateTable('volunteer_profiles')
      .set({
        height: Number(answers.height),
        weight: Number(answers.weight),
        bmi: bodyMassIndex(Number(answers.height), Number(answers.weight)),
        smoking: String(answers.smokeYn),
        sick_cd: String(answers.sickCd),
      })
      .where('member_id', '=', row.id)
      .execute()
    const found = {
      label,
      id: row.id,
      email: request.member.userId.toLowerCase(),
      token: login.json<{ auth: string }>().auth,
    }
    people[label] = found
    return found
  }

  const asMember = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { 'x-auth-token': who.token }, ...(payload ? { payload } : {}) })
  const optIn = (who: Person, frequency: 'now' | 'weekly' = 'now') =>
    asMember(who, 'POST', '/api/kr/sbjUser/contact/alerts', { alerts: true, frequency })
  const staffCall = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: coordinator.headers, payload })

  async function newNotice(overrides: Parameters<typeof buildNoticeInput>[0] = {}, publish = false): Promise<number> {
    const response = await staffCall('/api/admin/notices', {
      notice: buildNoticeInput({ recruitStart: '2026-06-01', recruitEnd: '2026-07-31', ...overrides }),
      publish,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ studyId: number }>().studyId
  }
  const act = async (studyId: number, action: string) => {
    const response = await staffCall(`/api/admin/notices/${studyId}/${action}`, {})
    expect(response.statusCode, response.body).toBe(200)
  }
  async function runJobs() {
    while ((await app.jobs.worker.runDue()) > 0);
  }

  const outbox = () => path.join(app.config.dataDir, 'outbox')
  function mails(): Mail[] {
    if (!fs.existsSync(outbox())) return []
    return fs
      .readdirSync(outbox())
      .sort()
      .map((file) => {
        const raw = fs.readFileSync(path.join(outbox(), file), 'utf8')
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
        // Long headers are folded over lines; unfolded here.
        const headers = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ')
        return { file, raw: headers, text, to: /^To: (\S+)/m.exec(headers)?.[1]?.toLowerCase() ?? '' }
      })
  }
  const alertMails = (since: Mail[]) => {
    const seen = new Set(since.map((mail) => mail.file))
    return mails().filter((mail) => !seen.has(mail.file) && /^List-Unsubscribe-Post:/m.test(mail.raw))
  }
  const labelOf = (address: string) => Object.values(people).find((who) => who.email === address)?.label ?? address

  // A woman of 25, 170 cm and 60 kg, non-smoker, no history, free for 3 months: each other member
  // differs from her in one value, at or just past an edge of the notice below.
  const notice = {
    gender: 'F' as const,
    ageMin: 20,
    ageMax: 30,
    heightMin: 160,
    heightMax: 180,
    weightMin: 55,
    weightMax: 70,
    bmiMin: 18.5,
    bmiMax: 24.9,
    smokerAllowed: false,
    historyRule: 'none' as const,
    termMonths: 3,
  }
  const edges: [string, Member, Record<string, unknown>][] = [
    ['base', {}, {}],
    ['age 20 today', { birth: '2006-06-15' }, {}],
    ['age 19, 20 tomorrow', { birth: '2006-06-16' }, {}],
    ['age 30, 31 tomorrow', { birth: '1995-06-16' }, {}],
    ['age 31 today', { birth: '1995-06-15' }, {}],
    ['height 160', {}, { height: 160, weight: 55 }],
    ['height 159.9', {}, { height: 159.9, weight: 55 }],
    ['height 180', {}, { height: 180, weight: 70 }],
    ['height 180.1', {}, { height: 180.1, weight: 70 }],
    ['weight 54.9', {}, { weight: 54.9 }],
    ['weight 70.1', {}, { height: 180, weight: 70.1 }],
    ['bmi 18.5', {}, { height: 172, weight: 55 }],
    ['bmi 18.4', {}, { height: 173, weight: 55.1 }],
    ['bmi 24.9 rounded', {}, { weight: 72.1, height: 170 }],
    ['man', { gender: 'M' }, {}],
    ['current smoker', {}, { smokeYn: 'Y' }],
    ['former smoker', {}, { smokeYn: 'P' }],
    ['with history', {}, { sickCd: '01' }],
    ['term 2 months', { entryMonth: '2' }, {}],
    ['term 12 months', { entryMonth: '12' }, {}],
  ]
  // Matching by the rule of 'only studies I can join' (checked against the search below).
  const matching = [
    'base',
    'age 20 today',
    'age 30, 31 tomorrow',
    'height 160',
    'height 180',
    'bmi 18.5',
    'former smoker',
    'term 12 months',
  ]

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
    coordinator = await staffWithSession(app, 'coordinator', '알림코디')
    for (const [label, member, health] of edges) {
      const who = await person(label, member, health)
      expect((await optIn(who)).statusCode).toBe(200)
      await confirmAddressOf(app, who.id)
    }
    // Matching members who must not hear of it: alerts off, paused, address never confirmed, and
    // an address confirmed before it was changed.
    await person('alerts off')
    await confirmAddressOf(app, people['alerts off']!.id)
    const paused = await person('paused')
    await optIn(paused)
    await confirmAddressOf(app, paused.id)
    expect((await asMember(paused, 'POST', '/api/kr/sbjUser/contact/pause', { months: 3 })).statusCode).toBe(200)
    await optIn(await person('unconfirmed'))
    const moved = await person('confirmed another address')
    await optIn(moved)
    await app.db
      .insertInto('member_contact_preferences')
      .values({
        member_id: moved.id,
        alerts_yn: 'Y',
        email_verified_at: T0.toISOString(),
        verified_email: 'another-index',
        updated_at: T0.toISOString(),
      })
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({ email_verified_at: T0.toISOString(), verified_email: 'another-index' }),
      )
      .execute()
    await runJobs()
  })
  afterAll(() => app.close())

  it('mails a published notice to exactly the opted-in, matching, unpaused, confirmed members, once each', async () => {
    const before = mails()
    const studyId = await newNotice(notice)
    await runJobs()
    expect(alertMails(before)).toEqual([])

    await act(studyId, 'publish')
    await runJobs()
    const sent = alertMails(before)
    expect(sent.map((mail) => labelOf(mail.to)).sort()).toEqual([...matching].sort())
    const base = sent.find((mail) => mail.to === people.base!.email)!
    expect(base.text).toContain('건강한 성인 대상 1상 시험')
    expect(base.text).toContain(`/kr/studyinfo/recruitmentView?studyId=${studyId}`)
    expect(base.raw).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/alerts\/unsubscribe\?token=[\w.-]+>$/m)
    expect(base.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    const deliveries = await app.db.selectFrom('alert_deliveries').selectAll().where('study_id', '=', studyId).execute()
    expect(deliveries).toHaveLength(matching.length)
    expect(deliveries.every((row) => row.sent_at !== null)).toBe(true)

    // Closed and reopened, it matches again but mails nobody twice.
    await act(studyId, 'close')
    await act(studyId, 'reopen')
    await runJobs()
    expect(alertMails(before)).toHaveLength(matching.length)
    const matchJobs = await app.db.selectFrom('jobs').select('result').where('kind', '=', 'alerts.match').execute()
    expect(matchJobs.map((job) => job.result)).toEqual([`recorded ${matching.length} alerts`, 'recorded 0 alerts'])
  })

  it("matches by the same rule as the search's 'only studies I can join', edge by edge", async () => {
    const studyId = await newNotice(
      { ...notice, texts: { ...buildNoticeInput().texts, kr: { title: '같은 규칙', detailsHtml: '' } } },
      true,
    )
    await runJobs()
    const alerted = await app.db
      .selectFrom('alert_deliveries')
      .select('member_id')
      .where('study_id', '=', studyId)
      .execute()
    for (const [label] of edges) {
      const who = people[label]!
      const response = await asMember(who, 'POST', '/api/kr/recruit/list', { onlyEligible: true })
      expect(response.statusCode).toBe(200)
      const found = response
        .json<{ dataList: { studyId: number }[] }>()
        .dataList.some((card) => card.studyId === studyId)
      expect([label, found]).toEqual([label, alerted.some((row) => row.member_id === who.id)])
      expect([label, found]).toEqual([label, matching.includes(label)])
    }
  })

  it('sends nothing twice when two processes run the jobs, or a try dies after sending', async () => {
    const second = await buildApp(app.config, { now: () => clock })
    try {
      const before = mails()
      const studyId = await newNotice(
        { ...notice, texts: { ...buildNoticeInput().texts, kr: { title: '두 프로세스', detailsHtml: '' } } },
        true,
      )
      // The first alert of the run goes out, then its process "dies" before recording it (whichever
      // process sends it).
      let crashed = false
      const originals = [app, second].map((instance) => {
        const send = instance.mailer.send.bind(instance.mailer)
        instance.mailer.send = async (mail) => {
          await send(mail)
          if (!crashed && mail.headers) {
            crashed = true
            throw new Error('killed after sending')
          }
        }
        return () => (instance.mailer.send = send)
      })
      const drain = async (instance: typeof app) => {
        while ((await instance.jobs.worker.runDue()) > 0);
      }
      // Two processes share the work on PostgreSQL; SQLite has one process, which restarts.
      const together = app.config.database.dialect === 'postgres'
      const both = () => (together ? Promise.all([drain(app), drain(second)]) : drain(app).then(() => drain(second)))
      await both()
      originals.forEach((restore) => restore())
      expect(crashed).toBe(true)
      // The interrupted try is retried after its delay; its mail is already in the outbox.
      clock = new Date(clock.getTime() + 60_000)
      await both()
      const sent = alertMails(before)
      expect(sent.map((mail) => labelOf(mail.to)).sort()).toEqual([...matching].sort())
      const jobs = await app.db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('kind', '=', 'alerts.mail')
        .where('unique_key', 'like', `%:${studyId}`)
        .execute()
      expect(jobs).toHaveLength(matching.length)
      expect(jobs.every((job) => job.status === 'done')).toBe(true)
      expect(jobs.filter((job) => job.attempts === 2)).toHaveLength(1)
    } finally {
      clock = T0
      await second.close()
    }
  })

  it('stops alerts by the one-click link without a login, and refuses a forged one', async () => {
    const who = await person('unsubscriber')
    await confirmAddressOf(app, who.id)
    await optIn(who)
    const before = mails()
    await newNotice(
      { ...notice, texts: { ...buildNoticeInput().texts, kr: { title: '구독 해지 전', detailsHtml: '' } } },
      true,
    )
    await runJobs()
    const [mail] = alertMails(before).filter((m) => m.to === who.email)
    const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail!.raw)![1]!
    const { pathname, search } = new URL(url)
    const token = new URLSearchParams(search).get('token')!

    const forged = `${who.id}.${'A'.repeat(27)}`
    const otherMember = token.replace(/^\d+/, String(people.base!.id))
    for (const bad of [forged, otherMember]) {
      const refused = await app.inject({ method: 'POST', url: `${pathname}?token=${bad}` })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.code).toBe('CONTACT_LINK_INVALID')
    }
    expect((await app.inject({ method: 'POST', url: `${pathname}?token=<script>` })).statusCode).toBe(400)
    expect((await app.inject({ method: 'POST', url: pathname })).statusCode).toBe(400)

    // RFC 8058: the mail client posts the form body, without a cookie or a token header.
    const answer = await app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const preferences = await asMember(who, 'GET', '/api/kr/sbjUser/contact')
    expect(preferences.json().data).toMatchObject({ alerts: false, emailVerified: true })
    // The link withdrew the alerts consent, kept with the time (My consents shows it withdrawn).
    const history = await asMember(who, 'GET', '/api/kr/consents/history')
    expect(
      history
        .json<{ dataList: { kind: string; withdrawnAt: string | null }[] }>()
        .dataList.filter((c) => c.kind === 'alerts'),
    ).toMatchObject([{ kind: 'alerts', withdrawnAt: clock.toISOString() }])
    // Again (a second click) is harmless; the next notice is not mailed.
    expect((await app.inject({ method: 'POST', url: `${pathname}${search}` })).statusCode).toBe(200)
    const after = mails()
    await newNotice(
      { ...notice, texts: { ...buildNoticeInput().texts, kr: { title: '구독 해지 후', detailsHtml: '' } } },
      true,
    )
    await runJobs()
    expect(alertMails(after).filter((m) => m.to === who.email)).toEqual([])
  })

  it('gathers the alerts of a weekly member into one digest on Monday morning', async () => {
    const weekly = await person('weekly')
    await confirmAddressOf(app, weekly.id)
    expect((await optIn(weekly, 'weekly')).statusCode).toBe(200)
    const before = mails()
    const first = await newNotice(
      { ...notice, texts: { ...buildNoticeInput().texts, kr: { title: '주간 첫째', detailsHtml: '' } } },
      true,
    )
    const second = await newNotice(
      { ...notice, texts: { ...buildNoticeInput().texts, kr: { title: '주간 둘째', detailsHtml: '' } } },
      true,
    )
    await runJobs()
    expect(alertMails(before).filter((mail) => mail.to === weekly.email)).toEqual([])
    // Sunday evening: not yet. Monday 9:00 in Seoul: one mail with both.
    clock = new Date('2026-06-21T12:00:00Z')
    await runJobs()
    expect(alertMails(before).filter((mail) => mail.to === weekly.email)).toEqual([])
    clock = new Date('2026-06-22T00:00:00Z')
    await runJobs()
    clock = new Date('2026-06-22T05:00:00Z')
    await runJobs()
    const digest = alertMails(before).filter((mail) => mail.to === weekly.email)
    expect(digest).toHaveLength(1)
    expect(digest[0]!.text).toContain(`studyId=${first}`)
    expect(digest[0]!.text).toContain(`studyId=${second}`)
    clock = T0
  })
})

describe('contact preferences on My Page', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let clock = T0
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock })
  })
  afterAll(() => app.close())

  async function member() {
    const request = await signUp(app)
    const login = await logIn(app, request.member.userId, undefined, `10.78.0.${Math.floor(Math.random() * 200)}`)
    const token = login.json<{ auth: string }>().auth
    const row = await app.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', memberIndex.email(app.config.appSecret, request.member.userId.toLowerCase()))
      .executeTakeFirstOrThrow()
    return { id: row.id, email: request.member.userId.toLowerCase(), headers: { 'x-auth-token': token } }
  }
  const verifyMails = (email: string) => {
    const dir = path.join(app.config.dataDir, 'outbox')
    if (!fs.existsSync(dir)) return []
    return fs
      .readdirSync(dir)
      .map((file) =>
        fs
          .readFileSync(path.join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((raw) => raw.toLowerCase().includes(`to: ${email}`) && raw.includes('verifyEmail?token='))
  }

  it('starts with alerts off and unconfirmed; the first opt-in records the consent and mails one confirmation link', async () => {
    const who = await member()
    const initial = await app.inject({ method: 'GET', url: '/api/kr/sbjUser/contact', headers: who.headers })
    expect(initial.json().data).toEqual({
      alerts: false,
      frequency: 'now',
      pausedUntil: null,
      emailVerified: false,
      verificationSentAt: null,
    })
    const on = await app.inject({
      method: 'POST',
      url: '/api/kr/sbjUser/contact/alerts',
      headers: who.headers,
      payload: { alerts: true, frequency: 'weekly' },
    })
    expect(on.statusCode).toBe(200)
    expect(on.json().data).toMatchObject({
      alerts: true,
      frequency: 'weekly',
      emailVerified: false,
      verificationSentAt: T0.toISOString(),
    })
    const consents = await app.db
      .selectFrom('consents')
      .select(['kind', 'version'])
      .where('member_id', '=', who.id)
      .where('kind', '=', 'alerts')
      .execute()
    expect(consents).toEqual([{ kind: 'alerts', version: await currentConsentVersion(app.db, 'alerts', T0) }])
    // Ten clicks at once on "send the link again" queue no more mail within the resend window.
    const again = await fireAtOnce(10, () =>
      app.inject({ method: 'POST', url: '/api/kr/sbjUser/contact/verify', headers: who.headers }),
    )
    expect(again.every((answer) => answer.statusCode === 200)).toBe(true)
    while ((await app.jobs.worker.runDue()) > 0);
    const sent = verifyMails(who.email)
    expect(sent).toHaveLength(1)
    const token = /verifyEmail\?token=([\w.-]+)/.exec(sent[0]!)![1]!

    // A tampered or expired link is refused; the right one confirms, without a login.
    const tampered = token.replace(/\.(\d+)\./, (_all, expires: string) => `.${Number(expires) + 1}.`)
    expect(
      (await app.inject({ method: 'POST', url: '/api/alerts/verify', payload: { token: tampered } })).statusCode,
    ).toBe(400)
    clock = new Date(T0.getTime() + 49 * HOUR)
    const late = await app.inject({ method: 'POST', url: '/api/alerts/verify', payload: { token } })
    expect(late.json().error.code).toBe('CONTACT_LINK_INVALID')
    clock = new Date(T0.getTime() + 47 * HOUR)
    expect((await app.inject({ method: 'POST', url: '/api/alerts/verify', payload: { token } })).statusCode).toBe(200)
    clock = T0
    const after = await app.inject({ method: 'GET', url: '/api/kr/sbjUser/contact', headers: who.headers })
    expect(after.json().data).toMatchObject({ emailVerified: true, verificationSentAt: null })
    clock = T0

    // Turning alerts off withdraws the consent; the record stays, with the time.
    await app.inject({
      method: 'POST',
      url: '/api/kr/sbjUser/contact/alerts',
      headers: who.headers,
      payload: { alerts: false, frequency: 'now' },
    })
    expect(
      await app.db
        .selectFrom('consents')
        .select(['version', 'withdrawn_at'])
        .where('member_id', '=', who.id)
        .where('kind', '=', 'alerts')
        .execute(),
    ).toEqual([{ version: await currentConsentVersion(app.db, 'alerts', T0), withdrawn_at: T0.toISOString() }])
  })

  const alertsConsent = async (who: { headers: Record<string, string> }) => {
    const history = await app.inject({ method: 'GET', url: '/api/kr/consents/history', headers: who.headers })
    return history
      .json<{ dataList: { kind: string; version: string; withdrawnAt: string | null }[] }>()
      .dataList.filter((c) => c.kind === 'alerts')
  }
  const contact = async (who: { headers: Record<string, string> }) =>
    (await app.inject({ method: 'GET', url: '/api/kr/sbjUser/contact', headers: who.headers })).json().data as {
      alerts: boolean
      verificationSentAt: string | null
    }

  it('withdrawing the alerts consent on My consents turns alerts off, and giving it there turns them on', async () => {
    const who = await member()
    const version = (await currentConsentVersion(app.db, 'alerts', T0))!
    await app.inject({
      method: 'POST',
      url: '/api/kr/sbjUser/contact/alerts',
      headers: who.headers,
      payload: { alerts: true, frequency: 'weekly', consentVersion: version },
    })
    expect(await contact(who)).toMatchObject({ alerts: true })
    expect(await alertsConsent(who)).toMatchObject([{ version, withdrawnAt: null }])

    clock = new Date(T0.getTime() + 60_000)
    const withdrawn = await app.inject({
      method: 'POST',
      url: '/api/kr/consents/withdraw',
      headers: who.headers,
      payload: { kind: 'alerts' },
    })
    expect(withdrawn.statusCode).toBe(200)
    expect(await contact(who)).toMatchObject({ alerts: false })
    expect(await alertsConsent(who)).toMatchObject([{ version, withdrawnAt: clock.toISOString() }])
    // Withdrawing again finds nothing standing, and changes nothing.
    const again = await app.inject({
      method: 'POST',
      url: '/api/kr/consents/withdraw',
      headers: who.headers,
      payload: { kind: 'alerts' },
    })
    expect(again.statusCode).toBe(404)

    // Giving the consent on My consents turns alerts on again, with the frequency chosen before.
    const agreed = await app.inject({
      method: 'POST',
      url: '/api/kr/consents/agree',
      headers: who.headers,
      payload: { agreements: [{ kind: 'alerts', version }] },
    })
    expect(agreed.statusCode).toBe(200)
    expect(await contact(who)).toMatchObject({ alerts: true, frequency: 'weekly' })
    expect(await alertsConsent(who)).toHaveLength(2)
    clock = T0
  })

  it('giving the alerts consent on My consents first also mails the confirmation link', async () => {
    clock = T0
    const who = await member()
    const version = (await currentConsentVersion(app.db, 'alerts', T0))!
    await app.inject({
      method: 'POST',
      url: '/api/kr/consents/agree',
      headers: who.headers,
      payload: { agreements: [{ kind: 'alerts', version }] },
    })
    expect(await contact(who)).toMatchObject({ alerts: true, verificationSentAt: T0.toISOString() })
    while ((await app.jobs.worker.runDue()) > 0);
    expect(verifyMails(who.email)).toHaveLength(1)
  })

  it('refuses an opt-in to an alerts text that is no longer the one in effect, and keeps alerts off', async () => {
    const who = await member()
    const answer = await app.inject({
      method: 'POST',
      url: '/api/kr/sbjUser/contact/alerts',
      headers: who.headers,
      payload: { alerts: true, frequency: 'now', consentVersion: '2000-01-01' },
    })
    expect(answer.statusCode).toBe(409)
    expect(answer.json().error.code).toBe('CONSENT_VERSION_OUTDATED')
    expect(await contact(who)).toMatchObject({ alerts: false })
    expect(await alertsConsent(who)).toEqual([])
  })

  it('pauses contact for 3, 6 or 12 months to the Korea-time day, and resumes', async () => {
    const who = await member()
    const pause = (months: unknown) =>
      app.inject({ method: 'POST', url: '/api/kr/sbjUser/contact/pause', headers: who.headers, payload: { months } })
    // 10:00 on 15 June in Seoul: until midnight (Seoul) starting 15 September, 15 December, 15 June.
    expect((await pause(3)).json().data.pausedUntil).toBe('2026-09-14T15:00:00.000Z')
    expect((await pause(6)).json().data.pausedUntil).toBe('2026-12-14T15:00:00.000Z')
    expect((await pause(12)).json().data.pausedUntil).toBe('2027-06-14T15:00:00.000Z')
    for (const bad of [0, 4, '3', null]) expect((await pause(bad)).statusCode).toBe(400)
    const resumed = await app.inject({ method: 'POST', url: '/api/kr/sbjUser/contact/resume', headers: who.headers })
    expect(resumed.json().data.pausedUntil).toBeNull()
    // The pause ends by itself at that moment.
    await pause(3)
    expect(await isReachable(app.db, who.id, '2026-09-14T14:59:59.999Z')).toMatchObject({ paused: true })
    expect(await isReachable(app.db, who.id, '2026-09-14T15:00:00.000Z')).toMatchObject({ paused: false })
  })

  it('answers only a logged-in member, and refuses bad input', async () => {
    for (const [method, url] of [
      ['GET', '/api/kr/sbjUser/contact'],
      ['POST', '/api/kr/sbjUser/contact/alerts'],
      ['POST', '/api/kr/sbjUser/contact/pause'],
      ['POST', '/api/kr/sbjUser/contact/resume'],
      ['POST', '/api/kr/sbjUser/contact/verify'],
    ] as const)
      expect((await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401)
    const who = await member()
    const bad = await app.inject({
      method: 'POST',
      url: '/api/kr/sbjUser/contact/alerts',
      headers: who.headers,
      payload: { alerts: 'yes', frequency: 'daily' },
    })
    expect(bad.statusCode).toBe(400)
    expect((await app.inject({ method: 'POST', url: '/api/alerts/verify', payload: { token: 'x' } })).statusCode).toBe(
      400,
    )
    expect((await app.inject({ method: 'POST', url: '/api/alerts/verify', payload: {} })).statusCode).toBe(400)
  })
})
