import { type ApplicationStatus, STALE_DAYS } from '@ctc/contract/application-status'
import { CONSENT_VERSION } from '@ctc/contract/consents'
import type { PrescreenReview } from '@ctc/contract/prescreen'
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
  type PhoneApplicationRequest,
  type RecruitmentSettingsRequest,
} from '@ctc/contract/staff-applicants'
import type { FastifyBaseLogger } from 'fastify'
import { keyOfSealed, newDataKey, sealJson } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { decodeCursor, pageWithCursors } from '../../db/keyset.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { AppError, notFound } from '../../errors.js'
import type { ChangeFeed } from '../../plugins/change-feed.js'
import { applicantKeys } from '../../crypto/applicant-keys.js'
import { insertApplication } from '../applications/applications.repository.js'
import { appendAccess } from '../staff/access-log.js'
import type { LiveStaffSession, StaffContext } from '../staff/staff-auth.service.js'
import { paging } from '../studies/studies.service.js'
import {
  type ApplicantRow,
  countByStatus,
  findActiveStaff,
  findApplicant,
  findApplicants,
  findApplicantsByIds,
  findEvents,
  findPipelineNotice,
  sortKeyValues,
} from './applicants.repository.js'
import { prescreenReview, prescreenReviews } from '../prescreen/prescreen.service.js'
import { applicantName, maskPhone, type OpenedApplicant, openApplicants, openText } from './applicant-data.js'
import { idsByName } from './name-order.js'
import { eventMailStates, recipientPreview, sampleStatusMails, statusMailRecipient } from './status-mails.js'

// The applicant pipeline: what the coordinator sees and changes (status changes and their
// mails: status-changes.service.ts). Each look and change is access-logged (reason: application
// review).

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

function toApplicant(
  row: ApplicantRow,
  { form, memberName, nextActionText }: OpenedApplicant,
  review: PrescreenReview | null = null,
): Applicant {
  return {
    applicationId: row.id,
    name: applicantName({ form, memberName }),
    status: row.status as ApplicationStatus,
    ownerStaffId: row.owner_staff_id,
    ownerName: row.owner_name,
    nextActionOn: row.next_action_on,
    nextActionText,
    mobileMasked: maskPhone(String(form.mobile ?? '')),
    source: row.join_path,
    channel: row.channel as ApplicationChannel,
    member: row.member_id !== null,
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    stale: Number(row.stale) === 1,
    prescreen: review && { result: review.result, deciding: review.items.filter((item) => item.deciding) },
  }
}

/** Logs that answers to pre-screening questions were shown (the deciding ones, or all of them). */
export function logPrescreenView(
  ctx: PipelineContext,
  record: { type: 'application' | 'notice'; id: number },
  rows: number,
) {
  return logPipeline(ctx, 'application.prescreen_view', record, { rowCount: rows })
}

export async function pipelineNotice(db: Db, studyId: number) {
  const notice = await findPipelineNotice(db, studyId)
  if (!notice) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
  return notice
}

/**
 * A page sorted by name, ties by application id (name-order.ts): only the page's rows are read
 * whole.
 */
async function pageByName(ctx: PipelineContext, studyId: number, query: ApplicantListQuery) {
  const before = staleBefore(ctx.now)
  const sorted = await idsByName(ctx, studyId, query, before)
  const ids = sorted.slice((query.page - 1) * APPLICANTS_PAGE_SIZE, query.page * APPLICANTS_PAGE_SIZE)
  const found = new Map((await findApplicantsByIds(ctx.db, ids, before)).map((row) => [row.id, row]))
  return {
    rows: ids.flatMap((id) => found.get(id) ?? []),
    total: sorted.length,
    cursors: { next: null, previous: null },
  }
}

export async function listApplicants(
  ctx: PipelineContext,
  studyId: number,
  query: ApplicantListQuery,
): Promise<ApplicantListResponse> {
  const notice = await pipelineNotice(ctx.db, studyId)
  const order = `${query.sort}.${query.order}`
  const cursor = decodeCursor(query.cursor, order)
  const [{ rows, total, cursors }, counts] = await Promise.all([
    query.sort === 'name'
      ? pageByName(ctx, studyId, query)
      : findApplicants(ctx.db, studyId, query, {
          staleBefore: staleBefore(ctx.now),
          limit: APPLICANTS_PAGE_SIZE,
          offset: (query.page - 1) * APPLICANTS_PAGE_SIZE,
          cursor,
        }).then((found) => ({
          ...pageWithCursors(found.rows, {
            limit: APPLICANTS_PAGE_SIZE,
            order,
            towards: cursor?.d,
            hasBefore: query.page > 1,
            keysOf: (row) => sortKeyValues(query.sort, row),
          }),
          total: found.total,
        })),
    countByStatus(ctx.db, studyId),
  ])
  const [opened, reviews] = await Promise.all([openApplicants(ctx, rows), prescreenReviews(ctx.db, ctx.secret, rows)])
  const dataList = rows.map((row, index) => toApplicant(row, opened[index] as OpenedApplicant, reviews[index]))
  await logPipeline(ctx, 'application.list', { type: 'notice', id: studyId })
  const withAnswers = dataList.filter((applicant) => applicant.prescreen?.deciding.length).length
  if (withAnswers > 0) await logPrescreenView(ctx, { type: 'notice', id: studyId }, withAnswers)
  return {
    notice: {
      studyId,
      title: notice.title,
      applyMethod: notice.apply_method as 'online' | 'phone',
      ownerStaffId: notice.owner_staff_id,
      targetCount: notice.target_count,
      counts,
      statusMails: sampleStatusMails(notice.title),
    },
    dataList,
    paging: paging(query.page, APPLICANTS_PAGE_SIZE, total),
    cursors,
  }
}

export async function applicantOrThrow(ctx: StaffContext, applicationId: number): Promise<ApplicantRow> {
  const row = await findApplicant(ctx.db, applicationId, staleBefore(ctx.now))
  if (!row) throw notFound('No such application')
  return row
}

export async function viewApplicant(ctx: PipelineContext, applicationId: number): Promise<ApplicantDetailResponse> {
  const row = await applicantOrThrow(ctx, applicationId)
  const [opened] = await openApplicants(ctx, [row])
  const { form } = opened as OpenedApplicant
  const review = await prescreenReview(ctx.db, ctx.secret, row)
  const applicant = toApplicant(row, opened as OpenedApplicant, review)
  const [events, notice, takenBy, recipient] = await Promise.all([
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
    statusMailRecipient(ctx, applicationId),
  ])
  const mailStates = await eventMailStates(ctx.db, events)
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
      mail: null,
      mailAt: null,
    })
  }
  for (const event of events) {
    history.push({
      eventId: event.id,
      at: event.created_at,
      staffName: event.staff_name,
      kind: event.kind as ApplicationEvent['kind'],
      fromStatus: event.from_status as ApplicationStatus | null,
      toStatus: event.to_status as ApplicationStatus | null,
      reason: event.reason as ApplicationEvent['reason'],
      note: await openText(ctx, event.note),
      value: event.value,
      mail: mailStates.get(event.id)?.mail ?? null,
      mailAt: mailStates.get(event.id)?.mailAt ?? null,
    })
  }
  await logPipeline(ctx, 'application.view', { type: 'application', id: applicationId })
  if (applicant.prescreen?.deciding.length) await logPrescreenView(ctx, { type: 'application', id: applicationId }, 1)
  return {
    applicant: {
      ...applicant,
      studyId: row.study_id,
      studyTitle: notice.title,
      locale: row.locale,
      consentVersion: row.consent_version,
      consentedAt: row.privacy_agreed_at,
      consentTakenBy: takenBy?.name ?? null,
      mobile: String(form.mobile ?? ''),
      form,
    },
    history,
    statusMails: recipientPreview(recipient),
  }
}

/** Notes and next actions are sealed with the key of the application's form, so they go when it goes. */
export async function noteKey(db: Db, ctx: StaffContext, snapshot: string) {
  return (await keyOfSealed(db, ctx.secret, snapshot)) ?? (await newDataKey(db, ctx.secret, ctx.now))
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
  // The next action is a date and its words: a change of either is one event with both.
  const nextOn = input.nextActionOn === undefined ? row.next_action_on : input.nextActionOn
  const currentText = await openText(ctx, row.next_action_text)
  const nextText = input.nextActionText === undefined ? currentText : input.nextActionText || null
  const nextActionChanged = nextOn !== row.next_action_on || nextText !== currentText
  const key = nextActionChanged && nextText ? await noteKey(ctx.db, ctx, row.snapshot) : undefined
  const sealedText = key && nextText ? sealJson(key, nextText) : null
  await ctx.db.transaction().execute(async (trx) => {
    const event = (kind: 'owner' | 'next_action', value: string | null, note: string | null = null) =>
      trx
        .insertInto('application_events')
        .values({
          application_id: applicationId,
          staff_id: ctx.session.staff.staffId,
          staff_name: ctx.session.staff.name,
          kind,
          value,
          note,
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
    if (nextActionChanged) {
      await trx
        .updateTable('applications')
        .set({ next_action_on: nextOn, next_action_text: sealedText })
        .where('id', '=', applicationId)
        .execute()
      await event('next_action', nextOn, sealedText)
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

/** An application's answers to the pre-screening questions under the version answered (logged). */
export async function viewPrescreen(ctx: PipelineContext, applicationId: number): Promise<PrescreenReview | null> {
  const row = await applicantOrThrow(ctx, applicationId)
  const review = await prescreenReview(ctx.db, ctx.secret, row)
  await logPrescreenView(ctx, { type: 'application', id: applicationId }, review ? 1 : 0)
  return review
}
