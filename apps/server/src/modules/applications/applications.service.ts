import {
  type DataKey,
  destroyDataKeys,
  memberDataKey,
  newDataKey,
  openJson,
  sealJson,
  sealedKeyId,
} from '../../crypto/data-keys.js'
import {
  APPLICATION_CONFIRMATION_HOURS,
  APPLICATION_RECEIVED,
  type ApplicationLinkResponse,
  type ApplicationResponse,
  type GuestApplicationRequest,
  type GuestApplicationResponse,
  HEALTH_FIELDS,
  type MemberApplicationRequest,
  type MemberApplicationStartForm,
  type MemberApplicationStartResponse,
  MY_APPLICATIONS_PAGE_SIZE,
  type MyApplicationResponse,
} from '@ctc/contract/applications'
import type { Consents } from '@ctc/contract/consents'
import type { Locale } from '@ctc/contract/locale'
import type { HistoryItem } from '@ctc/contract/my-page'
import { type ApplicationRefusal, type Paging, onlineApplicationRefusal } from '@ctc/contract/studies'
import { type VolunteerForm, VolunteerHealthSchema } from '@ctc/contract/volunteer-form'
import type { FastifyBaseLogger } from 'fastify'
import type { Transaction } from 'kysely'
import type { Db } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { applicantKeys } from '../../crypto/applicant-keys.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { AppError } from '../../errors.js'
import { RATE_LIMITS, consumeLimit } from '../../lib/rate-limits.js'
import type { Mailer } from '../../mail/mailer.js'
import type { SessionMember } from '../../plugins/auth.js'
import {
  findMemberById,
  findVolunteerProfile,
  updateMember,
  upsertVolunteerProfile,
} from '../members/members.repository.js'
import { memberDetailsColumns, memberDetailsOf, volunteerProfileRow } from '../members/members.service.js'
import { emailHash, hashToken, newToken } from '../auth/tokens.js'
import { paging, titleData } from '../studies/studies.service.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { answerColumns } from '../prescreen/prescreen.service.js'
import { applicationConfirmationMail, applicationReceivedMail } from './application-mail.js'
import { withdrawalLink } from './guest-withdrawal.js'
import {
  countApplicationsOfMember,
  deleteExpiredPendingApplications,
  findApplicationsOfMember,
  findConfirmedApplication,
  findMemberApplication,
  findPendingApplication,
  hasEmailAppliedAsMember,
  hasMemberApplied,
  insertApplication,
  insertPendingApplication,
  takePendingApplication,
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
  extra: { lang: Locale; memberId: number | null; now: string; key: DataKey; secret: string | undefined },
) {
  const { form } = input
  return {
    study_id: input.studyId,
    member_id: extra.memberId,
    locale: extra.lang,
    status: APPLICATION_RECEIVED,
    ...applicantKeys(extra.secret, form),
    join_path: form.joinPath,
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

async function store<T>(db: Db, write: (trx: Transaction<Database>) => Promise<T>, log: FastifyBaseLogger): Promise<T> {
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
  details: { name: string; studyTitle: string; appliedOn: string; withdrawLink?: string },
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

/** Destroys the data keys of snapshots that are no longer kept: without its key a copy is unreadable. */
async function destroySnapshotKeys(db: Db, snapshots: string[]): Promise<void> {
  const ids = snapshots.map(sealedKeyId).filter((id): id is number => id !== undefined)
  await destroyDataKeys(db, { ids })
}

/**
 * A non-member's application. It is kept pending, sealed with a key of its own, and a link to
 * confirm it is mailed to the address typed in; it counts (duplicates, the staff's lists) only
 * once confirmed. The answer is the same whether or not that address or person applied before:
 * a duplicate is told only to whoever opens the link, that is, whoever reads that mailbox.
 */
export async function applyAsGuest(
  db: Db,
  lang: Locale,
  input: GuestApplicationRequest,
  ctx: ApplicationContext & { address: string; publicUrl: string },
): Promise<GuestApplicationResponse['data']> {
  await consumeLimit(db, RATE_LIMITS.guestApplicationAddress, ctx.address, 'Too many applications from this address')
  const { form } = input
  await consumeLimit(
    db,
    RATE_LIMITS.guestApplicationEmail,
    emailHash(ctx.secret, form.email),
    'Too many applications for this e-mail address',
  )
  const studyTitle = await openStudyTitle(db, lang, input.studyId, ctx.now)
  const { token, hash } = newToken()
  const now = ctx.now.toISOString()
  const snapshot = await store(
    db,
    async (trx) => {
      const key = await newDataKey(trx, ctx.secret, ctx.now)
      const sealed = sealJson(key, form)
      const prescreen = await answerColumns(trx, db, input.studyId, input.prescreen, key, ctx.now)
      await insertPendingApplication(trx, {
        token_hash: hash,
        study_id: input.studyId,
        locale: lang,
        ...applicantKeys(ctx.secret, form),
        join_path: form.joinPath,
        snapshot: sealed,
        consent_version: input.consents.version,
        agreed_at: now,
        created_at: now,
        expires_at: new Date(ctx.now.getTime() + APPLICATION_CONFIRMATION_HOURS * 3_600_000).toISOString(),
        ...prescreen,
      })
      return sealed
    },
    ctx.log,
  )
  const link = `${ctx.publicUrl}/${lang}/studyinfo/recruitmentWrite?studyId=${input.studyId}&token=${token}`
  try {
    await ctx.mailer.send({
      to: form.email,
      ...applicationConfirmationMail(lang, { studyTitle, link, hours: APPLICATION_CONFIRMATION_HOURS }),
    })
  } catch (error) {
    // Without the mail nobody can confirm: nothing is kept, and the applicant can send again.
    ctx.log.error({ err: error }, 'application confirmation mail failed')
    await takePendingApplication(db, hash)
    await destroySnapshotKeys(db, [snapshot])
    throw new AppError(500, 'APPLICATION_FAILED', 'Volunteer application failed')
  }
  return { studyId: input.studyId, status: 'confirmation_sent' }
}

const invalidLink = () => new AppError(400, 'CONFIRMATION_LINK_INVALID', 'The link has expired or was already used')
const alreadyConfirmed = () => new AppError(409, 'ALREADY_CONFIRMED', 'This link has already confirmed its application')

/**
 * What a mailed link stands for now, without using it: an application waiting for the button, or
 * the one it confirmed. Only the link's own application is looked at (by its token's hash), so
 * the answer says nothing about the address's or anybody else's applications.
 */
export async function checkGuestConfirmation(
  db: Db,
  token: string,
  now: Date,
): Promise<ApplicationLinkResponse['data']> {
  const tokenHash = hashToken(token)
  const pending = await findPendingApplication(db, tokenHash)
  if (pending && pending.expires_at > now.toISOString()) return { studyId: pending.study_id, state: 'pending' }
  const confirmed = pending ? undefined : await findConfirmedApplication(db, tokenHash)
  if (confirmed) return { studyId: confirmed.study_id, state: 'confirmed' }
  throw invalidLink()
}

type Confirmation =
  | { kind: 'confirmed'; receipt: ApplicationReceipt; mail: ReceivedMail }
  | { kind: 'expired' | 'duplicate'; snapshot: string }

/** What the mail that an application was received needs (the address is in the snapshot). */
interface ReceivedMail {
  locale: Locale
  studyTitle: string
  snapshot: string
}

async function confirmPending(trx: Db, tokenHash: string, now: Date): Promise<Confirmation> {
  const pending = await takePendingApplication(trx, tokenHash)
  // Opened again after it confirmed (a second tab, a second click later on): say so, not "expired".
  if (!pending) throw (await findConfirmedApplication(trx, tokenHash)) ? alreadyConfirmed() : invalidLink()
  const at = now.toISOString()
  if (pending.expires_at <= at) return { kind: 'expired', snapshot: pending.snapshot }
  // A recruitment that closed since the form was sent refuses it (the link keeps until it expires).
  const locale = pending.locale as Locale
  const studyTitle = await openStudyTitle(trx, locale, pending.study_id, now)
  if (await hasEmailAppliedAsMember(trx, pending.study_id, pending.applicant_email)) {
    return { kind: 'duplicate', snapshot: pending.snapshot }
  }
  const id = await insertApplication(trx, {
    study_id: pending.study_id,
    member_id: null,
    locale: pending.locale,
    status: APPLICATION_RECEIVED,
    applicant_email: pending.applicant_email,
    applicant_name_key: pending.applicant_name_key,
    applicant_birth: pending.applicant_birth,
    applicant_mobile_digits: pending.applicant_mobile_digits,
    join_path: pending.join_path,
    snapshot: pending.snapshot,
    consent_version: pending.consent_version,
    privacy_agreed_at: pending.agreed_at,
    sensitive_agreed_at: pending.agreed_at,
    created_at: at,
    updated_at: at,
    confirmation_token_hash: tokenHash,
    prescreen_version_id: pending.prescreen_version_id,
    prescreen_answers: pending.prescreen_answers,
    prescreen_result: pending.prescreen_result,
  })
  return {
    kind: 'confirmed',
    receipt: receipt(id, pending.study_id, at),
    mail: { locale, studyTitle, snapshot: pending.snapshot },
  }
}

/**
 * The applicant opened the mailed link: the pending application becomes an application, in one
 * transaction, unless this address has already applied to the study (as a non-member, or with a
 * member's account), which only the reader of the mailbox learns. A link works once.
 */
export async function confirmGuestApplication(
  db: Db,
  token: string,
  ctx: ApplicationContext & { publicUrl: string },
): Promise<ApplicationReceipt> {
  const tokenHash = hashToken(token)
  let confirmation: Confirmation
  try {
    confirmation = await db.transaction().execute((trx) => confirmPending(trx, tokenHash, ctx.now))
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // This address applied to the study already, or in the same instant by another link.
    const pending = await takePendingApplication(db, tokenHash)
    confirmation = { kind: 'duplicate', snapshot: pending?.snapshot ?? '' }
  }
  if (confirmation.kind === 'confirmed') {
    // The mailbox is the applicant's now: the confirmation may greet them by the name they gave.
    const { locale, studyTitle, snapshot } = confirmation.mail
    const form = (await openJson(db, ctx.secret, snapshot)) as Partial<VolunteerForm> | undefined
    if (form?.email)
      await confirm(ctx, locale, form.email, {
        name: form?.name ?? '',
        studyTitle,
        appliedOn: seoulToday(ctx.now),
        withdrawLink: withdrawalLink(ctx.publicUrl, locale, ctx.secret, confirmation.receipt.applicationId),
      })
    return confirmation.receipt
  }
  await destroySnapshotKeys(db, [confirmation.snapshot])
  throw confirmation.kind === 'expired' ? invalidLink() : alreadyApplied()
}

/** Deletes the pending applications whose link expired, and their data keys. */
export async function purgeExpiredPendingApplications(db: Db, now: Date): Promise<number> {
  const snapshots = await db.transaction().execute(async (trx) => {
    const removed = await deleteExpiredPendingApplications(trx, now.toISOString())
    await destroySnapshotKeys(trx, removed)
    return removed
  })
  return snapshots.length
}

/**
 * A member's application. Who applies comes from the session only; the e-mail, name,
 * birth date and mobile are the account's. With saveToProfile (the route asks for a
 * recent password confirmation) the other details and the health answers also replace
 * the stored profile, in the same transaction. Only the member's own application to
 * the study refuses it: nobody else's, so that the answer tells nothing about others.
 */
export async function applyAsMember(
  db: Db,
  lang: Locale,
  input: MemberApplicationRequest,
  member: SessionMember,
  ctx: ApplicationContext,
): Promise<ApplicationReceipt> {
  const studyTitle = await openStudyTitle(db, lang, input.studyId, ctx.now)
  const account = await findMemberById(db, ctx.secret, member.id)
  if (!account) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in')
  // The application is the account holder's: who it names comes from the account, never the form.
  const form: VolunteerForm = {
    ...input.form,
    email: account.email,
    name: account.name,
    birth: account.birth_date,
    mobile: account.mobile,
  }
  const now = ctx.now.toISOString()
  const id = await store(
    db,
    async (trx) => {
      const key = await memberDataKey(trx, ctx.secret, account.id, ctx.now)
      const prescreen = await answerColumns(trx, db, input.studyId, input.prescreen, key, ctx.now)
      const applicationId = await insertApplication(trx, {
        ...applicationRow({ ...input, form }, { lang, memberId: account.id, now, key, secret: ctx.secret }),
        ...prescreen,
      })
      if (input.saveToProfile) {
        await updateMember(trx, ctx.secret, account.id, { ...memberDetailsColumns(form), updated_at: now }, ctx.now)
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
    findMemberById(db, secret, member.id),
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

/** The member's own application to a notice (the notice's page says when), or null. */
export async function myApplicationTo(
  db: Db,
  memberId: number,
  studyId: number,
): Promise<MyApplicationResponse['data']> {
  const row = await findMemberApplication(db, memberId, studyId)
  return row ? { applicationId: row.id, appliedOn: seoulToday(new Date(row.created_at)) } : null
}

/** One application as the member's lists show it: the notice, the day in Korea, the status. */
export function historyItem(row: {
  id: number
  study_id: number
  title: string
  created_at: string
  status: string
  is_fallback: number | string
}): HistoryItem {
  return {
    applicationId: row.id,
    studyId: row.study_id,
    title: row.title,
    fallbackLocale: Number(row.is_fallback) === 1 ? 'kr' : null,
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
