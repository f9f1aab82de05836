import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertGuestApplication } from '../../modules/staff-applicants/applicants.factory.js'
import { staffWithSession } from '../../modules/staff/staff.factory.js'
import { createTestStudy } from '../../modules/studies/studies.factory.js'
import { createTestApp } from '../../test/test-app.js'
import { refilledColumn } from '../../test/column-refill.js'
import * as firstContact from './20261129-s2-first-contact.js'

// Migration 20261129-s2: the first contact of every application (the time of its first status
// event by a person of the staff), filled from the history in one set-based statement, on the
// engine under test.

describe('migration 20261129-s2: the first contact', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('fills the first contact from the status history, and goes back down', async () => {
    const studyId = await createTestStudy(app, { title: 'Back-fill' })
    const { staffId } = await staffWithSession(app)
    const hour = (n: number) => new Date(Date.UTC(2026, 5, 1, n)).toISOString()
    /** An application with its history: [kind, by staff, at]. */
    const application = async (email: string, history: [string, boolean, string][]) => {
      const id = await insertGuestApplication(app, studyId, { email })
      for (const [kind, byStaff, at] of history) {
        await app.db
          .insertInto('application_events')
          .values({
            application_id: id,
            staff_id: byStaff ? staffId : null,
            staff_name: byStaff ? 'coordinator' : null,
            kind,
            from_status: 'received',
            to_status: 'contacted',
            created_at: at,
          })
          .execute()
      }
      return id
    }
    const expected = new Map([
      [await application('fill.none@example.com', []), null],
      // The applicant's own changes (a booking by the link) are no contact.
      [await application('fill.applicant@example.com', [['status', false, hour(1)]]), null],
      // Neither is a phone application's creation, an owner change or an undo.
      [
        await application('fill.kinds@example.com', [
          ['created', true, hour(1)],
          ['owner', true, hour(2)],
          ['undo', true, hour(3)],
        ]),
        null,
      ],
      // The first status event by a person, after the applicant's own.
      [
        await application('fill.first@example.com', [
          ['status', false, hour(1)],
          ['owner', true, hour(2)],
          ['status', true, hour(3)],
          ['status', true, hour(4)],
        ]),
        hour(3),
      ],
    ])

    expect(await refilledColumn(app.db, firstContact, 'first_contacted_at', [...expected.keys()])).toEqual(expected)
  })
})
