import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLog } from '../../test/log-lines.js'
import { createTestApp } from '../../test/test-app.js'
import { insertApplicationOf } from '../applications/applications.factory.js'
import { memberWithSession } from '../members/members.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { staffWithSession } from './staff.factory.js'

// Request logs go to files, log collectors and support tickets: what staff type about a person, and
// the person's data, must travel in bodies, never in the URLs that every request line records.
describe("a console session's request log", () => {
  const log = captureLog()
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream })
  })
  afterAll(() => app.close())

  it('holds no personal data and no reason text', async () => {
    const name = '한가람누리'
    const mobile = '010-3141-5926'
    const member = await memberWithSession(app, { name, mobile })
    const studyId = await createTestStudy(app, { title: '로그 시험' })
    const applicationId = await insertApplicationOf(app, member.id, studyId)
    const staff = await staffWithSession(app, 'privacy_officer')
    const reasonText = '보호자가전화로요청함'
    const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) })
    log.lines.length = 0

    const calls = [
      send('POST', '/api/admin/members/search', { field: 'email', value: member.email, reason: 'other', reasonText }),
      send('POST', `/api/admin/members/${member.id}/view`, { reason: 'other', reasonText }),
      send('POST', `/api/admin/members/${member.id}/reset-link`, { reason: 'other', reasonText }),
      send('GET', `/api/admin/notices/${studyId}/applicants?sort=name`),
      send('GET', `/api/admin/applications/${applicationId}`),
      send('POST', `/api/admin/notices/${studyId}/applicants/export`, {
        format: 'csv',
        columns: ['name', 'mobile'],
        reason: 'other',
        reasonText,
      }),
      send('GET', '/api/admin/access-log?action=member.view'),
    ]
    for (const call of calls) expect((await call).statusCode).toBe(200)

    const text = log.lines.join('')
    // The calls were logged (method and path), so the log was there to leak into.
    expect(text).toContain(`/api/admin/members/${member.id}/view`)
    for (const secret of [member.email, name, mobile, mobile.replaceAll('-', ''), reasonText]) {
      expect(text).not.toContain(secret)
      expect(text).not.toContain(encodeURIComponent(secret))
    }
  })
})
