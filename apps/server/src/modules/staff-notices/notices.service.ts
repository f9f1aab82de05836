import type { Locale } from '@ctc/contract/locale'
import type { AccessAction } from '@ctc/contract/staff-access-log'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_NOTICE,
  NOTICE_PAGE_SIZE,
  type Attachment,
  type NoticeAction,
  type NoticeDetailResponse,
  type NoticeInput,
  type NoticeListItem,
  type NoticeListQuery,
  type NoticeSavedResponse,
  type NoticeStatus,
  type NoticeText,
} from '@ctc/contract/staff-notices'
import type { Insertable } from 'kysely'
import type { NewStudyTextRow, StudiesTable, StudyRow } from '../../db/schema.js'
import { AppError } from '../../errors.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import type { ChangeFeed } from '../../plugins/change-feed.js'
import { queueAlertMatch } from '../alerts/alert-jobs.js'
import { appendAccess } from '../staff/access-log.js'
import type { LiveStaffSession, StaffContext } from '../staff/staff-auth.service.js'
import { paging, sanitizeDetails, statusOf } from '../studies/studies.service.js'
import { attachmentKind, kindOfContentType, nameForKind } from './attachment-kind.js'
import * as repo from './notices.repository.js'

export interface NoticeContext extends StaffContext {
  session: LiveStaffSession
  changes: ChangeFeed
  /** Runs queued jobs (the alerts of a notice just published) without waiting for the next poll. */
  wakeJobs?: () => void
}

const LOCALES = ['kr', 'en', 'cn', 'jp'] as const satisfies readonly Locale[]
type TextRow = Omit<NewStudyTextRow, 'study_id'>

const notFound = () => new AppError(404, 'STUDY_NOT_FOUND', 'No such notice')
const refused = (message: string) => new AppError(409, 'NOTICE_ACTION_REFUSED', message)

function noticeStatus(row: StudyRow, today: string): NoticeStatus {
  return row.published_yn === 'Y' ? statusOf(row, today) : 'draft'
}

const yn = (value: boolean) => (value ? 'Y' : 'N')
const num = (value: number | string | null) => (value === null ? null : Number(value))

function studyColumns(input: NoticeInput): Omit<Insertable<StudiesTable>, 'created_at' | 'updated_at'> {
  return {
    sbj_cond_cd: input.condition,
    disease_code: input.diseaseCode,
    cancer_code: input.cancerCode,
    apply_method: input.applyMethod,
    gender: input.gender,
    age_min: input.ageMin,
    age_max: input.ageMax,
    smoker_allowed: yn(input.smokerAllowed),
    history_rule: input.historyRule,
    term_months: input.termMonths,
    height_min: input.heightMin,
    height_max: input.heightMax,
    weight_min: input.weightMin,
    weight_max: input.weightMax,
    bmi_min: input.bmiMin,
    bmi_max: input.bmiMax,
    reward_won: input.rewardWon,
    recruit_start: input.recruitStart,
    recruit_end: input.recruitEnd,
    research_start: input.researchStart,
    research_end: input.researchEnd,
    phase: input.phase,
  }
}

/** One row per locale with a text; details sanitized here, so every reader gets safe HTML. */
function textRows(input: NoticeInput): TextRow[] {
  return LOCALES.flatMap((locale) => {
    const text = input.texts[locale]
    if (!text) return []
    return [
      {
        locale,
        title: text.title,
        trial_type: text.trialType,
        volunteer_type: text.volunteerType,
        target_disease: text.targetDisease,
        medical_history: text.medicalHistory,
        professor: text.professor,
        trial_drug: text.trialDrug,
        target_patient: text.targetPatient,
        extra_info: text.extraInfo,
        details_html: sanitizeDetails(text.detailsHtml),
      },
    ]
  })
}

function textOf(row: TextRow): NoticeText {
  return {
    title: row.title,
    trialType: row.trial_type,
    volunteerType: row.volunteer_type,
    targetDisease: row.target_disease,
    medicalHistory: row.medical_history,
    professor: row.professor,
    trialDrug: row.trial_drug,
    targetPatient: row.target_patient,
    extraInfo: row.extra_info,
    detailsHtml: row.details_html,
  }
}

function inputOf(row: StudyRow, texts: TextRow[]): NoticeDetailResponse['notice'] {
  const byLocale = (locale: Locale) => {
    const text = texts.find((candidate) => candidate.locale === locale)
    return text ? textOf(text) : null
  }
  return {
    condition: row.sbj_cond_cd as NoticeInput['condition'],
    diseaseCode: row.disease_code,
    cancerCode: row.cancer_code,
    applyMethod: row.apply_method as NoticeInput['applyMethod'],
    gender: row.gender as NoticeInput['gender'],
    ageMin: row.age_min,
    ageMax: row.age_max,
    smokerAllowed: row.smoker_allowed === 'Y',
    historyRule: row.history_rule as NoticeInput['historyRule'],
    termMonths: row.term_months,
    heightMin: num(row.height_min),
    heightMax: num(row.height_max),
    weightMin: num(row.weight_min),
    weightMax: num(row.weight_max),
    bmiMin: num(row.bmi_min),
    bmiMax: num(row.bmi_max),
    rewardWon: row.reward_won,
    recruitStart: row.recruit_start,
    recruitEnd: row.recruit_end,
    researchStart: row.research_start,
    researchEnd: row.research_end,
    phase: row.phase as NoticeInput['phase'],
    texts: {
      kr: byLocale('kr') ?? textOf(texts[0] as TextRow),
      en: byLocale('en'),
      cn: byLocale('cn'),
      jp: byLocale('jp'),
    },
  }
}

const attachment = (row: {
  id: number
  file_name: string
  content_type: string
  size: number
  created_at: string
}): Attachment => ({
  fileId: row.id,
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
  createdAt: row.created_at,
})

async function log(
  ctx: NoticeContext,
  action: AccessAction,
  recordId: number,
  recordType: 'notice' | 'attachment' = 'notice',
) {
  await appendAccess(
    ctx.db,
    {
      staffId: ctx.session.staff.staffId,
      staffName: ctx.session.staff.name,
      action,
      recordType,
      recordId,
      address: ctx.address,
    },
    ctx.now,
  )
}

/** Logs the change and tells every process, whose public pages then drop what they kept. */
async function changed(ctx: NoticeContext, action: AccessAction, studyId: number, recordId = studyId) {
  await log(ctx, action, recordId, recordId === studyId ? 'notice' : 'attachment')
  await ctx.changes.publish({ topic: 'notices', id: studyId })
}

/** A version stamp later than the stored one, even when the clock has not moved. */
function nextStamp(ctx: NoticeContext, previous: string): string {
  const now = ctx.now.getTime()
  return new Date(Math.max(now, Date.parse(previous) + 1)).toISOString()
}

async function existing(ctx: StaffContext, studyId: number): Promise<StudyRow> {
  const row = await repo.findNotice(ctx.db, studyId)
  if (!row) throw notFound()
  return row
}

export async function list(ctx: StaffContext, query: NoticeListQuery) {
  const today = seoulToday(ctx.now)
  const { rows, total } = await repo.listNotices(ctx.db, query, today, NOTICE_PAGE_SIZE)
  const texts = await repo.findTextsOf(
    ctx.db,
    rows.map((row) => row.id),
  )
  const dataList: NoticeListItem[] = rows.map((row) => ({
    studyId: row.id,
    title: row.title,
    status: noticeStatus(row, today),
    condition: row.sbj_cond_cd as NoticeListItem['condition'],
    recruitStart: row.recruit_start,
    recruitEnd: row.recruit_end,
    locales: LOCALES.filter(
      (locale) => locale !== 'kr' && texts.some((text) => text.study_id === row.id && text.locale === locale),
    ),
    viewCount: row.view_count,
    applicationCount: Number(row.application_count ?? 0),
    updatedAt: row.updated_at,
  }))
  return { dataList, paging: paging(query.page, NOTICE_PAGE_SIZE, total) }
}

export async function detail(ctx: StaffContext, studyId: number): Promise<NoticeDetailResponse> {
  const row = await existing(ctx, studyId)
  const [texts, files, applicationCount] = await Promise.all([
    repo.findTextsOf(ctx.db, [studyId]),
    repo.listFiles(ctx.db, studyId),
    repo.countApplications(ctx.db, studyId),
  ])
  return {
    studyId,
    notice: inputOf(row, texts),
    status: noticeStatus(row, seoulToday(ctx.now)),
    closed: row.closed_yn === 'Y',
    published: row.published_yn === 'Y',
    files: files.map(attachment),
    viewCount: row.view_count,
    applicationCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

const saved = (row: StudyRow, ctx: StaffContext): NoticeSavedResponse => ({
  studyId: row.id,
  status: noticeStatus(row, seoulToday(ctx.now)),
  updatedAt: row.updated_at,
})

export async function create(ctx: NoticeContext, input: NoticeInput, publish: boolean): Promise<NoticeSavedResponse> {
  const stamp = ctx.now.toISOString()
  const studyId = await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertNotice(
      trx,
      {
        ...studyColumns(input),
        published_yn: yn(publish),
        // Whoever writes a notice hears of its applications until the pipeline names another owner.
        owner_staff_id: ctx.session.staff.staffId,
        created_at: stamp,
        updated_at: stamp,
      },
      textRows(input),
    )
    if (publish) await queueAlertMatch(trx, id, stamp, ctx.now)
    return id
  })
  await changed(ctx, 'notice.create', studyId)
  if (publish) {
    await log(ctx, 'notice.publish', studyId)
    ctx.wakeJobs?.()
  }
  return saved(await existing(ctx, studyId), ctx)
}

export async function update(
  ctx: NoticeContext,
  studyId: number,
  input: NoticeInput,
  readUpdatedAt: string,
): Promise<NoticeSavedResponse> {
  const before = await existing(ctx, studyId)
  const stamp = nextStamp(ctx, before.updated_at)
  await ctx.db.transaction().execute(async (trx) => {
    const written = await repo.updateNoticeIfUnchanged(trx, studyId, readUpdatedAt, {
      ...studyColumns(input),
      updated_at: stamp,
    })
    if (!written) throw new AppError(409, 'EDIT_CONFLICT', 'Someone else changed this notice; reload it')
    await repo.replaceTexts(trx, studyId, textRows(input))
  })
  await changed(ctx, 'notice.update', studyId)
  return saved(await existing(ctx, studyId), ctx)
}

/** publish, unpublish, close, reopen (on the notice) and duplicate (a new draft copy with its files). */
export async function act(ctx: NoticeContext, studyId: number, action: NoticeAction): Promise<NoticeSavedResponse> {
  const row = await existing(ctx, studyId)
  if (action === 'duplicate') return duplicate(ctx, row)
  const published = row.published_yn === 'Y'
  const closed = row.closed_yn === 'Y'
  const allowed = {
    publish: !published,
    unpublish: published,
    close: published && !closed,
    reopen: published && closed,
  }[action]
  if (!allowed)
    throw refused(`A ${published ? (closed ? 'closed' : 'published') : 'draft'} notice cannot be ${action}ed`)
  const changes = {
    publish: { published_yn: 'Y' },
    unpublish: { published_yn: 'N' },
    close: { closed_yn: 'Y' },
    reopen: { closed_yn: 'N' },
  }[action]
  const stamp = nextStamp(ctx, row.updated_at)
  // A notice that starts (again) to take applications is matched against the members who want
  // alerts, queued with the change so that an acknowledged publish never loses its alerts.
  const alerting = action === 'publish' || action === 'reopen'
  const written = await ctx.db.transaction().execute(async (trx) => {
    const done = await repo.updateNoticeIfUnchanged(trx, studyId, row.updated_at, { ...changes, updated_at: stamp })
    if (done && alerting) await queueAlertMatch(trx, studyId, stamp, ctx.now)
    return done
  })
  if (!written) throw new AppError(409, 'EDIT_CONFLICT', 'Someone else changed this notice; reload it')
  await changed(ctx, `notice.${action}`, studyId)
  if (alerting) ctx.wakeJobs?.()
  return saved(await existing(ctx, studyId), ctx)
}

async function duplicate(ctx: NoticeContext, source: StudyRow): Promise<NoticeSavedResponse> {
  const stamp = ctx.now.toISOString()
  const copyId = await ctx.db.transaction().execute(async (trx) => {
    const texts = await repo.findTextsOf(trx, [source.id])
    const copy = inputOf(source, texts)
    const id = await repo.insertNotice(
      trx,
      { ...studyColumns(copy), published_yn: 'N', created_at: stamp, updated_at: stamp },
      textRows(copy),
    )
    await repo.copyFiles(trx, source.id, id)
    return id
  })
  await changed(ctx, 'notice.duplicate', copyId)
  return saved(await existing(ctx, copyId), ctx)
}

// Attachments
const fileNotFound = () => new AppError(404, 'FILE_NOT_FOUND', 'No such attachment')

async function filesOf(ctx: StaffContext, studyId: number) {
  return (await repo.listFiles(ctx.db, studyId)).map(attachment)
}

export async function upload(
  ctx: NoticeContext,
  studyId: number,
  fileName: string,
  bytes: Buffer,
): Promise<Attachment> {
  await existing(ctx, studyId)
  if (bytes.length > ATTACHMENT_MAX_BYTES) {
    throw new AppError(413, 'ATTACHMENT_TOO_LARGE', `An attachment may have at most ${ATTACHMENT_MAX_BYTES} bytes`)
  }
  const kind = await attachmentKind(bytes)
  if (!kind) throw new AppError(415, 'ATTACHMENT_TYPE_REFUSED', 'Only PDF, images, HWP, DOCX and XLSX files')
  const stamp = ctx.now.toISOString()
  const fileId = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockNotice(trx, ctx.db, studyId)
    const files = await repo.listFiles(trx, studyId)
    if (files.length >= ATTACHMENTS_PER_NOTICE) {
      throw new AppError(409, 'ATTACHMENT_LIMIT', `A notice has at most ${ATTACHMENTS_PER_NOTICE} attachments`)
    }
    const { id } = await trx
      .insertInto('study_files')
      .values({
        study_id: studyId,
        file_name: nameForKind(fileName, kind.kind),
        content_type: kind.contentType,
        size: bytes.length,
        content: bytes,
        sort_order: Math.max(0, ...files.map((file) => file.sort_order)) + 1,
        created_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  })
  await changed(ctx, 'notice.file_upload', studyId, fileId)
  const file = await repo.findFileOfNotice(ctx.db, studyId, fileId)
  if (!file) throw fileNotFound()
  return attachment(file)
}

export async function rename(ctx: NoticeContext, studyId: number, fileId: number, fileName: string) {
  const file = await repo.findFileOfNotice(ctx.db, studyId, fileId)
  if (!file) throw fileNotFound()
  const kind = kindOfContentType(file.content_type)
  await ctx.db
    .updateTable('study_files')
    .set({ file_name: kind ? nameForKind(fileName, kind) : fileName })
    .where('id', '=', fileId)
    .execute()
  await changed(ctx, 'notice.file_rename', studyId, fileId)
  return filesOf(ctx, studyId)
}

export async function remove(ctx: NoticeContext, studyId: number, fileId: number) {
  const result = await ctx.db
    .deleteFrom('study_files')
    .where('study_id', '=', studyId)
    .where('id', '=', fileId)
    .executeTakeFirst()
  if (result.numDeletedRows !== 1n) throw fileNotFound()
  await changed(ctx, 'notice.file_remove', studyId, fileId)
  return filesOf(ctx, studyId)
}

/** A new order: exactly the notice's attachment ids, each once. */
export async function reorder(ctx: NoticeContext, studyId: number, fileIds: number[]) {
  await existing(ctx, studyId)
  await ctx.db.transaction().execute(async (trx) => {
    const current = (await repo.listFiles(trx, studyId)).map((file) => file.id)
    const same = fileIds.length === current.length && new Set(fileIds).size === fileIds.length
    if (!same || !fileIds.every((id) => current.includes(id))) {
      throw new AppError(400, 'VALIDATION_FAILED', "The ids must be exactly the notice's attachments")
    }
    for (const [index, id] of fileIds.entries()) {
      await trx
        .updateTable('study_files')
        .set({ sort_order: index + 1 })
        .where('id', '=', id)
        .execute()
    }
  })
  await changed(ctx, 'notice.file_reorder', studyId)
  return filesOf(ctx, studyId)
}

export async function fileBytes(ctx: StaffContext, studyId: number, fileId: number) {
  const file = await repo.findFileOfNotice(ctx.db, studyId, fileId)
  if (!file) throw fileNotFound()
  return file
}
