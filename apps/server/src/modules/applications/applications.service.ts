import { type DataKey, memberDataKey, newDataKey, openJson, sealJson } from '../../crypto/data-keys.js'
import {
  APPLICATION_RECEIVED,
  type ApplicationResponse,
  type GuestApplicationRequest,
  HEALTH_FIELDS,
  type MemberApplicationRequest,
  type MemberApplicationStartForm,
  type MemberApplicationStartResponse,
  MY_APPLICATIONS_PAGE_SIZE,
  nameKey,
} from '@ctc/contract/applications'
import type { Consents } from '@ctc/contract/consents'
import type { Locale } from '@ctc/contract/locale'
import type { HistoryItem } from '@ctc/contract/my-page'
import { type ApplicationRefusal, type Paging, onlineApplicationRefusal } from '@ctc/contract/studies'
import { type VolunteerForm, VolunteerHealthSchema, normalizePhone } from '@ctc/contract/volunteer-form'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { AppError } from '../../errors.js'
import type { Mailer } from '../../mail/mailer.js'
import type { SessionMember } from '../../plugins/auth.js'
import {
  findMemberById,
  findVolunteerProfile,
  updateMember,
  upsertVolunteerProfile,
} from '../members/members.repository.js'
import { memberDetailsColumns, memberDetailsOf, volunteerProfileRow } from '../members/members.service.js'
import { paging, titleData } from '../studies/studies.service.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { applicationReceivedMail } from './application-mail.js'
import {
  countApplicationsOfMember,
  findApplicationsOfMember,
  hasMemberApplied,
  insertApplication,
} from './applications.repository.js'

export interface ApplicationContext {
  now: Date
  log: FastifyBaseLogger
  mailer: Mailer
  /** The app secret: the key-encryption key of the data keys comes from it. */
  secret: string | undefined
}

const REFUSAL_MESSAGES: Record<ApplicationRefusal, string> = {
  RECRUITMENT_CLOSED: 'This recruitment notice has ended',
  RECRUITMENT_NOT_STARTED: 'This recruitment has not started yet',
  PHONE_APPLICATION_ONLY: 'This study accepts applications by phone only',
}

const alreadyApplied = () => new AppError(409, 'ALREADY_APPLIED', 'You have already applied for this recruitment')

/** The notice, if it takes online applications today; its title goes into the confirmation. */
async function openStudyTitle(db: Db, lang: Locale, studyId: number, now: Date): Promise<string> {
  const study = await titleData(db, lang, studyId, now)
  const refusal = onlineApplicationRefusal(study)
  if (refusal) throw new AppError(409, refusal, REFUSAL_MESSAGES[refusal])
  return study.title
}

function applicationRow(
  input: { studyId: number; consents: Consents; form: VolunteerForm },
  extra: { lang: Locale; memberId: number | null; now: string; key: DataKey },
) {
  const { form } = input
  return {
    study_id: input.studyId,
    member_id: extra.memberId,
    locale: extra.lang,
    status: APPLICATION_RECEIVED,
    applicant_email: form.email,
    applicant_name_key: nameKey(form.name),
    applicant_birth: form.birth,
    applicant_mobile_digits: normalizePhone(form.mobile),
    // The form holds health answers: encrypted with the member's key, or one of its own for a non-member.
    snapshot: sealJson(extra.key, form),
    consent_version: input.consents.version,
    // Both consents are given on the consent step, just before the form is sent.
    privacy_agreed_at: extra.now,
    sensitive_agreed_at: extra.now,
    created_at: extra.now,
    updated_at: extra.now,
  }
}

async function store(db: Db, write: (trx: Db) => Promise<number>, log: FastifyBaseLogger): Promise<number> {
  try {
    return await db.transaction().execute(write)
  } catch (error) {
    // Two submits racing, or a second try: a unique index refused the row.
    if (isUniqueViolation(error)) throw alreadyApplied()
    if (error instanceof AppError) throw error
    log.error({ err: error }, 'application failed')
    throw new AppError(500, 'APPLICATION_FAILED', 'Volunteer application failed')
  }
}

async function confirm(
  ctx: ApplicationContext,
  lang: Locale,
  to: string,
  details: { name: string; studyTitle: string; appliedOn: string },
) {
  try {
    await ctx.mailer.send({ to, ...applicationReceivedMail(lang, details) })
  } catch (error) {
    // The application is stored; a lost confirmation must not turn it into a failure.
    ctx.log.error({ err: error }, 'application confirmation mail failed')
  }
}

export type ApplicationReceipt = ApplicationResponse['data']

function receipt(applicationId: number, studyId: number, appliedAt: string): ApplicationReceipt {
  return { applicationId, studyId, status: APPLICATION_RECEIVED, appliedAt }
}

/** A non-member's application: one per study and e-mail, and per study and person. */
export async function applyAsGuest(
  db: Db,
  lang: Locale,
  input: GuestApplicationRequest,
  ctx: ApplicationContext,
): Promise<ApplicationReceipt> {
  const studyTitle = await openStudyTitle(db, lang, input.studyId, ctx.now)
  const now = ctx.now.toISOString()
  const id = await store(
    db,
    async (trx) => {
      const key = await newDataKey(trx, ctx.secret, ctx.now)
      return insertApplication(trx, applicationRow(input, { lang, memberId: null, now, key }))
    },
    ctx.log,
  )
  await confirm(ctx, lang, input.form.email, { name: input.form.name, studyTitle, appliedOn: seoulToday(ctx.now) })
  return receipt(id, input.studyId, now)
}

/**
 * A member's application. Who applies comes from the session only; the form's
 * e-mail becomes the account's. With saveToProfile the details and health
 * answers also replace the stored profile, in the same transaction.
 */
export async function applyAsMember(
  db: Db,
  lang: Locale,
  input: MemberApplicationRequest,
  member: SessionMember,
  ctx: ApplicationContext,
): Promise<ApplicationReceipt> {
  const studyTitle = await openStudyTitle(db, lang, input.studyId, ctx.now)
  const account = await findMemberById(db, member.id)
  if (!account) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
  const form: VolunteerForm = { ...input.form, email: account.email }
  const now = ctx.now.toISOString()
  const id = await store(
    db,
    async (trx) => {
      const key = await memberDataKey(trx, ctx.secret, account.id, ctx.now)
      const applicationId = await insertApplication(
        trx,
        applicationRow({ ...input, form }, { lang, memberId: account.id, now, key }),
      )
      if (input.saveToProfile) {
        await updateMember(trx, account.id, { ...memberDetailsColumns(form), updated_at: now })
        const health = VolunteerHealthSchema.parse(pick(form, HEALTH_FIELDS))
        await upsertVolunteerProfile(trx, volunteerProfileRow(account.id, health, now, key))
      }
      return applicationId
    },
    ctx.log,
  )
  await confirm(ctx, lang, account.email, { name: form.name, studyTitle, appliedOn: seoulToday(ctx.now) })
  return receipt(id, input.studyId, now)
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>
}

/** What the member's form starts from: the stored profile, and whether this study was applied to. */
export async function startMemberApplication(
  db: Db,
  member: SessionMember,
  studyId: number,
  secret: string | undefined,
): Promise<MemberApplicationStartResponse['data']> {
  const [account, profile, applied] = await Promise.all([
    findMemberById(db, member.id),
    findVolunteerProfile(db, member.id),
    hasMemberApplied(db, member.id, studyId),
  ])
  if (!account) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
  const form: MemberApplicationStartForm = { email: account.email, ...memberDetailsOf(account) }
  if (profile) {
    const answers = await openJson(db, secret, profile.answers)
    if (answers && typeof answers === 'object') {
      for (const field of HEALTH_FIELDS) {
        const value = (answers as Record<string, unknown>)[field]
        if (typeof value === 'string' || typeof value === 'number') form[field] = value
      }
    }
  }
  return { form, alreadyApplied: applied }
}

/** One application as the member's lists show it: the notice, the day in Korea, the status. */
export function historyItem(row: {
  id: number
  study_id: number
  title: string
  created_at: string
  status: string
}): HistoryItem {
  return {
    applicationId: row.id,
    studyId: row.study_id,
    title: row.title,
    appliedOn: seoulToday(new Date(row.created_at)),
    status: row.status,
  }
}

/** A page of the member's own applications (`recruit/mylist`), newest first. */
export async function myApplications(
  db: Db,
  memberId: number,
  lang: Locale,
  cp: number,
): Promise<{ items: HistoryItem[]; paging: Paging }> {
  const [rows, total] = await Promise.all([
    findApplicationsOfMember(db, memberId, lang, {
      limit: MY_APPLICATIONS_PAGE_SIZE,
      offset: (cp - 1) * MY_APPLICATIONS_PAGE_SIZE,
    }),
    countApplicationsOfMember(db, memberId),
  ])
  return { items: rows.map(historyItem), paging: paging(cp, MY_APPLICATIONS_PAGE_SIZE, total) }
}
