import { type ApplicationStatus, MAILED_STATUSES, STALE_DAYS, isClosingStatus } from '@ctc/contract/application-status'
import { CONSENT_VERSION } from '@ctc/contract/consents'
import type { AccessAction, AccessReason } from '@ctc/contract/staff-access-log'
import {
  APPLICANTS_PAGE_SIZE,
  type Applicant,
  type ApplicantDetailResponse,
  type ApplicantListQuery,
  type ApplicantListResponse,
  type ApplicantUpdateRequest,
  type ApplicationChannel,
  type ApplicationEvent,
  type BulkStatusRequest,
  type PhoneApplicationRequest,
  type RecruitmentSettingsRequest,
  type StatusChangeRequest,
} from '@ctc/contract/staff-applicants'
import type { FastifyBaseLogger } from 'fastify'
import { keyOfSealed, newDataKey, openJson, sealJson } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { AppError, notFound } from '../../errors.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import type { ChangeFeed } from '../../plugins/change-feed.js'
import { statusMailJob } from '../applications/application-jobs.js'
import { applicantKeys } from '../../crypto/applicant-keys.js'
import { insertApplication } from '../applications/applications.repository.js'
import { openPersonal } from '../members/members.repository.js'
import { appendAccess } from '../staff/access-log.js'
import type { LiveStaffSession, StaffContext } from '../staff/staff-auth.service.js'
import { paging } from '../studies/studies.service.js'
import {
  type ApplicantRow,
  countByStatus,
  findActiveStaff,
  findApplicant,
  findApplicants,
  findEvents,
  findPipelineNotice,
} from './applicants.repository.js'

// The applicant pipeline: what the coordinator sees and changes. Each look and change is
// access-logged (reason: application review); a status the applicant is told about queues
// its mail in the same transaction as the change.

export interface PipelineContext extends StaffContext {
  session: LiveStaffSession
  log: FastifyBaseLogger
  changes: ChangeFeed
  /** Runs queued jobs now rather than at the next poll. */
  wakeJobs: () => void
}

const DAY_MS = 86_400_000
const staleBefore = (now: Date) => new Date(now.getTime() - STALE_DAYS * DAY_MS).toISOString()

export function logPipeline(
  ctx: PipelineContext,
  action: AccessAction,
  record: { type: 'application' | 'notice'; id: string | number },
  extra: { reason?: AccessReason; reasonText?: string | undefined; rowCount?: number } = {},
) {
  return appendAccess(
    ctx.db,
    {
      staffId: ctx.session.staff.staffId,
      staffName: ctx.session.staff.name,
      action,
      recordType: record.type,
      recordId: record.id,
      reason: extra.reason ?? 'application_review',
      reasonText: extra.reasonText,
      rowCount: extra.rowCount,
      address: ctx.address,
    },
    ctx.now,
  )
}

/** The form as submitted, decrypted (empty when its key was destroyed). */
export async function openForm(ctx: StaffContext, snapshot: string): Promise<Record<string, string | number>> {
  const form = await openJson(ctx.db, ctx.secret, snapshot)
  if (!form || typeof form !== 'object') return {}
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  )
}

/** A member applicant's name as the account has it now (sealed with the member's key). */
export async function memberName(
  ctx: StaffContext,
  row: { member_name: string | null; member_personal: string | null },
): Promise<string | undefined> {
  if (row.member_name === null) return undefined
  return (await openPersonal(ctx.db, ctx.secret, row.member_personal, { name: row.member_name }))?.name
}

async function toApplicant(ctx: StaffContext, row: ApplicantRow): Promise<Applicant> {
  const name = (await memberName(ctx, row)) ?? String((await openForm(ctx, row.snapshot)).name ?? '')
  return {
    applicationId: row.id,
    name,
    status: row.status as ApplicationStatus,
    ownerStaffId: row.owner_staff_id,
    ownerName: row.owner_name,
    nextActionOn: row.next_action_on,
    source: row.join_path,
    channel: row.channel as ApplicationChannel,
    member: row.member_id !== null,
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    stale: Number(row.stale) === 1,
  }
}

async function pipelineNotice(db: Db, studyId: number) {
  const notice = await findPipelineNotice(db, studyId)
  if (!notice) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
  return notice
}

export async function listApplicants(
  ctx: PipelineContext,
  studyId: number,
  query: ApplicantListQuery,
): Promise<ApplicantListResponse> {
  const notice = await pipelineNotice(ctx.db, studyId)
  const [{ rows, total }, counts] = await Promise.all([
    findApplicants(ctx.db, studyId, query, {
      staleBefore: staleBefore(ctx.now),
      limit: APPLICANTS_PAGE_SIZE,
      offset: (query.page - 1) * APPLICANTS_PAGE_SIZE,
    }),
    countByStatus(ctx.db, studyId),
  ])
  let dataList = await Promise.all(rows.map((row) => toApplicant(ctx, row)))
  if (query.sort === 'name') {
    // Every row of the notice came back (names are sealed, SQL cannot order them): sort, then page.
    const collator = new Intl.Collator('ko')
    const sign = query.order === 'desc' ? -1 : 1
    dataList = dataList
      .sort((a, b) => sign * (collator.compare(a.name, b.name) || a.applicationId - b.applicationId))
      .slice((query.page - 1) * APPLICANTS_PAGE_SIZE, query.page * APPLICANTS_PAGE_SIZE)
  }
  await logPipeline(ctx, 'application.list', { type: 'notice', id: studyId })
  return {
    notice: {
      studyId,
      title: notice.title,
      applyMethod: notice.apply_method as 'online' | 'phone',
      ownerStaffId: notice.owner_staff_id,
      targetCount: notice.target_count,
      counts,
    },
    dataList,
    paging: paging(query.page, APPLICANTS_PAGE_SIZE, total),
  }
}

async function applicantOrThrow(ctx: StaffContext, applicationId: number): Promise<ApplicantRow> {
  const row = await findApplicant(ctx.db, applicationId, staleBefore(ctx.now))
  if (!row) throw notFound('No such application')
  return row
}

export async function viewApplicant(ctx: PipelineContext, applicationId: number): Promise<ApplicantDetailResponse> {
  const row = await applicantOrThrow(ctx, applicationId)
  const [applicant, form, events, notice, takenBy] = await Promise.all([
    toApplicant(ctx, row),
    openForm(ctx, row.snapshot),
    findEvents(ctx.db, applicationId),
    pipelineNotice(ctx.db, row.study_id),
    row.channel === 'phone'
      ? ctx.db
          .selectFrom('applications as a')
          .innerJoin('staff as s', 's.id', 'a.consent_taken_by')
          .select('s.name')
          .where('a.id', '=', applicationId)
          .executeTakeFirst()
      : undefined,
  ])
  const history: ApplicationEvent[] = []
  if (!events.some((event) => event.kind === 'created')) {
    history.push({
      eventId: 0,
      at: row.created_at,
      staffName: null,
      kind: 'created',
      fromStatus: null,
      toStatus: 'received',
      reason: null,
      note: null,
      value: null,
    })
  }
  for (const event of events) {
    const note = event.note === null ? null : await openJson(ctx.db, ctx.secret, event.note)
    history.push({
      eventId: event.id,
      at: event.created_at,
      staffName: event.staff_name,
      kind: event.kind as ApplicationEvent['kind'],
      fromStatus: event.from_status as ApplicationStatus | null,
      toStatus: event.to_status as ApplicationStatus | null,
      reason: event.reason as ApplicationEvent['reason'],
      note: typeof note === 'string' ? note : null,
      value: event.value,
    })
  }
  await logPipeline(ctx, 'application.view', { type: 'application', id: applicationId })
  return {
    applicant: {
      ...applicant,
      studyId: row.study_id,
      studyTitle: notice.title,
      locale: row.locale,
      consentVersion: row.consent_version,
      consentedAt: row.privacy_agreed_at,
      consentTakenBy: takenBy?.name ?? null,
      form,
    },
    history,
  }
}

interface Move {
  applicationId: number
  from: string
  to: ApplicationStatus
  reason: string | undefined
  note: string | undefined
  snapshot: string
}

/** One status change inside a transaction: false when the status was no longer `from`. */
async function move(trx: Db, ctx: PipelineContext, change: Move): Promise<boolean> {
  const at = ctx.now.toISOString()
  const updated = await trx
    .updateTable('applications')
    .set({
      status: change.to,
      closing_reason: isClosingStatus(change.to) ? (change.reason ?? null) : null,
      last_activity_at: at,
      updated_at: at,
    })
    .where('id', '=', change.applicationId)
    .where('status', '=', change.from)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) return false
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
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if ((MAILED_STATUSES as readonly string[]).includes(change.to)) {
    await enqueueJob(trx, statusMailJob(event.id), ctx.now)
  }
  return true
}

/** Notes are sealed with the key of the application's form, so they go when it goes. */
async function noteKey(db: Db, ctx: StaffContext, snapshot: string) {
  return (await keyOfSealed(db, ctx.secret, snapshot)) ?? (await newDataKey(db, ctx.secret, ctx.now))
}

/** After status changes: run the mails now, and refresh public counts when enrolment changed. */
async function afterMoves(ctx: PipelineContext, studyIds: number[], enrolmentChanged: boolean) {
  ctx.wakeJobs()
  if (!enrolmentChanged) return
  for (const studyId of new Set(studyIds)) await ctx.changes.publish({ topic: 'notices', id: studyId })
}

export async function changeStatus(
  ctx: PipelineContext,
  applicationId: number,
  input: StatusChangeRequest,
): Promise<ApplicantDetailResponse> {
  const row = await applicantOrThrow(ctx, applicationId)
  if (row.status !== input.fromStatus) {
    throw new AppError(409, 'EDIT_CONFLICT', 'Someone else changed this application; reload it')
  }
  if (input.status !== input.fromStatus) {
    const moved = await ctx.db.transaction().execute((trx) =>
      move(trx, ctx, {
        applicationId,
        from: row.status,
        to: input.status,
        reason: input.reason,
        note: input.note,
        snapshot: row.snapshot,
      }),
    )
    if (!moved) throw new AppError(409, 'EDIT_CONFLICT', 'Someone else changed this application; reload it')
    await logPipeline(ctx, 'application.status', { type: 'application', id: applicationId })
    await afterMoves(ctx, [row.study_id], row.status === 'enrolled' || input.status === 'enrolled')
  }
  return viewApplicant(ctx, applicationId)
}

export async function bulkStatus(
  ctx: PipelineContext,
  studyId: number,
  input: BulkStatusRequest,
): Promise<{ changed: number[] }> {
  await pipelineNotice(ctx.db, studyId)
  const rows = await ctx.db
    .selectFrom('applications')
    .select(['id', 'status', 'snapshot'])
    .where('study_id', '=', studyId)
    .where('id', 'in', input.applicationIds)
    .where('status', '<>', input.status)
    .execute()
  const changed: number[] = []
  let enrolmentChanged = false
  await ctx.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const change = {
        applicationId: row.id,
        from: row.status,
        to: input.status,
        reason: input.reason,
        note: input.note,
        snapshot: row.snapshot,
      }
      if (await move(trx, ctx, change)) {
        changed.push(row.id)
        enrolmentChanged ||= row.status === 'enrolled' || input.status === 'enrolled'
      }
    }
  })
  if (changed.length > 0) {
    await logPipeline(ctx, 'application.status', { type: 'application', id: changed.join(',') })
    await afterMoves(ctx, [studyId], enrolmentChanged)
  }
  return { changed }
}

async function activeStaffName(db: Db, staffId: number): Promise<string> {
  const [staff] = await findActiveStaff(db, staffId)
  if (!staff) throw new AppError(400, 'VALIDATION_FAILED', 'No active staff member with this id')
  return staff.name
}

export async function updateApplicant(
  ctx: PipelineContext,
  applicationId: number,
  input: ApplicantUpdateRequest,
): Promise<ApplicantDetailResponse> {
  const row = await applicantOrThrow(ctx, applicationId)
  const at = ctx.now.toISOString()
  const ownerName =
    input.ownerStaffId === undefined || input.ownerStaffId === null
      ? null
      : await activeStaffName(ctx.db, input.ownerStaffId)
  await ctx.db.transaction().execute(async (trx) => {
    const event = (kind: 'owner' | 'next_action', value: string | null) =>
      trx
        .insertInto('application_events')
        .values({
          application_id: applicationId,
          staff_id: ctx.session.staff.staffId,
          staff_name: ctx.session.staff.name,
          kind,
          value,
          created_at: at,
        })
        .execute()
    if (input.ownerStaffId !== undefined && input.ownerStaffId !== row.owner_staff_id) {
      await trx
        .updateTable('applications')
        .set({ owner_staff_id: input.ownerStaffId })
        .where('id', '=', applicationId)
        .execute()
      await event('owner', ownerName)
    }
    if (input.nextActionOn !== undefined && input.nextActionOn !== row.next_action_on) {
      await trx
        .updateTable('applications')
        .set({ next_action_on: input.nextActionOn })
        .where('id', '=', applicationId)
        .execute()
      await event('next_action', input.nextActionOn)
    }
    await trx
      .updateTable('applications')
      .set({ last_activity_at: at, updated_at: at })
      .where('id', '=', applicationId)
      .execute()
  })
  await logPipeline(ctx, 'application.update', { type: 'application', id: applicationId })
  return viewApplicant(ctx, applicationId)
}

/** An application taken by phone: the same pipeline, with who took the consent and how. */
export async function createPhoneApplication(
  ctx: PipelineContext,
  studyId: number,
  input: PhoneApplicationRequest,
): Promise<ApplicantDetailResponse> {
  const notice = await pipelineNotice(ctx.db, studyId)
  if (notice.published_yn !== 'Y') throw new AppError(409, 'NOTICE_ACTION_REFUSED', 'A draft takes no applications')
  const at = ctx.now.toISOString()
  const form = {
    name: input.name,
    gender: input.gender,
    birth: input.birth,
    mobile: input.mobile,
    email: input.email,
    joinPath: input.joinPath,
  }
  let applicationId: number
  try {
    applicationId = await ctx.db.transaction().execute(async (trx) => {
      const key = await newDataKey(trx, ctx.secret, ctx.now)
      const id = await insertApplication(trx, {
        study_id: studyId,
        member_id: null,
        locale: 'kr',
        status: 'received',
        ...applicantKeys(ctx.secret, input),
        join_path: input.joinPath,
        channel: 'phone',
        snapshot: sealJson(key, form),
        consent_version: CONSENT_VERSION,
        privacy_agreed_at: at,
        sensitive_agreed_at: at,
        consent_taken_by: ctx.session.staff.staffId,
        consent_note: input.consentNote,
        created_at: at,
        updated_at: at,
      })
      await trx
        .insertInto('application_events')
        .values({
          application_id: id,
          staff_id: ctx.session.staff.staffId,
          staff_name: ctx.session.staff.name,
          kind: 'created',
          to_status: 'received',
          note: input.note ? sealJson(key, input.note) : null,
          created_at: at,
        })
        .execute()
      return id
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'ALREADY_APPLIED', 'This person has already applied')
    throw error
  }
  await logPipeline(ctx, 'application.phone_create', { type: 'application', id: applicationId })
  ctx.wakeJobs()
  return viewApplicant(ctx, applicationId)
}

export async function setRecruitment(
  ctx: PipelineContext,
  studyId: number,
  input: RecruitmentSettingsRequest,
): Promise<void> {
  await pipelineNotice(ctx.db, studyId)
  if (input.ownerStaffId !== null) await activeStaffName(ctx.db, input.ownerStaffId)
  await ctx.db
    .updateTable('studies')
    .set({ owner_staff_id: input.ownerStaffId, target_count: input.targetCount })
    .where('id', '=', studyId)
    .execute()
  await logPipeline(ctx, 'notice.recruitment', { type: 'notice', id: studyId })
}

export async function staffDirectory(db: Db) {
  const staff = await findActiveStaff(db)
  return { dataList: staff.map((row) => ({ staffId: row.id, name: row.name })) }
}
