import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectWithToken } from '../../test/inject-with-token.js'
import { captureLog } from '../../test/log-lines.js'
import { createTestApp } from '../../test/test-app.js'
import { insertApplicationOf } from '../applications/applications.factory.js'
import { confirmAddressOf } from '../alerts/alerts.factory.js'
import { pauseEnd } from '../alerts/alerts.service.js'
import { currentConsentVersion } from '../consents/consents.service.js'
import { confirmPasswordOf, memberWithSession } from '../members/members.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { PASSWORD_CONFIRMATION_MINUTES } from '@ctc/contract/auth'
import type { MyData } from '@ctc/contract/my-data'

let clock = new Date('2026-11-22T09:00:00.000Z')

describe('my data', () => {
  const log = captureLog()
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock, env: { LOG_LEVEL: 'info' }, logStream: log.stream })
  })
  afterAll(() => app.close())

  const call = (url: string, token?: string) => injectWithToken(app, token, { method: 'GET', url })

  /** A member with something of every kind: an application, a question with an answer, consents. */
  async function memberWithEverything(tag: string) {
    const member = await memberWithSession(app, { name: `이름${tag}`, address: `주소 ${tag}` })
    const studyId = await createTestStudy(app, { title: `Study ${tag}` })
    await insertApplicationOf(app, member.id, studyId, { status: 'screening' })
    const asked = await injectWithToken(app, member.token, {
      method: 'POST',
      url: '/api/kr/qna/write',
      payload: { title: `질문 ${tag}`, body: `본문 ${tag}` },
    })
    const { qnaId } = asked.json<{ qnaId: number }>()
    await app.db
      .updateTable('questions')
      .set({ answer: `답변 ${tag}`, status: 'answered', answered_at: clock.toISOString() })
      .where('id', '=', qnaId)
      .execute()
    // Alerts on (the optional consent), weekly, contact paused, the address confirmed, one alert sent.
    const alertsOn = await injectWithToken(app, member.token, {
      method: 'POST',
      url: '/api/kr/sbjUser/contact/alerts',
      payload: { alerts: true, frequency: 'weekly' },
    })
    if (alertsOn.statusCode !== 200) throw new Error(alertsOn.body)
    await injectWithToken(app, member.token, {
      method: 'POST',
      url: '/api/kr/sbjUser/contact/pause',
      payload: { months: 3 },
    })
    await confirmAddressOf(app, member.id)
    const alertedStudyId = await createTestStudy(app, { title: `Alerted ${tag}` })
    const alertedAt = new Date(clock.getTime() - (tag.charCodeAt(0) + 1) * 60_000).toISOString()
    await app.db
      .insertInto('alert_deliveries')
      .values({
        member_id: member.id,
        study_id: alertedStudyId,
        mail_key: `test:${tag}`,
        created_at: alertedAt,
        sent_at: alertedAt,
      })
      .execute()
    return { ...member, studyId, qnaId, tag, alertedStudyId, alertedAt }
  }

  it('holds every item of the member and nothing of another, as JSON', async () => {
    const mine = await memberWithEverything('AAA')
    const theirs = await memberWithEverything('ZZZ')
    const answer = await call('/api/en/sbjUser/myData?format=json', mine.token)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="my-data.json"/)
    const data = answer.json<MyData>()

    expect(data.member).toMatchObject({ userId: mine.email, name: '이름AAA', address: '주소 AAA' })
    expect(data.volunteerForm.answers).toMatchObject({ height: expect.any(Number) as unknown })
    expect(data.applications).toMatchObject([{ studyId: mine.studyId, status: 'screening', title: 'EN Study AAA' }])
    expect(data.applications[0]?.form).toMatchObject({ email: mine.email })
    expect(data.questions).toMatchObject([
      { qnaId: mine.qnaId, title: '질문 AAA', body: '본문 AAA', answer: '답변 AAA' },
    ])
    expect(data.consents.map((c) => c.kind).sort()).toEqual(['alerts', 'privacy', 'sensitive'])
    expect(data.contactPreferences).toEqual({
      alerts: true,
      alertsFrequency: 'weekly',
      contactPausedUntil: pauseEnd(clock, 3),
      emailConfirmed: true,
      emailConfirmedAt: expect.any(String) as unknown,
      alertsConsentGiven: true,
      alertsConsentVersion: await currentConsentVersion(app.db, 'alerts', clock),
    })
    expect(data.alertsSent).toEqual([
      { studyId: mine.alertedStudyId, title: 'EN Alerted AAA', alertedAt: mine.alertedAt, mailedAt: mine.alertedAt },
    ])

    // Nothing of the other member anywhere in the file.
    for (const trace of [
      theirs.email,
      '이름ZZZ',
      '주소 ZZZ',
      'Study ZZZ',
      '질문 ZZZ',
      '본문 ZZZ',
      '답변 ZZZ',
      'Alerted ZZZ',
      theirs.alertedAt,
    ])
      expect(answer.body).not.toContain(trace)
  })

  it('gives the same as a readable HTML page in the locale, escaped', async () => {
    const mine = await memberWithEverything('<b>HTML</b>')
    const answer = await call('/api/jp/sbjUser/myData?format=html', mine.token)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('<html lang="ja">')
    expect(answer.body).toContain('マイデータ')
    expect(answer.body).toContain(mine.email)
    expect(answer.body).toContain('&lt;b&gt;HTML&lt;/b&gt;')
    expect(answer.body).not.toContain('<b>HTML</b>')
    // The alert settings and the alerts sent, under the locale's headings.
    expect(answer.body).toContain('受け取った新着募集のお知らせ')
    expect(answer.body).toContain('JP Alerted &lt;b&gt;HTML&lt;/b&gt;')
    expect(answer.body).toMatch(/<th scope="row">alertsFrequency<\/th><td>weekly<\/td>/)
    expect(answer.body).toMatch(/<th scope="row">emailConfirmed<\/th><td>true<\/td>/)
  })

  it('logs each download as a security event', async () => {
    const mine = await memberWithSession(app)
    const before = log.lines.length
    await call('/api/kr/sbjUser/myData?format=json', mine.token)
    const events = log.lines.slice(before).filter((line) => line.includes('"member.data_exported"'))
    expect(events).toHaveLength(1)
    expect(events[0]).toContain(`"memberId":${mine.id}`)
    expect(events[0]).not.toContain(mine.email)
  })

  it('shows a withdrawn optional consent with the time it was withdrawn', async () => {
    const mine = await memberWithEverything('WWW')
    await injectWithToken(app, mine.token, {
      method: 'POST',
      url: '/api/kr/consents/withdraw',
      payload: { kind: 'alerts' },
    })
    const data = (await call('/api/kr/sbjUser/myData?format=json', mine.token)).json<MyData>()
    expect(data.consents.find((c) => c.kind === 'alerts')?.withdrawnAt).toBe(clock.toISOString())
    expect(data.contactPreferences).toMatchObject({ alerts: false, alertsConsentGiven: false })
  })

  it('asks for the password again once the confirmation has lapsed, and refuses without a session', async () => {
    const mine = await memberWithSession(app)
    clock = new Date(clock.getTime() + (PASSWORD_CONFIRMATION_MINUTES + 1) * 60_000)
    const lapsed = await call('/api/kr/sbjUser/myData?format=json', mine.token)
    expect(lapsed.statusCode).toBe(403)
    expect(lapsed.json<{ error: { code: string } }>().error.code).toBe('PASSWORD_CONFIRMATION_REQUIRED')
    await confirmPasswordOf(app, mine.token)
    expect((await call('/api/kr/sbjUser/myData?format=json', mine.token)).statusCode).toBe(200)
    expect((await call('/api/kr/sbjUser/myData?format=json')).statusCode).toBe(401)
  })

  it('refuses a format it does not know and a locale it does not have', async () => {
    const mine = await memberWithSession(app)
    for (const url of [
      '/api/kr/sbjUser/myData?format=pdf',
      '/api/kr/sbjUser/myData',
      '/api/xx/sbjUser/myData?format=json',
    ])
      expect((await call(url, mine.token)).statusCode, url).toBe(400)
  })
})
