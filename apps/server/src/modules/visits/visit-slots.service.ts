import type { AccessAction } from '@ctc/contract/staff-access-log'
import type { VisitSlot, VisitSlotCreateRequest, VisitSlotListResponse } from '@ctc/contract/visit-booking'
import { AppError, notFound } from '../../errors.js'
import { appendAccess } from '../staff/access-log.js'
import type { PipelineContext } from '../staff-applicants/applicants.service.js'
import { pipelineNotice } from '../staff-applicants/applicants.service.js'
import { seoulDateTime } from './visit-booking.service.js'
import { deleteEmptySlot, findSlot, findSlotsOfStudy, insertSlot, setSlotClosed } from './visits.repository.js'

// A notice's visit slots in the console: opened, listed with places taken, closed or deleted
// while empty. Every change is access-logged (the slots lead to people's bookings).

type SlotRow = NonNullable<Awaited<ReturnType<typeof findSlot>>>

export const toVisitSlot = (row: SlotRow): VisitSlot => ({
  slotId: row.id,
  studyId: row.study_id,
  ...seoulDateTime(row.starts_at),
  startsAt: row.starts_at,
  place: row.place,
  capacity: row.capacity,
  taken: row.taken,
  closed: row.closed === 1,
})

export function logVisit(
  ctx: PipelineContext,
  action: AccessAction,
  record: { type: 'application' | 'notice' | 'visit_slot'; id: number | string },
) {
  return appendAccess(
    ctx.db,
    {
      staffId: ctx.session.staff.staffId,
      staffName: ctx.session.staff.name,
      action,
      recordType: record.type,
      recordId: record.id,
      reason: 'application_review',
      address: ctx.address,
    },
    ctx.now,
  )
}

export async function listSlots(ctx: PipelineContext, studyId: number): Promise<VisitSlotListResponse> {
  await pipelineNotice(ctx.db, studyId)
  return { dataList: (await findSlotsOfStudy(ctx.db, studyId)).map(toVisitSlot) }
}

export async function createSlot(
  ctx: PipelineContext,
  studyId: number,
  input: VisitSlotCreateRequest,
): Promise<VisitSlotListResponse> {
  await pipelineNotice(ctx.db, studyId)
  const startsAt = new Date(`${input.date}T${input.time}:00+09:00`)
  if (startsAt.getTime() <= ctx.now.getTime()) {
    throw new AppError(400, 'VALIDATION_FAILED', 'A visit slot starts in the future')
  }
  const { id } = await insertSlot(ctx.db, {
    study_id: studyId,
    starts_at: startsAt.toISOString(),
    place: input.place,
    capacity: input.capacity,
    staff_id: ctx.session.staff.staffId,
    created_at: ctx.now.toISOString(),
  })
  await logVisit(ctx, 'visit.slot_create', { type: 'visit_slot', id })
  return listSlots(ctx, studyId)
}

async function slotOrThrow(ctx: PipelineContext, slotId: number) {
  const slot = await findSlot(ctx.db, slotId)
  if (!slot) throw notFound('No such visit slot')
  return slot
}

export async function updateSlot(
  ctx: PipelineContext,
  slotId: number,
  closed: boolean,
): Promise<VisitSlotListResponse> {
  const slot = await slotOrThrow(ctx, slotId)
  await setSlotClosed(ctx.db, slotId, closed)
  await logVisit(ctx, 'visit.slot_update', { type: 'visit_slot', id: slotId })
  return listSlots(ctx, slot.study_id)
}

export async function deleteSlot(ctx: PipelineContext, slotId: number): Promise<VisitSlotListResponse> {
  const slot = await slotOrThrow(ctx, slotId)
  if (!(await deleteEmptySlot(ctx.db, slotId))) {
    throw new AppError(409, 'SLOT_IN_USE', 'Someone holds a place in this slot: close it instead')
  }
  await logVisit(ctx, 'visit.slot_delete', { type: 'visit_slot', id: slotId })
  return listSlots(ctx, slot.study_id)
}
