import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { readSettings } from './console-settings.js'
import { staffWithSession } from './staff.factory.js'

describe('console settings and my notifications', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let admin: Awaited<ReturnType<typeof staffWithSession>>
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let colleague: Awaited<ReturnType<typeof staffWithSession>>

  beforeAll(async () => {
    app = await createTestApp()
    admin = await staffWithSession(app, 'admin', '이관리')
    coordinator = await staffWithSession(app, 'coordinator', '박코디')
    colleague = await staffWithSession(app, 'privacy_officer', '최보호')
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
  const settingsRows = () =>
    app.db.selectFrom('access_log').selectAll().where('action', '=', 'settings.update').orderBy('seq').execute()

  it('lets an admin read and change the center address, normalized and logged', async () => {
    const first = await call('GET', '/api/admin/settings', admin.headers)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ centerEmail: '', centerMode: 'each' })

    const put = await call('PUT', '/api/admin/settings', admin.headers, {
      centerEmail: '  Trials@CTC.example ',
      centerMode: 'daily',
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json()).toEqual({ centerEmail: 'trials@ctc.example', centerMode: 'daily' })
    expect((await call('GET', '/api/admin/settings', admin.headers)).json()).toEqual(put.json())
    expect(await readSettings(app.db)).toEqual({ centerEmail: 'trials@ctc.example', centerMode: 'daily' })
    const rows = await settingsRows()
    expect(rows.map((row) => [row.staff_id, row.record_type])).toEqual([[admin.staffId, 'settings']])

    // Emptying the address (or spaces) means none.
    const cleared = await call('PUT', '/api/admin/settings', admin.headers, { centerEmail: '   ', centerMode: 'each' })
    expect(cleared.json()).toEqual({ centerEmail: '', centerMode: 'each' })
  })

  it('refuses the settings to other roles and to calls without a session, changing nothing', async () => {
    const before = await readSettings(app.db)
    const logged = (await settingsRows()).length
    for (const headers of [coordinator.headers, colleague.headers]) {
      expect((await call('GET', '/api/admin/settings', headers)).statusCode).toBe(403)
      const put = await call('PUT', '/api/admin/settings', headers, { centerEmail: 'x@ctc.example', centerMode: 'off' })
      expect(put.statusCode).toBe(403)
      expect(put.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
    }
    expect((await call('GET', '/api/admin/settings', {})).statusCode).toBe(401)
    expect(
      (await call('PUT', '/api/admin/settings', {}, { centerEmail: 'x@ctc.example', centerMode: 'off' })).statusCode,
    ).toBe(401)
    expect(await readSettings(app.db)).toEqual(before)
    expect(await settingsRows()).toHaveLength(logged)
  })

  it('refuses bad settings with 400 and keeps the stored ones', async () => {
    const before = await readSettings(app.db)
    for (const payload of [
      { centerEmail: 'trials@', centerMode: 'each' },
      { centerEmail: `${'a'.repeat(95)}@b.example`, centerMode: 'each' },
      { centerEmail: 'trials@ctc.example', centerMode: 'weekly' },
      { centerEmail: 'trials@ctc.example' },
      { centerEmail: 42, centerMode: 'each' },
      ['trials@ctc.example', 'each'],
    ]) {
      const response = await call('PUT', '/api/admin/settings', admin.headers, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } })
    }
    expect(await readSettings(app.db)).toEqual(before)
  })

  it("keeps each staff member's own choice, for every role, and refuses a bad one", async () => {
    expect((await call('GET', '/api/admin/me/notifications', coordinator.headers)).json()).toEqual({ mode: 'each' })
    const put = await call('PUT', '/api/admin/me/notifications', coordinator.headers, { mode: 'daily' })
    expect(put.statusCode, put.body).toBe(200)
    expect((await call('GET', '/api/admin/me/notifications', coordinator.headers)).json()).toEqual({ mode: 'daily' })
    // A colleague's choice is their own.
    expect((await call('GET', '/api/admin/me/notifications', colleague.headers)).json()).toEqual({ mode: 'each' })
    expect((await call('PUT', '/api/admin/me/notifications', colleague.headers, { mode: 'off' })).statusCode).toBe(200)
    expect((await call('GET', '/api/admin/me/notifications', admin.headers)).json()).toEqual({ mode: 'each' })

    for (const payload of [{ mode: 'weekly' }, {}, { mode: null }]) {
      const response = await call('PUT', '/api/admin/me/notifications', coordinator.headers, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect((await call('GET', '/api/admin/me/notifications', {})).statusCode).toBe(401)
    expect((await call('PUT', '/api/admin/me/notifications', {}, { mode: 'off' })).statusCode).toBe(401)
    expect((await call('GET', '/api/admin/me/notifications', coordinator.headers)).json()).toEqual({ mode: 'daily' })
  })
})
