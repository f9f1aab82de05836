import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertGuestApplication } from '../../modules/staff-applicants/applicants.factory.js'
import { createTestStudy } from '../../modules/studies/studies.factory.js'
import { createTestApp } from '../../test/test-app.js'
import { refilledColumn } from '../../test/column-refill.js'
import * as furthestStep from './20261129-s1-furthest-step.js'

// Migration 20261129-s1: the furthest funnel step of every application, filled from its
// current status and its status history in set-based statements, on the engine under test.

describe('migration 20261129-s1: the furthest funnel step', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('fills the step from the status and from the status history, and goes back down', async () => {
    const studyId = await createTestStudy(app, { title: 'Back-fill' })
    const at = app.now().toISOString()
    const application = async (email: string, status: string, moves: [string, string, string?][]) => {
      const id = await insertGuestApplication(app, studyId, { email })
      await app.db.updateTable('applications').set({ status }).where('id', '=', id).execute()
      for (const [from, to, kind = 'status'] of moves) {
        await app.db
          .insertInto('application_events')
          .values({
            application_id: id,
            staff_id: null,
            staff_name: null,
            kind,
            from_status: from,
            to_status: to,
            reason: null,
            note: null,
            value: null,
            created_at: at,
          })
          .execute()
      }
      return id
    }
    const expected = new Map([
      [await application('fill.none@example.com', 'received', []), 0],
      [await application('fill.status@example.com', 'screened', []), 3],
      // Booked, then moved back and closed: the history gives the step.
      [
        await application('fill.back@example.com', 'declined', [
          ['received', 'prescreen_passed'],
          ['prescreen_passed', 'screening_booked'],
          ['screening_booked', 'declined'],
        ]),
        2,
      ],
      // Enrolled now, with an earlier history: the status gives the step.
      [await application('fill.enrolled@example.com', 'enrolled', [['received', 'screened']]), 4],
      // Only status changes count: neither the created event nor an undo's event.
      [
        await application('fill.kinds@example.com', 'contacted', [
          ['', 'enrolled', 'created'],
          ['enrolled', 'contacted', 'undo'],
          ['received', 'prescreen_passed'],
        ]),
        1,
      ],
    ])

    expect(await refilledColumn(app.db, furthestStep, 'furthest_step', [...expected.keys()])).toEqual(expected)
  })
})
