import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertGuestApplication } from '../../modules/staff-applicants/applicants.factory.js'
import { createTestStudy } from '../../modules/studies/studies.factory.js'
import { refilledColumn } from '../../test/column-refill.js'
import { createTestApp } from '../../test/test-app.js'
import * as firstContactMs from './20261130-f1-first-contact-ms.js'

// Migration 20261130-f1: the milliseconds from each application to its first contact, filled from
// the two instants on the engine under test, equal to what Date.parse gives (the dashboard's
// median used to compute them from the instants on every call).

describe('migration 20261130-f1: the milliseconds to first contact', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('fills the milliseconds from the instants exactly, leaves the uncontacted empty, and goes back down', async () => {
    const studyId = await createTestStudy(app, { title: 'Back-fill ms' })
    const cases: [string, string | null][] = [
      ['2026-06-01T01:00:00.000Z', null],
      ['2026-06-01T01:00:00.000Z', '2026-06-01T01:00:00.000Z'],
      // Milliseconds on both sides, across a day and a month.
      ['2026-06-01T23:59:59.999Z', '2026-06-02T00:00:00.001Z'],
      ['2026-01-31T15:04:05.123Z', '2026-03-02T08:00:00.456Z'],
      // Years apart: more than 2^31 milliseconds.
      ['2021-11-29T10:00:00.007Z', '2026-11-28T09:59:59.993Z'],
    ]
    const expected = new Map<number, number | null>()
    for (const [index, [applied, contacted]] of cases.entries()) {
      const id = await insertGuestApplication(app, studyId, { email: `ms${index}@example.com` }, new Date(applied))
      await app.db.updateTable('applications').set({ first_contacted_at: contacted }).where('id', '=', id).execute()
      expected.set(id, contacted === null ? null : Date.parse(contacted) - Date.parse(applied))
    }
    const filled = await refilledColumn(app.db, firstContactMs, 'first_contact_ms', [...expected.keys()])
    expect(new Map([...filled].map(([id, ms]) => [id, ms === null ? null : Number(ms)]))).toEqual(expected)
    expect(Math.max(...[...expected.values()].map(Number))).toBeGreaterThan(2 ** 31)
  })
})
