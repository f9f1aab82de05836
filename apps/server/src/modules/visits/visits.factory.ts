import type { FastifyInstance } from 'fastify'

// Test factory: an application with an invitation and a booked visit, stored as the booking
// service stores them (the slot's place taken).

export async function insertBookedVisit(
  app: FastifyInstance,
  applicationId: number,
  studyId: number,
  startsAt = '2026-12-20T01:00:00.000Z',
) {
  const at = app.now().toISOString()
  const slot = await app.db
    .insertInto('visit_slots')
    .values({
      study_id: studyId,
      starts_at: startsAt,
      place: '본관',
      capacity: 5,
      taken: 1,
      staff_id: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await app.db
    .insertInto('visit_invitations')
    .values({ application_id: applicationId, staff_id: null, created_at: at, expires_at: startsAt })
    .execute()
  await app.db
    .insertInto('visit_bookings')
    .values({ application_id: applicationId, slot_id: slot.id, state: 'booked', created_at: at, updated_at: at })
    .execute()
  return slot.id
}

/** The visits left of applications, and the places taken in a slot. */
export async function visitsLeft(app: FastifyInstance, applicationIds: number[], slotId: number) {
  const [bookings, invitations, slot] = await Promise.all([
    app.db.selectFrom('visit_bookings').select('id').where('application_id', 'in', applicationIds).execute(),
    app.db.selectFrom('visit_invitations').select('id').where('application_id', 'in', applicationIds).execute(),
    app.db.selectFrom('visit_slots').select('taken').where('id', '=', slotId).executeTakeFirstOrThrow(),
  ])
  return { bookings: bookings.length, invitations: invitations.length, taken: slot.taken }
}
