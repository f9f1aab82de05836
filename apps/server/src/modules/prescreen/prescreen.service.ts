import type { Locale } from '@ctc/contract/locale'
import {
  type PrescreenAnswer,
  type PrescreenAnswers,
  type PrescreenQuestion,
  PrescreenQuestionSchema,
  type PrescreenReview,
  type PrescreenSaveRequest,
  type PublicPrescreen,
  type StaffPrescreen,
  prescreenAnswerErrors,
} from '@ctc/contract/prescreen'
import type { Transaction } from 'kysely'
import { z } from 'zod'
import { type DataKey, openJsonValues, sealJson } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { holdPrescreenVersion } from '../../db/locks.js'
import type { Database } from '../../db/schema.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { AppError } from '../../errors.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { appendAccess } from '../staff/access-log.js'
import type { LiveStaffSession, StaffContext } from '../staff/staff-auth.service.js'
import { titleData } from '../studies/studies.service.js'
import { evaluate, publicQuestion } from './prescreen-rules.js'
import {
  countAnswers,
  findCurrentVersion,
  findVersions,
  insertVersion,
  replaceVersion,
} from './prescreen.repository.js'

// A notice's pre-screening questionnaire: built by coordinators, answered with an application,
// reviewed in the pipeline. Versions: saving over a version that has answers adds a new one, so
// every answer stays readable under the questions it answered.

export interface PrescreenStaffContext extends StaffContext {
  session: LiveStaffSession
}

type VersionRow = NonNullable<Awaited<ReturnType<typeof findCurrentVersion>>>

const QuestionsSchema = z.array(PrescreenQuestionSchema)

function questionsOf(row: VersionRow): PrescreenQuestion[] {
  return QuestionsSchema.parse(JSON.parse(row.questions))
}

async function noticeOrThrow(db: Db, studyId: number): Promise<void> {
  const row = await db.selectFrom('studies').select('id').where('id', '=', studyId).executeTakeFirst()
  if (!row) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
}

async function staffView(db: Db, row: VersionRow | undefined): Promise<StaffPrescreen | null> {
  if (!row) return null
  return {
    versionId: row.id,
    version: row.version,
    questions: questionsOf(row),
    answered: await countAnswers(db, row.id),
    savedAt: row.saved_at,
    savedBy: row.saved_by_name,
  }
}

/** The notice's current questionnaire for the console, or null. */
export async function staffQuestionnaire(ctx: PrescreenStaffContext, studyId: number): Promise<StaffPrescreen | null> {
  await noticeOrThrow(ctx.db, studyId)
  return staffView(ctx.db, await findCurrentVersion(ctx.db, studyId))
}

const editConflict = () =>
  new AppError(409, 'EDIT_CONFLICT', 'Someone saved these questions meanwhile; reload them and edit again')

/**
 * Saves the questionnaire: in place while nobody has answered the current version, else as a new
 * version. `baseVersion` must be the current version (two coordinators do not overwrite each other).
 */
export async function saveQuestionnaire(
  ctx: PrescreenStaffContext,
  studyId: number,
  input: PrescreenSaveRequest,
): Promise<StaffPrescreen | null> {
  await noticeOrThrow(ctx.db, studyId)
  const saved = {
    questions: JSON.stringify(input.questions),
    saved_at: ctx.now.toISOString(),
    saved_by_staff_id: ctx.session.staff.staffId,
    saved_by_name: ctx.session.staff.name,
  }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const seen = await findCurrentVersion(trx, studyId)
      if (seen) await holdPrescreenVersion(trx, ctx.db, seen.id, 'update')
      // Read again under the lock: an application or another save may have come first.
      const current = seen ? await findCurrentVersion(trx, studyId) : undefined
      if ((current?.version ?? null) !== input.baseVersion) throw editConflict()
      if (current && (await countAnswers(trx, current.id)) === 0) await replaceVersion(trx, current.id, saved)
      else await insertVersion(trx, { study_id: studyId, version: (current?.version ?? 0) + 1, ...saved })
    })
  } catch (error) {
    // Two first saves at once: the unique (study, version) takes one.
    if (isUniqueViolation(error)) throw editConflict()
    throw error
  }
  await appendAccess(
    ctx.db,
    {
      staffId: ctx.session.staff.staffId,
      staffName: ctx.session.staff.name,
      action: 'notice.prescreen_save',
      recordType: 'notice',
      recordId: studyId,
      address: ctx.address,
    },
    ctx.now,
  )
  return staffView(ctx.db, await findCurrentVersion(ctx.db, studyId))
}

/** The questions of a notice open on the public site, in the applicant's locale; null when none. */
export async function publicQuestionnaire(
  db: Db,
  lang: Locale,
  studyId: number,
  now: Date,
): Promise<PublicPrescreen | null> {
  await titleData(db, lang, studyId, now)
  const row = await findCurrentVersion(db, studyId)
  const questions = row ? questionsOf(row) : []
  if (!row || questions.length === 0) return null
  return { versionId: row.id, questions: questions.map((question) => publicQuestion(question, lang)) }
}

/** What an application stores of its answers: the version, the sealed answers and the result. */
export interface PrescreenColumns {
  prescreen_version_id: number | null
  prescreen_answers: string | null
  prescreen_result: string | null
}

const NO_PRESCREEN: PrescreenColumns = { prescreen_version_id: null, prescreen_answers: null, prescreen_result: null }

/** The sealed form of the answers: with the day they were given, which dates are counted from. */
interface SealedAnswers {
  answeredOn: string
  answers: Record<string, PrescreenAnswer>
}

/**
 * Checks an application's answers against the notice's current questionnaire, inside the
 * application's transaction (the version is held so that it is not changed in place meanwhile),
 * and answers the columns to store. The answers are sealed with the application's data key.
 */
export async function answerColumns(
  trx: Transaction<Database>,
  db: Db,
  studyId: number,
  input: PrescreenAnswers | null | undefined,
  key: DataKey,
  now: Date,
): Promise<PrescreenColumns> {
  const seen = await findCurrentVersion(trx, studyId)
  if (seen) await holdPrescreenVersion(trx, db, seen.id, 'share')
  const current = seen ? await findCurrentVersion(trx, studyId) : undefined
  const questions = current ? questionsOf(current) : []
  if (!current || questions.length === 0) return NO_PRESCREEN
  if (!input) throw new AppError(400, 'VALIDATION_FAILED', 'This study asks pre-screening questions')
  if (input.versionId !== current.id)
    throw new AppError(409, 'PRESCREEN_CHANGED', 'The pre-screening questions changed; please answer them again')
  const answeredOn = seoulToday(now)
  const errors = prescreenAnswerErrors(questions, input.answers, answeredOn)
  const wrong = Object.keys(errors)
  if (wrong.length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', `Pre-screening answers refused: ${wrong.slice(0, 5).join(', ')}`)
  const { result } = evaluate(questions, input.answers, answeredOn)
  const sealed: SealedAnswers = { answeredOn, answers: input.answers }
  return { prescreen_version_id: current.id, prescreen_answers: sealJson(key, sealed), prescreen_result: result }
}

/**
 * The answers of applications, opened and checked under the versions they answered (null for an
 * application without answers). A page of the pipeline costs two queries whatever its length: the
 * versions answered, and the keys of the answers.
 */
export async function prescreenReviews(
  db: Db,
  secret: string | undefined,
  rows: readonly { prescreen_version_id: number | null; prescreen_answers: string | null }[],
): Promise<(PrescreenReview | null)[]> {
  const answered = rows.map((row) =>
    row.prescreen_version_id === null || row.prescreen_answers === null ? null : row.prescreen_answers,
  )
  const versionIds = [
    ...new Set(rows.flatMap((row, index) => (answered[index] === null ? [] : [row.prescreen_version_id ?? 0]))),
  ]
  const [versions, opened] = await Promise.all([
    findVersions(db, versionIds).then((found) => new Map(found.map((version) => [version.id, version]))),
    answered.some((value) => value !== null) ? openJsonValues(db, secret, answered) : answered,
  ])
  return rows.map((row, index) => {
    const version = row.prescreen_version_id === null ? undefined : versions.get(row.prescreen_version_id)
    const answers = opened[index]
    // No answers; the key was destroyed (the application is going), or the version with its notice.
    if (!version || !answers || typeof answers !== 'object') return null
    const { answeredOn, answers: given } = answers as SealedAnswers
    const { result, items } = evaluate(questionsOf(version), given, answeredOn)
    return { versionId: version.id, version: version.version, result, answeredOn, items }
  })
}

/** One application's answers, as prescreenReviews opens a page of them. */
export async function prescreenReview(
  db: Db,
  secret: string | undefined,
  row: { prescreen_version_id: number | null; prescreen_answers: string | null },
): Promise<PrescreenReview | null> {
  const [review] = await prescreenReviews(db, secret, [row])
  return review ?? null
}
