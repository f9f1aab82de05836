import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countStatuses, fireAtOnce, listenOnLoopback } from '../../test/concurrent-http.js'
import { createTestApp } from '../../test/test-app.js'
import { STAFF_PASSWORD, staffWithSession, tokenOfLink } from './staff.factory.js'

describe('staff accounts (admins)', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

  it('lets only admins list, create and change accounts', async () => {
    const coordinator = await staffWithSession(app, 'coordinator')
    const officer = await staffWithSession(app, 'privacy_officer')
    for (const who of [coordinator, officer]) {
      expect((await call('GET', '/api/admin/staff', who.headers)).statusCode).toBe(403)
      const create = await call('POST', '/api/admin/staff', who.headers, {
        email: 'x@ctc.example',
        name: 'X',
        role: 'admin',
      })
      expect(create.json().error.code).toBe('FORBIDDEN')
    }
    expect((await call('GET', '/api/admin/staff', {})).statusCode).toBe(401)
  })

  it('creates a pending account with a set-up link, refuses a taken e-mail and bad input', async () => {
    const admin = await staffWithSession(app, 'admin')
    const created = await call('POST', '/api/admin/staff', admin.headers, {
      email: 'New.Coordinator@CTC.example',
      name: '박코디',
      role: 'coordinator',
    })
    expect(created.statusCode).toBe(200)
    expect(created.json().setupLink).toContain('/admin/setup#token=')
    const list = (await call('GET', '/api/admin/staff', admin.headers)).json().dataList
    expect(list[0]).toMatchObject({
      email: 'new.coordinator@ctc.example',
      name: '박코디',
      status: 'pending',
      locked: false,
    })
    const taken = await call('POST', '/api/admin/staff', admin.headers, {
      email: 'new.coordinator@ctc.example',
      name: '박코디',
      role: 'admin',
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.code).toBe('STAFF_EMAIL_TAKEN')
    const bad = await call('POST', '/api/admin/staff', admin.headers, { email: 'not-an-email', name: '', role: 'root' })
    expect(bad.statusCode).toBe(400)
  })

  it('refuses an admin changing their own role or disabling themselves', async () => {
    const admin = await staffWithSession(app, 'admin')
    const ownRole = await call('PATCH', `/api/admin/staff/${admin.staffId}`, admin.headers, { role: 'coordinator' })
    expect(ownRole.json().error.code).toBe('SELF_CHANGE_REFUSED')
    const ownName = await call('PATCH', `/api/admin/staff/${admin.staffId}`, admin.headers, { name: '새이름' })
    expect(ownName.json()).toMatchObject({ name: '새이름', role: 'admin' })
    const disable = await call('POST', `/api/admin/staff/${admin.staffId}/disable`, admin.headers)
    expect(disable.json().error.code).toBe('SELF_CHANGE_REFUSED')
    expect((await call('POST', '/api/admin/staff/999999/disable', admin.headers)).statusCode).toBe(404)
  })

  it('disabling ends every session and refuses logins; enabling lets the account in again', async () => {
    const admin = await staffWithSession(app, 'admin')
    const coordinator = await staffWithSession(app, 'coordinator')
    const disabled = await call('POST', `/api/admin/staff/${coordinator.staffId}/disable`, admin.headers)
    expect(disabled.json().status).toBe('disabled')
    expect((await call('GET', '/api/admin/session', coordinator.headers)).statusCode).toBe(401)
    const login = await call('POST', '/api/admin/login', {}, { email: coordinator.email, password: STAFF_PASSWORD })
    expect(login.statusCode).toBe(401)
    expect((await call('POST', `/api/admin/staff/${coordinator.staffId}/enable`, admin.headers)).json().status).toBe(
      'active',
    )
    const again = await call('POST', '/api/admin/login', {}, { email: coordinator.email, password: STAFF_PASSWORD })
    expect(again.statusCode).toBe(200)
  })

  it('a reset ends the sessions, lifts the lock and answers a new link; the old password no longer works', async () => {
    const admin = await staffWithSession(app, 'admin')
    const coordinator = await staffWithSession(app, 'coordinator')
    await app.db
      .updateTable('staff')
      .set({ locked_at: new Date().toISOString() })
      .where('id', '=', coordinator.staffId)
      .execute()
    const reset = await call('POST', `/api/admin/staff/${coordinator.staffId}/reset`, admin.headers)
    expect(reset.statusCode).toBe(200)
    expect((await call('GET', '/api/admin/session', coordinator.headers)).statusCode).toBe(401)
    const login = await call('POST', '/api/admin/login', {}, { email: coordinator.email, password: STAFF_PASSWORD })
    expect(login.json().error.code).toBe('LOGIN_MISMATCH')
    const setupToken = tokenOfLink(reset.json().setupLink)
    const opened = await call('POST', '/api/admin/setup/start', {}, { setupToken })
    expect(opened.json().email).toBe(coordinator.email)
    const row = await app.db
      .selectFrom('staff')
      .selectAll()
      .where('id', '=', coordinator.staffId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'pending', locked_at: null, failed_logins: 0, totp_secret: null })
  })

  it('creates one account of five sent at once for the same e-mail', async () => {
    const admin = await staffWithSession(app, 'admin')
    const base = await listenOnLoopback(app)
    const answers = await fireAtOnce(5, async () => {
      const response = await fetch(`${base}/api/admin/staff`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...admin.headers },
        body: JSON.stringify({ email: 'race@ctc.example', name: '경주', role: 'coordinator' }),
      })
      return { status: response.status }
    })
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: 4 })
  })
})
