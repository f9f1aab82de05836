import { STAFF_TOKEN_HEADER } from '@ctc/contract/staff-auth'
import { FUNNEL_STEPS } from '@ctc/contract/staff-dashboard'
import { VolunteerHealthSchema } from '@ctc/contract/volunteer-form'
import type { FastifyInstance } from 'fastify'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openJson } from '../../crypto/data-keys.js'
import { findMemberByEmail, findVolunteerProfile } from '../../modules/members/members.repository.js'
import { verifyAccessChain } from '../../modules/staff/access-log.js'
import { refilledColumn } from '../../test/column-refill.js'
import { createTestApp } from '../../test/test-app.js'
import * as furthestStep from '../migrations/20261129-s1-furthest-step.js'
import * as firstContact from '../migrations/20261129-s2-first-contact.js'
import * as firstContactMs from '../migrations/20261130-f1-first-contact-ms.js'
import { CONSOLE_DATA_PASSWORD, type ConsoleDataManifest, countRows, generateConsoleData } from './console-data.js'

// The console benchmark's generator at a small scale (CI runs this; the bench runs it at full
// size): the app's own repositories, services and routes read what it wrote, and the access log
// it chained verifies. On PostgreSQL too when TEST_DATABASE_URL is set.

describe('console benchmark data at scale 0.001', () => {
  let app: FastifyInstance
  let manifest: ConsoleDataManifest
  let token: string

  beforeAll(async () => {
    app = await createTestApp()
    manifest = await generateConsoleData(app.db, {
      secret: app.config.appSecret ?? '',
      scale: 0.001,
      staff: 3,
      now: app.now(),
    })
    const staff = manifest.staff[0]
    if (!staff) throw new Error('no staff')
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: CONSOLE_DATA_PASSWORD },
    })
    expect(login.statusCode).toBe(200)
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(staff.totpSecret) }).generate({
      timestamp: app.now().getTime(),
    })
    const session = await app.inject({
      method: 'POST',
      url: '/api/admin/login/code',
      payload: { challenge: login.json<{ challenge: string }>().challenge, code },
    })
    expect(session.statusCode).toBe(200)
    token = session.json<{ token: string }>().token
  }, 120_000)
  afterAll(() => app.close())

  it('writes the table of issue 30 at the scale asked', async () => {
    expect(manifest.size).toEqual({
      members: 100,
      notices: 4,
      applications: 400,
      events: 2000,
      accessLog: 5000,
      jobs: 1000,
    })
    const counts = await countRows(app.db)
    expect(counts).toMatchObject({
      members: 100,
      volunteer_profiles: 100,
      studies: 4,
      applications: 400,
      application_events: 2000,
      jobs: 1000,
    })
    // The staff set-up's own rows come first in the chain.
    expect(counts.access_log).toBeGreaterThan(5000)
  })

  it('chains the access log as the app does, so that it verifies', async () => {
    const check = await verifyAccessChain(app.db)
    expect(check).toMatchObject({ ok: true, rows: (await countRows(app.db)).access_log })
  })

  it('seals members and their volunteer forms so that the app opens them', async () => {
    const secret = app.config.appSecret
    const member = await findMemberByEmail(app.db, secret, manifest.sampleMember.email)
    expect(member?.name).toBe(manifest.sampleMember.name)
    expect(member?.personal).toMatch(/^enc1:/)
    const profile = await findVolunteerProfile(app.db, member?.id ?? 0)
    expect(profile?.answers).toMatch(/^enc1:/)
    expect(VolunteerHealthSchema.safeParse(await openJson(app.db, secret, profile?.answers ?? '')).success).toBe(true)
  })

  it('serves the pipeline, an applicant and the member search through the console', async () => {
    const headers = { [STAFF_TOKEN_HEADER]: token }
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/notices/${manifest.pipelineNoticeId}/applicants?sort=name`,
      headers,
    })
    expect(list.statusCode).toBe(200)
    const body = list.json<{ dataList: { applicationId: number; name: string }[]; paging: { totalCount: number } }>()
    expect(body.dataList.length).toBe(Math.min(50, manifest.pipelineApplications))
    expect(body.dataList.every((row) => row.name.length > 0)).toBe(true)
    const first = body.dataList[0]
    const detail = await app.inject({ method: 'GET', url: `/api/admin/applications/${first?.applicationId}`, headers })
    expect(detail.statusCode).toBe(200)
    const shown = detail.json<{ applicant: { name: string; form: { email?: string } }; history: unknown[] }>()
    expect(shown.applicant.name).toBe(first?.name)
    expect(shown.applicant.form.email).toMatch(/@bench\.example$/)
    expect(shown.history.length).toBeGreaterThan(0)

    const search = await app.inject({
      method: 'POST',
      url: '/api/admin/members/search',
      headers,
      payload: { field: 'email', value: manifest.sampleMember.email, reason: 'member_inquiry' },
    })
    expect(search.statusCode).toBe(200)
    expect(search.json<{ dataList: unknown[] }>().dataList).toHaveLength(1)
  })

  it("gives each application a history that leads to its status, so that the funnel's steps are all held", async () => {
    const rows = await app.db.selectFrom('applications').select(['id', 'status', 'furthest_step']).execute()
    const changes = await app.db
      .selectFrom('application_events')
      .select(['application_id', 'to_status'])
      .where('kind', '=', 'status')
      .orderBy('id')
      .execute()
    const last = new Map(changes.map((event) => [event.application_id, event.to_status]))
    expect(rows.map((row) => [row.id, last.get(row.id) ?? 'received'])).toEqual(rows.map((row) => [row.id, row.status]))
    // Every step of the funnel is some application's furthest.
    expect(new Set(rows.map((row) => Number(row.furthest_step)))).toEqual(new Set(FUNNEL_STEPS.map((_, step) => step)))
  })

  it('keeps on each application the furthest step and first contact its history gives, as the app does', async () => {
    const rows = await app.db.selectFrom('applications').select(['id', 'furthest_step', 'first_contacted_at']).execute()
    const ids = rows.map((row) => row.id)
    // What the migrations fill the columns with from the history, read after the rows as written.
    const steps = await refilledColumn(app.db, furthestStep, 'furthest_step', ids)
    const contacts = await refilledColumn(app.db, firstContact, 'first_contacted_at', ids)
    expect(rows.map((row) => [row.id, row.furthest_step, row.first_contacted_at])).toEqual(
      rows.map((row) => [row.id, Number(steps.get(row.id)), contacts.get(row.id) ?? null]),
    )
    expect(rows.filter((row) => row.first_contacted_at !== null).length).toBeGreaterThan(rows.length / 2)
  })

  it('keeps on each application the milliseconds from applying to its first contact, as the app and the migration do', async () => {
    const rows = await app.db
      .selectFrom('applications')
      .select(['id', 'created_at', 'first_contacted_at', 'first_contact_ms'])
      .execute()
    const written = rows.map((row) => [row.id, row.first_contact_ms === null ? null : Number(row.first_contact_ms)])
    expect(written).toEqual(
      rows.map((row) => [
        row.id,
        row.first_contacted_at === null ? null : Date.parse(row.first_contacted_at) - Date.parse(row.created_at),
      ]),
    )
    const refilled = await refilledColumn(
      app.db,
      firstContactMs,
      'first_contact_ms',
      rows.map((row) => row.id),
    )
    expect(written).toEqual(
      rows.map((row) => [row.id, refilled.get(row.id) == null ? null : Number(refilled.get(row.id))]),
    )
  })
})
