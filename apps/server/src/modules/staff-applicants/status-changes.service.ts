import { type ApplicationStatus, isClosingStatus } from '@ctc/contract/application-status'
import type {
  BulkStatusRequest,
  BulkStatusResponse,
  ChangeMailOutcome,
  StatusChangeRequest,
  StatusChangeResponse,
  StatusChangeResult,
  StatusUndoRequest,
  StatusUndoResponse,
  UndoOutcome,
  UndoScope,
} from '@ctc/contract/staff-applicants'
import { sealJson } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { firstContactWith, furthestStepWith } from '../applications/funnel-step.js'
import {
  type PipelineContext,
  applicantOrThrow,
  logPipeline,
  noteKey,
  pipelineNotice,
  viewApplicant,
} from './applicants.service.js'
import {
  cancelHeldMail,
  cancelHeldMails,
  holdStatusMail,
  isMailedStatus,
  mailTaken,
  statusMailRecipient,
} from './status-mails.js'

// Status changes of the pipeline, one or many, and their undo. A change to a status that
// e-mails the applicant holds the mail for STATUS_MAIL_HOLD_SECONDS (unless the coordinator
// chose no mail); within that time the change, or only its mail, can be undone.

interface Move {
  applicationId: number
  from: string
  to: ApplicationStatus
  reason: string | undefined
  note: string | undefined
  snapshot: string
  /** What this change does about the applicant's mail. */
  mail: ChangeMailOutcome
}

const editConflict = () => new AppError(409, 'EDIT_CONFLICT', 'Someone else changed this application; reload it')

/** What a change does about the mail, from the status and the coordinator's choice. */
function mailOutcome(status: string, notify: boolean): ChangeMailOutcome {
  if (!isMailedStatus(status)) return 'none'
  return notify ? 'held' : 'off'
}

// What the event row records of the mail (a held mail's fate is read from its job).
const EVENT_MAIL: Record<ChangeMailOutcome, string | null> = {
  held: 'held',
  off: 'off',
  no_address: 'skipped',
  none: null,
}

/** One status change inside a transaction: undefined when the status was no longer `from`. */
async function move(trx: Db, ctx: PipelineContext, change: Move): Promise<StatusChangeResult | undefined> {
  const at = ctx.now.toISOString()
  const updated = await trx
    .updateTable('applications')
    .set({
      status: change.to,
      furthest_step: furthestStepWith(change.to),
      ...firstContactWith(trx, at),
      closing_reason: isClosingStatus(change.to) ? (change.reason ?? null) : null,
      last_activity_at: at,
      updated_at: at,
    })
    .where('id', '=', change.applicationId)
    .where('status', '=', change.from)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) return undefined
  await cancelHeldMails(trx, change.applicationId, ctx.now)
  const key = change.note ? await noteKey(trx, ctx, change.snapshot) : undefined
  const event = await trx
    .insertInto('application_events')
    .values({
      application_id: change.applicationId,
      staff_id: ctx.session.staff.staffId,
      staff_name: ctx.session.staff.name,
      kind: 'status',
      from_status: change.from,
      to_status: change.to,
      reason: change.reason ?? null,
      note: key && change.note ? sealJson(key, change.note) : null,
      mail: EVENT_MAIL[change.mail],
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const sendAt = change.mail === 'held' ? await holdStatusMail(trx, event.id, ctx.now) : undefined
  return { eventId: event.id, mail: change.mail, sendAt: sendAt?.toISOString() ?? null }
}

/** After status changes: refresh public counts when enrolment changed. */
async function afterMoves(ctx: PipelineContext, studyIds: number[], enrolmentChanged: boolean) {
  if (!enrolmentChanged) return
  for (const studyId of new Set(studyIds)) await ctx.changes.publish({ topic: 'notices', id: studyId })
}

const touchesEnrolment = (from: string, to: string) => from === 'enrolled' || to === 'enrolled'

/** The move of one application's row to the status a change asks for. */
const moveOf = (
  row: { id: number; status: string; snapshot: string },
  input: StatusChangeRequest | BulkStatusRequest,
  mail: ChangeMailOutcome,
): Move => ({
  applicationId: row.id,
  from: row.status,
  to: input.status,
  reason: input.reason,
  note: input.note,
  snapshot: row.snapshot,
  mail,
})

export async function changeStatus(
  ctx: PipelineContext,
  applicationId: number,
  input: StatusChangeRequest,
): Promise<StatusChangeResponse> {
  const row = await applicantOrThrow(ctx, applicationId)
  if (row.status !== input.fromStatus) throw editConflict()
  let change: StatusChangeResult | null = null
  if (input.status !== input.fromStatus) {
    let mail = mailOutcome(input.status, input.notify)
    if (mail === 'held' && !(await statusMailRecipient(ctx, applicationId))?.to) mail = 'no_address'
    const moved = await ctx.db.transaction().execute((trx) => move(trx, ctx, moveOf(row, input, mail)))
    if (!moved) throw editConflict()
    change = moved
    await logPipeline(ctx, 'application.status', { type: 'application', id: applicationId })
    await afterMoves(ctx, [row.study_id], touchesEnrolment(row.status, input.status))
  }
  return { ...(await viewApplicant(ctx, applicationId)), change }
}

export async function bulkStatus(
  ctx: PipelineContext,
  studyId: number,
  input: BulkStatusRequest,
): Promise<BulkStatusResponse> {
  await pipelineNotice(ctx.db, studyId)
  const rows = await ctx.db
    .selectFrom('applications')
    .select(['id', 'status', 'snapshot'])
    .where('study_id', '=', studyId)
    .where('id', 'in', input.applicationIds)
    .where('status', '<>', input.status)
    .execute()
  const mail = mailOutcome(input.status, input.notify)
  const results: { applicationId: number; change: StatusChangeResult }[] = []
  let enrolmentChanged = false
  await ctx.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const change = await move(trx, ctx, moveOf(row, input, mail))
      if (change) {
        results.push({ applicationId: row.id, change })
        enrolmentChanged ||= touchesEnrolment(row.status, input.status)
      }
    }
  })
  const changed = results.map((result) => result.applicationId)
  if (changed.length > 0) {
    await logPipeline(ctx, 'application.status', { type: 'application', id: changed.join(',') })
    await afterMoves(ctx, [studyId], enrolmentChanged)
  }
  return {
    changed,
    eventIds: results.map((result) => result.change.eventId),
    mail,
    sendAt: results[0]?.change.sendAt ?? null,
  }
}

/** Stops an undo's transaction, so that nothing of it stays, with what the coordinator is told. */
class UndoRefused extends Error {
  constructor(readonly outcome: UndoOutcome) {
    super(outcome)
  }
}

interface Undone {
  outcome: UndoOutcome
  applicationId?: number
  studyId?: number
  enrolmentChanged?: boolean
}

/** Whether the application changed status after this event (another change, or an undo). */
async function changedSince(trx: Db, event: { id: number; application_id: number }): Promise<boolean> {
  const later = await trx
    .selectFrom('application_events')
    .select('id')
    .where('application_id', '=', event.application_id)
    .where('kind', 'in', ['status', 'undo'])
    .where('id', '>', event.id)
    .executeTakeFirst()
  return later !== undefined
}

/** The closing reason the application had in `status` before this event, to put back with it. */
async function reasonBefore(trx: Db, event: { id: number; application_id: number }, status: string) {
  if (!isClosingStatus(status)) return null
  const earlier = await trx
    .selectFrom('application_events')
    .select('reason')
    .where('application_id', '=', event.application_id)
    .where('kind', '=', 'status')
    .where('to_status', '=', status)
    .where('id', '<', event.id)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return earlier?.reason ?? null
}

/**
 * Undoes one status change, all or nothing, in one transaction. The application's row is
 * written first (put back, or for a mail alone its activity time), then the held mail is
 * cancelled by the statement that checks no worker has taken it; when a worker has, the
 * transaction is rolled back and the answer says the mail has gone. Rows are taken in the same
 * order as a status change takes them (application, then job), so the two never deadlock.
 */
async function undoOne(ctx: PipelineContext, eventId: number, scope: UndoScope): Promise<Undone> {
  try {
    return await ctx.db.transaction().execute(async (trx): Promise<Undone> => {
      const event = await trx
        .selectFrom('application_events as e')
        .innerJoin('applications as a', 'a.id', 'e.application_id')
        .select(['e.id', 'e.application_id', 'e.kind', 'e.from_status', 'e.to_status', 'a.study_id'])
        .where('e.id', '=', eventId)
        .executeTakeFirst()
      if (!event || event.kind !== 'status' || !event.from_status || !event.to_status) return { outcome: 'not_held' }
      const refusal = async (): Promise<UndoOutcome> => {
        if (await mailTaken(trx, eventId)) return 'already_sent'
        return (await changedSince(trx, event)) ? 'moved_since' : 'not_held'
      }
      const at = ctx.now.toISOString()
      const written = await trx
        .updateTable('applications')
        .set(
          scope === 'change'
            ? {
                status: event.from_status,
                furthest_step: furthestStepWith(event.from_status),
                closing_reason: await reasonBefore(trx, event, event.from_status),
                last_activity_at: at,
                updated_at: at,
              }
            : { last_activity_at: at },
        )
        .where('id', '=', event.application_id)
        .$if(scope === 'change', (qb) => qb.where('status', '=', event.to_status ?? ''))
        .executeTakeFirst()
      if (Number(written.numUpdatedRows) === 0) return { outcome: await refusal() }
      if (!(await cancelHeldMail(trx, eventId, ctx.now))) throw new UndoRefused(await refusal())
      const done = { outcome: 'undone' as const, applicationId: event.application_id, studyId: event.study_id }
      if (scope === 'mail') return done
      // The same status again after other changes (A to B to A): this change is no longer the last.
      if (await changedSince(trx, event)) throw new UndoRefused('moved_since')
      await trx
        .insertInto('application_events')
        .values({
          application_id: event.application_id,
          staff_id: ctx.session.staff.staffId,
          staff_name: ctx.session.staff.name,
          kind: 'undo',
          from_status: event.to_status,
          to_status: event.from_status,
          value: String(event.id),
          created_at: at,
        })
        .execute()
      return { ...done, enrolmentChanged: touchesEnrolment(event.from_status, event.to_status) }
    })
  } catch (error) {
    if (error instanceof UndoRefused) return { outcome: error.outcome }
    throw error
  }
}

/** Undoes status changes (or only their mails) whose mail is still held; each on its own. */
export async function undoStatusChanges(ctx: PipelineContext, input: StatusUndoRequest): Promise<StatusUndoResponse> {
  const results: StatusUndoResponse['results'] = []
  const undone: Undone[] = []
  for (const eventId of input.eventIds) {
    const result = await undoOne(ctx, eventId, input.scope)
    results.push({ eventId, outcome: result.outcome })
    if (result.outcome === 'undone') undone.push(result)
  }
  if (undone.length > 0) {
    const ids = undone.map((result) => result.applicationId)
    await logPipeline(ctx, 'application.status', { type: 'application', id: ids.join(',') })
    await afterMoves(
      ctx,
      undone.flatMap((result) => (result.studyId === undefined ? [] : [result.studyId])),
      undone.some((result) => result.enrolmentChanged),
    )
  }
  return { results }
}
