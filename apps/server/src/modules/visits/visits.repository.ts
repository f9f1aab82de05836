import type { Db } from '../../db/database.js'

// The SQL of screening visits: slots (with their count of places taken), invitations and bookings.

const SLOT_COLUMNS = ['s.id', 's.study_id', 's.starts_at', 's.place', 's.capacity', 's.taken', 's.closed'] as const

export function insertSlot(
  db: Db,
  row: { study_id: number; starts_at: string; place: string; capacity: number; staff_id: number; created_at: string },
) {
  return db.insertInto('visit_slots').values(row).returning('id').executeTakeFirstOrThrow()
}

export function findSlotsOfStudy(db: Db, studyId: number) {
  return db
    .selectFrom('visit_slots as s')
    .select(SLOT_COLUMNS)
    .where('s.study_id', '=', studyId)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute()
}

export function findSlot(db: Db, slotId: number) {
  return db.selectFrom('visit_slots as s').select(SLOT_COLUMNS).where('s.id', '=', slotId).executeTakeFirst()
}

export function setSlotClosed(db: Db, slotId: number, closed: boolean) {
  return db
    .updateTable('visit_slots')
    .set({ closed: closed ? 1 : 0 })
    .where('id', '=', slotId)
    .executeTakeFirst()
}

/** Deletes the slot if nobody holds a place in it; answers whether it went. */
export async function deleteEmptySlot(db: Db, slotId: number): Promise<boolean> {
  const result = await db.deleteFrom('visit_slots').where('id', '=', slotId).where('taken', '=', 0).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * Takes a place in an open slot of the study starting at or after `notBefore`: one conditional
 * UPDATE, so that of concurrent bookings of the last place exactly one succeeds (PostgreSQL
 * re-checks the condition on the row after the winner commits; SQLite has one writer).
 */
export async function takePlace(db: Db, slotId: number, studyId: number, notBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('visit_slots')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('id', '=', slotId)
    .where('study_id', '=', studyId)
    .where('closed', '=', 0)
    .where('starts_at', '>=', notBefore)
    .where((eb) => eb('taken', '<', eb.ref('capacity')))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export function releasePlace(db: Db, slotId: number) {
  return db
    .updateTable('visit_slots')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('id', '=', slotId)
    .where('taken', '>', 0)
    .execute()
}

/** Open slots of the study with a place left, starting at or after `notBefore`, soonest first. */
export function findFreeSlots(db: Db, studyId: number, notBefore: string, limit?: number) {
  return db
    .selectFrom('visit_slots as s')
    .select(SLOT_COLUMNS)
    .where('s.study_id', '=', studyId)
    .where('s.closed', '=', 0)
    .where('s.starts_at', '>=', notBefore)
    .where((eb) => eb('s.taken', '<', eb.ref('s.capacity')))
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .$if(limit !== undefined, (qb) => qb.limit(limit ?? 0))
    .execute()
}

/** A new invitation for the application, replacing any earlier one (whose link stops working). */
export async function replaceInvitation(
  db: Db,
  row: { application_id: number; staff_id: number | null; created_at: string; expires_at: string },
) {
  await db.deleteFrom('visit_invitations').where('application_id', '=', row.application_id).execute()
  return db.insertInto('visit_invitations').values(row).returning('id').executeTakeFirstOrThrow()
}

/** An invitation with its application's study, status and language. */
export function findInvitation(db: Db, invitationId: number) {
  return db
    .selectFrom('visit_invitations as i')
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .select(['i.id', 'i.application_id', 'i.expires_at', 'i.created_at', 'a.study_id', 'a.status', 'a.locale'])
    .where('i.id', '=', invitationId)
    .executeTakeFirst()
}

/** The invitation of one of the member's own applications, with the application's study, status and language. */
export function findInvitationOfMember(db: Db, memberId: number, applicationId: number) {
  return db
    .selectFrom('visit_invitations as i')
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .select(['i.id', 'i.application_id', 'i.expires_at', 'i.created_at', 'a.study_id', 'a.status', 'a.locale'])
    .where('i.application_id', '=', applicationId)
    .where('a.member_id', '=', memberId)
    .executeTakeFirst()
}

/** The live invitations and booked visits of some applications (My Page's list). */
export async function findOpenVisitsOf(db: Db, applicationIds: readonly number[], now: string) {
  if (applicationIds.length === 0) return { invitations: [], bookings: [] }
  const [invitations, bookings] = await Promise.all([
    db
      .selectFrom('visit_invitations')
      .select('application_id')
      .where('application_id', 'in', applicationIds)
      .where('expires_at', '>=', now)
      .execute(),
    db
      .selectFrom('visit_bookings as b')
      .innerJoin('visit_slots as s', 's.id', 'b.slot_id')
      .select(['b.application_id', 's.starts_at', 's.place'])
      .where('b.application_id', 'in', applicationIds)
      .where('b.state', '=', 'booked')
      .execute(),
  ])
  return { invitations, bookings }
}

export function extendInvitation(db: Db, applicationId: number, until: string) {
  return db
    .updateTable('visit_invitations')
    .set({ expires_at: until })
    .where('application_id', '=', applicationId)
    .where('expires_at', '<', until)
    .execute()
}

const BOOKING_COLUMNS = [
  'b.id',
  'b.application_id',
  'b.slot_id',
  'b.state',
  'b.version',
  'b.created_at',
  's.starts_at',
  's.place',
  's.study_id',
] as const

/** The application's latest booking (booked first), with its slot. */
export function findLatestBooking(db: Db, applicationId: number) {
  return db
    .selectFrom('visit_bookings as b')
    .innerJoin('visit_slots as s', 's.id', 'b.slot_id')
    .select(BOOKING_COLUMNS)
    .where('b.application_id', '=', applicationId)
    .orderBy((eb) => eb.case().when('b.state', '=', 'booked').then(0).else(1).end())
    .orderBy('b.id', 'desc')
    .executeTakeFirst()
}

export function findBooking(db: Db, bookingId: number) {
  return db
    .selectFrom('visit_bookings as b')
    .innerJoin('visit_slots as s', 's.id', 'b.slot_id')
    .select(BOOKING_COLUMNS)
    .where('b.id', '=', bookingId)
    .executeTakeFirst()
}

/** Every booking and invitation of the notice's applications (the latest booking of each wins in the service). */
export function findVisitsOfStudy(db: Db, studyId: number) {
  return Promise.all([
    db
      .selectFrom('visit_bookings as b')
      .innerJoin('visit_slots as s', 's.id', 'b.slot_id')
      .select(BOOKING_COLUMNS)
      .where('s.study_id', '=', studyId)
      .orderBy('b.id')
      .execute(),
    db
      .selectFrom('visit_invitations as i')
      .innerJoin('applications as a', 'a.id', 'i.application_id')
      .select(['i.application_id', 'i.created_at', 'i.expires_at'])
      .where('a.study_id', '=', studyId)
      .execute(),
  ])
}

export function insertBooking(db: Db, row: { application_id: number; slot_id: number; state: string; at: string }) {
  return db
    .insertInto('visit_bookings')
    .values({
      application_id: row.application_id,
      slot_id: row.slot_id,
      state: row.state,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow()
}

export function moveBooking(db: Db, bookingId: number, slotId: number, at: string) {
  return db
    .updateTable('visit_bookings')
    .set((eb) => ({ slot_id: slotId, version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', bookingId)
    .where('state', '=', 'booked')
    .returning(['id', 'version'])
    .executeTakeFirst()
}

export function deleteBooking(db: Db, bookingId: number) {
  return db.deleteFrom('visit_bookings').where('id', '=', bookingId).where('state', '=', 'booked').executeTakeFirst()
}

/** Marks a booked visit attended or no-show; answers whether it was still booked. */
export async function markBooking(db: Db, bookingId: number, state: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('visit_bookings')
    .set({ state, updated_at: at })
    .where('id', '=', bookingId)
    .where('state', '=', 'booked')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Deletes the invitations and bookings of applications that are going (withdrawal, retention),
 * giving their places back. Called before the applications are deleted, in the same transaction.
 */
export async function deleteVisitsOf(db: Db, applicationIds: readonly number[]): Promise<void> {
  if (applicationIds.length === 0) return
  const bookings = await db
    .deleteFrom('visit_bookings')
    .where('application_id', 'in', applicationIds)
    .returning('slot_id')
    .execute()
  for (const { slot_id } of bookings) await releasePlace(db, slot_id)
  await db.deleteFrom('visit_invitations').where('application_id', 'in', applicationIds).execute()
}
